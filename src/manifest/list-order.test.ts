import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchSite } from '../../tests/support/scratch-site';
import { inListOrder, loadSite } from './load';
import { FIXTURE_SITE } from '../../tests/support/fixture-site';

const FIXTURE = join(import.meta.dirname, '../../tests/fixtures/manifests/extra-city/files');

describe('the order of services, cities and brands', () => {
  it('is the order field, lowest first; items without one come after, by file name', () => {
    const items = [{ id: 'c' }, { id: 'b', order: 20 }, { id: 'a' }, { id: 'z', order: 10 }, { id: 'y', order: 20 }];
    expect(inListOrder(items).map((item) => item.id)).toEqual(['z', 'b', 'y', 'a', 'c']);
  });

  it('puts every main service before every specialized one, each tier in its order', () => {
    const { site } = loadSite(FIXTURE_SITE);
    const tiers = site!.services.map((service) => service.tier);
    expect(tiers.indexOf('specialized')).toBeGreaterThan(tiers.lastIndexOf('main'));
    for (const tier of ['main', 'specialized'] as const) {
      const ofTier = site!.services.filter((service) => service.tier === tier);
      expect(ofTier).toEqual(inListOrder(ofTier));
    }
    expect(site!.cities).toEqual(inListOrder(site!.cities));
    expect(site!.brands).toEqual(inListOrder(site!.brands));
  });

  it('a city is its file: one more file in content/cities/ is one more city, no list to edit', () => {
    const root = scratchSite('extra-city');
    const { site, errors } = loadSite(root);
    rmSync(root, { recursive: true, force: true });
    expect(errors.map((e) => e.format())).toEqual([]);
    const added = readdirSync(join(FIXTURE, 'content/cities')).map((text) => text.replace(/\.yaml$/, ''));
    const before = loadSite(FIXTURE_SITE).site!.cities.map((city) => city.id);
    const after = site!.cities.map((city) => city.id);
    expect(after.sort()).toEqual([...new Set([...before, ...added])].sort());
  });
});
