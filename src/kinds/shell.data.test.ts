import { describe, expect, it } from 'vitest';
import { loadSite } from '../manifest/load';
import { FIXTURE_SITE } from '../../tests/support/fixture-site';
import { buildShell, unbrokenTimes } from './shell.data';

describe("the footer's hours", () => {
  it('keep each time and the span between them on one line; the days may break from them', () => {
    expect(unbrokenTimes('Mon-Fri 7:00 AM-8:00 PM')).toBe('Mon-Fri 7:00\u00a0AM\u20118:00\u00a0PM');
    expect(unbrokenTimes('Mon, Tue & Thu 10:00 AM-4:00 PM')).toBe('Mon, Tue & Thu 10:00\u00a0AM\u20114:00\u00a0PM');
  });

  it("are the site's rows, each so kept", () => {
    const { site } = loadSite(FIXTURE_SITE);
    const { hours } = buildShell(site!);
    expect(hours.length).toBeGreaterThan(0);
    for (const line of hours) expect(line).toMatch(/^\D+ \d{1,2}:\d{2}\u00a0[AP]M\u2011\d{1,2}:\d{2}\u00a0[AP]M$/);
  });
});
