/** A US number as people write it, from its digits only: "(727) 555-2368"; other digits as they are. */
export function phoneText(phone: string): string {
  const text = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return text.length === 10 ? `(${text.slice(0, 3)}) ${text.slice(3, 6)}-${text.slice(6)}` : text;
}

/** A US number as people write it, however it was typed ("8135554400"); anything else as typed. */
export function shownPhone(phone: string): string {
  const shown = phoneText(phone);
  return shown.startsWith('(') ? shown : phone;
}
