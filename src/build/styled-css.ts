import ts from 'typescript';
import type { Plugin } from 'vite';

/** The tags whose template is CSS: styled.x`...`, styled(X)`...`, styled.x.attrs(...)`...`, css`...`, keyframes`...`, createGlobalStyle`...`. */
function isCssTag(tag: ts.Expression): boolean {
  const root = (expression: ts.Expression): ts.Expression =>
    ts.isPropertyAccessExpression(expression)
      ? root(expression.expression)
      : ts.isCallExpression(expression)
        ? root(expression.expression)
        : expression;
  const name = root(tag);
  return ts.isIdentifier(name) && ['styled', 'css', 'keyframes', 'createGlobalStyle'].includes(name.text);
}

/**
 * One piece of a CSS template's text, without the comments and the white space that only make it
 * readable: the comments go (the page's CSS never had them: stylis drops them), then a run of white
 * space that holds a line break goes away next to `{ } ; ,` (where CSS ignores it) and at the
 * template's ends, and becomes one space anywhere else. Next to an interpolation it stays one space,
 * since the interpolated value may need it. Last, the spaces CSS ignores on one line (squeezeSpaces).
 */
export function squeezeCss(piece: string, afterValue: boolean, beforeValue: boolean): string {
  const text = piece.replace(/\/\*[\s\S]*?\*\//g, '');
  const lines = text.replace(/\s*\n\s*/g, (run, at: number) => {
    const prev = text[at - 1];
    const next = text[at + run.length];
    const start = at === 0;
    const end = at + run.length === text.length;
    if ((start && afterValue) || (end && beforeValue)) return ' ';
    if (start || end || '{};,'.includes(prev) || next === '}' || next === '{') return '';
    return ' ';
  });
  return squeezeSpaces(lines);
}

/**
 * The spaces after `: ; { }` and before `{ }`, which CSS ignores (`color: red; }` is `color:red;}`)
 * and stylis drops; inside parentheses (`@media (min-width: 768px)`), as stylis keeps them, only
 * those around braces. Never a space before a colon (`main :is(a)` is not `main:is(a)`), nor one
 * after a comma. Quoted strings keep theirs; a piece with a quote or a parenthesis left open (around
 * an interpolation) is left as it is.
 */
function squeezeSpaces(text: string): string {
  const parts = text.split(/('[^'\n]*'|"[^"\n]*")/);
  const outside = parts.filter((_, i) => i % 2 === 0);
  if (outside.some((item) => /['"]/.test(item))) return text;
  let depth = 0;
  let out = '';
  for (const [i, part] of parts.entries()) {
    if (i % 2) {
      out += part;
      continue;
    }
    for (let at = 0; at < part.length; at++) {
      const ch = part[at];
      if (ch === '(') depth++;
      if (ch === ')' && --depth < 0) return text;
      if (ch !== ' ') {
        out += ch;
        continue;
      }
      const prev = out[out.length - 1];
      const next = part.slice(at).trimStart()[0];
      const ignored = '{};'.includes(prev) || next === '{' || next === '}' || (prev === ':' && depth === 0);
      if (!ignored) out += ch;
    }
  }
  return depth === 0 ? out : text;
}

/** The source with every CSS template squeezed (squeezeCss); null when it has none. */
export function squeezeStyledTemplates(code: string, file: string): string | null {
  if (!code.includes('styled-components')) return null;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const edits: Array<{ start: number; end: number; text: string }> = [];
  // The raw text between the backtick (or `}`) and the next backtick (or `${`) of one piece.
  const piece = (node: ts.Node, afterValue: boolean, beforeValue: boolean) => {
    const start = node.getStart(source) + 1;
    const end = node.getEnd() - (beforeValue ? 2 : 1);
    const raw = code.slice(start, end);
    const text = squeezeCss(raw, afterValue, beforeValue);
    if (text !== raw) edits.push({ start, end, text });
  };
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node) && isCssTag(node.tag)) {
      const template = node.template;
      if (ts.isNoSubstitutionTemplateLiteral(template)) piece(template, false, false);
      else {
        piece(template.head, false, true);
        template.templateSpans.forEach((templateSpan, i) => piece(templateSpan.literal, true, i < template.templateSpans.length - 1));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!edits.length) return null;
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/**
 * The styles of styled-components reach the browser as the template text of the source, line
 * breaks and indentation included (the CSS of a page is already in its HTML; the script needs the
 * same text to hydrate). This drops that white space from our own modules, server and client build
 * alike, so the class names the prerendered page carries are the ones the browser computes. Not in
 * `npm run dev`, where the source stays line for line what the editor shows.
 */
export function squeezeStyledCss(): Plugin {
  return {
    name: 'squeeze-styled-css',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('node_modules')) return null;
      const out = squeezeStyledTemplates(code, id);
      return out === null ? null : { code: out, map: null };
    },
  };
}
