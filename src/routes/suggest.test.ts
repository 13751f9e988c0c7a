import { describe, expect, it } from 'vitest';
import { loadSite } from '../manifest/load';
import { buildShell } from '../kinds/shell.data';
import { pageIndex } from './pages';
import { editDistance, pageExists, suggest, type SuggestShell } from './suggest';
import { FIXTURE_SITE } from '../../tests/support/fixture-site';

const site = loadSite(FIXTURE_SITE).site!;
const shell = buildShell(site);
/** Every URL the build writes a real page for (not the not-found stand-ins). */
const realPages = new Set(
  pageIndex(site)
    .all.filter((pageEntry) => !pageEntry.missing)
    .map((pageEntry) => pageEntry.url),
);

const labels = (path: string, routeShell: SuggestShell = shell) => suggest(routeShell, path).links.map((link) => link.label);

describe('the redirect suggestion banner', () => {
  // [mistyped path, the page the banner offers (null: no banner)]
  const cases: Array<[string, string | null]> = [
    // the spec's exact map (declared redirects and site.yaml notFound.suggestions)
    ['/tampa', '/cities/tampa'],
    ['/tampa-fl', '/cities/tampa'],
    ['/city/tampa', '/cities/tampa'],
    ['/clearwater', '/cities/clearwater'],
    ['/st-petersburg', '/cities/st-petersburg'],
    ['/brandon', '/cities/brandon'],
    ['/garage-door-repair', '/services/garage-door-repair'],
    ['/spring-replacement', '/services/spring-replacement'],
    ['/garage-door-installation', '/services/garage-door-installation'],
    ['/opener-repair', '/services/garage-door-opener-repair'],
    ['/opener-installation', '/services/garage-door-opener-installation'],
    ['/contact', '/booking'],
    ['/contact-us', '/booking'],
    ['/emergency', '/services/same-day-garage-door-repair'],
    ['/emergency-repair', '/services/same-day-garage-door-repair'],
    ['/blog', '/'],
    // {city}-garage-door-repair: the city page, if the city is served
    ['/brandon-garage-door-repair', '/cities/brandon'],
    ['/st-petersburg-garage-door-repair', '/cities/st-petersburg'],
    ['/wesley-chapel-garage-door-repair/', '/cities/wesley-chapel'],
    ['/sarasota-garage-door-repair', null],
    // garage-door-repair-{city}: the service-in-city page
    ['/garage-door-repair-clearwater', '/services/garage-door-repair/clearwater'],
    ['/garage-door-repair-south-tampa', '/services/garage-door-repair/south-tampa'],
    ['/garage-door-repair-orlando', null],
    // {word}-repair / -service / -replace / -install: the first service whose id or title has the word
    ['/spring-repair', '/services/spring-replacement'],
    ['/cable-service', '/services/garage-door-cable-repair'],
    ['/opener-install', '/services/garage-door-opener'],
    ['/keypad-replace', '/services/keypad-remote'],
    ['/roller-repair', '/services/garage-door-track-repair'],
    ['/maintenance-service', '/services/preventative-maintenance'],
    ['/noisy-repair', '/services/noisy-garage-door-fix'],
    ['/hurricane-repair', null],
    ['/fence-install', null],
    // /city/ or /cities/ plus a slug: /cities/{lower-cased slug}, if served
    ['/city/brandon', '/cities/brandon'],
    ['/city/Brandon', '/cities/brandon'],
    ['/cities/CLEARWATER/old-page', '/cities/clearwater'],
    ['/old/cities/wesley-chapel', '/cities/wesley-chapel'],
    ['/our-cities/wesley-chapel', null],
    ['/city/miami', null],
    ['/city/', null],
    // casing of the whole path
    ['/TAMPA-FL', '/cities/tampa'],
    ['/Spring-Repair', '/services/spring-replacement'],
    ['/Garage-Door-Repair-Brandon', '/services/garage-door-repair/brandon'],
    // a slip of the keyboard: the page one or two edits away (one in every four letters at most)
    ['/servics', '/services'],
    ['/faqs', '/faq'],
    ['/abuot', '/about'],
    ['/cities/tampaa', '/cities/tampa'],
    ['/brands/liftmastr', '/brands/liftmaster'],
    ['/services/garage-door-repair/brandn', '/services/garage-door-repair/brandon'],
    ['/revuews', '/reviews'],
    ['/fence', null],
    ['/servicesxyz', null],
    // nothing to offer
    ['/xyz', null],
    ['/services/garage-door-repair/orlando/extra', null],
  ];
  it.each(cases)('%s -> %s', (path, expected) => {
    expect(suggest(shell, path).banner ?? null).toBe(expected);
  });

  it('offers only pages the build really writes', () => {
    for (const [path] of cases) {
      const { banner } = suggest(shell, path);
      if (banner) expect(realPages.has(banner), `${path} -> ${banner}`).toBe(true);
    }
  });
});

describe('edits between two texts', () => {
  it.each([
    ['services', 'servics', 1],
    ['about', 'abuot', 1],
    ['faq', 'fax', 1],
    ['tampa', 'tampaa', 1],
    ['brandon', 'brnadon', 1],
    ['reviews', 'xyz', 7],
  ])('%s and %s: %i', (typed, known, edits) => {
    expect(editDistance(typed, known, 5)).toBe(edits);
  });

  it('stops counting past the most it is asked for', () => {
    expect(editDistance('/services', '/services/garage-door-repair', 2)).toBe(3);
  });
});

