import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataUrl } from '../../src/app/page-store';
import { builtFiles } from '../../src/build/audit/files';
import { loadSite } from '../../src/manifest/load';
import { pageFile } from '../../src/routes/files';
import { pageIndex } from '../../src/routes/pages';
import { allRedirects } from '../../src/routes/redirects';
import { fillPattern, MISSING, patternParams } from '../../src/routes/urls';
import { hostAnswer, loadRedirects, type HostAnswer, type Matcher } from '../../src/server/host-rules';
import { createSiteServer } from '../../src/server/static-server';
import { ask, listen } from '../support/http';
import { fixtureBuild } from '../support/fixture-build';

/**
 * The built site as Netlify would serve it: its `_redirects` read by Netlify's parser and matched by
 * Netlify's matcher, with the host's file lookup over the built files. Then `npm start`'s server,
 * over HTTP, must answer every one of the same URLs the same way.
 */
const { root, dist } = fixtureBuild();
const { site } = loadSite(root);

describe('host parity: the built site under Netlify’s rules, and npm start', () => {
  const files = builtFiles(dist);
  const isFile = (rel: string) => files.has(join(dist, rel));
  let match: Matcher;
  const netlify = (path: string): HostAnswer => hostAnswer(path, match, isFile);
  const page = (file: string, status = 200): HostAnswer => ({ type: 'file', file, status });
  const moved = (to: string, status = 301) => ({ type: 'redirect', to, status, keepsQuery: true });

  const { all } = pageIndex(site!);
  const sitemapUrls = readFileSync(join(dist, 'sitemap.xml'), 'utf8')
    .match(/<loc>[^<]+<\/loc>/g)!
    .map((line) => line.slice(5, -6).replace(site!.manifest.site.url, ''))
    .flatMap((sitemap) => readFileSync(join(dist, sitemap), 'utf8').match(/<loc>[^<]+<\/loc>/g)!)
    .map((line) => new URL(line.slice(5, -6)).pathname);
  const redirects = allRedirects(
    site!,
    all.map((pageEntry) => pageEntry.url),
  );
  // One unknown id per parameter of each route that declares what an unknown id gets: all
  // unknown, and for two parameters also a known first id with an unknown second one.
  const unknownIds = site!.manifest.routes
    .filter((route) => route.onMissing && patternParams(route.path).length)
    .flatMap((route) => {
      const params = patternParams(route.path);
      const known = all.find((pageEntry) => pageEntry.pattern === route.path && !pageEntry.missing)!;
      const standIn = fillPattern(route.path, Object.fromEntries(params.map((name) => [name, MISSING])));
      const expected = route.onMissing === 'not-found' ? page(pageFile(standIn), 404) : moved(route.onMissing!.slice('redirect:'.length));
      const paths = [fillPattern(route.path, Object.fromEntries(params.map((name) => [name, `not-a-${name.toLowerCase()}`])))];
      if (params.length > 1) paths.push(fillPattern(route.path, { ...known.params, [params.at(-1)!]: 'not-a-thing' }));
      return paths.flatMap((path) => [
        { path, expected },
        { path: `${path}/`, expected },
      ]);
    });
  const standIns = all
    .filter((pageEntry) => pageEntry.missing)
    .flatMap((pageEntry) => [pageEntry.url, `/${pageFile(pageEntry.url)}`].map((path) => ({ path, file: pageFile(pageEntry.url) })));
  const unknown = [
    '/no-such-page',
    '/no-such-page/',
    '/services/garage-door-repair/tampa/extra',
    '/cities/tampa/davis-islands/x/y',
    '/assets/no-such.js',
    '/images/none.png',
    '/_redirects',
    '/_headers',
    '/about/index.html',
    '/brands/x/y',
  ];

  beforeAll(async () => {
    match = await loadRedirects(join(dist, '_redirects'));
  });

  it('every sitemap URL answers 200 from its own file, without a redirect; its page.json too; with a slash it redirects to it', () => {
    // Only indexable pages: the pairs and neighborhoods without copy of their own are left out.
    expect(sitemapUrls.length).toBeGreaterThan(50);
    for (const url of sitemapUrls) {
      expect(netlify(url), url).toEqual(page(pageFile(url)));
      expect(netlify(dataUrl(url)), dataUrl(url)).toEqual(page(dataUrl(url).slice(1)));
      if (url !== '/') expect(netlify(`${url}/`), `${url}/`).toEqual({ ...moved(url), toPage: true });
    }
  });

  it('every declared redirect and case variant answers its 301 to its target, with or without a slash', () => {
    expect(redirects.filter((redirect) => redirect.declared).length).toBe(site!.manifest.redirects.length);
    for (const redirect of redirects) {
      expect(netlify(redirect.from), redirect.from).toEqual(moved(redirect.to));
      expect(netlify(`${redirect.from}/`), `${redirect.from}/`).toEqual(moved(redirect.to));
    }
  });

  it('every unknown-id rule gives what the site declares: its stand-in with 404, or its redirect', () => {
    expect(unknownIds.map((unknownId) => unknownId.path)).toEqual(
      expect.arrayContaining(['/services/not-a-serviceid', '/cities/not-a-cityid', '/services/garage-door-repair/not-a-thing']),
    );
    for (const { path, expected } of unknownIds) expect(netlify(path), path).toEqual(expected);
    // A stand-in asked for by its own name is a 404 too, never a page that answers 200.
    for (const { path, file } of standIns) expect(netlify(path), path).toEqual(page(file, 404));
  });

  it('the built _redirects holds only rules the site declares: no internal name leaks as a source', () => {
    const rules = readFileSync(join(dist, '_redirects'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
      .map((line) => line.trim().split(/\s+/));
    const sources = new Set([
      ...redirects.map((redirect) => redirect.from),
      ...site!.manifest.routes.filter((route) => route.onMissing && patternParams(route.path).length).map((route) => route.path),
      site!.manifest.booking.action,
      ...standIns.map((standIn) => standIn.path),
    ]);
    expect(rules.filter(([from]) => !sources.has(from)).map((rule) => rule.join(' '))).toEqual([]);
    // A stand-in is only ever the target of a 404: never redirected to, never a case variant.
    expect(rules.filter(([from, to, status]) => /_missing/i.test(from + to) && !/^404!?$/.test(status))).toEqual([]);
  });

  it('an unknown path answers 404 with 404.html', () => {
    for (const path of unknown) expect(netlify(path), path).toEqual(page('404.html', 404));
  });

  describe('npm start answers every one of these URLs as Netlify does', () => {
    const server = createSiteServer({ dir: dist, patterns: site!.manifest.redirectPatterns ?? [] });
    let port = 0;
    beforeAll(async () => {
      port = await listen(server);
    });
    afterAll(() => void server.close());
    const get = async (path: string) => {
      const { status, headers, body } = await ask(port, path);
      return { status, location: headers.location, body, robots: headers['x-robots-tag'] as string | undefined };
    };

    it('the same status, the same Location, the same file', async () => {
      const paths = [
        // (The home page's "//" is another spelling of "/": npm start sends it there, below.)
        ...sitemapUrls.flatMap((sitemapUrl) => [sitemapUrl, ...(sitemapUrl === '/' ? [] : [`${sitemapUrl}/`]), dataUrl(sitemapUrl)]),
        ...redirects.flatMap((redirect) => [redirect.from, `${redirect.from}/`]),
        ...unknownIds.map((unknownId) => unknownId.path),
        ...standIns.map((standIn) => standIn.path),
        ...unknown,
        '/sitemap.html',
        '/robots.txt',
      ];
      const differ: string[] = [];
      for (const path of [...new Set(paths)]) {
        const want = netlify(path);
        const got = await get(path);
        const same =
          got.status === want.status &&
          (want.type === 'redirect' ? got.location === want.to : got.body.equals(readFileSync(join(dist, want.file))));
        if (!same) differ.push(`${path}: npm start ${got.status} ${got.location ?? ''}, Netlify ${JSON.stringify(want)}`);
      }
      expect(differ).toEqual([]);
    });

    it('where the owner’s server does better: a page by its file’s name or in another spelling is sent to its one address; the not-found page by name is a 404', async () => {
      // Netlify serves each of these with 200: a second address of the same page (decision 016).
      for (const [path, to] of [
        ['//', '/'],
        ['/about.html', '/about'],
        ['//cities/tampa', '/cities/tampa'],
      ]) {
        expect(netlify(path), path).toMatchObject({ status: 200 });
        expect(await get(path), path).toMatchObject({ status: 301, location: to });
      }
      expect(netlify('/404.html')).toMatchObject({ status: 200 });
      expect((await get('/404.html')).status).toBe(404);
    });

    it('the data files carry X-Robots-Tag: noindex, the pages do not', async () => {
      for (const path of ['/shell.json', dataUrl('/'), dataUrl('/cities/tampa'), dataUrl('/_not-found')])
        expect((await get(path)).robots, path).toBe('noindex');
      expect((await get('/cities/tampa')).robots).toBeUndefined();
    });
  });
});

it.skipIf(existsSync(join(dist, '_redirects')))('host parity needs a build first (npm test builds before the unit tests)', () => {
  throw new Error(`no ${dist}/_redirects: run npm run build`);
});
