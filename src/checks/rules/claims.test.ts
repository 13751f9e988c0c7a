import { describe, expect, it } from 'vitest';
import type { Site } from '../../manifest/load';
import { claims, unsupportedClaim } from './claims';
import { realSite, run } from './test-site';

describe('claims', () => {
  it("passes the project's own site", () => expect(run(claims)).toEqual([]));

  it.each([
    ['Local technicians who work in {{city}} every week', 'claim-presence'],
    ['Our technicians are in these Tampa neighborhoods every week, and we serve the rest.', 'claim-presence'],
    ['Builders installed them on thousands of homes, so we see them daily in communities.', 'claim-presence'],
    ['A local technician sees all of these every week and knows the parts.', 'claim-presence'],
    ["Tampa's #1 garage door company", 'claim-rank'],
    ['The most trusted name in garage doors', 'claim-rank'],
    ['Best in Tampa Bay for springs', 'claim-rank'],
    ['Top-rated technicians at the lowest prices', 'claim-rank'],
    ['Verified Customer', 'claim-badge'],
    ['Licensed and Certified', 'claim-badge'],
    ['Our certified technicians arrive on time.', 'claim-badge'],
  ])('refuses "%s"', (text, id) => expect(unsupportedClaim(text)?.id).toBe(id));

  it.each([
    'Call in the morning: the best time to reach the office is before 10.',
    'Polyurethane-filled doors insulate best for their thickness.',
    'Homes on the barrier islands take salt spray every day.',
    'Keypads are the part of the system people touch every day.',
    'The door is cycled under its normal load and safety devices are verified.',
    'The enclosure needs flood openings, and certified vents can be installed.',
    'After years of daily use the rollers crack.',
    'A broken spring is the most common reason a door will not open.',
    'Doors that run more than 10 times a day are best serviced every quarter.',
  ])('lets "%s" pass', (text) => expect(unsupportedClaim(text)).toBeUndefined());

  it('names the file, the line and what to write instead', () => {
    const site = realSite();
    const file = 'content/pages/neighborhood.yaml';
    const source = site.sources.get(file)!;
    const data = structuredClone(source.data) as { blocks: { hero: { intro: string } } };
    data.blocks.hero.intro = 'The most trusted team in {{city}}.';
    const sources: Site['sources'] = new Map([...site.sources, [file, { ...source, data }]]);
    const errors = run(claims, { ...site, sources });
    expect(errors.map((e) => [e.code, e.file, e.path])).toEqual([['unsupported-claim', file, 'blocks.hero.intro']]);
    expect(errors[0].line).toBeGreaterThan(1);
    expect(errors[0].message).toContain('"most trusted"');
    expect(errors[0].hint).toContain('{{warranty}}');
  });
});
