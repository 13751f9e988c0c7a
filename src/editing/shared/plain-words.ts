/**
 * What the editing screen never says: the words of files and code an office manager does not use.
 * The generator of the screen's configuration (schema-fields.ts) keeps a schema's description as a
 * hint only when it passes, and a test scans every label, hint, summary and message with the same
 * list (plain-words.test.ts).
 */
export const NOT_PLAIN: ReadonlyArray<readonly [string, RegExp]> = [
  ['a key path', /\b[a-z][a-zA-Z0-9]*(?:\.[a-z][a-zA-Z0-9]*){2,}\b|\b[a-z]+\.[a-z]+[A-Z][a-zA-Z]*\b/],
  ['a file name', /\b[\w-]+\.(?:ya?ml|json|mdx|tsx?)\b|\bsrc\//],
  ['a format code', /\bE\.?164\b|\bYYYY\b|\bIANA\b/i],
  ['a pattern word', /\bpattern\b|\bregex|\bregular[- ]expression/i],
  ['a command', /\bnpm\b|\s--[a-z]/],
  ['code', /`|<\/?[a-z]+>/],
  ['a key of the files', /\b[a-z]+[A-Z][a-zA-Z]*:/],
  ['a list printed as code', /List \[|\[\s*"/],
  ['a doubled full stop', /(?<!\.)\.\.(?!\.)/],
  ['text in capitals', /\b[A-Z][A-Z']+(?:[\s,:]+[A-Z][A-Z']+){2,}\b/],
  ["Decap's own words", /Oops|Failed to persist|persist entry/i],
  // The business facts are facts on the screen, not the file's "constants".
  ['a word of the code', /\bconstants?\b/i],
  // "Meta title", a field called "Id": the words of those who make web pages.
  ["a web maker's word", /\b[Mm]eta\b|^Id\b/],
  // "A neighborhood id of that city's file; must equal the file name": how the files are kept.
  ['a word of the files', /\bequals? the (?:file|folder) name\b|\b(?:city|service|neighborhood|brand) ids?\b/i],
];

/** The names of what makes a text not plain; none when it is plain. Web addresses, {{facts}} and %{parameters} are words. */
export function notPlain(text: string): string[] {
  const words = text.replace(/https?:\/\/\S+/g, '').replace(/%?\{\{?[^}]*\}\}?/g, '');
  return NOT_PLAIN.filter(([, re]) => re.test(words)).map(([what]) => what);
}

/**
 * A schema description as a hint on the screen: a file name before a colon, a format code before a
 * comma, and an aside that names a file left out; undefined when what is left is still not plain
 * (the field's label, its widget and its message then say enough).
 */
export function plainHint(description: string | undefined): string | undefined {
  if (!description) return undefined;
  const hint = description
    .replace(/^[\w/.-]+\.(?:ya?ml|json|mdx):\s*/, '')
    .replace(/^YYYY(?:-MM)?(?:-DD)?(?:,\s*|$)/, '')
    .replace(/\s*\([^)]*\.(?:ya?ml|json|mdx)\b[^)]*\)/g, '')
    .replace(/;[^;]*\.(?:ya?ml|json|mdx)\b[^;]*(?=\.?$)/, '')
    .replace(/\bIANA\s+/g, '')
    .replace(/;\s*[a-z]+[A-Z]\w*:[^;]*$/, '.')
    .trim();
  if (!hint || notPlain(hint).length) return undefined;
  return hint.charAt(0).toUpperCase() + hint.slice(1);
}

/** Between the choices of a list in a folded entry's line, as Decap's template writes them: the screen says them in words (summary-words.ts). */
export const CHOICE_SEPARATOR = ' · ';
