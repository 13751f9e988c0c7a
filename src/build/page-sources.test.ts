import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite, type Site } from '../manifest/load';
import { makeContext } from '../kinds/context';
import { pageKind } from '../kinds/kinds';
import { expandRoutes, type PageEntry } from '../routes/table';
import { contentDates } from './lastmod';
import { pageSources } from './page-sources';

const site = loadSite(process.cwd()).site!;
const pages = expandRoutes(site);
const sources = pageSources(site, pages);
const of = (url: string) => [...(sources.get(url) ?? [])];

/** What a page's kind makes of the site: its props and its own structured data. */
const drawn = (from: Site, entry: PageEntry) => JSON.stringify(pageKind(entry.kind).data(makeContext<never>(from, entry)));

/** Every text of words under the value with a word added (the copy of a file, edited throughout; dates, ids and paths kept). */
function edited<T>(value: T): T {
  if (typeof value === 'string' && value.includes(' ')) return `${value} (edited)` as T;
  if (Array.isArray(value)) return value.map(edited) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, key === 'id' ? child : edited(child)])) as T;
  return value;
}

/** The site as it would load with one content file edited throughout (its strings), found by the file's own name. */
function withFileEdited(file: string): Site {
  // The sources (for positions) hold functions, and no page reads them.
  const copy: Site = { ...structuredClone({ ...site, sources: new Map() }), sources: site.sources };
  const [, folder, ...rest] = file.replace(/\.(yaml|mdx)$/, '').split('/');
  const name = rest.join('/');
  if (file.endsWith('.mdx')) copy.mdx[file] = `${copy.mdx[file]}\n\nOne more paragraph.`;
  else if (folder === 'pages') copy.pages[name] = edited(copy.pages[name]);
  else if (folder === 'local') {
    const [kind, ...place] = rest;
    const local = (kind === 'services' ? copy.local.services : copy.local.neighborhoods) as Map<string, object>;
    local.set(place.join('/'), edited(local.get(place.join('/'))!));
  } else if (folder === 'services' || folder === 'cities' || folder === 'brands') {
    const list = copy[folder] as Array<{ id: string }>;
    list[list.findIndex((item) => item.id === name)] = edited(list.find((item) => item.id === name)!);
  } else if (folder === 'reviews.yaml' || folder === 'reviews') copy.reviews = edited(copy.reviews);
  else if (folder === 'projects') copy.projects = edited(copy.projects);
  else if (folder === 'faq') copy.faq = edited(copy.faq);
  else if (folder === 'counties') copy.counties = edited(copy.counties);
  else throw new Error(`no way to edit ${file} in this test`);
  return copy;
}

describe('the content files a page shows', () => {
  it('are those its data reads: the reviews page the reviews, /about its long text, a place its own copy', () => {
    expect(of('/reviews')).toContain('content/reviews.yaml');
    expect(of('/about')).toContain('content/pages/about.mdx');
    expect(of('/privacy')).toContain('content/pages/privacy.mdx');
    expect(of('/cities/brandon/bloomingdale')).toEqual(
      expect.arrayContaining([
        'content/cities/brandon.yaml',
        'content/local/neighborhoods/brandon/bloomingdale.yaml',
        'content/pages/neighborhood.yaml',
      ]),
    );
    expect(of('/services/garage-door-installation/brandon')).toEqual(
      expect.arrayContaining([
        'content/local/services/garage-door-installation/brandon.yaml',
        'content/services/garage-door-installation.yaml',
      ]),
    );
    // What a page only looks up by id is not shown: a city's page shows no other city, a brand's no city.
    expect(of('/cities/brandon').filter((file) => file.startsWith('content/cities/'))).toEqual(['content/cities/brandon.yaml']);
    expect(of('/brands/clopay').filter((file) => file.startsWith('content/cities/'))).toEqual([]);
  });

  it('include every file whose edit changes what the page shows (one of each kind of file, over a page of every route)', () => {
    const files = [
      ...Object.keys(site.pages).map((name) => `content/pages/${name}.yaml`),
      ...Object.keys(site.mdx),
      'content/reviews.yaml',
      'content/projects.yaml',
      'content/faq.yaml',
      'content/counties.yaml',
      'content/services/garage-door-installation.yaml',
      'content/cities/brandon.yaml',
      'content/brands/clopay.yaml',
      'content/local/neighborhoods/brandon/bloomingdale.yaml',
      'content/local/services/garage-door-installation/brandon.yaml',
    ];
    // A page of every route, and each page about Brandon or the installation service.
    const sample = pages.filter(
      (entry, i) => pages.findIndex((other) => other.pattern === entry.pattern) === i || /brandon|installation/.test(entry.url),
    );
    const missed: string[] = [];
    for (const file of files) {
      const changed = withFileEdited(file);
      const changedPages = new Map(expandRoutes(changed).map((entry) => [entry.url, entry]));
      for (const entry of sample) {
        if (drawn(site, entry) === drawn(changed, changedPages.get(entry.url)!)) continue;
        if (!sources.get(entry.url)?.has(file)) missed.push(`${entry.url} shows ${file}`);
      }
    }
    expect(missed).toEqual([]);
  });
});

describe('a page’s lastmod', () => {
  it('is the newest date of the files it shows: their last commit, or the day a file changed since was written', () => {
    const root = mkdtempSync(join(tmpdir(), 'lastmod-'));
    try {
      cpSync(join(process.cwd(), 'content'), join(root, 'content'), { recursive: true });
      const git = (...args: string[]) =>
        execFileSync('git', args, {
          cwd: root,
          stdio: 'pipe',
          env: { ...process.env, GIT_AUTHOR_DATE: '2026-01-15T12:00:00Z', GIT_COMMITTER_DATE: '2026-01-15T12:00:00Z' },
        });
      git('init', '-q');
      git('add', '-A');
      git('-c', 'user.name=Office', '-c', 'user.email=office@example.com', 'commit', '-q', '-m', 'content');
      // A save on the owner's server is built before it is committed.
      const review = join(root, 'content/reviews.yaml');
      writeFileSync(review, `${execFileSync('cat', [review], { encoding: 'utf8' })}\n# one more\n`);
      utimesSync(review, new Date('2026-03-02T03:30:00Z'), new Date('2026-03-02T03:30:00Z'));
      const dates = contentDates(root, site, pages);
      // 03:30 UTC is still the evening before in Tampa.
      expect(dates.get('/reviews')).toBe('2026-03-01');
      expect(dates.get('/brands/clopay')).toBe('2026-01-15');
      expect(dates.get('/about')).toBe(of('/about').includes('content/reviews.yaml') ? '2026-03-01' : '2026-01-15');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
