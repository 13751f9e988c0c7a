import { describe, expect, it } from 'vitest';
import { inlandSentence, saltClaims } from '../../checks/rules/coast';
import { loadSite } from '../../manifest/load';
import { expandRoutes } from '../../routes/table';
import { makeContext } from '../context';
import { asksTheSame, pageProps, type ServiceCityProps } from './data';
import { FIXTURE_SITE } from '../../../tests/support/fixture-site';

const { site, errors } = loadSite(FIXTURE_SITE);
if (!site) throw new Error(errors.map((e) => e.format()).join('\n'));
const pages = expandRoutes(site).filter((pageEntry) => pageEntry.kind === 'service-city');
const built = pages.map((entry) => {
  const props = pageProps(makeContext(site, entry)).props as Exclude<ServiceCityProps, { missing: unknown }>;
  const [serviceId, cityId] = [entry.params.serviceId, entry.params.cityId];
  return {
    url: entry.url,
    props,
    service: site.services.find((service) => service.id === serviceId)!,
    city: site.cities.find((city) => city.id === cityId)!,
    text: JSON.stringify(props),
  };
});

describe('the service-in-city template says only true things', () => {
  it("speaks to a business service's own audience: no homes, homeowners or household rules, no homes' conditions", () => {
    const business = built.filter((item) => item.service.audience === 'business');
    expect(business.length).toBeGreaterThan(0);
    for (const second of business) {
      const own = second.props.own ? JSON.stringify(second.props.own) : '';
      const template = second.text.replace(own, '');
      expect(template, second.url).not.toMatch(/\bhomeowners?\b|\bHomes\b/);
      expect(template, second.url).not.toContain(`(${site.facts.minimumAge})`);
      expect(second.props.conditions.items, second.url).toEqual([]);
    }
  });

  it("takes its first question from the service, and a repair page's questions never speak of custom-door lead times", () => {
    for (const second of built) {
      expect(second.props.faq.items[0].question, second.url).toBe(second.service.faq[0].question.replace('{{city}}', second.city.name));
      if (second.service.workType === 'repair')
        expect(JSON.stringify(second.props.faq), second.url).not.toContain(site.facts.customDoorLeadTime);
    }
  });

  it('asks each question once: no two of its questions open alike ("How much does ..." twice)', () => {
    for (const second of built) {
      const questions = second.props.faq.items.map((item) => item.question);
      for (const [i, question] of questions.entries())
        for (const later of questions.slice(i + 1))
          expect(asksTheSame(question, later), `${second.url}: ${question} / ${later}`).toBe(false);
      expect(questions.length, second.url).toBe(4);
    }
  });

  it('checks only conditions that concern the service: no keypad on a page whose service is not about keypads', () => {
    for (const second of built) {
      const about = [second.service.title, ...second.service.seoKeywords, ...second.service.issues, ...second.service.symptoms].join(' ');
      if (/keypad|remote|opener/i.test(about)) continue;
      for (const item of second.props.conditions.items) expect(`${item.title} ${item.text}`, second.url).not.toMatch(/keypad/i);
    }
  });

  it('never speaks of salt-air corrosion in a city whose own page says it lies inland', () => {
    // "Brandon sits inland, so salt is rarely the issue": the city's own words, read as the check reads them.
    const inland = built.filter((item) => inlandSentence(item.city));
    expect(inland.length).toBeGreaterThan(0);
    for (const second of inland) expect(saltClaims(strings(second.props).join(' ')), second.url).toEqual([]);
  });
});

/** Every string of a page's props, whatever its depth. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((item) => strings(item, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => strings(item, out));
  return out;
}
