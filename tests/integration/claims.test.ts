import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { visibleText } from '../../src/build/audit/copy';
import { builtFiles, readPages, servedFile, type HtmlPage } from '../../src/build/audit/files';
import { validateHtml } from '../../src/build/audit/html';
import { isNoindex } from '../../src/build/audit/head';
import { imageSize } from '../../src/manifest/image-size';
import { loadSite } from '../../src/manifest/load';
import { articleFor } from '../../src/manifest/template';
import { fixtureBuild } from '../support/fixture-build';

/**
 * What the built pages claim, read the way a visitor or a crawler reads them: every fee, rating,
 * project, form choice and social card on the built fixture site (tests/support/fixture-build.ts).
 */
const { root, dist } = fixtureBuild();
const { site } = loadSite(root);

describe('claims on the built site', () => {
  const files = builtFiles(dist);
  const pages = readPages(dist, files);
  const page = (url: string): HtmlPage => {
    const htmlPage = pages.find((candidate) => candidate.url === url);
    if (!htmlPage) throw new Error(`no built page ${url}`);
    return htmlPage;
  };
  const mainText = (htmlPage: HtmlPage) =>
    visibleText({ ...htmlPage, html: `<body>${htmlPage.root.querySelector('main')?.innerHTML ?? ''}</body>` });
  const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);

  describe('estimates and fees', () => {
    const installation = site!.services.filter((service) => service.workType === 'installation');
    const urls = installation.flatMap((service) => [
      `/services/${service.id}`,
      `/services/categories/${service.id}`,
      ...site!.cities.map((city) => `/services/${service.id}/${city.id}`),
    ]);

    it('declares the type of work of every service in its content file, the installation services among them', () => {
      expect(installation.map((service) => service.id).sort()).toEqual([
        'custom-garage-doors',
        'garage-door-installation',
        'garage-door-opener-installation',
        'garage-door-replacement',
      ]);
      expect(urls.length).toBe(4 * (2 + site!.cities.length));
    });

    it('no installation page (service, category view, service in a city) prices its first visit as the service call; each offers the free estimate', () => {
      const fee = site!.facts.serviceCallFee;
      const wrong: string[] = [];
      for (const url of urls) {
        const text = mainText(page(url));
        for (const sentence of sentences(text)) {
          if (/service call|diagnostic (fee|visit)/i.test(sentence)) wrong.push(`${url}: "${sentence.trim()}"`);
          // The fee may only appear as a repair's price (a related repair service's card).
          else if (sentence.includes(fee) && !/repair/i.test(sentence)) wrong.push(`${url}: "${sentence.trim()}"`);
        }
        if (!/free (in-home )?estimate|estimate is free/i.test(text)) wrong.push(`${url}: no free estimate`);
      }
      expect(wrong).toEqual([]);
    });

    it('repair pages still say what the service call is', () => {
      for (const url of ['/services/garage-door-repair', '/services/spring-replacement/brandon']) {
        expect(mainText(page(url)), url).toMatch(/service call/i);
      }
    });
  });

  it('the article before a figure agrees with it on every page: "an $85", never "a $85"', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const htmlPage of pages) {
      for (const match of visibleText(htmlPage).matchAll(/(?<![\w'’-])(a|an|A|An)\s+(\$\d[\d,]*\S*|\d[\d,]*[+\-/]\S*)/g)) {
        checked++;
        if (match[1].toLowerCase() !== articleFor(match[2])) wrong.push(`${htmlPage.url}: "${match[0]}"`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(100);
    expect(visibleText(page('/services/garage-door-repair'))).toContain(`an ${site!.facts.serviceCallFee}`);
  });

  describe('review figures are counted from the listed reviews', () => {
    it('/reviews shows the average, count and 5-star count of the reviews it lists', () => {
      const htmlPage = page('/reviews');
      const ratings = htmlPage.root
        .querySelectorAll('#reviews li [aria-label^="Rated"]')
        .map((element) => Number(/Rated (\d)/.exec(element.getAttribute('aria-label')!)![1]));
      expect(ratings.length).toBe(site!.reviews.length);
      const average = (Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10).toFixed(1);
      const five = ratings.filter((rating) => rating === 5).length;
      const stats = Object.fromEntries(
        htmlPage.root
          .querySelectorAll('#stats li')
          .map((li) => [li.querySelector('h3')!.text.trim(), li.querySelector('.value')!.text.trim()]),
      );
      expect(stats).toEqual({
        'Average Rating': `${average}/5`,
        'Reviews Listed Here': String(ratings.length),
        '5-Star Reviews': `${five} of ${ratings.length}`,
      });
      expect(visibleText(htmlPage)).toContain(`Showing all ${ratings.length} reviews`);
    });

    it('no page types a review count, a 5-star share or a satisfaction rate', () => {
      const wrong = pages.flatMap((htmlPage) =>
        [/\d[\d,]*\+\s*(?:\w+\s+)?reviews/i, /\d+%\s*(?:5|five)-star/i, /\d+%\s*(?:customer\s+)?satisf/i].flatMap((re) =>
          re.test(visibleText(htmlPage)) ? [`${htmlPage.url}: ${re.exec(visibleText(htmlPage))![0]}`] : [],
        ),
      );
      expect(wrong).toEqual([]);
    });

    it('stars belong to a review: none on service, category, service-in-city, city or neighborhood pages', () => {
      const starred = pages
        .filter((htmlPage) => /^\/(services|cities)\//.test(htmlPage.url) && htmlPage.root.querySelector('[aria-label^="Rated"]'))
        .map((htmlPage) => htmlPage.url);
      expect(starred).toEqual([]);
    });
  });

  describe('recent projects come from content/projects.yaml', () => {
    const shown = new Map<string, string[]>();
    for (const htmlPage of pages)
      for (const el of htmlPage.root.querySelectorAll('[data-project]'))
        shown.set(el.getAttribute('data-project')!, [...(shown.get(el.getAttribute('data-project')!) ?? []), htmlPage.url]);

    it('each project is shown on one page only: the page of the place where it was done', () => {
      expect(shown.size).toBeGreaterThan(0);
      for (const [id, urls] of shown) {
        const entry = site!.projects.find((project) => project.id === id);
        expect(entry, id).toBeDefined();
        expect(urls, id).toEqual([`/cities/${entry!.city}${entry!.neighborhood ? `/${entry!.neighborhood}` : ''}`]);
      }
      // The same text is never shown under two ids either.
      const texts = pages.flatMap((htmlPage) =>
        htmlPage.root.querySelectorAll('[data-project] h3 + p').map((element) => element.text.trim()),
      );
      expect(new Set(texts).size).toBe(texts.length);
    });

    it('a place with no entry shows no recent-work section; invented projects are gone', () => {
      const places = pages.filter((htmlPage) => /^\/cities\/[^/_]+(\/[^/]+)?$/.test(htmlPage.url) && !htmlPage.url.includes('_missing'));
      for (const place of places) {
        const [, , city, hood] = place.url.split('/');
        const has = site!.projects.some((project) => project.city === city && project.neighborhood === hood);
        expect(Boolean(place.root.querySelector('#projects')), place.url).toBe(has);
        expect(visibleText(place)).not.toMatch(/Hurricane-Season Door Upgrade|Opener Safety Fix|Cable and Roller Repair/);
      }
      expect(places.filter((place) => place.root.querySelector('#projects')).length).toBeLessThan(places.length);
    });

    it('each card says where, when and which service, and every sample is listed for launch', () => {
      const htmlPage = page('/cities/tampa/seminole-heights');
      const card = htmlPage.root.querySelector('[data-project]')!;
      expect(card.querySelector('.place')!.text).toMatch(/Seminole Heights · \w+ \d{4}/);
      expect(card.querySelector('time')!.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}$/);
      expect(card.querySelector('a')!.getAttribute('href')).toMatch(/^\/services\//);
      expect(site!.projects.every((project) => project.sample)).toBe(true);
    });
  });

  describe('the booking form asks only what can be true', () => {
    const form = () => page('/booking').root.querySelector('form[name="booking-form"]')!;

    it('the state is Florida, a fixed value, not a choice of states', () => {
      const state = form().querySelector('[name="state"]')!;
      expect(state.tagName).toBe('INPUT');
      expect(state.getAttribute('value')).toBe('Florida');
      expect(state.hasAttribute('readonly')).toBe(true);
      expect(visibleText(page('/booking'))).not.toMatch(/Alabama|Georgia/);
    });

    it('without JavaScript, each time is labelled with the days it falls inside the service hours', () => {
      const options = form()
        .querySelectorAll('select[name="time"] option')
        .map((option) => option.text.trim());
      expect(options).toContain('10:00 AM');
      expect(options).toContain('4:00 PM (Mon-Sat)');
      expect(options).toContain('6:00 PM (Mon-Fri)');
    });

    it('is the form the static host detects: data-netlify, name, hidden form-name, data-netlify-honeypot', () => {
      const bookingForm = form();
      expect(bookingForm.getAttribute('data-netlify')).toBe('true');
      expect(bookingForm.getAttribute('data-netlify-honeypot')).toBe('bot-field');
      expect(bookingForm.hasAttribute('netlify-honeypot')).toBe(false);
      expect(bookingForm.querySelector('input[type="hidden"][name="form-name"]')!.getAttribute('value')).toBe('booking-form');
      expect(bookingForm.querySelector('input[name="bot-field"]')).toBeTruthy();
    });

    it('the form with its fixed state and labelled times is valid HTML', async () => {
      expect(await validateHtml(dist, [page('/booking').file])).toEqual([]);
    });

    it('the footer labels its hours "Service hours" on every page', () => {
      for (const htmlPage of pages.filter((rendered) => rendered.html.includes('<div id="root"')))
        expect(htmlPage.root.querySelector('#footer-hours')?.text, htmlPage.url).toBe('Service hours');
    });
  });

  describe('social cards', () => {
    it('every indexable page has og:image (absolute, this site, 1200x630 for real) and twitter:card summary_large_image', () => {
      const indexable = pages.filter((htmlPage) => !isNoindex(htmlPage));
      expect(indexable.length).toBeGreaterThan(30);
      const sizes = new Map<string, string>();
      for (const htmlPage of indexable) {
        const meta = (sel: string) => htmlPage.root.querySelector(sel)?.getAttribute('content') ?? '';
        expect(meta('meta[name="twitter:card"]'), htmlPage.url).toBe('summary_large_image');
        const url = meta('meta[property="og:image"]');
        expect(url, htmlPage.url).toMatch(new RegExp(`^${site!.manifest.site.url.replace(/\./g, '\\.')}/`));
        const path = new URL(url).pathname;
        if (!sizes.has(path)) {
          const file = servedFile(dist, path, files);
          const size = file ? imageSize(readFileSync(file)) : undefined;
          sizes.set(path, size ? `${size.width}x${size.height}` : 'missing');
        }
        expect(sizes.get(path), `${htmlPage.url} ${path}`).toBe('1200x630');
      }
      // One image per page kind, each with its own title.
      expect(sizes.size).toBeGreaterThanOrEqual(12);
    });
  });

  describe('spec items', () => {
    it("the home CTA band's 'Schedule Service in Tampa' is a link to /booking", () => {
      const link = page('/').root.querySelector('#home-cta-heading a');
      expect(link?.text.trim()).toBe('Schedule Service in Tampa');
      expect(link?.getAttribute('href')).toBe('/booking');
    });

    it('the category views, /terms and /privacy set meta keywords (as every indexable page does)', () => {
      const without = pages
        .filter(
          (htmlPage) =>
            htmlPage.html.includes('<div id="root"') &&
            !isNoindex(htmlPage) &&
            !htmlPage.root.querySelector('meta[name="keywords"]')?.getAttribute('content'),
        )
        .map((htmlPage) => htmlPage.url);
      expect(without).toEqual([]);
      for (const url of ['/services/categories/garage-door-repair', '/terms', '/privacy'])
        expect(page(url).root.querySelector('meta[name="keywords"]'), url).toBeTruthy();
    });

    it('no page uses the unprefixed line-clamp property the validator rejects', () => {
      expect(pages.filter((htmlPage) => /(?<![-\w])line-clamp\s*:/.test(htmlPage.html)).map((htmlPage) => htmlPage.url)).toEqual([]);
    });
  });
});
