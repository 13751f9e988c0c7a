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
    for (const [id, m] of Object.entries(MESSAGES as Record<string, MessageEntry>)) expect(CODES, id).toHaveProperty(m.code);
    for (const c of Object.values(CODES)) for (const text of [c.title, c.about, c.plain, c.plainHint]) expect(text.trim()).not.toBe('');
  });

  it("the plain words speak the editor's language: no key path, regex, command or file name", () => {
    const plain = [
      ...Object.values(CODES).flatMap((c) => [c.plain, c.plainHint]),
      ...Object.values(MESSAGES as Record<string, MessageEntry>).flatMap((m) => [m.plain ?? '', m.plainHint ?? '']),
      ...Object.values({ ...FORMATS, ...PATTERNS }).flatMap((f) => [f.what, f.example]),
    ];
    const offending = plain.filter((text) => DEVELOPER_WORDS.some((re) => re.test(text.replace(/\{\w+\}/g, 'X'))));
    expect(offending).toEqual([]);
  });

  it('every pattern and format of schema/ has a name in plain words', () => {
    const found = new Set<string>();
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(visit);
      else if (node && typeof node === 'object') {
        const n = node as Record<string, unknown>;
        if (typeof n.pattern === 'string' && !(typeof n.format === 'string' && n.format in FORMATS)) found.add(`pattern ${n.pattern}`);
        if (typeof n.format === 'string') found.add(`format ${n.format}`);
        Object.values(n).forEach(visit);
      }
    };
    for (const f of readdirSync('schema').filter((n) => n.endsWith('.schema.json'))) visit(JSON.parse(readFileSync(`schema/${f}`, 'utf8')));
    expect([...found].filter((p) => (p.startsWith('format ') ? !(p.slice(7) in FORMATS) : !(p.slice(8) in PATTERNS)))).toEqual([]);
  });

  it('fills only the parameters it is given, so a {{fact}} in a hint stays as written', () => {
    expect(fill('Write {{{fact}}}, not {{phone}} for {name}', { fact: 'serviceCallFee', name: 'x' })).toBe(
      'Write {{serviceCallFee}}, not {{phone}} for x',
    );
  });

  it('a close candidate turns the hint into "did you mean", in both voices', () => {
    const id: MessageId = 'unknown-id';
    const r = render(id, { what: 'service', id: 'spring-replacment', guess: 'spring-replacement', choices: '' });
    expect(r.hint).toBe("Did you mean 'spring-replacement'?");
    expect(r.plainHint).toBe('Did you mean spring-replacement?');
  });
});
