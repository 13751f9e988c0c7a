import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CODES, fill, MESSAGES, render, type MessageEntry, type MessageId } from './error-catalogue';
import { errorsMarkdown } from './error-docs';
import { FORMATS, PATTERNS } from './plain-schema';

/** What the editing screen must never show: a key path, a regex, a command, a file, "see another file". */
const DEVELOPER_WORDS = [
  /\bnpm\b|\bnode scripts\b/,
  /\.ya?ml\b|\.mdx\b|site\.yaml|content\//,
  /\b[a-z]+\.[a-z]+[A-Z]\w*|\w+\[\d+\]/, // business.phone, routes[3]
  /\^|\$\)|\\d|\[0-9\]/, // regex
  /another file|\bsee\b/i,
  /\bkey\b|\bschema\b|\bYAML\b|\bcamelCase\b/i,
];

describe('the error catalogue', () => {
  it('docs/errors.md is the catalogue as generated (node scripts/run.mjs errors-doc writes it)', () => {
    expect(readFileSync('docs/errors.md', 'utf8')).toBe(errorsMarkdown());
  });

  it('every message belongs to a code, and every code has a title, a text about it and plain words', () => {
    for (const [id, messageEntry] of Object.entries(MESSAGES as Record<string, MessageEntry>))
      expect(CODES, id).toHaveProperty(messageEntry.code);
    for (const counter of Object.values(CODES))
      for (const text of [counter.title, counter.about, counter.plain, counter.plainHint]) expect(text.trim()).not.toBe('');
  });

  it("the plain words speak the editor's language: no key path, regex, command or file name", () => {
    const plain = [
      ...Object.values(CODES).flatMap((item) => [item.plain, item.plainHint]),
      ...Object.values(MESSAGES as Record<string, MessageEntry>).flatMap((messageEntry) => [
        messageEntry.plain ?? '',
        messageEntry.plainHint ?? '',
      ]),
      ...Object.values({ ...FORMATS, ...PATTERNS }).flatMap((form) => [form.what, form.example]),
    ];
    const offending = plain.filter((text) => DEVELOPER_WORDS.some((re) => re.test(text.replace(/\{\w+\}/g, 'X'))));
    expect(offending).toEqual([]);
  });

  it('every pattern and format of schema/ has a name in plain words', () => {
    const found = new Set<string>();
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(visit);
      else if (node && typeof node === 'object') {
        const record = node as Record<string, unknown>;
        if (typeof record.pattern === 'string' && !(typeof record.format === 'string' && record.format in FORMATS))
          found.add(`pattern ${record.pattern}`);
        if (typeof record.format === 'string') found.add(`format ${record.format}`);
        Object.values(record).forEach(visit);
      }
    };
    for (const text of readdirSync('schema').filter((fileName) => fileName.endsWith('.schema.json')))
      visit(JSON.parse(readFileSync(`schema/${text}`, 'utf8')));
    expect([...found].filter((text) => (text.startsWith('format ') ? !(text.slice(7) in FORMATS) : !(text.slice(8) in PATTERNS)))).toEqual(
      [],
    );
  });

  it('fills only the parameters it is given, so a {{fact}} in a hint stays as written', () => {
    expect(fill('Write {{{fact}}}, not {{phone}} for {name}', { fact: 'serviceCallFee', name: 'x' })).toBe(
      'Write {{serviceCallFee}}, not {{phone}} for x',
    );
  });

  it('a close candidate turns the hint into "did you mean", in both voices', () => {
    const id: MessageId = 'unknown-id';
    const result = render(id, { what: 'service', id: 'spring-replacment', guess: 'spring-replacement', choices: '' });
    expect(result.hint).toBe("Did you mean 'spring-replacement'?");
    expect(result.plainHint).toBe('Did you mean spring-replacement?');
  });
});

describe('a list with too few or too many entries, in plain words', () => {
  it('speaks of the list, so that a plural label reads right ("The key services list needs at least 3. Add 1 more.")', () => {
    expect(render('too-few', { label: 'key services', count: 2, limit: 3, more: 1 }).plain).toBe('The key services list needs at least 3');
    expect(render('too-many', { label: 'ZIP codes', count: 9, limit: 8, more: 1 }).plain).toBe('The ZIP codes list can have at most 8');
  });
});
