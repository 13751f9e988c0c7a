/** An extension written after the number, as offices write one: "ext 2", "ext. 204", "extension 12", "x2", "#2". */
const EXTENSION = /[\s,;]*(?:ext(?:ension)?\.?|x|#)\s*(\d{1,6})\s*$/i;

/** The number typed, and its extension when one follows it. */
export function withoutExtension(phone: string): { number: string; extension?: string } {
  const match = EXTENSION.exec(phone);
  return match ? { number: phone.slice(0, match.index), extension: match[1] } : { number: phone };
}

/** The ten digits of a US number (its country's 1 dropped), or undefined. */
function usDigits(number: string): string | undefined {
  const digits = number.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? digits : undefined;
}

/** A US number as people write it, from its digits only: "(727) 555-2368", "… ext. 2"; other digits as they are. */
export function phoneText(phone: string): string {
  const { number, extension } = withoutExtension(phone);
  const digits = usDigits(number);
  if (!digits) return phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}${extension ? ` ext. ${extension}` : ''}`;
}

/** A US number as dialled, its extension after a pause ("tel:+18135550142,2"), or undefined when it is not one. */
export function telUri(phone: string): string | undefined {
  const { number, extension } = withoutExtension(phone);
  const digits = usDigits(number);
  return digits ? `tel:+1${digits}${extension ? `,${extension}` : ''}` : undefined;
}

/** A US number as people write it, however it was typed ("8135554400"); anything else as typed. */
/** A tel: link for a number as typed: its US form, or else its digits as they are (a number from abroad). */
export const telHref = (phone: string): string => telUri(phone) ?? `tel:${phone.replace(/[^\d+]/g, '')}`;

export function shownPhone(phone: string): string {
  const shown = phoneText(phone);
  return shown.startsWith('(') ? shown : phone;
}
