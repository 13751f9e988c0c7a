import { describe, expect, it } from 'vitest';
import { scratchSite } from '../../tests/support/scratch-site';
import { checkSite } from '../checks/site';
import { loadSite } from './load';
import { ratingsAreSamples } from './review-figures';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURE_SITE } from '../../tests/support/fixture-site';

function problems(root: string) {
  const { site, errors } = loadSite(root);
  return [...errors, ...(site ? checkSite(site) : [])].filter((e) => e.severity === 'error');
}

describe('review figures are counted, never typed', () => {
  it('the facts copy uses are counted from content/reviews.yaml', () => {
    const { site } = loadSite(FIXTURE_SITE);
    const ratings = site!.reviews.map((review) => review.rating);
    const five = ratings.filter((rating) => rating === 5).length;
    expect(site!.facts.reviewCount).toBe(String(ratings.length));
    expect(site!.facts.fiveStarCount).toBe(String(five));
    expect(site!.facts.fiveStarShare).toBe(`${Math.round((100 * five) / ratings.length)}%`);
    expect(site!.facts.averageRating).toBe((Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10).toFixed(1));
    expect(Object.keys(site!.manifest.constants)).not.toEqual(expect.arrayContaining(['reviewCount']));
  });

  it('a typed rating, review count, 5-star share or satisfaction rate in copy fails the check', () => {
    expect(problems(scratchSite('typed-claims')).map((e) => e.format())).toMatchInlineSnapshot(`
      [
        "content/pages/about.yaml:63:9  blocks.whyChoose.items[4].text
        error [typed-claim] '4.9 out of 5' types a rating or a review figure into copy
        fix: Ratings and review figures are counted from content/reviews.yaml: write {{averageRating}}, {{reviewCount}}, {{fiveStarCount}} or {{fiveStarShare}}.",
        "content/pages/reviews.yaml:4:5  blocks.hero.intro
        error [typed-claim] '98% customer satisfaction' types a rating or a review figure into copy
        fix: Ratings and review figures are counted from content/reviews.yaml: write {{averageRating}}, {{reviewCount}}, {{fiveStarCount}} or {{fiveStarShare}}.",
        "content/pages/reviews.yaml:12:9  blocks.stats.items[2].value
        error [typed-claim] '500+ Reviews' types a rating or a review figure into copy
        fix: Ratings and review figures are counted from content/reviews.yaml: write {{averageRating}}, {{reviewCount}}, {{fiveStarCount}} or {{fiveStarShare}}.",
        "content/pages/reviews.yaml:14:9  blocks.stats.items[3].value
        error [typed-claim] '90% 5-Star' types a rating or a review figure into copy
        fix: Ratings and review figures are counted from content/reviews.yaml: write {{averageRating}}, {{reviewCount}}, {{fiveStarCount}} or {{fiveStarShare}}.",
      ]
    `);
  });
});

describe('recent projects', () => {
  it('a project at an unknown place, or the same project at two places, fails the check', () => {
    expect(problems(scratchSite('project-errors')).map((e) => e.format())).toMatchInlineSnapshot(`
      [
        "content/projects.yaml:74:5  projects[6].neighborhood
        error [unknown-id] unknown Brandon neighborhood id 'heather-lake'
        fix: Did you mean 'heather-lakes'?",
        "content/projects.yaml:163:5  projects[14].text
        error [duplicate-id] the same project is listed for two places (as projects[1] too, line 16)
        fix: One job is one entry, shown where it was done: remove the copy or describe the other job.",
      ]
    `);
  });

  it('lists every sample project for launch, like sample reviews', () => {
    const { site } = loadSite(FIXTURE_SITE);
    const launch = checkSite(site!, { launch: true }).filter(
      (e) => e.code === 'placeholder' && e.file === 'content/projects.yaml' && e.message.startsWith('sample project'),
    );
    expect(launch).toHaveLength(site!.projects.filter((project) => project.sample).length);
    expect(launch.length).toBeGreaterThan(0);
    expect(launch.every((e) => e.severity === 'error' && /sample project '[a-z0-9-]+'/.test(e.message) && e.line > 1)).toBe(true);
    expect(
      checkSite(site!)
        .filter((e) => e.file === 'content/projects.yaml')
        .every((e) => e.severity === 'warning'),
    ).toBe(true);
  });

  it('lists every sample photo for launch at its line, by the photo it shows', () => {
    const { site } = loadSite(FIXTURE_SITE);
    const photos = site!.projects
      .flatMap((project) => [project.before, project.after])
      .filter((photoBeforeTheWork) => photoBeforeTheWork?.sample);
    const launch = checkSite(site!, { launch: true }).filter((e) => e.code === 'placeholder' && e.message.startsWith('sample photo'));
    expect(photos.length).toBeGreaterThan(0);
    expect(launch.map((e) => e.message)).toEqual(photos.map((photo) => `sample photo '${photo!.image}' is not real content`));
    expect(launch.every((e) => e.severity === 'error' && e.file === 'content/projects.yaml' && e.line > 1)).toBe(true);
  });
});

