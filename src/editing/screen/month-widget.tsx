import { TypedControl, ValuePreview } from './typed-control';
import { readMonth, showMonth } from '../shared/when';
import { SCREEN_MONTH_EXAMPLE } from '../../manifest/plain-schema';

/**
 * A month as people write it ("November 2026", "Nov 2026", "11/2026"), written to the file as the
 * schema's "2026-11" and shown as "November 2026" (a job's month). The box asked for "2026-11"
 * while the date boxes beside it read "December 31, 2026".
 */
export class MonthControl extends TypedControl {
  read = (text: string) => readMonth(text);
  show(value: string) {
    return showMonth(value);
  }
  unreadable = (text: string) => `"${text}" is not a month we can read. ${SCREEN_MONTH_EXAMPLE}`;
  render() {
    return this.textBox('e.g. November 2026');
  }
}

export const MonthPreview = ValuePreview;
