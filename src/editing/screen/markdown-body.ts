/**
 * The long texts (content/**.mdx) in Decap's rich-text mode: the text written back is the plain
 * Markdown a page body may hold (body-rules.ts), and what was not edited comes back as it was.
 * Decap writes the rich text with remark-stringify, and this plugin (registered with
 * CMS.registerRemarkPlugin) sets it to the files' own way of writing:
 * - a list item starts with "-" (Decap writes "*") and a rule is "---" (Decap's "- - -");
 * - a { or < that is text is written \{ and \<, as MDX needs: Decap writes the text as it is, and
 *   an unescaped { or < starts code in MDX. A fact ({{name}}) and a whole tag a body may hold (<br />,
 *   <abbr title="x">) stay as they are; anything else typed with a < ("<Spring Special>",
 *   "<script>", "<img src=x onerror=...>") is text;
 * - a line that starts with "import" or "export" is text too: its first letter is written as a
 *   character reference (&#101;xport), which MDX reads as the letter, not as code.
 * Decap hands the text to remark-stringify as "html" nodes (never escaped), so that is the visitor
 * changed here; Decap's own settings are read before this plugin runs and are overridden here.
 */

import { attributesOf, componentAttributes, isBodyTag } from '../../manifest/body-rules';

type Compiler = { prototype: { options: Record<string, unknown>; visitors: Record<string, (node: { value: string }) => string> } };

type TextNode = { type: string; value?: string; children?: TextNode[] };

/**
 * The remark plugin. Where the processor reads Markdown (it has no Compiler), a line's first letter
 * written as a character reference (&#101;xport) is read as the letter: Decap keeps character
 * references as typed, and the rich text showed "&#101;xport const x = 1" where she had typed "export".
 */
export function mdxMarkdown(this: { Compiler?: Compiler }): ((tree: TextNode) => void) | void {
  const compiler = this.Compiler;
  if (!compiler) return lettersRead;
  Object.assign(compiler.prototype.options, { bullet: '-', rule: '-', ruleSpaces: false });
  // A copy for this processor: the visitors object is shared by every remark-stringify processor.
  compiler.prototype.visitors = { ...compiler.prototype.visitors, html: (node) => escapeText(node.value) };
}

const FACT = /\{\{\s*[A-Za-z][\w.]*\s*\}\}/y;
/** A whole tag: its name and its attributes, each value in quotes. */
const TAG = /<\/?([A-Za-z][A-Za-z0-9]*)((?:\s+[A-Za-z-]+(?:\s*=\s*(?:"[^"<>]*"|'[^'<>]*'))?)*)\s*\/?>/y;
/** An attribute's name in a tag's attributes. */
const ATTRIBUTE = /([A-Za-z-]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'))?/g;
/** "import" or "export" where a line starts: MDX reads the line as code. */
const CODE_LINE = /(^|\n)([ \t]*)(?:(i)(?=mport\b)|(e)(?=xport\b))/g;

/** A line's "import" or "export" whose first letter the file writes as a character reference, as a letter again. */
const CODE_LINE_WRITTEN = /(^|\n)([ \t]*)&#(105|101);(?=mport\b|xport\b)/g;

function lettersRead(tree: TextNode): void {
  if (tree.type === 'text' && tree.value)
    tree.value = tree.value.replace(
      CODE_LINE_WRITTEN,
      (_, line: string, indent: string, code: string) => `${line}${indent}${String.fromCharCode(Number(code))}`,
    );
  for (const child of tree.children ?? []) lettersRead(child);
}

/** `text` with each { and < that MDX would read as code escaped; facts, body tags and escapes kept. */
export function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const counter = text[i];
    if (counter === '\\') {
      out += text.slice(i, i + 2);
      i++;
    } else if (counter === '{') {
      FACT.lastIndex = i;
      const fact = FACT.exec(text)?.[0];
      out += fact ?? '\\{';
      if (fact) i += fact.length - 1;
    } else if (counter === '<') out += isBodyTagAt(text, i) ? '<' : '\\<';
    else out += counter;
  }
  return out.replace(
    CODE_LINE,
    (_, line: string, indent: string, i?: string, e?: string) => `${line}${indent}&#${(i ?? e)!.charCodeAt(0)};`,
  );
}

/**
 * Whether the "<" at `at` starts a whole tag a page body may hold, with attributes it may have
 * (<br />, <abbr title="x">, </abbr>, <Fact name="x" />): one in the file, kept as it was. Anything else is text.
 */
function isBodyTagAt(text: string, at: number): boolean {
  TAG.lastIndex = at;
  const [, name, attributes] = TAG.exec(text) ?? [];
  if (!name) return false;
  const allowed = isBodyTag(name) ? attributesOf(name) : componentAttributes(name);
  if (!allowed) return false;
  return [...attributes.matchAll(ATTRIBUTE)].every(([, attribute]) => allowed.includes(attribute));
}
