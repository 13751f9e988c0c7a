import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { dataUrl } from '../../src/app/page-store';
import { runBuild } from '../../src/build/build';
import { pageFile } from '../../src/routes/files';
import { scratchSite } from '../support/scratch-site';
import { href } from '../../src/routes/urls';

const root = scratchSite('extra-city', { buildable: true });
// An absolute output directory outside the project (OUT_DIR=/some/where works as well as dist).
const dist = join(mkdtempSync(join(tmpdir(), 'extra-city-')), 'site');
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(dirname(dist), { recursive: true, force: true });
});

it('adding a city to the data adds its pages and links with no code change; pages without own copy stay out of the sitemaps', async () => {
  process.env.NODE_ENV = 'production';
  expect(await runBuild({ root, outDir: dist, quiet: true })).toBe(0);
  expect(existsSync(join(root, dist))).toBe(false);
  for (const page of [
    'cities/temple-terrace',
    'cities/temple-terrace/riverhills',
    'services/spring-replacement/temple-terrace',
    'services/garage-door-repair/temple-terrace',
  ]) {
    expect(existsSync(join(dist, pageFile(`/${page}`))), page).toBe(true);
    expect(existsSync(join(dist, dataUrl(`/${page}`))), page).toBe(true);
  }
  const html = (page: string) => readFileSync(join(dist, pageFile(`/${page}`)), 'utf8');
  const data = (page: string) => JSON.parse(readFileSync(join(dist, dataUrl(`/${page}`)), 'utf8'));
  expect(html('cities/temple-terrace')).toContain('Temple Terrace');
  const locations = readFileSync(join(dist, 'sitemap-locations.xml'), 'utf8');
  const services = readFileSync(join(dist, 'sitemap-services.xml'), 'utf8');
  // The fixture city's own copy is a few lines, its neighborhoods and service pairs repeat shared
  // copy: all noindex, out of the sitemaps, and still built and linked.
  expect(html('cities/temple-terrace')).toContain('<meta name="robots" content="noindex, follow">');
  expect(locations).not.toContain('/cities/temple-terrace<');
  expect(locations).not.toContain('/cities/temple-terrace/lettuce-lake<');
  expect(html(href('service-areas').slice(1))).toContain('href="/cities/temple-terrace"');
  expect(services).not.toContain('/services/spring-replacement/temple-terrace<');
  expect(html('services/spring-replacement/temple-terrace')).toContain('<meta name="robots" content="noindex, follow">');
  expect(data('services/spring-replacement/temple-terrace').head.noindex).toBe(true);
  expect(html('cities/temple-terrace')).toContain('href="/cities/temple-terrace/lettuce-lake"');
  // The one pair given its own copy (content/local/services/garage-door-repair/temple-terrace.yaml) is indexable.
  expect(services).toContain('<loc>https://www.example.com/services/garage-door-repair/temple-terrace</loc>');
  expect(html('services/garage-door-repair/temple-terrace')).toContain('Along the river bends');
  expect(html('services/garage-door-repair/temple-terrace')).not.toContain('noindex');
  expect(data('services/garage-door-repair/temple-terrace').head.noindex).toBe(false);
  expect(readFileSync(join(dist, 'sitemap.html'), 'utf8')).toContain('href="/services/garage-door-repair/temple-terrace"');
  expect(readFileSync(join(dist, '_redirects'), 'utf8')).toContain('/cities/TEMPLE-TERRACE  /cities/temple-terrace  301!');
});

it('building again after the city is taken out leaves none of its files, and every compressed file holds its page as now built', async () => {
  // The first build's output is live; the second is made in recycled space (src/build/output.ts)
  // and must end up with exactly its own files.
  const yaml = join(root, 'site.yaml');
  writeFileSync(yaml, readFileSync(yaml, 'utf8').replace(', temple-terrace]', ']'));
  rmSync(join(root, 'content/cities/temple-terrace.yaml'));
  rmSync(join(root, 'content/local/services/garage-door-repair/temple-terrace.yaml'));
  // Twice: the first build here is made in new space (there is no build before last yet); the
  // second is made in the first test's output, city and all.
  expect(await runBuild({ root, outDir: dist, quiet: true })).toBe(0);
  expect(await runBuild({ root, outDir: dist, quiet: true })).toBe(0);
  const files: string[] = [];
  const empty: string[] = [];
  const walk = (dir: string) => {
    const names = readdirSync(dir);
    if (!names.length) empty.push(relative(dist, dir));
    for (const name of names) {
      const file = join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else files.push(relative(dist, file));
    }
  };
  walk(dist);
  expect(files.filter((file) => file.includes('temple-terrace'))).toEqual([]);
  expect(empty).toEqual([]);
  expect(readFileSync(join(dist, pageFile(href('service-areas'))), 'utf8')).not.toContain('temple-terrace');
  for (const file of files.filter((name) => /\.(br|gz)$/.test(name))) {
    const page = file.replace(/\.(br|gz)$/, '');
    expect(files, `${file} without ${page}`).toContain(page);
    const packed = readFileSync(join(dist, file));
    const unpacked = file.endsWith('.br') ? brotliDecompressSync(packed) : gunzipSync(packed);
    expect(unpacked.equals(readFileSync(join(dist, page))), `${file} holds ${page} as built`).toBe(true);
  }
});
