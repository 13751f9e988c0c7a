import { describe, expect, it } from 'vitest';
import config from '../shared/config.generated.json';
import { detourOf, missingEntryMessage, missingFilesFail, type ScreenList } from './addresses';

const lists = config.collections as ScreenList[];
const cities = lists.find((list) => list.name === 'cities')!;

describe('an address of the editing screen that names nothing leads to a list that says so', () => {
  it.each([
    // A list the screen has not: its first list.
    ['/collections/nope', `/collections/${lists[0].name}`, 'the editing screen has no list “nope”'],
    ['/collections/nope/entries/about', `/collections/${lists[0].name}`, 'the editing screen has no list “nope”'],
    // A name guessed in a list of named files (its files are text-about, ...): that list.
    ['/collections/texts/entries/about', '/collections/texts', '“Long texts” has no entry “about”'],
    ['/collections/settings/entries/my%20site', '/collections/settings', '“Business facts” has no entry “my site”'],
    ['/collections/pages/new', '/collections/pages', '“Page copy” takes no new entries'],
  ])('%s goes to %s', (path, to, said) => {
    const detour = detourOf(path, lists);
    expect(detour?.to).toBe(to);
    expect(detour?.message).toContain(said);
  });

  it.each([
    '/',
    '/collections/cities',
    '/collections/cities/new',
    // A folder's entry is known only once its file is asked for.
    '/collections/cities/entries/tampaa',
    '/collections/texts/entries/text-about',
    '/collections/settings/entries/site',
    '/search/spring',
  ])('%s leads where it says', (path) => expect(detourOf(path, lists)).toBeUndefined());

  it("says a folder's missing entry by its kind, and the way to add one", () => {
    expect(missingEntryMessage(cities, 'tampaa', 'There is no file content/cities/tampaa.yaml: it may have been renamed or deleted.')).toBe(
      'There is no city “tampaa”: it may have been renamed or deleted. Choose one from the list, or add it with New City.',
    );
    // The Git host's word for it.
    expect(missingEntryMessage(cities, 'tampaa', 'Not Found')).toMatch(/^There is no city “tampaa”/);
    // Another failure is said as it is, not as a missing entry.
    expect(missingEntryMessage(cities, 'tampa', 'The server could not do this. Nothing was changed.')).toBe(
      'The city “tampa” could not be opened: The server could not do this. Nothing was changed. Choose one from the list, or try again in a moment.',
    );
  });
});

describe("the screen's own backends fail an entry whose file is not there", () => {
  const backendAnswering = (data: string | null) => {
    const registered = { init: () => ({ getEntry: async (path: string) => ({ data, file: { path } }) }) };
    missingFilesFail({ getBackend: () => registered });
    return registered.init() as unknown as { getEntry(path: string): Promise<{ data: string | null }> };
  };

  it('as the Git host does, naming the file', async () => {
    await expect(backendAnswering(null).getEntry('content/cities/tampaa.yaml')).rejects.toThrow(
      'There is no file content/cities/tampaa.yaml: it may have been renamed or deleted.',
    );
  });

  it('and hands on a file that is there, an empty one too', async () => {
    expect((await backendAnswering('name: Tampa\n').getEntry('content/cities/tampa.yaml')).data).toBe('name: Tampa\n');
    expect((await backendAnswering('').getEntry('content/cities/empty.yaml')).data).toBe('');
  });
});
