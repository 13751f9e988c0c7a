import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { readPages } from '../../src/build/audit/files';
import type { HTMLElement } from 'node-html-parser';
import { altProblem } from '../../src/manifest/photo-alt';
import { fixtureBuild } from '../support/fixture-build';

/** The fixture site as built by the suite's setup: its pages, and the photos its content names. */
const { root, dist } = fixtureBuild();
const pages = readPages(dist);
type Photo = { image: string; alt: string; sample?: boolean };
const projects = (
  parse(readFileSync(join(root, 'content/projects.yaml'), 'utf8')) as { projects: Array<{ id: string; before?: Photo; after?: Photo }> }
).projects;

describe('content photos on the built pages', () => {
  const figures = pages.flatMap((htmlPage) =>
    htmlPage.root.querySelectorAll('[data-photo]').map((figure) => ({ url: htmlPage.url, figure })),
  );

  it('the content names a photo and a page shows it', () => {
    expect(projects.some((project) => project.before || project.after)).toBe(true);
    expect(figures.length).toBeGreaterThan(0);
  });

  it('each photo is a <picture> with AVIF and WebP sources, a JPEG with its width and height, loaded lazily, described', () => {
    for (const { url, figure } of figures) {
      const types = figure.querySelectorAll('picture > source').map((source) => source.getAttribute('type'));
      expect(types, url).toEqual(['image/avif', 'image/webp']);
      const img = figure.querySelector('picture > img')!;
      expect(img, url).not.toBeNull();
      expect(Number(img.getAttribute('width')), url).toBeGreaterThan(0);
      expect(Number(img.getAttribute('height')), url).toBeGreaterThan(0);
      expect(img.getAttribute('loading'), url).toBe('lazy');
      const alt = img.getAttribute('alt') ?? '';
      expect(altProblem(alt, img.getAttribute('src')!), `${url}: ${alt}`).toBeUndefined();
      // Every file the picture names was made by the build.
      const named = [
        img.getAttribute('src')!,
        ...[img, ...figure.querySelectorAll('source')].flatMap((element) => srcSet(element.getAttribute('srcset'))),
      ];
      for (const file of named) expect(existsSync(join(dist, file)), `${url}: ${file}`).toBe(true);
    }
  });

  it('a sample photo carries its visible mark', () => {
    const samples = figures.filter(({ figure }) => figure.hasAttribute('data-sample'));
    expect(samples.length).toBe(projects.flatMap((project) => [project.before, project.after]).filter((photo) => photo?.sample).length);
    for (const { url, figure } of samples) expect(figure.querySelector('[data-sample-mark]')?.text, url).toMatch(/sample photo/i);
  });

  it('a job card shows a photo only when its entry has one: no empty box without', () => {
    let cards = 0;
    for (const page of pages)
      for (const card of page.root.querySelectorAll('[data-project]')) {
        cards++;
        const entry = projects.find((project) => project.id === card.getAttribute('data-project'))!;
        const photos = card.querySelectorAll('figure, picture, img');
        if (entry.before || entry.after) expect(card.querySelectorAll('[data-photo] img'), page.url).toHaveLength(1);
        else expect(photos, `${page.url}: ${entry.id}`).toHaveLength(0);
      }
    expect(cards).toBeGreaterThan(projects.length - 1);
  });

  it('a service, a review and the about page show a photo only where the content names one: no empty box, no section without', () => {
    const read = <T>(file: string) => parse(readFileSync(join(root, file), 'utf8')) as T;
    const reviews = read<{ reviews: Array<{ id: string; name: string; photo?: Photo; home?: boolean }> }>('content/reviews.yaml').reviews;
    const about = read<{ blocks: { photos: { photos?: Photo[] } } }>('content/pages/about.yaml').blocks.photos.photos ?? [];
    const shown = (el: HTMLElement | null) => el?.querySelectorAll('[data-photo] img').length ?? 0;
    const boxes = (el: HTMLElement | null) => el?.querySelectorAll('figure, picture, img').length ?? 0;

    const aboutPage = pages.find((htmlPage) => htmlPage.url === '/about')!;
    expect(shown(aboutPage.root.querySelector('#team'))).toBe(about.length);
    if (!about.length) expect(aboutPage.root.querySelector('#team')).toBeNull();

    let services = 0;
    for (const file of readdirSync(join(root, 'content/services'))) {
      const service = read<{ id: string; photo?: Photo }>(`content/services/${file}`);
      const page = pages.find((htmlPage) => htmlPage.url === `/services/${service.id}`);
      if (!page) continue;
      services++;
      const block = page.root.querySelector('#about');
      expect(shown(block), page.url).toBe(service.photo ? 1 : 0);
      expect(boxes(block), page.url).toBe(service.photo ? 1 : 0);
    }
    expect(services).toBeGreaterThan(1);

    const list = pages.find((htmlPage) => htmlPage.url === '/reviews')!.root;
    const home = pages.find((htmlPage) => htmlPage.url === '/')!.root;
    for (const review of reviews) {
      const card = list.querySelector(`article[aria-labelledby="review-${review.id}"]`);
      expect(card, review.id).not.toBeNull();
      expect(boxes(card), review.id).toBe(review.photo ? 1 : 0);
      if (!review.home) continue;
      const slide = home
        .querySelectorAll('[aria-roledescription="slide"]')
        .find((candidate) => candidate.querySelector('.who')?.text.trim().startsWith(review.name));
      expect(slide, review.id).toBeDefined();
      expect(boxes(slide!), review.id).toBe(review.photo ? 1 : 0);
    }
  });

  it('the home hero stays the first picture, loaded at once (the largest paint), and no page loads a content photo eagerly', () => {
    const home = pages.find((htmlPage) => htmlPage.url === '/')!;
    const first = home.root.querySelector('main img');
    expect(first).not.toBeNull();
    expect(first?.getAttribute('loading')).not.toBe('lazy');
    for (const { url, figure } of figures) expect(figure.querySelector('img')?.getAttribute('fetchpriority'), url).toBeUndefined();
  });
});

function srcSet(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);
}
