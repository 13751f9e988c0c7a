import { createRef, type ChangeEvent } from 'react';
import { TypedControl, ValuePreview } from './typed-control';
import { readDate, showDate } from '../shared/when';
import { SCREEN_DATE_EXAMPLE } from '../../manifest/plain-schema';

/**
 * A date typed as people write it ("3/14/2026", "3/14/26", "March 14, 2026", "2026-03-14") or picked from the
 * browser's calendar, written to the file as "2026-03-14" and shown as "3/14/2026". The text box shows the date once; the
 * calendar is the platform's date input, opened by the button beside it (its own box would show the
 * same date a second time, in another form). The text box stays because a typed date is quicker and
 * a wrong one gets a message saying the form wanted, at the field.
 */
export class DateControl extends TypedControl {
  read = (text: string) => readDate(text);
  // In the office's own way of writing a date (the file's form, 2026-03-14, is the check's to say).
  unreadable = (text: string) => `"${text}" is not a date we can read. ${SCREEN_DATE_EXAMPLE}`;
  /** The file's 2026-03-14 as the office writes a date, and as the box's example shows one: 3/14/2026. */
  show = showDate;
  private calendar = createRef<HTMLInputElement>();

  typed = (e: ChangeEvent<HTMLInputElement>) => this.set(e.target.value);
  /** A day picked from the calendar: the box shows it as the office writes a date (it showed the file's 2026-12-01). */
  picked = (e: ChangeEvent<HTMLInputElement>) => {
    const value = e.target.value;
    if (!value) return;
    this.set(value);
    this.setState({ text: this.show(value), problem: undefined });
  };
  open = () => {
    const input = this.calendar.current;
    if (!input) return;
    if (typeof input.showPicker === 'function') input.showPicker();
    else input.focus();
  };
  render() {
    const { forID, classNameWrapper } = this.props;
    const read = readDate(this.state.text) ?? '';
    return [
      <div key="box" className={`${classNameWrapper} date-field`}>
        <input
          id={forID}
          type="text"
          autoComplete="off"
          placeholder="e.g. 3/14/2026"
          value={this.state.text}
          onChange={this.typed}
          onBlur={this.blur}
          {...this.described()}
        />
        <span className="date-calendar">
          <input ref={this.calendar} type="date" tabIndex={-1} aria-hidden="true" value={read} onChange={this.picked} />
          <button type="button" onClick={this.open}>
            Pick from the calendar
          </button>
        </span>
      </div>,
      this.note(),
    ];
  }
}

export const DatePreview = ValuePreview;
