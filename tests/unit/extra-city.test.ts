import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { dataUrl } from '../../src/app/page-store';
import { runBuild } from '../../src/build/build';
import { pageFile } from '../../src/routes/files';
import { invalidateSite } from '../../src/manifest/site';
import { siteCopy } from '../support/site-copy';

const root = siteCopy('extra-city', { buildable: true });
// An absolute output directory outside the project (OUT_DIR=/some/where works as well as dist).
const dist = join(mkdtempSync(join(tmpdir(), 'extra-city-')), 'site');
afterAll(() => {
  invalidateSite();
  rmSync(root, { recursive: true, force: true });
  rmSync(dirname(dist), { recursive: true, force: true });
});

it('adding a city to the data adds its pages, sitemap entries and links, with no code change', async () => {
  process.env.NODE_ENV = 'production';
  expect(await runBuild({ root, outDir: dist, quiet: true })).toBe(0);
  expect(existsSync(join(root, dist))).toBe(false);
  for (const page of ['cities/temple-terrace', 'cities/temple-terrace/riverhills', 'services/spring-replacement/temple-terrace']) {
    expect(existsSync(join(dist, pageFile(`/${page}`))), page).toBe(true);
    expect(existsSync(join(dist, dataUrl(`/${page}`))), page).toBe(true);
  }
  const html = readFileSync(join(dist, pageFile('/cities/temple-terrace')), 'utf8');
  expect(html).toContain('Temple Terrace');
  const locations = readFileSync(join(dist, 'sitemap-locations.xml'), 'utf8');
  expect(locations).toContain('<loc>https://www.example.com/cities/temple-terrace</loc>');
  expect(locations).toContain('<loc>https://www.example.com/cities/temple-terrace/lettuce-lake</loc>');
  expect(readFileSync(join(dist, 'sitemap-services.xml'), 'utf8')).toContain('/services/garage-door-repair/temple-terrace</loc>');
  expect(readFileSync(join(dist, 'sitemap.html'), 'utf8')).toContain('href="/cities/temple-terrace"');
  expect(readFileSync(join(dist, '_redirects'), 'utf8')).toContain('/cities/TEMPLE-TERRACE  /cities/temple-terrace  301!');
});
