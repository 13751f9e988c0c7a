import { describe, expect, it } from 'vitest';
import { FIXTURE_SITE } from '../../../tests/support/fixture-site';
import { copySchemas } from '../../kinds/kinds';
import { adminConfig } from '../server/config';
import en from 'decap-cms-locales/dist/esm/en/index.js';
import { NotSaved, SCREEN_PHRASES, withScreenPhrases } from '../screen/phrases';
import { notPlain, plainHint } from './plain-words';

/**
 * Every label, hint, list summary and message the editing screen shows is in the office's words:
 * no key path, file name, format code or pattern word, no shouting, no doubled full stop.
 */
const { config } = adminConfig(FIXTURE_SITE, copySchemas());

/** The words the configuration puts on the screen, each with where it is. */
function screenTexts(node: unknown, at = 'config', out: Array<[string, string]> = []): Array<[string, string]> {
  if (Array.isArray(node)) node.forEach((item, i) => screenTexts(item, `${at}[${i}]`, out));
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (['label', 'label_singular', 'hint', 'summary', 'description'].includes(key) && typeof value === 'string')
        out.push([`${at}.${key}`, value]);
      else if ((key === 'pattern' || key === 'name_pattern') && Array.isArray(value)) out.push([`${at}.${key}`, String(value[1])]);
      else screenTexts(value, `${at}.${key}`, out);
    }
  return out;
}

const problems = (texts: Array<[string, string]>) => texts.flatMap(([at, text]) => notPlain(text).map((what) => `${at}: ${what}: ${text}`));

