/**
 * Own copy replaces words, not sections (decisions, section 10): every page an editor gave its own
 * copy (content/local/) keeps the spec's sections of its kind, read from the built fixture site
 * (tests/support/fixture-build.ts). Pages, places and services are taken from the loaded site, never typed.
 */
import type { HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { readPages } from '../../src/build/audit/files';
import { loadSite } from '../../src/manifest/load';
import { expandRoutes } from '../../src/routes/table';
import { fixtureBuild } from '../support/fixture-build';

const { root, dist } = fixtureBuild();
const { site } = loadSite(root);
const entries = expandRoutes(site!);
const byUrl = new Map(readPages(dist).map((htmlPage) => [htmlPage.url, htmlPage.root]));
const urlOf = (kind: string, params: Record<string, string>) =>
  entries.find((entry) => entry.kind === kind && Object.entries(params).every(([key, value]) => entry.params[key] === value))!.url;

/** The spec's process of a repair visit (site-spec, service-in-city page). */
const REPAIR_STEPS = ['Diagnosis', 'Upfront Pricing', 'Expert Service', 'Testing & Warranty'];
/** The sections of a page that its own copy may word differently: the description, and the local conditions it speaks of itself. */
const DESCRIPTION = /^(overview|local-\d+|conditions)$/;

const text = (el: HTMLElement | null | undefined) => el?.textContent.replace(/\s+/g, ' ').trim() ?? '';
const sections = (page: HTMLElement) =>
  page
    .querySelectorAll('main section[id]')
    .map((section) => section.id)
    .filter((id) => !DESCRIPTION.test(id));
const links = (el: HTMLElement | null) => el?.querySelectorAll('a[href]').map((link) => link.getAttribute('href')!) ?? [];

describe('own copy replaces words, not sections', () => {
  const ownServiceCity = [...site!.local.services.keys()].map((key) => {
    const [serviceId, cityId] = key.split('/');
    return { serviceId, cityId, url: urlOf('service-city', { serviceId, cityId }) };
  });
  const ownNeighborhoods = [...site!.local.neighborhoods.keys()].map((key) => {
    const [cityId, neighborhoodId] = key.split('/');
    return { cityId, neighborhoodId, url: urlOf('neighborhood', { cityId, neighborhoodId }) };
  });

  it('a service-in-city page with own copy has the sections of one without, in the same order, and shows its own copy', () => {
    expect(ownServiceCity.length).toBeGreaterThan(0);
    const template = site!.services.find((service) => site!.cities.every((city) => !site!.local.services.has(`${service.id}/${city.id}`)))!;
    expect(template, 'a service with no own copy in any city').toBeDefined();
    for (const own of ownServiceCity) {
      const page = byUrl.get(own.url)!;
      const plain = byUrl.get(urlOf('service-city', { serviceId: template.id, cityId: own.cityId }))!;
      expect(sections(page), own.url).toEqual(sections(plain));
      const copy = site!.local.services.get(`${own.serviceId}/${own.cityId}`)!;
      expect(page.querySelectorAll('main h2').map(text), own.url).toEqual(expect.arrayContaining(headings(copy.sections)));
    }
  });

  it('every service-in-city page with own copy shows the four-step process, the offer box, a card for each neighborhood and four FAQs', () => {
    const offer = String(site!.facts.offer);
    for (const own of ownServiceCity) {
      const page = byUrl.get(own.url)!;
      const service = site!.services.find((candidate) => candidate.id === own.serviceId)!;
      const city = site!.cities.find((candidate) => candidate.id === own.cityId)!;
      const steps = page.querySelectorAll('#process ol li :is(h3, h4)').map(text);
      expect(steps, own.url).toHaveLength(4);
      // Repair visits follow the spec's four steps; installations start with a free estimate (decisions, section 6).
      if (service.workType === 'repair') expect(steps, own.url).toEqual(REPAIR_STEPS);
      expect(text(page.querySelector('#offer')), own.url).toContain(offer);
      const hoods = links(page.querySelector('#neighborhoods'));
      for (const neighborhood of city.neighborhoods)
        expect(hoods, own.url).toContain(urlOf('neighborhood', { cityId: city.id, neighborhoodId: neighborhood.id }));
      expect(page.querySelectorAll('#faq details summary').length, own.url).toBe(4);
      expect(page.querySelector('#cta'), own.url).not.toBeNull();
      expect(links(page.querySelector('#related')).length, own.url).toBeGreaterThan(0);
    }
  });

  it("every neighborhood page with own copy keeps the spec's sections: about, why choose us, three popular services, offer, four FAQs, call to action, related links", () => {
    expect(ownNeighborhoods.length).toBeGreaterThan(0);
    const offer = String(site!.facts.offer);
    for (const own of ownNeighborhoods) {
      const page = byUrl.get(own.url)!;
      const copy = site!.local.neighborhoods.get(`${own.cityId}/${own.neighborhoodId}`)!;
      expect(page.querySelector('#about'), own.url).not.toBeNull();
      expect(page.querySelectorAll('#about [aria-labelledby="why-heading"] li').length, own.url).toBeGreaterThan(0);
      expect(links(page.querySelector('#popular')).filter((href) => href.startsWith('/services/')).length, own.url).toBe(3);
      expect(text(page.querySelector('#offer')), own.url).toContain(offer);
      expect(page.querySelectorAll('#faq details summary').length, own.url).toBe(copy.faq.length);
      expect(copy.faq).toHaveLength(4);
      expect(page.querySelector('#cta'), own.url).not.toBeNull();
      // (the booking link carries the page's city: src/kinds/booking-links.test.ts)
      const related = links(page.querySelector('#related')).map((href) => href.split('?')[0]);
      expect(related, own.url).toEqual(
        expect.arrayContaining([
          urlOf('city', { cityId: own.cityId }),
          urlOf('service-areas', {}),
          urlOf('services-index', {}),
          urlOf('booking', {}),
        ]),
      );
      expect(page.querySelectorAll('main h2').map(text), own.url).toEqual(expect.arrayContaining(headings(copy.sections)));
    }
  });
});

/** The headings of own copy that hold no {{placeholder}} (those are shown filled). */
const headings = (list: Array<{ heading: string }>) => list.map((section) => section.heading).filter((heading) => !heading.includes('{{'));
