import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { escapeText, mdxMarkdown } from './markdown-body';
import { readBody } from '../../manifest/body';

/** The remark-stringify Decap's Markdown editor writes with (its own dependency, version 6). */
const fromDecap = createRequire(createRequire(import.meta.url).resolve('decap-cms-widget-markdown'));
const stringify = fromDecap('remark-stringify') as (this: object) => void;

/** Decap's remark-stringify with Decap's settings (decap-cms-widget-markdown serializers), then the plugin. */
function written(tree: object): string {
  const processor: { Compiler?: new (tree: object, file: object) => { compile(): string }; data(key: string): unknown } = {
    data: (key) =>
      key === 'settings'
        ? { commonmark: true, fences: true, listItemIndent: '1', bullet: '*', emphasis: '*', strong: '*', rule: '-' }
        : undefined,
  };
  stringify.call(processor);
  mdxMarkdown.call(processor as never);
  return new processor.Compiler!(tree, { messages: [], message: () => undefined }).compile();
}

/** A text node as Decap's rich-text mode hands it over: an html node. */
const text = (value: string) => ({ type: 'html', value });
const paragraph = (...children: object[]) => ({ type: 'paragraph', children });

describe('a long text written back from the rich-text mode', () => {
  it('escapes a { or < that is text, as MDX needs', () => {
    expect(escapeText('Prices {from $85} and calls answered in <2 minutes')).toBe('Prices \\{from $85} and calls answered in \\<2 minutes');
  });

  it('keeps facts, tags and what is escaped already', () => {
    const kept = 'A {{serviceCallFee}} call, {{ warranty }} warranty<br /> <abbr title="x">FAQ</abbr> \\{ and \\<';
    expect(escapeText(kept)).toBe(kept);
  });

  it('writes lists with "-" and a rule as "---", as the files do, and text with its escapes', () => {
    const tree = {
      type: 'root',
      children: [
        paragraph(text('Calls answered in <2 minutes, a {{serviceCallFee}} call.')),
        { type: 'thematicBreak' },
        {
          type: 'list',
          ordered: false,
          spread: false,
          children: [{ type: 'listItem', spread: false, children: [paragraph(text('one'))] }],
        },
      ],
    };
    expect(written(tree)).toBe('Calls answered in \\<2 minutes, a {{serviceCallFee}} call.\n\n---\n\n- one\n');
  });
});

describe('what an editor types in the rich-text mode is text, never code', () => {
  it('writes a "tag" a body may not hold, or one with an attribute it may not have, as text', () => {
    expect(escapeText('Ask about our <Spring Special>.')).toBe('Ask about our \\<Spring Special>.');
    expect(escapeText('<script>alert("m1")</script> <img src=x onerror=alert("m2")>')).toBe(
      '\\<script>alert("m1")\\</script> \\<img src=x onerror=alert("m2")>',
    );
    expect(escapeText('<img src="/a.jpg" onerror="alert(1)"> <B>bold</B>')).toBe('\\<img src="/a.jpg" onerror="alert(1)"> \\<B>bold\\</B>');
    const kept = '<abbr title="frequently asked">FAQ</abbr><br/> a <Fact name="warranty" /> warranty';
    expect(escapeText(kept)).toBe(kept);
  });

  it('writes text the page bodies read as text, with no problem', () => {
    const typed = [
      'Ask about our <Spring Special>.',
      '<script>alert(1)</script> <img src=x onerror=alert(2)>',
      'export const x = 1',
      'import duties are ours',
    ];
    for (const line of typed) {
      const read = readBody(escapeText(line));
      expect(read.problems, line).toEqual([]);
      expect(JSON.stringify(read.tree), line).toContain(JSON.stringify(line.slice(0, 8)).slice(1, -1));
    }
  });

  it('writes a line that starts with import or export so that MDX reads it as text', () => {
    expect(escapeText('export const x = 1')).toBe('&#101;xport const x = 1');
    expect(escapeText('We ship.\n  import duties are ours')).toBe('We ship.\n  &#105;mport duties are ours');
    expect(escapeText('We export doors and important parts')).toBe('We export doors and important parts');
  });
});

describe('a long text read into the rich text', () => {
  it("reads a line's first letter written as a character reference as the letter, and only there", () => {
    const read = mdxMarkdown.call({}) as (tree: object) => void;
    const tree = {
      type: 'root',
      children: [
        { type: 'paragraph', children: [{ type: 'text', value: '&#101;xport const x = 1\n  &#105;mport Foo from "./foo"' }] },
        { type: 'paragraph', children: [{ type: 'text', value: 'Write &#101;xport and &amp; as they are' }] },
      ],
    };
    read(tree);
    expect(tree.children.map((paragraph) => paragraph.children[0].value)).toEqual([
      'export const x = 1\n  import Foo from "./foo"',
      'Write &#101;xport and &amp; as they are',
    ]);
  });
});
