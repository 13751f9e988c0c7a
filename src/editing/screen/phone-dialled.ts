/**
 * The business's phone number is in site.yaml twice: as shown, "(area code) three digits-four
 * digits", and as dialled, "+1" and the ten digits (the call buttons' tel: links). The office types the shown one; the dialled one
 * follows it as it is typed, once the shown one has its ten digits (a number dialled differently
 * can still be written over, after; the check says when the two differ).
 */
export function dialledFollowsShown(): void {
  document.addEventListener('input', (event) => {
    const shown = event.target;
    if (!(shown instanceof HTMLInputElement) || !/^display-field-\d+$/.test(shown.id)) return;
    const dialled = dialledOf(shown.value);
    const field = besideOf(shown);
    if (!dialled || !field || field.value === dialled) return;
    // As if typed: React (Decap's field) reads the value through the input's own setter and event.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, dialled);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
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
