import { describe, expect, it } from 'vitest';
import { business } from './business';
import { changed, realSite, run, withManifest } from './test-site';
import { longDate } from '../../manifest/facts';

describe('business', () => {
  it("the real site's facts agree", () => expect(run(business)).toEqual([]));

  it('a review dated after today is refused at its date (a day still to come reads as made up)', () => {
    const site = realSite();
    const reviews = site.reviews.map((review, i) => (i === 1 ? { ...review, date: '2999-05-01' } : review));
    const errors = run(business, changed({ reviews }));
    expect(errors.map((e) => [e.file, e.plain, e.plainHint])).toEqual([
      [
        'content/reviews.yaml',
        `The review by ${site.reviews[1].name} is dated ${longDate('2999-05-01')}, a day still to come`,
        'Write the day the customer gave the review.',
      ],
    ]);
  });

  it('a phone shown and dialled differently, and a time zone that does not exist', () => {
    const second = realSite().manifest.business;
    const errors = run(
      business,
      withManifest({ business: { ...second, phone: { ...second.phone, e164: '+19995550000' }, timeZone: 'America/Atlantis' } }),
    );
    expect(errors.map((e) => e.code)).toEqual(['phone-mismatch', 'schema']);
    expect(errors[1].plainHint).toBe('Write a time zone like America/New_York.');
  });

  it('a day in two rows of the hours, and a row that closes before it opens: each said at its row', () => {
    const second = realSite().manifest.business;
    const service = [
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:00', closes: '20:00' },
      { days: ['Wednesday'], opens: '07:00', closes: '18:00' },
      { days: ['Saturday'], opens: '16:00', closes: '08:00' },
    ] as typeof second.hours.service;
    const errors = run(business, withManifest({ business: { ...second, hours: { ...second.hours, service } } }));
    expect(errors.map((e) => [e.code, e.plain])).toEqual([
      ['hours-conflict', 'Wednesday is in two rows of the service hours: Monday-Friday 7:00 AM-8:00 PM and Wednesday 7:00 AM-6:00 PM'],
      ['hours-conflict', 'The hours for Saturday close at 8:00 AM, not after they open at 4:00 PM'],
    ]);
  });

  it('a price written in words, where its name says it is money; a price, a range or a count of another fact is fine', () => {
    const constants = { ...realSite().manifest.constants, serviceCallFee: 'eighty five', afterHoursFee: '$50-$75', tuneUpPrice: '$1,200+' };
    const errors = run(business, withManifest({ constants }));
    expect(errors.map((e) => [e.code, e.plain, e.plainHint])).toEqual([
      [
        'schema',
        "The service call fee is 'eighty five', which is not a price",
        'Write it in dollars, like $120, or as a range, like $100-$150.',
      ],
    ]);
  });

  it('no featured review', () => {
    const errors = run(business, changed({ reviews: realSite().reviews.map((review) => ({ ...review, featured: false })) }));
    expect(errors.map((e) => e.plain)).toEqual(['0 reviews are featured, and the reviews page shows exactly one']);
  });

  it('two featured reviews: each named, with its date, so the office finds the one to switch off in a folded list', () => {
    const reviews = realSite().reviews.map((review, i) => ({ ...review, featured: i < 2 }));
    const errors = run(business, changed({ reviews }));
    const [first, second] = reviews;
    expect(errors.map((e) => e.plain)).toEqual([
      `2 reviews are featured (${first.name}, ${longDate(first.date)}; ${second.name}, ${longDate(second.date)}), and the reviews page shows exactly one`,
    ]);
    expect(errors[0].plainHint).toBe('Switch "featured" on for exactly one review, and off for the others.');
  });
});
