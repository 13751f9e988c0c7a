/**
 * The slips of the keyboard in the domain of an address that mail still takes but no one receives:
 * "gmail.con", "gmial.com". Loaded with the address check (email.ts), not with the form.
 */

/** A top-level domain mistyped, and what was meant. */
const ENDINGS: Record<string, string> = {
  con: 'com',
  cmo: 'com',
  ocm: 'com',
  comm: 'com',
  coom: 'com',
  vom: 'com',
  xom: 'com',
  cpm: 'com',
  ent: 'net',
  nte: 'net',
  ogr: 'org',
};

/** A big provider's name mistyped, and what was meant. */
const PROVIDERS: Record<string, string> = {
  gmial: 'gmail',
  gamil: 'gmail',
  gmai: 'gmail',
  gmal: 'gmail',
  gmaill: 'gmail',
  gnail: 'gmail',
  hotmial: 'hotmail',
  hotmai: 'hotmail',
  hotmal: 'hotmail',
  yaho: 'yahoo',
  yahooo: 'yahoo',
  outlok: 'outlook',
  iclod: 'icloud',
  icoud: 'icloud',
};

/** The address as it was surely meant ("ana@gmail.con" -> "ana@gmail.com"), or undefined when nothing in it is a known slip. */
export function meantAddress(address: string): string | undefined {
  const at = address.lastIndexOf('@');
  if (at < 0) return undefined;
  const parts = address
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .split('.');
  if (parts.length < 2) return undefined;
  const meant = parts.map((part, i) => (i === parts.length - 1 ? ENDINGS[part] : i === 0 ? PROVIDERS[part] : undefined) ?? part);
  return meant.join('.') === parts.join('.') ? undefined : `${address.slice(0, at)}@${meant.join('.')}`;
}

/** The form's message for an address with a known slip, or undefined. */
export function slipMessage(address: string): string | undefined {
  const meant = meantAddress(address);
  return (
    meant && `Did you mean ${meant}? Please check the address: we e-mail your request there, and its confirmation once we have called you.`
  );
}
