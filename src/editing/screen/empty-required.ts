import { render } from '../../manifest/error-catalogue';
import { labelOf } from '../../manifest/plain-schema';
import { sentence } from '../shared/field-problems';

/**
 * A required field left empty says so at once, at the field, in the words the check says it in
 * at Publish ("The name cannot be empty. Fill in the name.", the catalogue's missing-key): until
 * then a name cleared and left was said nowhere but in the preview's list. Decap's own field
 * boxes are read as they are drawn: the box's aria-label names its widget ("string field"), its
 * label is for the field's control (`<key>-field-<n>`), and an optional field's label ends in
 * Decap's "(optional)" span.
 */

/** The widgets whose value is the text in their box: empty when the box is. */
const TYPED = /^(string|text|number|lines|time-of-day|calendar-date) field$/;
const NOTE = 'empty-required';

/** Starts listening: a typed field's box left empty gets its note, and loses it once it holds a text. */
export function sayEmptyRequiredFields(doc: Document = document): void {
  doc.addEventListener('focusout', (e) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) check(e.target);
  });
  // A value can arrive without typing in the box (a date picked from the calendar): every change looks again.
  const recheck = () => {
    for (const note of doc.querySelectorAll<HTMLElement>(`.${NOTE}`)) {
      const input = doc.getElementById(note.dataset.for ?? '');
      if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)) note.remove();
      else check(input);
    }
  };
  doc.addEventListener('input', recheck);
  doc.addEventListener('change', recheck);
}

/** The box of a required typed field whose control is `input`, with its key; undefined for any other. */
export function requiredBox(input: HTMLElement): { box: HTMLElement; key: string } | undefined {
  const box = input.closest<HTMLElement>('[aria-label$=" field"]');
  const key = /^(.+)-field-\d+$/.exec(input.id)?.[1];
  if (!box || !key || !TYPED.test(box.getAttribute('aria-label') ?? '')) return undefined;
  const label = [...box.querySelectorAll('label')].find(
    (item) => item.htmlFor === input.id && item.closest('[aria-label$=" field"]') === box,
  );
  if (!label || label.querySelector('span')) return undefined;
  return { box, key };
}

/** What an empty required field says: the check's own words for it. */
export function emptyMessage(key: string): string {
  const said = render('missing-key', { key, label: labelOf([key]) });
  return `${sentence(said.plain)} ${sentence(said.plainHint)}`;
}

function check(input: HTMLInputElement | HTMLTextAreaElement): void {
  const field = requiredBox(input);
  if (!field) return;
  const id = `${input.id}-empty`;
  const shown = input.ownerDocument.getElementById(id);
  if (input.value.trim()) {
    shown?.remove();
    if (shown) input.removeAttribute('aria-invalid');
    return;
  }
  if (shown) return;
  const note = input.ownerDocument.createElement('p');
  note.id = id;
  note.className = `field-problem ${NOTE}`;
  note.dataset.for = input.id;
  note.setAttribute('role', 'alert');
  note.textContent = emptyMessage(field.key);
  // Under the field's control (a date's box and its calendar button are one control).
  const control = [...field.box.children].find((element) => element.contains(input)) ?? input;
  control.insertAdjacentElement('afterend', note);
  input.setAttribute('aria-invalid', 'true');
  input.setAttribute('aria-describedby', id);
}
