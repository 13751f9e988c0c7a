import type { Site } from '../../manifest/load';
import { pageIndex } from '../../routes/pages';
import { sourcedFacts } from '../../seo/uniqueness';
import { gate, type Gate, type HtmlPage, type PageAt } from './files';

/** The fewest sourced facts a place page (a city or a neighborhood) may show. */
export const PLACE_FACTS_MIN = 3;

const zips = (text: string): string[] => text.match(/\b\d{5}\b/g) ?? [];

/**
 * Every place page shows at least PLACE_FACTS_MIN distinct sourced facts, and no neighborhood's
 * page contradicts its city's on them: the same county, local government, permit office and
 * wind-borne debris rule, and ZIP codes among the city's.
 */
export function factsGate(site: Site): Gate<FactsRead> {
  const errors: string[] = [];
  const { byUrl } = pageIndex(site);
  const values = new Map<string, Map<string, string>>();
  const hoods: Array<{ url: string; city: string }> = [];
  const take = (pageAt: PageAt, { count, own }: FactsRead) => {
    const entry = byUrl.get(pageAt.url);
    if (!entry || entry.missing || (entry.kind !== 'city' && entry.kind !== 'neighborhood')) return;
    if (count < PLACE_FACTS_MIN)
      errors.push(`${pageAt.url}: ${count} sourced facts on the page (a place page shows at least ${PLACE_FACTS_MIN})`);
    values.set(pageAt.url, own);
    if (entry.kind === 'neighborhood') hoods.push({ url: pageAt.url, city: entry.url.split('/').slice(0, 3).join('/') });
  };
  const contradictions = () =>
    hoods.flatMap(({ url, city }) => {
      const mine = values.get(url);
      const theirs = values.get(city);
      if (!mine || !theirs) return [];
      return [...theirs].flatMap(([name, value]) => {
        const text = mine.get(name);
        if (text === undefined) return [];
        if (name === 'zipCodes') {
          const outside = zips(text).filter((code) => !zips(value).includes(code));
          return outside.length ? [`${url}: ZIP code ${outside.join(', ')} is not among ${city}'s`] : [];
        }
        return text === value ? [] : [`${url}: its ${name} fact ("${text}") contradicts ${city}'s ("${value}")`];
      });
    });
  return gate(readFacts, take, { errors: () => [...errors, ...contradictions()] });
}

/** A page's facts: how many are sourced, and each one's value as shown. */
type FactsRead = { count: number; own: Map<string, string> };

export function readFacts(htmlPage: HtmlPage): FactsRead {
  const own = new Map<string, string>();
  for (const el of htmlPage.root.querySelectorAll('[data-fact]'))
    own.set(el.getAttribute('data-fact') ?? '', el.querySelector('.value')?.text.replace(/\s+/g, ' ').trim() ?? '');
  return { count: sourcedFacts(htmlPage.html).length, own };
}
