import { describe, expect, expectTypeOf, it } from 'vitest';
import { MESSAGES, type MessageEntry, type MessageParams, type UnreadTexts } from './error-catalogue';
import { problem } from './errors';
import { fillTemplate, type TemplateParams } from './template-params';

// The `@ts-expect-error` lines below are the tests of the compiler: `tsc -p tsconfig.json` (npm
// run typecheck) fails when one of them compiles, that is when a wrong parameter would pass.

const where = { file: 'content/pages/about.mdx', line: 3, column: 1, path: '' };
const TEMPLATE = 'Close <{tag}>; to insert a fact, write {{name}}; write {{{fact}}}; - { from: {page} }; a comment is {/* x */}';

describe("a catalogue message's parameters", () => {
  it('are its {name}s: a fact {{name}} is text, {{{name}}} a parameter inside a fact, a brace around no word is text', () => {
    expectTypeOf<TemplateParams<typeof TEMPLATE>>().toEqualTypeOf<'tag' | 'fact' | 'page'>();
    expect(fillTemplate(TEMPLATE, { tag: 'p', fact: 'phone', page: '/old', name: 'never' })).toBe(
      'Close <p>; to insert a fact, write {{name}}; write {{phone}}; - { from: /old }; a comment is {/* x */}',
    );
  });

  it('are every text of the catalogue, each read by the compiler (no text joined with +)', () => {
    expectTypeOf<UnreadTexts>().toEqualTypeOf<never>();
  });

  it('a misspelt, missing or extra parameter does not compile', () => {
    const tag = 'strong';
    expect(problem('mdx-unclosed-tag', { tag }, where).message).toBe('the tag <strong> is opened and never closed');
    const wrong = () => [
      // @ts-expect-error misspelt: the texts say {tag}
      problem('mdx-unclosed-tag', { tga: tag }, where),
      // @ts-expect-error missing: the texts say {tag}
      problem('mdx-unclosed-tag', {}, where),
      // @ts-expect-error extra: no text says {reason}
      problem('mdx-unclosed-tag', { tag, reason: 'x' }, where),
    ];
    expect(wrong).toBeTypeOf('function');
  });

  it('of an id computed from several are those of each', () => {
    const id = (where.line > 1 ? 'mdx-undefined' : 'mdx-code') as 'mdx-undefined' | 'mdx-code';
    expectTypeOf<MessageParams<typeof id>>().toEqualTypeOf<MessageParams<'mdx-undefined'>>();
    expect(problem(id, { inner: 'fee', written: '{fee}' }, where).message).toBe(
      '{fee} is code (single braces), and a page body holds no code',
    );
    // @ts-expect-error mdx-undefined also says {inner}
    const wrong = () => problem(id, { written: '{fee}' }, where);
    expect(wrong).toBeTypeOf('function');
  });

  it('a close candidate (guess) is optional for every message', () => {
    expect(problem('unknown-constant', { name: 'serviceFee', guess: 'serviceCallFee' }, where).hint).toBe(
      'Did you mean {{serviceCallFee}}?',
    );
    expect(problem('unknown-constant', { name: 'serviceFee' }, where).message).toBe('unknown placeholder {{serviceFee}}');
  });

  it('of every catalogue text are all filled: no brace that looks like a parameter reaches an editor as written', () => {
    // Every word in single (or triple) braces is a parameter; fill each with X and look for what is left:
    // a name with a space or a hyphen ({city name}, {zip-code}) would be read by neither the compiler nor fill.
    const left = Object.entries(MESSAGES as Record<string, MessageEntry>).flatMap(([id, messageEntry]) =>
      [messageEntry.message, messageEntry.hint, messageEntry.plain ?? '', messageEntry.plainHint ?? ''].flatMap((text) => {
        const names = [...text.matchAll(/(\{+)(\w+)(\}+)/g)]
          .filter((match) => !(match[1].length === 2 && match[3].length === 2))
          .map((match) => match[2]);
        const filled = fillTemplate(text, Object.fromEntries(names.map((name) => [name, 'X'])));
        return [...filled.replace(/\{\{\w+\}\}/g, '').matchAll(/\{[A-Za-z][\w -]*\}/g)].map((match) => `${id}: ${match[0]}`);
      }),
    );
    expect(left).toEqual([]);
  });
});
