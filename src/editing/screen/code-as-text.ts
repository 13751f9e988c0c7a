import { askUser } from './confirm';
import { NotSaved } from './phrases';

/**
 * An element of a web page (a script, an embedded video or map, a form, a picture by its address)
 * written in a long text. A page body never runs one (decisions §10): the screen writes its `<` as
 * `\<` (markdown-body.ts), and the page shows the characters. An office manager who pastes a
 * video's embed code expects a video, so she is asked before it goes live as text.
 */
const ELEMENT =
  /\\<\/?(?:a|audio|body|button|canvas|div|embed|form|frame|h[1-6]|head|html|iframe|img|input|link|meta|noscript|object|p|picture|script|section|select|source|span|style|svg|table|template|textarea|video)(?=[\s>/]|$)/i;

/** The lines of `after` (a long text's file) that show an element as text and `before` did not have, as the page shows them. */
export function codeShownAsText(before: string, after: string): string[] {
  const had = new Set(before.split('\n'));
  return after
    .split('\n')
    .filter((line) => !had.has(line) && ELEMENT.test(line))
    .map((line) => {
      const shown = line.replace(/\\([<{])/g, '$1').trim();
      return shown.length > 120 ? `${shown.slice(0, 119)}…` : shown;
    });
}

/** Asks before a long text with an element in it is published as text; her "no" stops the save. */
export async function askBeforeCodeAsText(path: string, before: string, after: string): Promise<void> {
  const lines = path.endsWith('.mdx') ? codeShownAsText(before, after) : [];
  if (!lines.length) return;
  const asText = await askUser(
    'Publish this code as text?',
    [
      'The text has code from a web page in it (a script, an embedded video or map, a form). The site never runs code written in a text: the page will show these characters, as they are:',
    ],
    lines,
    [
      { label: 'Publish it as text', value: true },
      { label: 'Take it out first', value: false },
    ],
    ['To show a video, a map or a form on a page, ask the person who looks after the website.'],
  );
  if (!asText) throw new NotSaved('Not published: take the code out of the text, then publish.');
}
