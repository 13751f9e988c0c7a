import { parse } from 'node-html-parser';
import { expect, it } from 'vitest';
import { loadSite } from '../manifest/load';
import { expandRoutes } from '../routes/table';
import { FIXTURE_SITE } from '../../tests/support/fixture-site';
import { renderedPage } from '../../tests/support/rendered-page';

const { site, errors } = loadSite(FIXTURE_SITE);
if (!site) throw new Error(errors.map((e) => e.format()).join('\n'));

it("the footer's links lead visitors to pages, never to a file for crawlers (the XML sitemap is in robots.txt)", async () => {
  const entry = expandRoutes(site!).find((pageEntry) => pageEntry.kind === 'home')!;
  const footer = parse(await renderedPage(site!, entry))
    .querySelectorAll('footer')
    .at(-1);
  const links = footer!.querySelectorAll('a[href]').map((link) => link.getAttribute('href')!);
  expect(links.length).toBeGreaterThan(5);
  expect(links.filter((link) => /\.(xml|txt|json)$/.test(link.split(/[?#]/)[0]))).toEqual([]);
});
