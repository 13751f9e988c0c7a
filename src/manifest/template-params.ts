/**
 * The parameters of a catalogue template, read from its text by the compiler, and the one function
 * that fills them (error-catalogue.ts's messages use both, so the two cannot disagree).
 *
 * A template's `{name}` is a parameter. `{{name}}` (exactly two braces on each side) is a business
 * fact as the editor writes it, and stays as written. `{{{name}}}` is a parameter inside the two
 * braces of a fact: `Write {{{fact}}}` fills to `Write {{serviceCallFee}}`. A brace not around a
 * word (`\{`, `{ from: ... }`, `{/* ... *\/}`) is text.
 */

/** Every `{…}` run around a word: the braces before it, the word, the braces after it. */
const HOLE = /(\{+)(\w+)(\}+)/g;

/** The template with each parameter filled; a fact `{{name}}` and a parameter not given stay as written. */
export function fillTemplate(template: string, params: Readonly<Record<string, string | number | undefined>>): string {
  return template.replace(HOLE, (whole, open: string, name: string, close: string) => {
    if (open.length === 2 && close.length === 2) return whole;
    const value = params[name];
    return value === undefined ? whole : `${open.slice(1)}${String(value)}${close.slice(1)}`;
  });
}

/** The characters of `\w`: a parameter's name is made of them. */
type WordChars = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_';
type IsWord<S extends string> = S extends '' ? false : AllWord<S>;
type AllWord<S extends string> = S extends `${infer C}${infer Rest}`
  ? WordChars extends `${string}${C}${string}`
    ? AllWord<Rest>
    : false
  : true;

/** The parameter names of a template (or of each template of a union), as fillTemplate reads them. */
export type TemplateParams<T extends string> = T extends unknown ? Scan<T, never> : never;

// Tail-recursive (an accumulator), so that a long hint does not reach the compiler's depth limit.
type Scan<T extends string, Found> = T extends `${string}{${infer After}` ? Open<After, [1], Found> : Found;
type Open<T extends string, O extends 1[], Found> = T extends `{${infer After}`
  ? Open<After, [...O, 1], Found>
  : T extends `${infer Name}}${infer Rest}`
    ? IsWord<Name> extends true
      ? Close<Rest, Name, O, [1], Found>
      : Scan<T, Found>
    : Found;
type Close<T extends string, Name extends string, O extends 1[], C extends 1[], Found> = T extends `}${infer Rest}`
  ? Close<Rest, Name, O, [...C, 1], Found>
  : Scan<T, [O['length'], C['length']] extends [2, 2] ? Found : Found | Name>;
