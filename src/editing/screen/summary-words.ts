import { CHOICE_SEPARATOR } from '../shared/plain-words';
import { showDate, showTime } from '../shared/when';

/** A time of day as the files hold it ("08:00", "17:30"), standing alone in a text (not one said already: "10:00 AM"). */
const FILE_TIME = /(?<![\d:])(?:[01]\d|2[0-3]):[0-5]\d(?![\d:]|\s?[AP]M\b)/g;
/** A date as the files hold it ("2026-12-24"), standing alone in a text. */
const FILE_DATE = /(?<![\d-])\d{4}-\d{2}-\d{2}(?![\d-])/g;

/**
 * A folded list entry's line with its times and dates as the office reads them: "Saturday, 08:00,
 * 17:00" -> "Saturday, 8:00 AM, 5:00 PM"; "Christmas, 2026-12-24 to 2026-12-26" -> "Christmas,
 * 12/24/2026 to 12/26/2026".
 */
export function summaryInWords(text: string): string {
  // A new entry's line before anything is typed is only its separators (", "): said in words.
  if (text && !/[\p{L}\p{N}]/u.test(text)) return 'New entry, not filled in yet';
  return text
    .replace(CHOICES, (list) => choicesInWords(list.split(CHOICE_SEPARATOR)))
    .replace(FILE_TIME, (time) => showTime(time))
    .replace(FILE_DATE, (date) => showDate(date));
}

/** Choices of a list in a folded entry's line, as Decap's template joins them ("Monday · Tuesday · Wednesday"). */
const CHOICE = '[^,·\\s](?:[^,·]*[^,·\\s])?';
const CHOICES = new RegExp(`${CHOICE}(?:${CHOICE_SEPARATOR}${CHOICE})+`, 'g');
const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Choices said as the office says them: three or more days in a row as "Monday to Friday", others "Monday, Wednesday and Friday". */
export function choicesInWords(choices: string[]): string {
  const days = choices.map((choice) => WEEK.indexOf(choice));
  if (choices.length >= 3 && days.every((day, i) => day >= 0 && (i === 0 || day === days[i - 1] + 1)))
    return `${choices[0]} to ${choices.at(-1)}`;
  return choices.length > 1 ? `${choices.slice(0, -1).join(', ')} and ${choices.at(-1)}` : choices.join('');
}

/**
 * A folded list entry (a row of opening hours, a closed day) sums itself up in a line that Decap
 * writes from the file's values, where its templates cannot format a time or a date: the rows read
 * "Saturday, 08:00, 17:00" and "Christmas, 2026-12-24", while their fields say "8:00 AM" and
 * "12/24/2026". Each such line is said in the fields' words as it is drawn.
 */
export function summariesSayFieldWords(root: Node = document.body): void {
  const mend = (node: Node) => {
    const label = node.parentElement;
    if (node.nodeType !== Node.TEXT_NODE || !label?.matches('[class*="NestedObjectLabel"]')) return;
    const said = summaryInWords(node.nodeValue ?? '');
    if (said !== node.nodeValue) node.nodeValue = said;
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') mend(record.target);
      for (const added of record.addedNodes) {
        if (added.nodeType === Node.TEXT_NODE) mend(added);
        else if (added instanceof Element)
          for (const label of added.querySelectorAll('[class*="NestedObjectLabel"]')) label.childNodes.forEach(mend);
      }
    }
  }).observe(root, { childList: true, subtree: true, characterData: true });
}
