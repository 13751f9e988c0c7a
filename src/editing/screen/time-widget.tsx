import { TypedControl, ValuePreview } from './typed-control';
import { morningOrAfternoon, readTime, showTime } from '../shared/when';
import { halfUnsaid, SCREEN_TIME_EXAMPLE } from '../../manifest/plain-schema';

/**
 * A time of day as people type it ("9 am", "9:00 AM", "09:00", "9"; "4:30" is asked about), written to the file as the
 * schema's "09:00" and shown as the office reads a time ("9:00 AM"). A plain text box rather than a
 * clock picker: typing is what the office does, and a browser's time input shows and reads AM/PM by
 * the computer's settings.
 */
export class TimeControl extends TypedControl {
  read = (text: string) => readTime(text);
  show(value: string) {
    return showTime(value);
  }
  // In the office's own way of writing a time (the file's form, 17:30, is the check's to say); a
  // time that does not say which half of the day ("4:30") is asked about.
  unreadable = (text: string) =>
    halfUnsaid(text) ? morningOrAfternoon(text) : `"${text}" is not a time we can read. ${SCREEN_TIME_EXAMPLE}`;
  render() {
    return this.textBox('e.g. 9:00 AM or 17:30');
  }
}

export const TimePreview = ValuePreview;
