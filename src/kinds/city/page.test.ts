import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { loadSite, type Site } from '../../manifest/load';
import { expandRoutes } from '../../routes/table';
import { FIXTURE_SITE } from '../../../tests/support/fixture-site';
import { renderedPage } from '../../../tests/support/rendered-page';

const { site, errors } = loadSite(FIXTURE_SITE);
if (!site) throw new Error(errors.map((e) => e.format()).join('\n'));

/** Each paragraph of a city page's "about" section, rendered as visitors get it, "lead: " before the leading one. */
async function aboutParagraphs(site: Site, cityId: string): Promise<string[]> {
  const url = `/cities/${cityId}`;
  const entry = expandRoutes(site).find((pageEntry) => pageEntry.url === url);
  if (!entry) throw new Error(`no city page ${url}`);
  const about = parse(await renderedPage(site, entry)).querySelector('main #about');
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
