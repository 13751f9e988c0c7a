import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { toHast } from 'mdast-util-to-hast';
import { mdxjs } from 'micromark-extension-mdxjs';
import {
  attributesOf,
  BODY_COMPONENTS,
  BODY_TAGS,
  componentAttributes,
  isBodyTag,
  safeUrl,
  URL_ATTRIBUTES,
  type BodyNode,
} from './body-rules';
import type { Message } from './error-catalogue';

/**
 * The one rule for what a page body may contain, decided on its parsed tree (decision 045). The
 * check reports the problems, the build draws pages from the tree (never from compiled code), and
 * the editing screen refuses a save with the same problems: one function, so they cannot disagree.
 *
 * A body is MDX syntax read as data: Markdown; `{{name}}` (a fact of site.yaml) and `<Fact
 * name="..." />`; HTML tags from BODY_TAGS with plain quoted attributes; `{/* comments *\/}`,
 * dropped. Any other `{...}` is a program with a statement, refused; so are import/export lines,
 * other components, tags and attributes, and links that are not http(s), mailto:, tel: or on the site.
 */
export type BodyProblem = Message & { line: number; column: number };
export type BodyLink = { href: string; line: number; column: number };
export type ReadBody = { tree: BodyNode[]; problems: BodyProblem[]; links: BodyLink[] };

