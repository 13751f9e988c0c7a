import { compileSync, createProcessor } from '@mdx-js/mdx';
import type { MessageId, Params } from '../manifest/error-catalogue';
import { href as pageHref } from '../routes/urls';

/** What the MDX bodies may use: plain Markdown, HTML tags, and the facts ({{name}} becomes <Fact>). */
const COMPONENTS = new Set(['Fact']);
const FACT = /\{\{\s*([a-zA-Z][a-zA-Z0-9]*)\s*\}\}/g;

/** A catalogue message (error-catalogue.ts) at a line of the body. */
type MdxProblem = { line: number; column: number; id: MessageId; params: Params };
type Node = {
  type: string;
  name?: string | null;
  url?: string;
  value?: string;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  children?: Node[];
  position?: { start: { line: number; column: number } };
};

/** The MDX as the build sees it: {{name}} becomes <Fact name="name" /> (src/build/vite-plugin.ts). */
function asBuilt(source: string): string {
  return source.replace(FACT, (_, name: string) => `<Fact name="${name}" />`);
}

/**
 * Compiles an MDX body as the build will, so that a mistake is reported here with its line, and
 * lists the internal links it makes (Markdown links and <a href>), each with its line.
 */
export function checkMdx(source: string): { problems: MdxProblem[]; links: Array<{ href: string; line: number; column: number }> } {
  const problems: MdxProblem[] = [];
  const links: Array<{ href: string; line: number; column: number }> = [];
  if (!source.trim()) {
    problems.push({ line: 1, column: 1, id: 'mdx-empty', params: {} });
    return { problems, links };
  }
  const built = asBuilt(source);
  try {
    compileSync(built);
  } catch (e) {
    const err = e as {
      line?: number;
      column?: number;
      reason?: string;
      message?: string;
      place?: { line?: number; column?: number; start?: { line: number; column: number } };
    };
    const line = err.line ?? err.place?.start?.line ?? err.place?.line ?? 1;
    const column = err.column ?? err.place?.start?.column ?? err.place?.column ?? 1;
    const reason = err.reason ?? err.message ?? String(e);
    const at = /in expression|closing brace|Could not parse expression/i.test(reason) ? loneBrace(source) : undefined;
    problems.push({ line: at?.line ?? line, column: at?.column ?? column, ...explain(reason, source.split('\n')[line - 1] ?? '') });
    return { problems, links };
  }
  const tree = createProcessor().parse(built) as unknown as Node;
  walk(tree, (node) => {
    const pos = node.position?.start ?? { line: 1, column: 1 };
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      const inner = (node.value ?? '').trim();
      if (/^\/\*[\s\S]*\*\/$/.test(inner)) return; // {/* a comment */}
      problems.push({ ...pos, id: /^[a-zA-Z]\w*$/.test(inner) ? 'mdx-undefined' : 'mdx-code', params: { inner } });
    } else if (node.type === 'mdxjsEsm') {
      problems.push({ ...pos, id: 'mdx-import', params: {} });
    } else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
      if (/^[A-Z]/.test(node.name) && !COMPONENTS.has(node.name)) {
        problems.push({ ...pos, id: 'mdx-component', params: { tag: node.name } });
      }
      for (const a of node.attributes ?? []) {
        if (a.type === 'mdxJsxExpressionAttribute' || (a.value && typeof a.value === 'object')) {
          problems.push({ ...pos, id: 'mdx-attribute-code', params: { tag: node.name, example: pageHref('booking') } });
        }
      }
      const href = node.attributes?.find((a) => a.name === 'href')?.value;
      if (node.name === 'a' && typeof href === 'string') links.push({ href, ...pos });
    } else if (node.type === 'link' && node.url) {
      links.push({ href: node.url, ...pos });
    }
  });
  return { problems, links };
}

/** The first { that is not part of a {{fact}}: where an unclosed expression starts. */
function loneBrace(source: string): { line: number; column: number } | undefined {
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const col = lines[i].replace(/\{\{[^}]*\}\}/g, (m) => ' '.repeat(m.length)).search(/(?<!\\)\{/);
    if (col >= 0) return { line: i + 1, column: col + 1 };
  }
  return undefined;
}

function walk(node: Node, visit: (n: Node) => void): void {
  visit(node);
  for (const c of node.children ?? []) walk(c, visit);
}

/** The MDX compiler's reason, as a catalogue message with the fix. */
function explain(reason: string, line: string): { id: MessageId; params: Params } {
  const closing = /Expected a closing tag for `<([^>]+)>`/.exec(reason);
  if (closing && /^(br|hr|img|input|wbr|source|meta|link)\b/.test(closing[1])) return { id: 'mdx-void-tag', params: { tag: closing[1] } };
  if (closing) return { id: 'mdx-unclosed-tag', params: { tag: closing[1] } };
  const unexpectedClose = /Unexpected closing (?:slash `\/` in tag|tag `<\/([^>]+)>`)/.exec(reason);
  if (unexpectedClose)
    return unexpectedClose[1] ? { id: 'mdx-stray-closing', params: { tag: unexpectedClose[1] } } : { id: 'mdx-stray-slash', params: {} };
  if (/in expression|closing brace|Could not parse expression/i.test(reason)) return { id: 'mdx-bad-brace', params: {} };
  if (line.includes('<!--')) return { id: 'mdx-html-comment', params: {} };
  if (/<https?:/.test(line)) return { id: 'mdx-autolink', params: {} };
  if (/before name|after name|character that can start a name|Unexpected character/i.test(reason) && line.includes('<'))
    return { id: 'mdx-stray-less-than', params: {} };
  return { id: 'mdx-other', params: { reason: reason.split('\n')[0] } };
}
