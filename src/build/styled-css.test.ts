import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile, serialize, stringify } from 'stylis';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { squeezeCss, squeezeStyledTemplates } from './styled-css';

/** Each styled template of a source as CSS, its interpolations standing in as placeholders. */
function templates(code: string): string[] {
  const source = ts.createSourceFile('x.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node) && /^(styled|css|keyframes|createGlobalStyle)\b/.test(node.tag.getText(source))) {
      const template = node.template;
      found.push(
        ts.isNoSubstitutionTemplateLiteral(template)
          ? template.rawText!
          : template.head.rawText! +
              template.templateSpans.map((templateSpan, i) => `var(--v${i})${templateSpan.literal.rawText}`).join(''),
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** What the browser receives: stylis's output for the template inside a class. */
const rendered = (css: string) => serialize(compile(`.c{${css}}`), stringify);

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')
        ? [join(dir, entry.name)]
        : [],
  );

describe('styled-components templates without their layout white space', () => {
  it('every template of the project renders the same CSS, and most get shorter', () => {
    let shorter = 0;
    let all = 0;
    for (const file of sources('src')) {
      const code = readFileSync(file, 'utf8');
      const out = squeezeStyledTemplates(code, file);
      if (out === null) continue;
      const [before, after] = [templates(code), templates(out)];
      expect(after.length, file).toBe(before.length);
      before.forEach((css, i) => {
        all++;
        if (after[i].length < css.length) shorter++;
        expect(rendered(after[i]), `${file} template ${i + 1}`).toBe(rendered(css));
      });
    }
    expect(all).toBeGreaterThan(0);
    expect(shorter).toBeGreaterThan(all / 2);
  });

  it('keeps one space where an interpolated value meets a word, and none next to braces, colons and semicolons', () => {
    expect(squeezeCss('\n  border: 1px solid\n  ', false, true)).toBe('border:1px solid ');
    expect(squeezeCss('\n  a {\n    color: red;\n  }\n', false, false)).toBe('a{color:red;}');
    expect(squeezeCss('\n  .x,\n  .y {\n  }', false, false)).toBe('.x,.y{}');
    expect(squeezeCss('\n  margin: 0\n    auto;\n', false, false)).toBe('margin:0 auto;');
  });

  it('keeps the spaces that mean something: before a colon, after a comma, inside quotes', () => {
    expect(squeezeCss('main :is(a, b) { content: "a: b"; }', false, false)).toBe('main :is(a, b){content:"a: b";}');
    expect(squeezeCss("[data-x='a { b'] { gap: 0; }", false, false)).toBe("[data-x='a { b']{gap:0;}");
    // A quote left open: the string goes on past an interpolation.
    expect(squeezeCss("[data-x='", false, true)).toBe("[data-x='");
    expect(squeezeCss("'] { gap: 0; }", true, false)).toBe("'] { gap: 0; }");
    // Inside parentheses, as stylis keeps it: a media feature's space after its colon.
    expect(squeezeCss('@media (min-width: 768px) { a { gap: 0; } }', false, false)).toBe('@media (min-width: 768px){a{gap:0;}}');
    expect(squeezeCss('@media (min-width: ', false, true)).toBe('@media (min-width: ');
  });

  it("drops the comments, which only the source's reader needs (stylis drops them from the page)", () => {
    expect(squeezeCss('\n  /* why */\n  a {\n    color: red; /* the brand colour */\n  }\n', false, false)).toBe('a{color:red;}');
    expect(squeezeCss('\n  /* one\n     and two */\n  margin: 0;\n', false, true)).toBe('margin:0;');
  });

  it('leaves code without styled-components alone', () => {
    expect(squeezeStyledTemplates('const css = (s: TemplateStringsArray) => s;\nexport const a = css`\n  x\n`;', 'a.ts')).toBeNull();
  });
});
