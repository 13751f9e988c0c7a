/**
 * Server-side helpers shared by the service data builders (services index, service, service
 * category, service in a city). Never imported by a Page component.
 */
import type { CardItem } from '../components/cards';
import type { ServiceEntry, Site } from '../manifest/load';
import type { City } from '../manifest/schema.generated';
import { fillDeep, type TemplateVars } from '../manifest/template';
import { href } from '../routes/urls';

export type Link = { label: string; href: string };

export const DETAILS_LABEL = 'View Service Details';

export const serviceUrl = (serviceId: string) => href('service', { serviceId });
export const serviceCityUrl = (serviceId: string, cityId: string) => href('service-city', { serviceId, cityId });

/**
 * Whether the page of a service in a city has its own copy (content/local/services/<service>/<city>.yaml):
 * only such a page is written for its place and indexable; the others are noindex (decisions, section 6).
 */
export const ownCopyOf = (site: Site, serviceId: string, cityId: string) => site.local.services.get(`${serviceId}/${cityId}`);
export const hasOwnCopy = (site: Site, serviceId: string, cityId: string) => ownCopyOf(site, serviceId, cityId) !== undefined;

/**
 * A link to a service in a city from a page that is not one of these pages: to that page when it has
 * its own copy, else to the city's page, so indexable pages do not lean on noindex ones (decision 062).
 */
export function serviceInCityLink(site: Site, item: { id: string; title: string }, city: City): Link {
  return hasOwnCopy(site, item.id, city.id)
    ? { label: `${item.title} in ${city.name}`, href: serviceCityUrl(item.id, city.id) }
    : { label: `Garage door services in ${city.name}`, href: href('city', { cityId: city.id }) };
}

/** A service as a card: icon, title, short description and 'View Service Details'. */
export function serviceCard(service: ServiceEntry, vars: TemplateVars): CardItem {
  return {
    title: service.title,
    text: fillDeep(service.shortDescription, vars),
    icon: service.icon,
    href: serviceUrl(service.id),
    linkLabel: DETAILS_LABEL,
  };
}

/**
 * The intro of a service's page with what the service usually costs after it: the price the
 * service names (`price:`, a claim of site.yaml) said in the page's copy (`price` block, where
 * {{price}} is the claim's value). A service that names no price keeps its intro as it is.
 */
export function withPrice(site: Site, service: ServiceEntry, intro: string, priceCopy: string | undefined): string {
  const price = service.price ? site.facts[service.price] : undefined;
  if (!price || !priceCopy) return intro;
  return `${intro} ${fillDeep(priceCopy, { price })}`;
}

/** Up to `limit` related services that exist, in the order the service lists them. */
export function relatedServices(site: Site, service: ServiceEntry): ServiceEntry[] {
  const limit = site.manifest.ui.limits.relatedServices;
  return service.relatedServices
    .map((id) => site.services.find((item) => item.id === id))
    .filter((item): item is ServiceEntry => Boolean(item) && item!.id !== service.id)
    .slice(0, limit);
}

/**
 * A place name of the copy as a link when a page exists for it: a served city (to `cityHref`,
 * by default its city page) or a neighborhood of one. Names without a page stay plain text.
 */
export function placeLinks(
  site: Site,
  names: string[],
  cityHref: (counter: City) => string = (item) => href('city', { cityId: item.id }),
): Array<{ label: string; href?: string }> {
  const norm = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');
  return names.map((label) => {
    const city = site.cities.find((item) => norm(item.name) === norm(label));
    if (city) return { label, href: cityHref(city) };
    for (const counter of site.cities) {
      const neighborhood = counter.neighborhoods.find(
        (item) =>
          norm(item.name) === norm(label) ||
          norm(item.name) === norm(label).replace(/s$/, '') ||
          norm(item.name).replace(/s$/, '') === norm(label),
      );
      if (neighborhood) return { label, href: href('neighborhood', { cityId: counter.id, neighborhoodId: neighborhood.id }) };
    }
    return { label };
  });
}

const STOP = new Set(
  'about after also and are bay because been before can could does door doors from garage have here into just more most much near not only other over repair same service that the their them then there these they this through very what when where which while with will your you tampa'.split(
    ' ',
  ),
);

function words(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .replace(/[^a-z\s-]/g, ' ')
      .split(/[\s-]+/)
      .filter((word) => word.length > 3 && !STOP.has(word))
      .map((word) => word.replace(/([^s])s$/, '$1')),
  );
}

const overlap = (a: Set<string>, b: Set<string>) => [...a].filter((text) => b.has(text)).length;

/**
 * The city's local conditions that concern a service, most relevant first: one whose title names a
 * word of the service's title or keywords, or two words of its issues and symptoms. Any other is not one a technician checks for this service (no keypad talk on a
 * door repair page).
 */
export function relevantConditions<T extends { title: string; text: string }>(service: ServiceEntry, issues: T[]): T[] {
  const key = words([service.title, ...service.seoKeywords].join(' '));
  const broad = words([...service.issues, ...service.symptoms].join(' '));
  return conditionsFor(service, issues).filter((item) => overlap(key, words(item.title)) > 0 || overlap(broad, words(item.title)) > 1);
}

/**
 * The city's local conditions ordered by how much they concern a service: words of the service's
 * title and keywords count most (in the condition's title more than in its text), then words of
 * its issues and symptoms. Ties keep the city's order.
 */
export function conditionsFor<T extends { title: string; text: string }>(service: ServiceEntry, issues: T[]): T[] {
  const key = words([service.title, ...service.seoKeywords].join(' '));
  const broad = words([...service.issues, ...service.symptoms].join(' '));
  const score = (item: T) => {
    const title = words(item.title);
    const body = words(item.text);
    return 6 * overlap(key, title) + 2 * overlap(key, body) + overlap(broad, title) + overlap(broad, body) / 4;
  };
  return issues
    .map((issue, i) => ({ t: issue, i, s: score(issue) }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((item) => item.t);
}

/** The tabs' labels: the titles of the copy block's items where given, else the defaults, one per tab. */
export function tabLabels<const D extends readonly string[]>(
  block: { items?: Array<{ title: string }> },
  defaults: D,
): { -readonly [K in keyof D]: string } {
  return defaults.map((text, i) => block.items?.[i]?.title ?? text) as { -readonly [K in keyof D]: string };
}
