/**
 * What a typed value may contain. Every field is stored and later shown to a person (the office's
 * listing, a spreadsheet, an e-mail), so characters that change how the rest of a line is read
 * have no place in it: control characters (line breaks only in the multi-line description),
 * text-direction overrides and isolates, and other invisible format characters.
 */

/** Invisible characters that carry nothing in a form value (often pasted with it): removed, not refused. */
const DROPPED = /[\u200B\u2060\uFEFF]/g;

/**
 * Characters refused in a value: C0/C1 controls and DEL, every Unicode format character (Cf: bidi
 * marks, embeddings, overrides and isolates, zero-width joiners, soft hyphen, tags), line and
 * paragraph separators, private-use code points and unpaired surrogates.
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\u2028\u2029]/u;
const UNSAFE_ALL = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\u2028\u2029]/gu;
/** What a multi-line value may hold besides: tabs, line breaks, and the zero-width joiner that makes one emoji of several. */
const MULTI_LINE_ONLY = /[\r\n\t\u200D]/g;

/**
 * A value as it is checked and stored: NFC, without the dropped invisible characters, trimmed. A
 * phone number (`phone`) also loses every format character: one copied from a phone's contacts or a
 * chat comes wrapped in direction marks or isolates, which no one can see to remove, and only its
 * digits are kept in the end; the dashes a web page or a contact card writes (‐ ‑ – —) are hyphens,
 * and a link's `tel:` goes.
 */
export function cleanText(raw: string, phone = false): string {
  const text = raw.normalize('NFC').replace(DROPPED, '');
  return (
    phone
      ? text
          .replace(/\p{Cf}/gu, '')
          .replace(/[\u2010-\u2015\u2212]/g, '-')
          .replace(/^\s*tel:/i, '')
      : text
  ).trim();
}

/**
 * True when the value holds a character the rules refuse. A multi-line value (the description) may
 * hold tabs and line breaks, and the zero-width joiner that makes one emoji of several (🤦‍♂️), which
 * changes how no other character is read.
 */
export function hasUnsafeChars(value: string, multiLine: boolean): boolean {
  return UNSAFE.test(multiLine ? value.replace(MULTI_LINE_ONLY, '') : value);
}

/**
 * A stored value made safe to show on a terminal or in a file: every refused character removed.
 * Line breaks and tabs become spaces, unless `keepLines` (then CR LF becomes LF, and tabs stay).
 * For values stored before the rules refused them.
 */
export function displayText(value: string, keepLines = false): string {
  const kept = keepLines ? value.replace(/\r\n?/g, '\n') : value;
  return kept.replace(UNSAFE_ALL, (ch) =>
    keepLines && (ch === '\n' || ch === '\t') ? ch : ch === '\t' || ch === '\n' || ch === '\r' ? ' ' : '',
  );
}
