import { describe, expect, it } from 'vitest';
import type { Site } from '../../manifest/load';
import { isRange, rangeLimits, rangeLimitsRule } from './range-limits';
import { changed, realSite, run } from './test-site';

/** The fixture site's facts whose value is a range, by name. */
const ranges = () => Object.fromEntries(Object.entries(realSite().facts).filter(([, value]) => isRange(value)));

/** A YAML text of the fixture site replaced by `text`: the site, and the file and path that changed. */
function withText(file: string, path: Array<string | number>, text: string): Site {
  const site = realSite();
  const source = site.sources.get(file)!;
  const data = structuredClone(source.data) as Record<string, unknown>;
  const parent = path.slice(0, -1).reduce<Record<string | number, unknown>>((node, key) => node[key] as Record<string, unknown>, data);
  parent[path[path.length - 1]] = text;
  return changed({ sources: new Map([...site.sources, [file, { ...source, data }]]) });
}

describe('a range after a comparison', () => {
  it("passes the fixture site's copy", () => expect(run(rangeLimitsRule)).toEqual([]));

  it('the fixture site has facts that are ranges and facts that are one value, so the rule is tried on both', () => {
    expect(isRange(realSite().facts.doorReplaceAge)).toBe(true);
    expect(isRange(realSite().facts.emergencyResponse)).toBe(true);
    expect(isRange(realSite().facts.repairCostThreshold)).toBe(false);
  });

  it.each([
    ['older than', 'older'],
    ['younger than', 'newer'],
    ['newer than', 'newer'],
    ['more than', 'more'],
    ['over', 'more'],
    ['at least', 'more'],
    ['less than', 'less'],
    ['under', 'less'],
    ['at most', 'less'],
  ])('refuses "%s" before every fact whose value is a range', (comparison, direction) => {
    for (const [name, value] of Object.entries(ranges())) {
      const text = `Call us when it is ${comparison} {{${name}}}.`;
      expect(rangeLimits(text, ranges()), text).toEqual([
        { words: `${comparison} {{${name}}}`, comparison, direction, range: `{{${name}}}`, value },
      ]);
    }
  });

  it.each([
    ['Replace a door older than 12-18 years.', 'older than 12-18 years', '12-18'],
    ['The house is older than 5 - 7 years.', 'older than 5 - 7 years', '5 - 7'],
    ['Openers less than 10–15 years old are worth repairing.', 'less than 10–15 years', '10–15'],
    ['A door over 10 to 20 years old.', 'over 10 to 20 years', '10 to 20'],
    ['Repairs over $200-$300 need approval.', 'over $200-$300', '$200-$300'],
    ['At most 3-4 hours away.', 'At most 3-4 hours', '3-4'],
  ])('refuses a typed range after a comparison: "%s"', (text, words, value) =>
    expect(rangeLimits(text, {}).map((limit) => [limit.words, limit.value])).toEqual([[words, value]]),
  );

  it.each([
    'We arrive within {{emergencyResponse}} for emergencies.',
    'Most emergency calls are answered within 3-4 hours.',
    'A door past the {{doorReplaceAge}} most doors last is often better replaced.',
    'A door {{doorReplaceAge}} old or more is often better replaced.',
    'Springs usually last {{springLifespan}}.',
    'We have installed many in the past 2-3 years.',
    'Prices went up over the past 2-3 years.',
    'Closed over 2026-12-24 and the days after.',
    'Replacement makes sense when a repair costs more than {{repairCostThreshold}} of a new door.',
    'Doors that run more than 12 times a day wear faster.',
    'A page of {{city}} names more than {{city}}.',
  ])('lets "%s" pass', (text) => expect(rangeLimits(text, ranges())).toEqual([]));

  it('lets a comparison before any fact of one value pass', () => {
    for (const [name, value] of Object.entries(realSite().facts))
      if (!isRange(value)) expect(rangeLimits(`more than {{${name}}}`, ranges()), name).toEqual([]);
  });

  it("refuses a comparison before {{price}} when a service's price is a range", () => {
    const site = realSite();
    const ranged = site.services.find((service) => service.price && isRange(site.facts[service.price]));
    expect(ranged).toBeDefined();
    const file = `content/services/${ranged!.id}.yaml`;
    const errors = run(rangeLimitsRule, withText(file, ['description'], 'Springs for more than {{price}} are rare.'));
    expect(errors.map((e) => [e.code, e.file, e.path])).toEqual([['range-as-limit', file, 'description']]);
  });

  it('names the file, the line, the range it reads and a wording that holds for the whole range', () => {
    const file = 'content/pages/neighborhood.yaml';
    const errors = run(
      rangeLimitsRule,
      withText(file, ['blocks', 'hero', 'intro'], 'Doors older than {{doorReplaceAge}} get a free estimate.'),
    );
    expect(errors.map((e) => [e.code, e.file, e.path])).toEqual([['range-as-limit', file, 'blocks.hero.intro']]);
    expect(errors[0].line).toBeGreaterThan(1);
    expect(errors[0].message).toBe(
      `"older than {{doorReplaceAge}}" puts a range (${realSite().facts.doorReplaceAge}) after "older than": a reader cannot tell which number is the limit`,
    );
    expect(errors[0].plainHint).toContain('"past the {{doorReplaceAge}} most of them last"');
  });

  it("looks at site.yaml's texts too (a page's description)", () => {
    const { routes } = realSite().sources.get('site.yaml')!.data as { routes: Array<{ description?: unknown }> };
    const index = routes.findIndex((route) => typeof route.description === 'string');
    const errors = run(rangeLimitsRule, withText('site.yaml', ['routes', index, 'description'], 'Help in under {{emergencyResponse}}.'));
    expect(errors.map((e) => [e.code, e.file, e.path, e.plainHint])).toEqual([
      [
        'range-as-limit',
        'site.yaml',
        `routes[${index + 1}].description`,
        'Say what holds for the whole range, for example "within {{emergencyResponse}}" or "{{emergencyResponse}} or less".',
      ],
    ]);
  });

  it("reports a page body's line", () => {
    const site = realSite();
    const [file, text] = Object.entries(site.mdx)[0];
    const errors = run(
      rangeLimitsRule,
      changed({ mdx: { ...site.mdx, [file]: `${text}\n\nIf the wait is more than {{emergencyResponse}}, call.\n` } }),
    );
    expect(errors.map((e) => [e.code, e.file, e.line, e.hint])).toEqual([
      [
        'range-as-limit',
        file,
        text.split('\n').length + 2,
        'Say what holds for the whole range: "{{emergencyResponse}} or more", or "beyond the usual {{emergencyResponse}}".',
      ],
    ]);
  });
});
