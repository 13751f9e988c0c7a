import type { ChangeEvent } from 'react';
import { TypedControl, ValuePreview } from './TypedControl';
import { DATE_EXAMPLE } from '../manifest/plain-schema';
import { readDate } from './when';

/**
 * A date typed as people write it ("3/14/2026", "March 14, 2026", "2026-03-14") or picked from the
 * browser's calendar, written to the file as "2026-03-14". The calendar is the platform's date input
 * beside the text box; the text box stays because a typed date is quicker and a wrong one gets a
 * message saying the form wanted, at the field.
 */
export class DateControl extends TypedControl {
  read = (text: string) => readDate(text);
  unreadable = (text: string) => `"${text}" is not a date we can read. ${DATE_EXAMPLE}`;

  typed = (e: ChangeEvent<HTMLInputElement>) => this.set(e.target.value);
  picked = (e: ChangeEvent<HTMLInputElement>) => e.target.value && this.set(e.target.value);
  render() {
    const { forID, classNameWrapper } = this.props;
    const read = readDate(this.state.text) ?? '';
    return (
      <div className={`${classNameWrapper} date-field`}>
        <input
          id={forID}
          type="text"
          autoComplete="off"
          placeholder="2026-03-14"
          value={this.state.text}
          onChange={this.typed}
          onBlur={this.blur}
        />
        <input type="date" aria-label="Pick the date from a calendar" value={read} onChange={this.picked} />
      </div>
    );
  }
}

export const DatePreview = ValuePreview;
