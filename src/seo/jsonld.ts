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
  const business = site.manifest.business;
  const origin = site.manifest.site.url;
  const profiles = business.social.filter((namedUrl) => !isPlaceholderUrl(namedUrl.url)).map((namedUrl) => namedUrl.url);
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': businessId(site),
    name: business.name,
    url: `${origin}/`,
    // The mark of the header and icons, and the site's picture of the business (its social image).
    logo: { '@type': 'ImageObject', url: `${origin}${LOGO.path}`, width: `${LOGO.width}`, height: `${LOGO.height}` },
    image: `${origin}${socialImagePath('home')}`,
    description: business.tagline,
    telephone: business.phone.e164,
    email: business.email,
    priceRange: business.priceRange,
    currenciesAccepted: 'USD',
    paymentAccepted: business.paymentAccepted.join(', '),
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.address.street,
      addressLocality: business.address.city,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: business.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: business.geo.latitude, longitude: business.geo.longitude },
    openingHoursSpecification: business.hours.service.map((hoursSpec) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hoursSpec.days,
      opens: hoursSpec.opens,
      closes: hoursSpec.closes,
    })),
    areaServed: site.counties.map((county) => ({ '@type': 'AdministrativeArea', name: `${county.name} County, FL` })),
    knowsAbout: site.services.filter((service) => service.tier === 'main').map((service) => service.title),
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
  const defined = blocks.some((block) => (block as { '@id'?: string })['@id'] === id);
  return !defined && json.includes(`{"@id":${JSON.stringify(id)}}`) ? [localBusiness(site), ...blocks] : blocks;
}

/** The breadcrumb trail; its last item is the page's canonical URL (a category view ends at its service). */
export function breadcrumbList(site: Site, crumbs: Crumb[], canonicalPath?: string): WithContext<BreadcrumbList> {
  const last = crumbs.length - 1;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: `${site.manifest.site.url}${i === last && canonicalPath ? canonicalPath : crumb.url}`,
    })),
  };
}

export function faqPage(items: Array<{ question: string; answer: string }>): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** A service, or a service in one place; its provider is the business (defined on the same page by completeGraph). */
export function serviceLd(
  site: Site,
  item: { title: string; description: string; url: string; serviceType?: string; area?: string },
): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: item.title,
    serviceType: item.serviceType ?? item.title,
    description: item.description,
    url: `${site.manifest.site.url}${item.url}`,
    provider: { '@id': businessId(site) },
    areaServed: item.area
      ? { '@type': 'Place', name: item.area }
      : site.counties.map((county) => ({ '@type': 'AdministrativeArea', name: `${county.name} County, FL` })),
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
