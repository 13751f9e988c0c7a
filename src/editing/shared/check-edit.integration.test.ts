import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_SITE } from '../../../tests/support/fixture-site';
import { projectFiles } from '../server/project';
import { checkEdit, deleteEdit, goneEdit, previewEdit } from './engine';
import config from './config.generated.json';
import type { FormCollection } from './form-place';

/**
 * The screen's check (checkEdit) as it runs in the browser: over the project's files in memory.
 * Apart from the unit suite: it replaces node:fs for its own modules, which the unit suite's files
 * share.
 */
// The check of the screen reads its files from memory (memory-fs.ts, as in the browser); the fixture
// itself is read from the disk.
vi.mock('node:fs', async (original) => {
  const real = await original<typeof import('node:fs')>();
  const memory = await import('./memory-fs');
  const on = (path: unknown) => typeof path === 'string' && path.startsWith('/project');
  const either =
    <F extends (...args: never[]) => unknown>(name: keyof typeof memory & keyof typeof real) =>
    (...args: Parameters<F>) =>
      ((on(args[0]) ? memory[name] : real[name]) as unknown as F)(...args);
  return {
    ...real,
    existsSync: either('existsSync'),
    readFileSync: either('readFileSync'),
    statSync: either('statSync'),
    readdirSync: either('readdirSync'),
  };
});

describe('a removal that other files still use', () => {
  it('names each place that still uses it, each by its name: a job and the neighborhood’s own page text', () => {
    const files = projectFiles(FIXTURE_SITE);
    // Davis Islands taken out of Tampa's neighborhoods: its entry runs from its id to the next one's.
    const without = files['content/cities/tampa.yaml'].replace(/\n {2}- id: davis-islands\n[\s\S]*?(?=\n {2}- id: )/, '');
    expect(without).not.toContain('davis-islands');
    const answer = checkEdit(files, 'content/cities/tampa.yaml', without);
    expect(answer.ok).toBe(false);
    const where = answer.problems.map((item) => item.where);
    expect(where).toContain('Projects › Wind-Rated Double Door Near the Water › Neighborhood');
    expect(where).toContain('Text for one city or neighborhood › Neighborhood: Tampa, Davis Islands › Neighborhood');
    // What to do is said for a text whose place is gone: not to choose another.
    expect(answer.problems.find((item) => item.where?.includes('Davis Islands'))?.hint).toBe(
      'Delete this text, or put the neighborhood back.',
    );
  });
});

describe('what an edit takes off the site', () => {
  const files = projectFiles(FIXTURE_SITE);
  const TEXT = 'content/local/neighborhoods/tampa/forest-hills.yaml';
  const { [TEXT]: _text, ...withoutText } = files;
  const tampa = files['content/cities/tampa.yaml'];
  // Forest Hills taken out of Tampa's neighborhoods: its entry runs from its id to the next entry or the file's end.
  const withoutForestHills = tampa.replace(/\n {2}- id: forest-hills\n[\s\S]*?(?=\n {2}- id: |\n\S|$)/, '');

  it('a neighborhood taken out of its city: its page, sent on to the city, with site.yaml holding the redirect and passing the check', () => {
    expect(withoutForestHills).not.toContain('forest-hills');
    const gone = goneEdit(withoutText, 'content/cities/tampa.yaml', withoutForestHills);
    expect(gone.pages).toEqual([{ from: '/cities/tampa/forest-hills', to: '/cities/tampa', toName: 'Tampa' }]);
    expect(gone.siteWithRedirects).toContain('from: /cities/tampa/forest-hills');
    const both = { ...withoutText, 'content/cities/tampa.yaml': withoutForestHills };
    expect(checkEdit(both, 'site.yaml', gone.siteWithRedirects!).ok).toBe(true);
    // An edit that keeps every page takes none away.
    expect(goneEdit(files, 'content/cities/tampa.yaml', tampa.replace('Forest Hills', 'Forest Hills North')).pages).toEqual([]);
  });

  it('deleting a place’s own text keeps its page: no redirect (it would hide the page), no blocking references, named by its place', () => {
    const answer = deleteEdit(files, TEXT);
    expect(answer.answer.ok).toBe(true);
    expect(answer.page).toBeUndefined();
    expect(answer.siteWithRedirect).toBeUndefined();
    expect(answer.references).toEqual([]);
    expect(answer.name).toBe('the text “Neighborhood: Tampa, Forest Hills”');
  });

  it('deleting a city: its page and every page under it (its neighborhoods, its services there) sent on to the nearest page that stays', () => {
    // What still names Westchase taken away first, as the office would: its own texts, and its job moved to Tampa.
    const rest = Object.fromEntries(
      Object.entries(files).filter(([file]) => !/\/westchase[./]|\/westchase$/.test(file) || file === 'content/cities/westchase.yaml'),
    );
    rest['content/projects.yaml'] = files['content/projects.yaml']
      .replace('city: westchase', 'city: tampa')
      .replace('neighborhood: west-park-village', 'neighborhood: seminole-heights');
    const answer = deleteEdit(rest, 'content/cities/westchase.yaml');
    expect(answer.answer.ok).toBe(true);
    expect(answer.page).toEqual({ from: '/cities/westchase', to: '/service-areas', toName: 'Service Areas' });
    expect(answer.alsoGone).toContainEqual({ from: '/cities/westchase/west-park-village', to: '/service-areas', toName: 'Service Areas' });
    expect(answer.alsoGone).toContainEqual({
      from: '/services/garage-door-repair/westchase',
      to: '/services/garage-door-repair',
      toName: 'Garage Door Repair',
    });
    for (const gone of [answer.page!, ...answer.alsoGone!]) expect(answer.siteWithRedirect).toContain(`from: ${gone.from}, to: ${gone.to}`);
  });
});

