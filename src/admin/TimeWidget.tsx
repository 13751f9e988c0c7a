import { Component, type ChangeEvent } from 'react';
import { TIME_EXAMPLE } from '../manifest/plain-schema';
import { readTime } from './when';

type Props = { value?: string; onChange: (v: string) => void; forID: string; classNameWrapper: string };
type State = { text: string };

/**
 * A time of day as people type it ("9 am", "9:00 AM", "09:00", "9"), written to the file as the
 * schema's "09:00". A plain text box rather than a clock picker: typing is what the office does, and
 * a browser's time input shows and reads AM/PM by the computer's settings. Decap asks a control
 * for `isValid` (an arrow property: Decap calls it unbound), and shows its message at the field.
 */
export class TimeControl extends Component<Props, State> {
  state: State = { text: this.props.value ?? '' };

  isValid = (): boolean | { error: { message: string } } => {
    const text = this.state.text.trim();
    if (!text || readTime(text)) return true;
    return { error: { message: `"${text}" is not a time we can read. ${TIME_EXAMPLE} 9 am and 9:00 AM work too.` } };
  };

  change = (e: ChangeEvent<HTMLInputElement>) => {
    const text = e.target.value;
    this.setState({ text });
    this.props.onChange(readTime(text) ?? text);
  };

  /** Once the editor leaves the box it shows what the file will hold. */
  blur = () => {
    const read = readTime(this.state.text);
    if (read && read !== this.state.text) this.setState({ text: read });
  };

  render() {
    const { forID, classNameWrapper } = this.props;
    return (
      <input
        id={forID}
        className={classNameWrapper}
        type="text"
        inputMode="text"
        autoComplete="off"
        placeholder="9:00 AM"
        value={this.state.text}
        onChange={this.change}
        onBlur={this.blur}
      />
    );
  }
}

export function TimePreview({ value }: { value?: string }) {
  return <p>{value}</p>;
}
