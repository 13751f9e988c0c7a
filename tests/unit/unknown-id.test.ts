/**
 * One unknown-id rule (src/routes/unknown-id.ts), three places that apply it: the build's
 * `_redirects` as Netlify reads it (which `npm start` serves from too), and the browser's router
 * reading the shell's routes. The same table of paths gets the same answer from each.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirectsFile } from '../../src/build/hostfiles';
import { buildShell } from '../../src/kinds/shell.data';
import { loadSite } from '../../src/manifest/load';
import { pageFile } from '../../src/routes/files';
import { pageIndex } from '../../src/routes/pages';
import { allRedirects, fallbackRules } from '../../src/routes/redirects';
import { unknownIdRule } from '../../src/routes/unknown-id';
import { fillPattern, patternParams } from '../../src/routes/urls';
import { hostAnswer, loadRedirects, type Matcher } from '../../src/server/host-rules';
import { FIXTURE_SITE } from '../support/fixture-site';

const { site } = loadSite(FIXTURE_SITE);
const { all } = pageIndex(site!);
const files = new Set([...all.map((pageEntry) => pageFile(pageEntry.url)), '404.html']);
const isFile = (rel: string) => files.has(rel);
const shell = buildShell(site!);
const dir = mkdtempSync(join(tmpdir(), 'unknown-id-'));
let match: Matcher;

beforeAll(async () => {
  const text = redirectsFile(
    allRedirects(
      site!,
      all.map((pageEntry) => pageEntry.url),
    ),
    fallbackRules(site!.manifest.routes),
  );
  writeFileSync(join(dir, '_redirects'), text);
  match = await loadRedirects(join(dir, '_redirects'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Answer = { status: 301; to: string } | { status: 404; page: string } | { status: 404; page: 'not-found' };

/** What the host (and npm start) answers, as a rule: a redirect, a stand-in page, or the plain 404 page. */
function fromHost(path: string): Answer {
  const answer = hostAnswer(path, match, isFile);
  if (answer.type === 'redirect') return { status: 301, to: answer.to };
  expect(answer.status).toBe(404);
  return answer.file === '404.html' ? { status: 404, page: 'not-found' } : { status: 404, page: answer.file };
}
/** What the browser's router does after page.json answered 404 (src/app/page-slot.tsx). */
function fromClient(path: string): Answer {
  const rule = unknownIdRule(shell.routes, path);
  if (!rule) return { status: 404, page: 'not-found' };
  return rule.status === 301 ? { status: 301, to: rule.to } : { status: 404, page: pageFile(rule.standIn) };
}

// Every pattern route with an unknown id in each of its parameters, and paths of no pattern's form.
const patterns = site!.manifest.routes.filter((route) => patternParams(route.path).length > 0);
const samples = patterns.flatMap((route) => {
  const known = all.find((pageEntry) => pageEntry.pattern === route.path && !pageEntry.missing)!;
  return patternParams(route.path).map((name) => fillPattern(route.path, { ...known.params, [name]: 'no-such-id' }));
});
const noForm = ['/no-such-page', '/reviews/2024', '/services/a/b/c', '/brands/liftmaster/extra'];

describe('the unknown-id rule', () => {
  it('has samples for every pattern route', () => {
    expect(patterns.length).toBeGreaterThanOrEqual(5);
    expect(samples.length).toBeGreaterThanOrEqual(patterns.length);
  });

  it.each(samples)('%s: the host and the browser give the same answer, the one site.yaml declares', (path) => {
    const host = fromHost(path);
    expect(fromClient(path)).toEqual(host);
    const route = unknownIdRule(site!.manifest.routes, path);
    if (route?.status === 301) expect(host).toEqual({ status: 301, to: route.to });
    else if (route) expect(host).toEqual({ status: 404, page: pageFile(route.standIn) });
  });

  it.each(noForm)('%s: of no pattern with an unknown-id rule, the plain not-found page in both', (path) => {
    expect(fromHost(path)).toEqual({ status: 404, page: 'not-found' });
    expect(fromClient(path)).toEqual({ status: 404, page: 'not-found' });
  });

  it('picks the most specific pattern, not the first in site.yaml: a literal segment beats a parameter', () => {
    const routes = [
      { path: '/services/:serviceId/:cityId', onMissing: 'not-found' },
      { path: '/services/categories/:serviceId', onMissing: 'redirect:/services' },
    ];
    expect(unknownIdRule(routes, '/services/categories/nope')).toMatchObject({ status: 301, to: '/services' });
    expect(unknownIdRule(routes, '/services/nope/tampa')).toMatchObject({ status: 404, standIn: '/services/_missing/_missing' });
  });
});
