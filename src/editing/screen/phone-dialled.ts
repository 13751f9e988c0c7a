import { phoneText } from '../../booking/rules/phone';

/**
 * The business's phone number is in site.yaml twice: as shown, "(area code) three digits-four
 * digits", and as dialled, "+1" and the ten digits (the call buttons' tel: links). The office types the shown one; the dialled one
 * follows it as it is typed, once the shown one has its ten digits (a number dialled differently
 * can still be written over, after; the check says when the two differ). Left in another form
 * (dashes or dots for the brackets), the shown one is written as the site shows numbers.
 */
export function dialledFollowsShown(): void {
  document.addEventListener('input', (event) => {
    const shown = event.target;
    if (!(shown instanceof HTMLInputElement) || !/^display-field-\d+$/.test(shown.id)) return;
    const dialled = dialledOf(shown.value);
    const field = besideOf(shown);
    if (!dialled || !field || field.value === dialled) return;
    typeInto(field, dialled);
  });
  // Left in another of the ways people write a number (dashes or dots for the brackets), it is written as the site
  // shows it: the check refused it, though the screen had understood it.
  document.addEventListener('focusout', (event) => {
    const shown = event.target;
    if (!(shown instanceof HTMLInputElement) || !/^display-field-\d+$/.test(shown.id)) return;
    const written = shownOf(shown.value);
    if (written && written !== shown.value) typeInto(shown, written);
  });
}

/** The number in the form the site shows, "(area code) three digits-four digits", from any of the ways people write it; undefined without ten digits. */
export function shownOf(typed: string): string | undefined {
  return dialledOf(typed) && phoneText(typed);
}

/** A value put in a field as if typed: React (Decap's field) reads it through the input's own setter and event. */
function typeInto(field: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The number as shown, in any of the ways people write one (brackets, dots, spaces, a leading 1) -> "+1" and its ten digits; undefined without ten digits. */
export function dialledOf(shown: string): string | undefined {
  const digits = shown.replace(/\D/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return ten.length === 10 ? `+1${ten}` : undefined;
}

/** The dialled number's field of the same phone group as the shown one. */
function besideOf(shown: HTMLElement): HTMLInputElement | undefined {
  for (let box = shown.parentElement; box; box = box.parentElement) {
    const field = box.querySelector<HTMLInputElement>('input[id^="e164-field-"]');
    if (field) return field;
  }
  return undefined;
}
