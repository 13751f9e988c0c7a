import type { BreadcrumbList, FAQPage, HomeAndConstructionBusiness, ItemList, Service, WithContext } from 'schema-dts';
import { isPlaceholderUrl } from '../manifest/facts';
import type { Site } from '../manifest/load';
import type { Crumb } from '../routes/table';
import { LOGO } from './icons';
import { socialImagePath } from './social';

/** The one id of the business: every page that names it defines it, always with the same content. */
const businessId = (site: Site) => `${site.manifest.site.url}/#business`;

/**
 * The business as schema.org HomeAndConstructionBusiness, from site.yaml: identical on every page
 * that carries it (one description, logo and image, hours stated once as openingHoursSpecification,
 * price range, the served counties). What a page adds
 * about a place or a service is a Service block whose provider is this one.
 * Typed with schema-dts: a property schema.org does not define for the type fails the typecheck.
 */
export function localBusiness(site: Site): WithContext<HomeAndConstructionBusiness> {
  const b = site.manifest.business;
  const origin = site.manifest.site.url;
  const profiles = b.social.filter((s) => !isPlaceholderUrl(s.url)).map((s) => s.url);
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': businessId(site),
    name: b.name,
    url: `${origin}/`,
    // The mark of the header and icons, and the site's picture of the business (its social image).
    logo: { '@type': 'ImageObject', url: `${origin}${LOGO.path}`, width: `${LOGO.width}`, height: `${LOGO.height}` },
    image: `${origin}${socialImagePath('home')}`,
    description: b.tagline,
    telephone: b.phone.e164,
    email: b.email,
    priceRange: b.priceRange,
    currenciesAccepted: 'USD',
    paymentAccepted: b.paymentAccepted.join(', '),
    address: {
      '@type': 'PostalAddress',
      streetAddress: b.address.street,
      addressLocality: b.address.city,
      addressRegion: b.address.region,
      postalCode: b.address.postalCode,
      addressCountry: b.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: b.geo.latitude, longitude: b.geo.longitude },
    openingHoursSpecification: b.hours.service.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.days,
      opens: h.opens,
      closes: h.closes,
    })),
    areaServed: site.counties.map((c) => ({ '@type': 'AdministrativeArea', name: `${c.name} County, FL` })),
    knowsAbout: site.services.filter((s) => s.tier === 'main').map((s) => s.title),
    // A placeholder profile is no profile of the business.
    ...(profiles.length ? { sameAs: profiles } : {}),
  };
}

/**
 * A page's blocks made whole: a block that names the business by its @id needs the business defined
 * on the same page, so it is added (first) when missing.
 */
export function completeGraph(site: Site, blocks: object[]): object[] {
  const id = businessId(site);
  const json = JSON.stringify(blocks);
  const defined = blocks.some((b) => (b as { '@id'?: string })['@id'] === id);
  return !defined && json.includes(`{"@id":${JSON.stringify(id)}}`) ? [localBusiness(site), ...blocks] : blocks;
}

/** The breadcrumb trail; its last item is the page's canonical URL (a category view ends at its service). */
export function breadcrumbList(site: Site, crumbs: Crumb[], canonicalPath?: string): WithContext<BreadcrumbList> {
  const last = crumbs.length - 1;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: `${site.manifest.site.url}${i === last && canonicalPath ? canonicalPath : c.url}`,
    })),
  };
}

export function faqPage(items: Array<{ question: string; answer: string }>): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer },
    })),
  };
}

/** A service, or a service in one place; its provider is the business (defined on the same page by completeGraph). */
export function serviceLd(
  site: Site,
  s: { title: string; description: string; url: string; serviceType?: string; area?: string },
): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: s.title,
    serviceType: s.serviceType ?? s.title,
    description: s.description,
    url: `${site.manifest.site.url}${s.url}`,
    provider: { '@id': businessId(site) },
    areaServed: s.area
      ? { '@type': 'Place', name: s.area }
      : site.counties.map((c) => ({ '@type': 'AdministrativeArea', name: `${c.name} County, FL` })),
  };
}

export function itemList(site: Site, items: Array<{ name: string; url: string }>): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: items.map((it, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: it.name,
      url: `${site.manifest.site.url}${it.url}`,
    })),
  };
}