describe('claims the owner confirms', () => {
  const claimsOf = (site: NonNullable<ReturnType<typeof loadSite>['site']>) =>
    Object.entries(site.manifest.claims) as Array<[string, { value: string; source: string; confirmed: boolean }]>;

  it('every claim names what backs it, and copy reads it as a fact', () => {
    const { site } = loadSite(FIXTURE_SITE);
    for (const [fact, claim] of claimsOf(site!)) {
      expect(claim.source.length, fact).toBeGreaterThan(2);
      expect(site!.facts[fact], fact).toBe(claim.value);
    }
  });

  it('--launch lists each unconfirmed claim at its line, and none the owner confirmed; the normal check only warns', () => {
    const { site } = loadSite(FIXTURE_SITE);
    const claims = claimsOf(site!);
    expect(claims.length).toBeGreaterThan(1);
    // The owner confirms the first claim; every other stays unconfirmed.
    const [[confirmedFact], ...rest] = claims;
    for (const [fact, claim] of claims) claim.confirmed = fact === confirmedFact;
    const source = site!.sources.get('site.yaml')!;
    const listed = (launch: boolean) => checkSite(site!, { launch }).filter((e) => e.code === 'unconfirmed-claim');
    const launch = listed(true);
    expect(launch.map((e) => [e.file, e.line])).toEqual(
      rest.map(([fact]) => ['site.yaml', source.locate(['claims', fact, 'confirmed']).line]),
    );
    expect(launch.every((e) => e.severity === 'error')).toBe(true);
    rest.forEach(([fact, claim], i) => {
      expect(launch[i].message).toContain(claim.value);
      expect(launch[i].message).toContain(claim.source);
      expect(launch[i].message).toContain(fact);
    });
    expect(listed(false).length).toBe(rest.length);
    expect(listed(false).every((e) => e.severity === 'warning')).toBe(true);
  });

  it("a claim's value typed into copy fails the check like a constant's", () => {
    const { site } = loadSite(FIXTURE_SITE);
    const [fact, claim] = claimsOf(site!).find(([, counter]) => /\$\d/.test(counter.value))!;
    site!.pages.about.blocks.hero.intro = `Most jobs cost ${claim.value}.`;
    const source = site!.sources.get('content/pages/about.yaml')!;
    (source.data as { blocks: { hero: { intro: string } } }).blocks.hero.intro = `Most jobs cost ${claim.value}.`;
    const typed = checkSite(site!).filter((e) => e.file === 'content/pages/about.yaml' && e.severity === 'error');
    expect(typed.map((e) => e.hint)).toEqual([expect.stringContaining(`{{${fact}}}`)]);
  });
});

describe('review figures count the real reviews', () => {
  it('once one review is real, the figures are its own, not the samples beside it; until then they are the samples, marked as such', () => {
    const root = scratchSite();
    try {
      const all = loadSite(root).site!;
      expect(ratingsAreSamples(all.reviews)).toBe(true);
      expect(all.facts.reviewCount).toBe(String(all.reviews.length));
      const file = join(root, 'content/reviews.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace('    sample: true\n', '    sample: false\n'));
      const { site } = loadSite(root);
      const real = site!.reviews.filter((review) => !review.sample);
      expect(real).toHaveLength(1);
      expect(ratingsAreSamples(site!.reviews)).toBe(false);
      expect(site!.facts.reviewCount).toBe('1');
      expect(site!.facts.averageRating).toBe(real[0].rating.toFixed(1));
      expect(site!.facts.fiveStarCount).toBe(real[0].rating === 5 ? '1' : '0');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
