import { describe, expect, it } from 'vitest';
import { idsTakenAway } from './gone-pages';

describe('a save that can take a page off the site', () => {
  const city = {
    id: 'tampa',
    neighborhoods: [
      { id: 'ybor-city', name: 'Ybor City' },
      { id: 'hyde-park', name: 'Hyde Park' },
    ],
  };

  it('takes an id away: an entry removed, or its id changed', () => {
    expect(idsTakenAway(city, { ...city, neighborhoods: [city.neighborhoods[0]] })).toBe(true);
    expect(idsTakenAway(city, { ...city, neighborhoods: [city.neighborhoods[0], { id: 'hyde-park-north', name: 'Hyde Park' }] })).toBe(
      true,
    );
  });

  it('keeps every id: words changed, or an entry added, are not asked about', () => {
    expect(idsTakenAway(city, { ...city, neighborhoods: [{ ...city.neighborhoods[0], name: 'Ybor' }, city.neighborhoods[1]] })).toBe(false);
    expect(idsTakenAway(city, { ...city, neighborhoods: [...city.neighborhoods, { id: 'palma-ceia', name: 'Palma Ceia' }] })).toBe(false);
  });
});
