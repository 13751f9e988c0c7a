import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Body } from '../components/body';
import { ShellContext } from '../app/shell-context';
import type { ShellData } from '../app/types';
import { readBody } from './body';
import { safeUrl, type BodyNode } from './body-rules';

/** The problems' message ids a body gets, in order. */
const ids = (source: string) => readBody(source).problems.map((problem) => problem.id);
const html = (tree: BodyNode[], facts: Record<string, string> = {}) => renderToStaticMarkup(createElement(Body, { tree, facts }));

describe('a page body is data: what it may contain is decided on its parsed tree', () => {
  it.each([
    ['code hidden between comments', "{/* note */ (process.getBuiltinModule('node:fs').writeFileSync('owned.txt', 'x'), '') /* end */}"],
    ['code between comments over several lines', "Text\n\n{/*\n a note\n*/\nglobalThis.fetch('/x')\n/* end */}\n"],
    ['a template literal', 'Price: {`${process.exit(1)}`}'],
    ['a call in a text expression', 'Call {alert(1)} now'],
    ['an arrow function', '{(() => { throw new Error() })()}'],
    ['a string (a statement all the same)', '{"use strict"}'],
  ])('%s is refused as code', (_, source) => {
    expect(ids(source)).toEqual(['mdx-code']);
    expect(readBody(source).tree).toEqual([]);
  });

  it('a pure comment is dropped; {{name}} is a fact, with the article written before it', () => {
    const { tree, problems } = readBody('{/* a note for editors */}\n\nPay a {{serviceCallFee}} fee to {{ company }}.{/* two */}\n');
    expect(problems).toEqual([]);
    expect(tree).toEqual([{ t: 'p', c: ['Pay ', { f: 'serviceCallFee', a: 'a' }, ' fee to ', { f: 'company' }, '.'] }]);
  });

  it('single braces around a name are named as a fact written wrongly', () => {
    expect(ids('Call {phone}')).toEqual(['mdx-undefined']);
  });

  it.each([
    ['an import', "import fs from 'node:fs'\n\nText"],
    ['an export after blank lines', 'Text\n\n\n\nexport const x = process.exit()\n'],
    ['an export of a default', 'export default function X() {}\n'],
  ])('%s is refused as code', (_, source) => {
    expect(ids(source)).toContain('mdx-import');
  });

  it.each(['script', 'style', 'iframe', 'object', 'embed', 'form', 'input', 'base', 'meta', 'link', 'button', 'svg', 'math', 'video'])(
    '<%s> is refused',
    (tag) => {
      const { problems } = readBody(`Text <${tag} /> more`);
      expect(problems.map((problem) => [problem.id, 'tag' in problem.params && problem.params.tag])).toEqual([['body-element', tag]]);
    },
  );

  it('a form that posts to a bare address is refused, with its field', () => {
    expect(ids('<form action="//203.0.113.9/x"><input name="q" /></form>')).toEqual(['body-element']);
  });

  it.each(['onerror', 'onClick', 'onload', 'style', 'srcset', 'formaction', 'xlink:href'])('the attribute %s is refused', (attribute) => {
    const { problems } = readBody(`<img src="/images/x.jpg" alt="x" ${attribute}="alert(1)" />`);
    expect(problems.map((problem) => problem.id)).toEqual(['body-attribute']);
  });

  it.each([
    ['an expression as a value', '<a href={"/x"}>x</a>'],
    ['a spread', '<a {...props}>x</a>'],
  ])('an attribute written as code (%s) is refused', (_, source) => {
    expect(ids(source)).toEqual(['mdx-attribute-code']);
  });

  it('an attribute whose value is an empty expression does not parse, and is refused', () => {
    expect(readBody('<a title={/* x */}>x</a>').problems).toHaveLength(1);
  });

  it('components other than the site’s own are refused; <Fact name> is a fact', () => {
    expect(ids('<Evil />')).toEqual(['mdx-component']);
    expect(ids('<x.y />')).toEqual(['mdx-component']);
    expect(ids('<Fact name="phone" onClick="x" />')).toEqual(['body-attribute']);
    expect(readBody('Call <Fact name="phone" />').tree).toEqual([{ t: 'p', c: ['Call ', { f: 'phone' }] }]);
  });

  it.each([
    '[x](javascript:alert(1))',
    '[x](JAVASCRIPT:alert(1))',
    '[x](&#106;avascript:alert(1))',
    '[x](%6Aavascript:alert(1))',
    '[x](java%09script:alert(1))',
    '[x](data:text/html;base64,PHNjcmlwdD4=)',
    '[x](vbscript:msgbox)',
    '![x](javascript:alert(1))',
    '[x][r]\n\n[r]: javascript:alert(1)',
    '<a href="jav&#x09;ascript:alert(1)">x</a>',
    '<a href="&#x6A;&#x61;vascript&colon;alert(1)">x</a>',
    '<a href="%256Aavascript:alert(1)">x</a>',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<a href="//evil.example/x">x</a>',
    '<a href="\\\\evil.example/x">x</a>',
    '<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="" />',
  ])('the link in %s is refused', (source) => {
    expect(ids(source)).toEqual(['body-url']);
  });

  it.each([
    'https://www.myfloridalicense.com/',
    'http://example.com/a?b=c%3Ad',
    '/book-now',
    '/services#springs',
    '#contact',
    'mailto:office@example.com',
    'tel:+18135550100',
    'services/spring-repair',
    '?page=2',
  ])('the link %s may stand in a body', (url) => {
    expect(safeUrl(url)).toBe(true);
    expect(ids(`[x](${url})`)).toEqual([]);
  });

  it('Markdown, the allowed tags and their attributes make a tree, and the links are listed with their lines', () => {
    const { tree, problems, links } = readBody(
      '## Our work\n\n- **one**\n- <abbr title="Florida">FL</abbr>\n\nSee [our services](/services).\n',
    );
    expect(problems).toEqual([]);
    expect(tree).toContainEqual({ t: 'h2', c: ['Our work'] });
    expect(JSON.stringify(tree)).toContain('{"t":"abbr","p":{"title":"Florida"},"c":["FL"]}');
    expect(links).toEqual([{ href: '/services', line: 6, column: 5 }]);
  });

  it('a syntax mistake is a problem at its line, not a thrown error', () => {
    expect(readBody('Fine\n\n<strong>never closed\n').problems[0]).toMatchObject({ line: 3, id: 'mdx-unclosed-tag' });
    expect(readBody('One\n\nTwo { three\n').problems[0]).toMatchObject({ line: 3, id: 'mdx-bad-brace' });
    expect(ids('   \n')).toEqual(['mdx-empty']);
  });
});