describe("the editing screen's words", () => {
  it('labels, hints, summaries and descriptions of every field are plain', () => {
    expect(problems(screenTexts(config))).toEqual([]);
  });

  it("a schema's description that speaks of commands, code, regular expressions or the files' keys is no hint", () => {
    const developers = [
      ['Values that are placeholders. npm run check -- --launch lists each one', 'a command'],
      ["The share of each page's <main> text found on no other page", 'code'],
      ['Shingles of `shingleWords` words', 'code'],
      ['Regular-expression redirects the local server applies', 'a pattern word'],
      ['An item with workType: is shown only for services of that type', 'a key of the files'],
    ];
    for (const [description, what] of developers) {
      expect(notPlain(description), description).toContain(what);
      expect(plainHint(description), description).toBeUndefined();
    }
    // Facts are named as the copy names them, and a fact's name is a word of the screen.
    expect(notPlain('{{name}} inserts a fact (serviceCallFee...), like {{serviceCallFee}}')).toEqual([]);
  });

  it("every list's folded entries show a value, not the same label on each", () => {
    const lists = screenTexts(config).length ? listsOf(config) : [];
    expect(lists.filter((list) => !list.summary).map((list) => list.at)).toEqual([]);
    // A field of several values (a title with its shorter ones) named whole shows as code: ["…", "…"].
    const whole = lists.flatMap(({ at, summary, fields }) =>
      [...(summary ?? '').matchAll(/\{\{fields\.(\w+)[\s|}]/g)]
        .map(([, name]) => fields?.find((field) => field.name === name))
        .filter((field) => field && (['lines', 'list', 'object', 'facts'].includes(field.widget ?? '') || field.multiple))
        .map((field) => `${at}: ${field!.name}`),
    );
    expect(whole).toEqual([]);
  });

  it('the link beside Quick add is the site\'s address, not a bare "/" (Decap prints display_url, else site_url)', () => {
    expect(String(config.display_url ?? config.site_url)).toMatch(/^https?:\/\/[^/]+/);
  });

  it("a field's label is in sentence case, not in capitals", () => {
    const labels = screenTexts(config).filter(([at]) => at.endsWith('.label'));
    expect(labels.filter(([, text]) => /^[A-Z0-9]{2,}$/.test(text) && !/^(?:FAQ|ZIP|URL)$/.test(text))).toEqual([]);
  });

  it("the screen's messages (saves, required fields, a field's form, the New button) are plain, with one full stop", () => {
    const phrases = withScreenPhrases(en) as {
      ui: object;
      editor: { editorControlPane: object };
      collection: object;
    };
    const shown = { toast: phrases.ui, form: phrases.editor.editorControlPane, collection: phrases.collection, own: SCREEN_PHRASES };
    expect(problems(Object.entries(flat(shown)))).toEqual([]);
    // The pattern's message is the field's own sentence, said once: no added full stop after it.
    const pattern = flat(shown)['form.widget.regexPattern'].replace('%{pattern}', 'Write the phone number like (727) 555-2368.');
    expect(notPlain(pattern)).toEqual([]);
    expect(flat(shown)['collection.collectionTop.newButton']).toMatch(/^[\x20-\x7e%{}]+$/);
  });

  it('leaving an entry with changes not published says that they will be lost (Decap asked "Are you sure you want to leave this page?")', () => {
    const phrases = withScreenPhrases(en as Record<string, unknown>) as { editor: { editor: { onLeavePage: string } } };
    expect(phrases.editor.editor.onLeavePage).toBe('Leave this entry? The changes you have not published will be lost.');
    // The phrase replaces one Decap has: its key is Decap's own.
    expect((en as { editor: { editor: { onLeavePage?: string } } }).editor.editor.onLeavePage).toBeDefined();
  });

  it('the way back, Delete, its question and the note after a save say what they do (Decap said "Writing in Cities collection", "Delete entry", "Are you sure you want to delete this published entry?", "Entry saved")', () => {
    type Said = Record<string, string>;
    const phrases = withScreenPhrases(en as Record<string, unknown>) as {
      editor: { editorToolbar: Said; editor: Said };
      ui: { toast: Said };
    };
    const bar = phrases.editor.editorToolbar;
    expect(bar.backCollection.replace('%{collectionLabel}', 'Cities')).toBe('Back to Cities');
    expect([bar.deleteEntry, bar.deletePublishedEntry]).toEqual(['Delete', 'Delete']);
    expect(phrases.ui.toast.entrySaved).toBe('Saved');
    const asked = [phrases.editor.editor.onDeletePublishedEntry, phrases.editor.editor.onDeleteWithUnsavedChanges];
    for (const text of asked) expect(text).toMatch(/^Delete this from the site\?/);
    expect(
      problems(Object.entries({ ...bar, ...phrases.editor.editor }).filter(([key]) => /^(back|delete|onDelete|onLeave)/.test(key))),
    ).toEqual([]);
  });

  it('a refused save is said in its own sentence, without "Error:"', () => {
    expect(String(new NotSaved('Not saved: one thing needs fixing first (shown in red).'))).toBe(
      'Not saved: one thing needs fixing first (shown in red).',
    );
  });
});

/** Every list field of the configuration with where it is and its summary. */
type ListField = { widget?: string; summary?: string; name?: string; multiple?: boolean; fields?: ListField[] };
function listsOf(node: unknown, at = 'config', out: Array<{ at: string; summary?: string; fields?: ListField[] }> = []) {
  if (Array.isArray(node)) node.forEach((item, i) => listsOf(item, `${at}[${i}]`, out));
  else if (node && typeof node === 'object') {
    const path = node as ListField;
    // A typed list (the pages' titles, one type per page kind) sums up each type's entries in its own words.
    const types = (path as { types?: Array<ListField & { summary?: string }> }).types;
    if (path.widget === 'list' && types)
      for (const type of types) out.push({ at: `${at} (${path.name}: ${type.name})`, summary: type.summary, fields: type.fields });
    else if (path.widget === 'list') out.push({ at: `${at} (${path.name})`, summary: path.summary, fields: path.fields });
    for (const [key, value] of Object.entries(node)) listsOf(value, `${at}.${key}`, out);
  }
  return out;
}

function flat(node: object, at = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(node))
    if (typeof value === 'string') out[`${at}${key}`] = value;
    else if (value && typeof value === 'object') flat(value as object, `${at}${key}.`, out);
  return out;
}
