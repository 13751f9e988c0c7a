import { expect, it } from 'vitest';
import { checkSite } from '../checks/site';
import { loadSite } from './load';
import { FIXTURE_SITE } from '../../tests/support/fixture-site';

it('the check refuses a time zone the runtime does not know, at its line in site.yaml', () => {
  const { site } = loadSite(FIXTURE_SITE);
  const manifest = structuredClone(site!.manifest);
  manifest.business.timeZone = 'America/Tampa_Bay';
  const errors = checkSite({ ...site!, manifest }).filter((e) => e.path === 'business.timeZone');
  expect(errors.map((e) => e.format())).toEqual([
    expect.stringMatching(
      /^site\.yaml:\d+:\d+ {2}business\.timeZone\n {2}error \[schema\] 'America\/Tampa_Bay' is not a known time zone\n {2}fix: Use an IANA name such as America\/New_York\.$/,
    ),
  ]);
  expect(checkSite(site!).filter((e) => e.path === 'business.timeZone')).toEqual([]);
});