describe('the renderer draws only what the body rules allow, whatever the tree holds', () => {
  it('draws the allowed tags, links and facts', () => {
    const tree: BodyNode[] = [
      {
        t: 'p',
        c: ['Call ', { f: 'phone' }, ' or ', { t: 'a', p: { href: '/book-now' }, c: ['book'] }, ' for ', { f: 'fee', a: 'a' }, ' visit'],
      },
    ];
    expect(html(tree, { phone: '(813) 555-0100', fee: '$80' })).toBe(
      '<p>Call (813) 555-0100 or <a href="/book-now">book</a> for an $80 visit</p>',
    );
  });

  it('draws the phone number as a link that calls it, on the site (not where the body links it already)', () => {
    const tree: BodyNode[] = [
      { t: 'p', c: ['Call ', { f: 'phone' }, ' or ', { t: 'a', p: { href: 'tel:+18135550100' }, c: ['ring ', { f: 'phone' }] }] },
    ];
    const shell = { phone: { display: '(813) 555-0100', e164: '+18135550100' } } as ShellData;
    const drawn = renderToStaticMarkup(
      createElement(ShellContext.Provider, { value: shell }, createElement(Body, { tree, facts: { phone: '(813) 555-0100' } })),
    );
    expect(drawn).toBe(
      '<p>Call <a href="tel:+18135550100" class="phone-link">(813) 555-0100</a> or <a href="tel:+18135550100">ring (813) 555-0100</a></p>',
    );
  });

  it('leaves out a tag, an attribute or a link the rules refuse (a tree that was never checked)', () => {
    const tree: BodyNode[] = [
      { t: 'script', c: ['alert(1)'] },
      { t: 'img', p: { src: 'x', onerror: 'alert(1)', style: 'position:fixed' } },
      { t: 'a', p: { href: 'javascript:alert(1)' }, c: ['x'] },
      { t: 'iframe', p: { src: 'https://evil.example/' } },
    ];
    const out = html(tree);
    expect(out).not.toMatch(/<script|onerror|style=|javascript:|<iframe/i);
    expect(out).toContain('<span>alert(1)</span><img src="x"/><a>x</a><span></span>');
  });
});