/** Elements refused outright, with why, in the words of the message ("<script> is not allowed: ..."). */
const WHY: Record<string, string> = {
  script: 'it would run code in visitors’ browsers',
  style: 'it would restyle the whole page',
  iframe: 'it would show another site inside this page',
  object: 'it would embed a program or another page',
  embed: 'it would embed a program or another page',
  form: 'it would send what visitors type to an address the site does not check',
  input: 'it is a form field, and a body has no form',
  button: 'it is a form control, and a body has no form',
  textarea: 'it is a form field, and a body has no form',
  select: 'it is a form field, and a body has no form',
  base: 'it would change where every link on the page goes',
  meta: 'it would change how the page loads (or send visitors elsewhere)',
  link: 'it would load files from elsewhere into the page',
};
const ARTICLE = /(?<![\w'’-])(a|an|A|An)[ \t]+$/;

const cache = new Map<string, ReadBody>();

/** Reads a body's text: its tree as page data, the problems that keep it from a page, and its links. */
export function readBody(source: string): ReadBody {
  const known = cache.get(source);
  if (known) return known;
  const read = readUncached(source);
  if (cache.size > 64) cache.delete(cache.keys().next().value!);
  cache.set(source, read);
  return read;
}

function readUncached(source: string): ReadBody {
  const problems: BodyProblem[] = [];
  const links: BodyLink[] = [];
  if (!source.trim()) return { tree: [], problems: [{ line: 1, column: 1, id: 'mdx-empty', params: {} }], links };
  let root: ReturnType<typeof fromMarkdown>;
  try {
    root = fromMarkdown(source, { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] });
  } catch (e) {
    return { tree: [], problems: [syntaxProblem(e, source)], links };
  }
  const cleaned = { ...root, children: clean(root.children as unknown as Any[], problems, links) } as typeof root;
  if (problems.length) return { tree: [], problems, links };
  const hast = toHast(cleaned, { passThrough: ['bodyFact', 'bodyElement'] as never[] });
  return { tree: compact(hast as Any), problems, links };
}

type At = { line: number; column: number };
const at = (node: Any): At => {
  const start = node.position?.start;
  return start ? { line: start.line, column: start.column } : { line: 1, column: 1 };
};
/** A node of the trees in between (mdast, our own fact and element nodes, hast): read by its type. */
type Any = { type: string; [key: string]: any };

/** The children of a node with facts made data, comments dropped and everything else checked. */
function clean(children: Any[], problems: BodyProblem[], links: BodyLink[]): Any[] {
  const out: Any[] = [];
  for (const child of children) {
    const kept = cleanNode(child, problems, links);
    if (kept) out.push(kept);
  }
  return withArticles(out);
}

function cleanNode(node: Any, problems: BodyProblem[], links: BodyLink[]): Any | undefined {
  const where = at(node);
  switch (node.type) {
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return expression(node, problems);
    case 'mdxjsEsm':
      problems.push({ ...where, id: 'mdx-import', params: {} });
      return undefined;
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return element(node, problems, links);
    case 'link':
    case 'image':
    case 'definition':
      if (!safeUrl(node.url)) problems.push({ ...where, id: 'body-url', params: { url: node.url } });
      else if (node.type === 'link') links.push({ href: node.url, ...where });
      break;
    case 'html':
      problems.push({ ...where, id: 'body-element', params: { tag: 'html', why: 'raw HTML is not read', allowed: allowedTags() } });
      return undefined;
  }
  if ('children' in node) return { ...node, children: clean(node.children, problems, links) };
  return node;
}

/**
 * `{...}`: a program. With no statement (only comments) it is dropped; `{{name}}` (an object with
 * one shorthand property) is the fact `name`; anything else would run, and is refused.
 */
function expression(node: Any, problems: BodyProblem[]): Any | undefined {
  const program = node.data?.estree as { body: Array<Record<string, any>> } | undefined;
  const body = program?.body ?? [{}];
  if (body.length === 0) return undefined;
  const only = body.length === 1 && body[0].type === 'ExpressionStatement' ? body[0].expression : undefined;
  const prop = only?.type === 'ObjectExpression' && only.properties.length === 1 ? only.properties[0] : undefined;
  if (prop?.type === 'Property' && prop.shorthand && prop.key?.type === 'Identifier') return fact(node, prop.key.name);
  const inner = String(node.value ?? '').trim();
  const written = `{${inner}}`;
  if (only?.type === 'Identifier') problems.push({ ...at(node), id: 'mdx-undefined', params: { inner, written } });
  else problems.push({ ...at(node), id: 'mdx-code', params: { written } });
  return undefined;
}

function fact(node: Any, name: string, article?: string): Any {
  return { type: 'bodyFact', f: name, ...(article ? { a: article } : {}), position: node.position };
}

/** A tag: a fact (<Fact name="..." />), or an HTML tag of BODY_TAGS with its allowed, quoted attributes. */
function element(node: Any, problems: BodyProblem[], links: BodyLink[]): Any | undefined {
  const where = at(node);
  const name: string | null = node.name;
  const problemsBefore = problems.length;
  if (name === null) return { type: 'bodyElement', tagName: '', properties: {}, children: clean(node.children, problems, links) };
  if (!/^[a-z][a-z0-9]*$/.test(name)) {
    if (!componentAttributes(name)) problems.push({ ...where, id: 'mdx-component', params: { tag: name } });
    const attrs = plainAttributes(node, name, problems);
    const allowed = BODY_COMPONENTS.Fact;
    for (const attribute of Object.keys(attrs).filter((key) => !allowed.includes(key)))
      problems.push({ ...where, id: 'body-attribute', params: { tag: name, attribute, allowed: allowed.join(', ') } });
    if (problems.length > problemsBefore) return undefined;
    if (!attrs.name) problems.push({ ...where, id: 'mdx-component', params: { tag: `${name}` } });
    return attrs.name ? fact(node, attrs.name, attrs.article) : undefined;
  }
  if (!isBodyTag(name)) {
    const why = WHY[name] ?? 'it is not one of the tags a page body may use';
    problems.push({ ...where, id: 'body-element', params: { tag: name, why, allowed: allowedTags() } });
    return undefined;
  }
  const properties = plainAttributes(node, name, problems);
  for (const [attribute, value] of Object.entries(properties)) {
    const allowed = attributesOf(name);
    if (!allowed.includes(attribute))
      problems.push({ ...where, id: 'body-attribute', params: { tag: name, attribute, allowed: allowed.join(', ') } });
    else if (URL_ATTRIBUTES.has(attribute) && !safeUrl(value)) problems.push({ ...where, id: 'body-url', params: { url: value } });
  }
  if (name === 'a' && typeof properties.href === 'string' && safeUrl(properties.href)) links.push({ href: properties.href, ...where });
  return { type: 'bodyElement', tagName: name, properties, children: clean(node.children, problems, links), position: node.position };
}

/** A tag's attributes as text; one written as code ({...}) is refused. */
function plainAttributes(node: Any, tag: string, problems: BodyProblem[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const first of node.attributes ?? []) {
    if (first.type !== 'mdxJsxAttribute' || (first.value !== null && typeof first.value === 'object')) {
      problems.push({ ...at(node), id: 'mdx-attribute-code', params: { tag } });
      continue;
    }
    out[first.name] = first.value === null || first.value === undefined ? '' : String(first.value);
  }
  return out;
}

/** "a {{serviceCallFee}}": the article becomes the fact's, so the page can agree it with the value ("an $80"). */
function withArticles(nodes: Any[]): Any[] {
  for (let i = 1; i < nodes.length; i++) {
    const before = nodes[i - 1];
    if (nodes[i].type !== 'bodyFact' || before.type !== 'text' || nodes[i].a) continue;
    const match = ARTICLE.exec(before.value);
    if (!match) continue;
    before.value = before.value.slice(0, match.index);
    nodes[i] = { ...nodes[i], a: match[1] };
  }
  return nodes.filter((node) => node.type !== 'text' || node.value !== '');
}

function allowedTags(): string {
  return Object.keys(BODY_TAGS)
    .filter((key) => !/^h[1-6]$/.test(key) || key === 'h2' || key === 'h3')
    .map((text) => `<${text}>`)
    .join(', ');
}

/** The hast the Markdown makes, as page data: text, {t, p, c} elements and {f, a} facts; positions dropped. */
function compact(node: Any): BodyNode[] {
  switch (node.type) {
    case 'root':
      return (node.children as Any[]).flatMap(compact);
    case 'text':
      return [node.value as string];
    case 'bodyFact':
      return [node.a ? { f: node.f, a: node.a } : { f: node.f }];
    case 'element':
    case 'bodyElement': {
      const bodyNodes = ((node.children ?? []) as Any[]).flatMap(compact);
      if (node.tagName === '') return bodyNodes;
      const record = attributes(node.properties ?? {});
      return [{ t: node.tagName, ...(Object.keys(record).length ? { p: record } : {}), ...(bodyNodes.length ? { c: bodyNodes } : {}) }];
    }
    default:
      return [];
  }
}

/** hast properties as HTML attributes (className -> class); empty ones dropped. */
function attributes(properties: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(properties)) {
    if (value === null || value === undefined || value === false) continue;
    const name = key === 'className' ? 'class' : key.toLowerCase();
    out[name] = Array.isArray(value) ? value.join(' ') : String(value);
  }
  return out;
}

/** A body that does not parse: the parser's reason as a catalogue message at its line. */
function syntaxProblem(e: unknown, source: string): BodyProblem {
  const err = e as {
    line?: number;
    column?: number;
    reason?: string;
    message?: string;
    place?: { line?: number; column?: number; start?: At };
  };
  const line = err.line ?? err.place?.start?.line ?? err.place?.line ?? 1;
  const column = err.column ?? err.place?.start?.column ?? err.place?.column ?? 1;
  const reason = err.reason ?? err.message ?? String(e);
  const brace = /in expression|closing brace|Could not parse expression/i.test(reason) ? loneBrace(source) : undefined;
  return { line: brace?.line ?? line, column: brace?.column ?? column, ...explain(reason, source.split('\n')[line - 1] ?? '') };
}

/** The first { that is not part of a {{fact}}: where an unclosed expression starts. */
function loneBrace(source: string): At | undefined {
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const col = lines[i].replace(/\{\{[^}]*\}\}/g, (text) => ' '.repeat(text.length)).search(/(?<!\\)\{/);
    if (col >= 0) return { line: i + 1, column: col + 1 };
  }
  return undefined;
}

/** The parser's reason, as a catalogue message with the fix. */
function explain(reason: string, line: string): Message {
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
