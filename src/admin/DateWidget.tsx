import { Component, type ChangeEvent } from 'react';
import { DATE_EXAMPLE } from '../manifest/plain-schema';
import { readDate } from './when';

type Props = { value?: string; onChange: (v: string) => void; forID: string; classNameWrapper: string };
type State = { text: string };

/**
 * A date typed as people write it ("3/14/2026", "March 14, 2026", "2026-03-14") or picked from the
 * browser's calendar, written to the file as "2026-03-14". The calendar is the platform's date input
 * beside the text box; the text box stays because a typed date is quicker and a wrong one gets a
 * message saying the form wanted, at the field (Decap's `isValid`, an arrow property: Decap calls it unbound).
 */
export class DateControl extends Component<Props, State> {
  state: State = { text: this.props.value ?? '' };

  isValid = (): boolean | { error: { message: string } } => {
    const text = this.state.text.trim();
    if (!text || readDate(text)) return true;
    return { error: { message: `"${text}" is not a date we can read. ${DATE_EXAMPLE}` } };
  };

  set = (text: string) => {
    this.setState({ text });
    this.props.onChange(readDate(text) ?? text);
  };

  typed = (e: ChangeEvent<HTMLInputElement>) => this.set(e.target.value);
  picked = (e: ChangeEvent<HTMLInputElement>) => e.target.value && this.set(e.target.value);
  blur = () => {
    const read = readDate(this.state.text);
    if (read && read !== this.state.text) this.setState({ text: read });
  };

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

export function DatePreview({ value }: { value?: string }) {
  return <p>{value}</p>;
}
