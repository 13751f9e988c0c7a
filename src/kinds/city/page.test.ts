import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../app/render.server';
import { loadSite, type Site } from '../../manifest/load';
import { expandRoutes } from '../../routes/table';
import { buildPageData } from '../data';
import { buildShell } from '../shell.data';
import { FIXTURE_SITE } from '../../../tests/support/fixture-site';

const { site, errors } = loadSite(FIXTURE_SITE);
if (!site) throw new Error(errors.map((e) => e.format()).join('\n'));

/** Each paragraph of a city page's "about" section, rendered as visitors get it, "lead: " before the leading one. */
async function aboutParagraphs(site: Site, cityId: string): Promise<string[]> {
  const url = `/cities/${cityId}`;
  const entry = expandRoutes(site).find((pageEntry) => pageEntry.url === url);
  if (!entry) throw new Error(`no city page ${url}`);
  const { template } = await renderPage({
    shell: buildShell(site),
    page: buildPageData(site, entry),
    location: url,
    lang: 'en',
    themeColor: '#000',
  });
  const about = parse(template).querySelector('main #about');
  if (!about) throw new Error(`${url}: no #about section`);
  // The landmarks panel sits beside the text; only the description's paragraphs are counted.
  return about
    .querySelectorAll('.text p')
    .map((element) => `${element.classList.contains('lead') ? 'lead: ' : ''}${element.text.replace(/\s+/g, ' ').trim()}`);
}

describe("a city page's description", () => {
  const city = site.cities[0];

  it('shows a blank line in the description as a new paragraph, the first one leading', async () => {
    const first = 'The first paragraph of the description.';
    const second = 'The second paragraph, after a blank line.';
    const changed = {
      ...site,
      cities: site.cities.map((item) => (item === city ? { ...item, description: `${first}\n${second}` } : item)),
    };
    expect(await aboutParagraphs(changed, city.id)).toEqual([`lead: ${first}`, second]);
  });

  it('shows a description without a blank line as one paragraph', async () => {
    const one = 'One paragraph about the city, and nothing more.';
    const changed = { ...site, cities: site.cities.map((item) => (item === city ? { ...item, description: one } : item)) };
    expect(await aboutParagraphs(changed, city.id)).toEqual([`lead: ${one}`]);
  });
});