describe("the preview's list of problems", () => {
  it("names each field's place by the form's own labels (a claim's value: its claim; a closed date's: its row)", async () => {
    const files = projectFiles(FIXTURE_SITE);
    const edited = files['site.yaml']
      .replace(/(teamSize:\n\s+value:) 15\+/, '$1 ""')
      .replace('{ date: "2026-12-25", name: Christmas Day }', '{ date: "12/25/2026", name: Christmas Day }');
    const forms = async () => (config as unknown as { collections: FormCollection[] }).collections;
    const page = await previewEdit(files, 'site.yaml', edited, 'http://localhost', forms);
    expect(page).toContain('<h1>To fix before publishing (the page shows here once they are fixed)</h1>');
    expect(page).toContain('<li>Team size: The value cannot be empty.');
    expect(page).toContain('<li>Closed date 2: "12/25/2026" is not a date');
  });
});

describe('the preview of an entry not written yet', () => {
  const forms = async () => (config as unknown as { collections: FormCollection[] }).collections;

  it("lists a new entry's fields as still to write, calmly, not as mistakes to fix", async () => {
    const files = projectFiles(FIXTURE_SITE);
    // As the screen sends it: the neighborhoods' ids made from their names (made-id-widget.tsx).
    const blank = files['schema/templates/city.yaml'].replace("id: ''", 'id: first').replace("id: ''", 'id: second');
    const page = await previewEdit(files, 'content/cities/new-city.yaml', blank, 'http://localhost', forms);
    expect(page).toContain('<h1 class="write">Still to write before publishing (the page shows here once they are written)</h1>');
    expect(page).toContain("<li>The name still holds the template's example text.");
    expect(page).not.toContain('To fix before publishing');
  });

  it('says a mistake in red first, and what is only left to write after it', async () => {
    const files = projectFiles(FIXTURE_SITE);
    const edited = files['content/cities/brandon.yaml']
      .replace(/^name: Brandon$/m, 'name: ""')
      .replace(/^metaDescription: >-\n(\s+.*\n)+/m, 'metaDescription: Too short.\n');
    const page = await previewEdit(files, 'content/cities/brandon.yaml', edited, 'http://localhost', forms);
    const fix = page.indexOf('<h1>To fix before publishing');
    const write = page.indexOf('<h2 class="write">Still to write before publishing');
    expect(fix).toBeGreaterThan(-1);
    expect(write).toBeGreaterThan(fix);
    expect(page.slice(fix, write)).toContain('<li>The search summary is too short.');
    expect(page.slice(write)).toContain('<li>The name cannot be empty. Fill in the name.');
    expect(page.slice(fix, write)).not.toContain('The name cannot be empty');
  });
});
