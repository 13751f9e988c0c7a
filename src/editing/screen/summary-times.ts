import { showTime } from './when';

/** A time of day as the files hold it ("08:00", "17:30"), standing alone in a text (not one said already: "10:00 AM"). */
const FILE_TIME = /(?<![\d:])(?:[01]\d|2[0-3]):[0-5]\d(?![\d:]|\s?[AP]M\b)/g;

/** A folded list entry's line with its times as the office reads them: "Saturday, 08:00, 17:00" -> "Saturday, 8:00 AM, 5:00 PM". */
export function summaryInWords(text: string): string {
  return text.replace(FILE_TIME, (time) => showTime(time));
}

/**
 * A folded list entry (a row of opening hours) sums itself up in a line that Decap writes from the
 * file's values, where its templates cannot format a time: the rows read "Saturday, 08:00, 17:00",
 * while their fields say "8:00 AM". Each such line is said in the fields' words as it is drawn.
 */
export function summariesSayTimes(root: Node = document.body): void {
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
