import type { HeadData, PageData } from '../app/types';
import type { Site } from '../manifest/load';
import type { PageEntry } from '../routes/table';
import { breadcrumbList, completeGraph } from '../seo/jsonld';
import { SOCIAL_IMAGE, socialImageAlt, socialImagePath } from '../seo/social';
import { makeContext } from './context';
import { pageKind, socialCard } from './kinds';
import { placeFacts } from './places';
import { NOT_FOUND_DATA } from '../routes/urls';
import { bookingHref } from '../booking/rules/links';

/**
 * The JSON a page is drawn from: head tags (title and description from its route, social image and
 * structured data from its kind), breadcrumbs and the kind's props, copy filled in.
 */
export function buildPageData(site: Site, entry: PageEntry): PageData {
  return buildWith(site, entry, entry.kind);
}

function buildWith(site: Site, entry: PageEntry, kind: PageData['kind']): PageData {
  const ctx = makeContext<never>(site, entry);
  const { props, jsonLd = [] } = pageKind(kind).data(ctx);
  const origin = site.manifest.site.url;
  const social = socialCard(kind);
  const head: HeadData = {
    title: entry.title,
    // A page for something that does not exist says so in its description too.
    description: entry.description || (entry.missing ? (ctx.blocks('not-found').hero?.intro ?? '') : ''),
    keywords: entry.keywords,
    canonical: entry.missing ? '' : origin + (entry.canonical === '/' ? '/' : entry.canonical),
    noindex: entry.noindex,
    image: { url: origin + socialImagePath(social.name), ...SOCIAL_IMAGE, alt: socialImageAlt(social.title, site.manifest.business.name) },
    jsonLd: entry.missing
      ? []
      : completeGraph(site, [
          ...jsonLd,
          ...(entry.breadcrumbs.length > 1 && entry.kind !== 'home' ? [breadcrumbList(site, entry.breadcrumbs, entry.canonical)] : []),
        ]),
  };
  const facts = entry.missing ? undefined : placeFactsOf(site, entry);
  const book = entry.missing ? undefined : bookingFor(site, entry);
  return {
    url: entry.url,
    kind,
    missing: entry.missing,
    head,
    breadcrumbs: entry.breadcrumbs,
    props,
    ...(facts ? { facts } : {}),
    ...(book ? { book } : {}),
  };
}

/**
 * The booking form for what a page is about: a page of a service, a city or both (by its route's
 * :serviceId and :cityId) books that service there, as its own "Schedule Service" does; so does the
 * floating Book button on a phone. Other pages: none (the button opens the form as it is).
 */
function bookingFor(site: Site, entry: PageEntry): string | undefined {
  const { serviceId, cityId } = entry.params;
  const service = site.services.some((item) => item.id === serviceId) ? serviceId : undefined;
  const city = site.cities.some((item) => item.id === cityId) ? cityId : undefined;
  return service || city ? bookingHref({ service, city }) : undefined;
}

/**
 * The facts block of a place page (a city or one of its neighborhoods): one rule for every place
 * page, whatever its kind draws, so no place page is without its sourced facts.
 */
function placeFactsOf(site: Site, entry: PageEntry): PageData['facts'] {
  const { cityId, neighborhoodId } = entry.params;
  if (!cityId || (entry.kind !== 'city' && entry.kind !== 'neighborhood')) return undefined;
  const city = site.cities.find((item) => item.id === cityId);
  const hood = neighborhoodId ? city?.neighborhoods.find((neighborhood) => neighborhood.id === neighborhoodId) : undefined;
  const items = placeFacts(site, cityId, hood?.id);
  return city && items.length ? { place: hood ? `${hood.name}, ${city.name}` : city.name, items } : undefined;
}

/** The not-found page's data: the same for every unknown path. */
export function buildNotFoundData(site: Site): PageData {
  const entry: PageEntry = {
    url: NOT_FOUND_DATA,
    pattern: '*',
    kind: 'not-found',
    params: {},
    title: `Page Not Found | ${site.manifest.business.name}`,
    description: '',
    keywords: [],
    canonical: '',
    noindex: true,
    breadcrumbs: [],
    vars: {},
    missing: true,
  };
  return buildWith(site, entry, 'not-found');
}
