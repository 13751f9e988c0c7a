import { describe, expect, it } from 'vitest';
import { knownIds } from './ids';
import { changed, realSite, run } from './test-site';

describe('known-ids', () => {
  it('the real site names only ids that exist', () => expect(run(knownIds)).toEqual([]));

  it('a misspelt related service gets "did you mean", in both voices', () => {
    const [service, ...rest] = realSite().services;
    const other = rest[0].id;
    const typo = other.slice(0, -1);
    const errors = run(knownIds, changed({ services: [{ ...service, relatedServices: [typo] }, ...rest] }));
    expect(errors.map((e) => [e.code, e.message, e.hint, e.plainHint])).toEqual([
      ['unknown-id', `unknown service id '${typo}'`, `Did you mean '${other}'?`, `Did you mean ${other}?`],
    ]);
  });

  it('a service related to itself, and a city in a county that does not exist', () => {
    const [service, ...services] = realSite().services;
    const [city, ...cities] = realSite().cities;
    const errors = run(
      knownIds,
      changed({
        services: [{ ...service, relatedServices: [service.id] }, ...services],
        cities: [{ ...city, county: 'Nowhere' }, ...cities],
      }),
    );
    expect(errors.map((e) => e.message)).toEqual(['a service cannot be related to itself', "unknown county id 'Nowhere'"]);
  });
});