describe('malformed paths and case variants', () => {
  it.each([
    ['/www.example.com/services', '/'],
    ['/WWW.example.com', '/'],
    ['/go/http://example.com/page', '/'],
    ['/go/https:/example.com', '/'],
  ])('%s leaves for %s with "Redirecting to the correct page..."', (path, to) => {
    expect(suggest(shell, path).hardRedirect).toEqual({ to, message: 'Redirecting to the correct page...' });
    expect(suggest(shell, path).links).toEqual([]);
  });

  it.each([
    ['/CITIES/TAMPA', '/cities/tampa'],
    ['/Cities/Wesley-Chapel/', '/cities/wesley-chapel'],
    ['/About', '/about'],
    ['/Services/Spring-Replacement', '/services/spring-replacement'],
  ])('%s is the page %s in other letters', (path, to) => {
    expect(suggest(shell, path).caseRedirect).toBe(to);
  });

  it('does not send a case variant to a page that does not exist', () => {
    expect(suggest(shell, '/Cities/Orlando').caseRedirect).toBeUndefined();
    expect(suggest(shell, '/cities/orlando').caseRedirect).toBeUndefined();
    expect(suggest(shell, '/ABOUT-US').caseRedirect).toBeUndefined();
  });
});

describe('the suggested links', () => {
  it.each([
    ['/xyz', ['Home Page', 'Schedule Service']],
    ['/old-page.html', ['Home Page', 'Schedule Service']],
    ['/door-thing', ['Home Page', 'Garage Door Repair', 'All Services', 'Schedule Service']],
    ['/our-services', ['Home Page', 'All Services', 'Garage Door Repair', 'Schedule Service']],
    ['/springs-install', ['Home Page', 'Spring Replacement', 'All Services', 'Schedule Service']],
    ['/area-map', ['Home Page', 'Service Areas', 'Tampa Services', 'Schedule Service']],
    ['/tampa-location', ['Home Page', 'Tampa Services', 'Service Areas', 'Schedule Service']],
    ['/tampa-door', ['Home Page', 'Garage Door Repair', 'Tampa Services', 'Schedule Service']],
    ['/CITY-Repair', ['Home Page', 'Garage Door Repair', 'Service Areas', 'Schedule Service']],
  ])('%s -> %j', (path, expected) => {
    expect(labels(path)).toEqual(expected);
  });

  it('never lists more than the limit, always starts at Home Page and ends with Schedule Service', () => {
    for (const path of ['/a', '/door', '/tampa-door-service-area-location-install', '/city/x/repair', '/']) {
      const { links } = suggest(shell, path);
      expect(links.length).toBeLessThanOrEqual(shell.notFound.limit);
      expect(links[0]).toEqual({ label: 'Home Page', href: '/' });
      expect(links.at(-1)).toEqual({ label: 'Schedule Service', href: '/booking' });
      for (const link of links) expect(realPages.has(link.href), link.href).toBe(true);
    }
  });
});

describe('a site without Tampa or the spring-replacement page', () => {
  const smaller: SuggestShell = {
    ...shell,
    ids: {
      ...shell.ids,
      cities: shell.ids.cities.filter((city) => city !== 'tampa'),
      services: shell.ids.services.filter((service) => service.id !== 'spring-replacement'),
    },
  };

  it('never suggests the missing pages', () => {
    expect(suggest(smaller, '/tampa-fl').banner).toBeUndefined();
    expect(suggest(smaller, '/city/tampa').banner).toBeUndefined();
    expect(suggest(smaller, '/tampa-garage-door-repair').banner).toBeUndefined();
    expect(suggest(smaller, '/spring-replacement').banner).toBeUndefined();
    expect(labels('/tampa-location', smaller)).toEqual(['Home Page', 'Service Areas', 'Schedule Service']);
    expect(labels('/springs-install', smaller)).toEqual(['Home Page', 'All Services', 'Garage Door Repair', 'Schedule Service']);
  });

  it('falls through to the next service that has the word', () => {
    expect(suggest(smaller, '/spring-repair').banner).toBe('/services/garage-door-spring-repair');
  });
});

describe('pageExists', () => {
  it('agrees with the route table for every page and for unknown ids', () => {
    for (const url of realPages) {
      // neighborhood pages are never guessed: their ids are not in the shell
      if (/^\/cities\/[^/]+\/[^/]+$/.test(url)) continue;
      expect(pageExists(shell, url), url).toBe(true);
    }
    for (const url of [
      '/cities/orlando',
      '/services/nope',
      '/brands/acme',
      '/services/garage-door-repair/miami',
      '/services/categories',
      '/nope',
    ]) {
      expect(pageExists(shell, url), url).toBe(false);
    }
  });
});

describe('pages the suggestions may offer', () => {
  it("knows a page by its route's collection, whatever its parameters are named", () => {
    const renamed: SuggestShell = {
      ...shell,
      routes: shell.routes.map((route) => ({ ...route, path: route.path.replace(':serviceId', ':service').replace(':cityId', ':place') })),
    };
    for (const routeShell of [shell, renamed]) {
      expect(pageExists(routeShell, '/services/spring-replacement')).toBe(true);
      expect(pageExists(routeShell, '/services/spring-replacement/brandon')).toBe(true);
      expect(pageExists(routeShell, '/cities/tampa')).toBe(true);
      expect(pageExists(routeShell, '/services/spring-replacement/sarasota')).toBe(false);
      expect(pageExists(routeShell, '/services/tampa')).toBe(false);
      // neighborhoods are never guessed
      expect(pageExists(routeShell, '/cities/tampa/ybor-city')).toBe(false);
    }
  });
});
