import { describe, expect, it } from 'vitest';
import { inlandSentence, saltClaims } from '../../checks/rules/coast';
import { loadSite } from '../../manifest/load';
import { expandRoutes } from '../../routes/table';
import { makeContext } from '../context';
import { pageProps, type ServiceCityProps } from './data';
import { FIXTURE_SITE } from '../../../tests/support/fixture-site';

const { site, errors } = loadSite(FIXTURE_SITE);
if (!site) throw new Error(errors.map((e) => e.format()).join('\n'));
const pages = expandRoutes(site).filter((p) => p.kind === 'service-city');
const built = pages.map((entry) => {
  const props = pageProps(makeContext(site, entry)).props as Exclude<ServiceCityProps, { missing: unknown }>;
  const [serviceId, cityId] = [entry.params.serviceId, entry.params.cityId];
  return {
    url: entry.url,
    props,
    service: site.services.find((s) => s.id === serviceId)!,
    city: site.cities.find((c) => c.id === cityId)!,
    text: JSON.stringify(props),
  };
});

describe('the service-in-city template says only true things', () => {
  it("speaks to a business service's own audience: no homes, homeowners or household rules, no homes' conditions", () => {
    const business = built.filter((b) => b.service.audience === 'business');
    expect(business.length).toBeGreaterThan(0);
    for (const b of business) {
      const own = b.props.own ? JSON.stringify(b.props.own) : '';
      const template = b.text.replace(own, '');
      expect(template, b.url).not.toMatch(/\bhomeowners?\b|\bHomes\b/);
      expect(template, b.url).not.toContain(`(${site.facts.minimumAge})`);
      expect(b.props.conditions.items, b.url).toEqual([]);
    }
  });

  it("takes its first question from the service, and a repair page's questions never speak of custom-door lead times", () => {
    for (const b of built) {
      expect(b.props.faq.items[0].question, b.url).toBe(b.service.faq[0].question.replace('{{city}}', b.city.name));
      if (b.service.workType === 'repair') expect(JSON.stringify(b.props.faq), b.url).not.toContain(site.facts.customDoorLeadTime);
    }
  });

  it('checks only conditions that concern the service: no keypad on a page whose service is not about keypads', () => {
    for (const b of built) {
      const about = [b.service.title, ...b.service.seoKeywords, ...b.service.issues, ...b.service.symptoms].join(' ');
      if (/keypad|remote|opener/i.test(about)) continue;
      for (const c of b.props.conditions.items) expect(`${c.title} ${c.text}`, b.url).not.toMatch(/keypad/i);
    }
  });

  it('never speaks of salt-air corrosion in a city whose own page says it lies inland', () => {
    // "Brandon sits inland, so salt is rarely the issue": the city's own words, read as the check reads them.
    const inland = built.filter((b) => inlandSentence(b.city));
    expect(inland.length).toBeGreaterThan(0);
    for (const b of inland) expect(saltClaims(strings(b.props).join(' ')), b.url).toEqual([]);
  });
});

/** Every string of a page's props, whatever its depth. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => strings(v, out));
  return out;
}
