import { compileSync, createProcessor } from '@mdx-js/mdx';
import type { ErrorCode } from '../manifest/errors';
import { href as pageHref } from '../routes/urls';

/** What the MDX bodies may use: plain Markdown, HTML tags, and the facts ({{name}} becomes <Fact>). */
const COMPONENTS = new Set(['Fact']);
const FACT = /\{\{\s*([a-zA-Z][a-zA-Z0-9]*)\s*\}\}/g;
const LITERALS = 'To show a literal { or <, write \\{ or \\< (or &lt;); to insert a fact, write {{name}}.';

type MdxProblem = { line: number; column: number; code: ErrorCode; message: string; hint: string };
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
    problems.push({
      line: 1,
      column: 1,
      code: 'empty-body',
      message: 'this page body is empty, so the page would be published without its text',
      hint: 'Write the text (plain Markdown), or restore the file from the previous version.',
    });
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
    problems.push({
      line: at?.line ?? line,
      column: at?.column ?? column,
      code: 'mdx',
      ...explain(reason, source.split('\n')[line - 1] ?? ''),
    });
    return { problems, links };
  }
  const tree = createProcessor().parse(built) as unknown as Node;
  walk(tree, (node) => {
    const pos = node.position?.start ?? { line: 1, column: 1 };
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      const inner = (node.value ?? '').trim();
      if (/^\/\*[\s\S]*\*\/$/.test(inner)) return; // {/* a comment */}
      problems.push({
        ...pos,
        code: 'mdx',
        message: `{${inner}} runs as code in MDX${/^[a-zA-Z]\w*$/.test(inner) ? ` and '${inner}' is not defined there` : ''}, so the page fails to build`,
        hint: /^[a-zA-Z]\w*$/.test(inner) ? `To insert the fact, write {{${inner}}} (two braces). ${LITERALS}` : LITERALS,
      });
    } else if (node.type === 'mdxjsEsm') {
      problems.push({
        ...pos,
        code: 'mdx',
        message: 'import and export lines are not allowed in a page body',
        hint: 'Remove the line; a page body is text, Markdown and HTML tags.',
      });
    } else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
      if (/^[A-Z]/.test(node.name) && !COMPONENTS.has(node.name)) {
        problems.push({
          ...pos,
          code: 'mdx',
          message: `<${node.name}> is not a component this site has`,
          hint: `Use plain Markdown or an HTML tag (lower-case, e.g. <p>). ${LITERALS}`,
        });
      }
      for (const a of node.attributes ?? []) {
        if (a.type === 'mdxJsxExpressionAttribute' || (a.value && typeof a.value === 'object')) {
          problems.push({
            ...pos,
            code: 'mdx',
            message: `an attribute of <${node.name}> is written as code ({...})`,
            hint: `Write attribute values in quotes, e.g. href="${pageHref('booking')}".`,
          });
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

/** The MDX compiler's reason, in plain words, with the fix. */
function explain(reason: string, line: string): { message: string; hint: string } {
  const closing = /Expected a closing tag for `<([^>]+)>`/.exec(reason);
  if (closing && /^(br|hr|img|input|wbr|source|meta|link)\b/.test(closing[1]))
    return { message: `<${closing[1]}> must close itself in MDX`, hint: `Write <${closing[1]} /> (with the slash).` };
  if (closing)
    return {
      message: `the tag <${closing[1]}> is opened and never closed`,
      hint: `Close it with </${closing[1]}> (or write <${closing[1]} /> for a tag without content). ${LITERALS}`,
    };
  const unexpectedClose = /Unexpected closing (?:slash `\/` in tag|tag `<\/([^>]+)>`)/.exec(reason);
  if (unexpectedClose)
    return {
      message: `a closing tag ${unexpectedClose[1] ? `</${unexpectedClose[1]}>` : ''} has no opening tag`.replace('  ', ' '),
      hint: `Remove it or add the opening tag. ${LITERALS}`,
    };
  if (/in expression|closing brace|Could not parse expression/i.test(reason)) {
    return { message: 'a { starts code in MDX and this one is not valid code', hint: LITERALS };
  }
  if (line.includes('<!--'))
    return { message: 'HTML comments (<!-- -->) are not allowed in MDX', hint: 'Remove the comment, or write it as {/* comment */}.' };
  if (/<https?:/.test(line))
    return { message: 'a link in angle brackets (<https://...>) is not allowed in MDX', hint: 'Write it as [text](https://...).' };
  if (/before name|after name|character that can start a name|Unexpected character/i.test(reason) && line.includes('<')) {
    return { message: 'a < starts a tag in MDX, and what follows is not a tag', hint: LITERALS };
  }
  return { message: `the MDX cannot be compiled: ${reason.split('\n')[0]}`, hint: `Look at this line and the one above it. ${LITERALS}` };
}
