import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { prefillMaps } from '../booking/form/config';
import { offerLine, prefillValues } from '../booking/rules/links';
import { loadSite } from '../manifest/load';
import { expandRoutes, type PageEntry } from '../routes/table';
import { href } from '../routes/urls';
import { FIXTURE_SITE } from '../../tests/support/fixture-site';
import { renderedPage } from '../../tests/support/rendered-page';

const { site, errors } = loadSite(FIXTURE_SITE);
if (!site) throw new Error(errors.map((e) => e.format()).join('\n'));

/** The booking links in a page's main content, as visitors get them. */
async function bookingLinks(entry: PageEntry): Promise<URL[]> {
  return parse(await renderedPage(site!, entry))
    .querySelectorAll('main a[href]')
    .map((element) => new URL(element.getAttribute('href')!, 'https://site.test'))
    .filter((url) => url.pathname === href('booking'));
}

// Every page that knows a service or a city (by its address), one of each pattern that has them.
const knowing = expandRoutes(site)
  .filter((pageEntry) => !pageEntry.missing && (pageEntry.params.serviceId || pageEntry.params.cityId))
  .filter((pageEntry, i, all) => all.findIndex((item) => item.pattern === pageEntry.pattern) === i);

describe("a page's booking links", () => {
  it('are tried on every kind of page that knows a service or a city', () => {
    expect(new Set(knowing.map((pageEntry) => pageEntry.kind))).toEqual(
      new Set(['service', 'service-category', 'service-city', 'city', 'neighborhood']),
    );
  });

  for (const entry of knowing)
    it(`carry the service and city of ${entry.pattern} (${entry.url}), and the form knows them`, async () => {
      const links = await bookingLinks(entry);
      expect(links.length, 'booking links in the main content').toBeGreaterThan(0);
      const maps = prefillMaps(site!);
      for (const link of links) {
        expect(link.searchParams.get('service'), link.href).toBe(entry.params.serviceId ?? null);
        expect(link.searchParams.get('city'), link.href).toBe(entry.params.cityId ?? null);
        const filled = prefillValues(link.searchParams, maps);
        if (entry.params.cityId) expect(filled.city).toBe(site!.cities.find((city) => city.id === entry.params.cityId)!.name);
        const service = site!.services.find((item) => item.id === entry.params.serviceId);
        if (service?.bookingType) expect(filled.serviceType).toBe(service.bookingType);
        // Only the offer's own link claims it.
        expect(filled.issue, link.href).toBe(
          link.searchParams.get('offer') === '1' ? offerLine(String(site!.manifest.constants.offer)) : undefined,
        );
      }
    });

  it("claim the offer from the offer's button: the form starts with its line in the issue, for the office to read", async () => {
    const offers = knowing.filter((pageEntry) => pageEntry.kind === 'service-city' || pageEntry.kind === 'neighborhood');
    expect(offers.map((pageEntry) => pageEntry.kind).sort()).toEqual(['neighborhood', 'service-city']);
    for (const entry of offers) {
      const claim = parse(await renderedPage(site!, entry))
        .querySelectorAll('main a[href]')
        .filter((element) => element.text.trim() === 'Claim This Offer');
      expect(claim, entry.url).toHaveLength(1);
      const link = new URL(claim[0].getAttribute('href')!, 'https://site.test');
      expect(link.searchParams.get('offer'), entry.url).toBe('1');
      expect(prefillValues(link.searchParams, prefillMaps(site!)).issue).toBe(`Website offer: ${String(site!.manifest.constants.offer)}.`);
    }
  });
});
