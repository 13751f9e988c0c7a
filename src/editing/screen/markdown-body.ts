/**
 * The long texts (content/**.mdx) in Decap's rich-text mode: the text written back is the plain
 * Markdown a page body may hold (body-rules.ts), and what was not edited comes back as it was.
 * Decap writes the rich text with remark-stringify, and this plugin (registered with
 * CMS.registerRemarkPlugin) sets it to the files' own way of writing:
 * - a list item starts with "-" (Decap writes "*") and a rule is "---" (Decap's "- - -");
 * - a { or < that is text is written \{ and \<, as MDX needs: Decap writes the text as it is, and
 *   an unescaped { or < starts code in MDX. A fact ({{name}}) and a tag (<br />) stay as they are.
 * Decap hands the text to remark-stringify as "html" nodes (never escaped), so that is the visitor
 * changed here; Decap's own settings are read before this plugin runs and are overridden here.
 */

type Compiler = { prototype: { options: Record<string, unknown>; visitors: Record<string, (node: { value: string }) => string> } };

/** The remark plugin: a no-op where the processor reads Markdown (it has no Compiler). */
export function mdxMarkdown(this: { Compiler?: Compiler }): void {
  const compiler = this.Compiler;
  if (!compiler) return;
  Object.assign(compiler.prototype.options, { bullet: '-', rule: '-', ruleSpaces: false });
  // A copy for this processor: the visitors object is shared by every remark-stringify processor.
  compiler.prototype.visitors = { ...compiler.prototype.visitors, html: (node) => escapeText(node.value) };
}

const FACT = /\{\{\s*[A-Za-z][\w.]*\s*\}\}/y;

/** `text` with each { and < that MDX would read as code escaped; facts, tags and escapes kept. */
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
    } else if (counter === '<' && !/[A-Za-z/!]/.test(text[i + 1] ?? '')) out += '\\<';
    else out += counter;
  }
  return out;
}
