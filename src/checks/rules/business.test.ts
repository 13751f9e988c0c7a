import { describe, expect, it } from 'vitest';
import { business } from './business';
import { changed, realSite, run, withManifest } from './test-site';

describe('business', () => {
  it("the real site's facts agree", () => expect(run(business)).toEqual([]));

  it('a phone shown and dialled differently, and a time zone that does not exist', () => {
    const second = realSite().manifest.business;
    const errors = run(
      business,
      withManifest({ business: { ...second, phone: { ...second.phone, e164: '+19995550000' }, timeZone: 'America/Atlantis' } }),
    );
    expect(errors.map((e) => e.code)).toEqual(['phone-mismatch', 'schema']);
    expect(errors[1].plainHint).toBe('Write a time zone like America/New_York.');
  });

  it('no featured review', () => {
    const errors = run(business, changed({ reviews: realSite().reviews.map((review) => ({ ...review, featured: false })) }));
    expect(errors.map((e) => e.plain)).toEqual(['0 reviews are featured, and the reviews page shows exactly one']);
  });
});
