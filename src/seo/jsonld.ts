import type { BreadcrumbList, FAQPage, HomeAndConstructionBusiness, ItemList, Service, WithContext } from 'schema-dts';
import { SCHEMA_DAYS } from '../manifest/facts';
import type { Site } from '../manifest/load';
import type { Crumb } from '../routes/table';

type Options = {
  description?: string;
  areaServed?: string[];
  serviceTypes?: string[];
  geo?: boolean;
  pageUrl?: string;
};

/** The business as schema.org HomeAndConstructionBusiness; hours and price range from site.yaml. */
/** Typed with schema-dts: a property schema.org does not define for the type fails the typecheck. */
export function localBusiness(site: Site, opts: Options = {}): WithContext<HomeAndConstructionBusiness> {
  const b = site.manifest.business;
  const origin = site.manifest.site.url;
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${origin}/#business`,
    name: b.name,
    url: `${origin}/`,
    telephone: b.phone.e164,
    email: b.email,
    priceRange: b.priceRange,
    currenciesAccepted: 'USD',
    paymentAccepted: b.paymentAccepted.join(', '),
    ...(opts.description ? { description: opts.description } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: b.address.street,
      addressLocality: b.address.city,
      addressRegion: b.address.region,
      postalCode: b.address.postalCode,
      addressCountry: b.address.country,
    },
    ...(opts.geo !== false
      ? { geo: { '@type': 'GeoCoordinates', latitude: b.geo.latitude, longitude: b.geo.longitude } }
      : {}),
    openingHoursSpecification: b.hours.service.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.days,
      opens: h.opens,
      closes: h.closes,
    })),
    openingHours: b.hours.service.map((h) => `${h.days.map((d) => SCHEMA_DAYS[d]).join(',')} ${h.opens}-${h.closes}`),
    areaServed: (opts.areaServed ?? site.counties.map((c) => `${c.name} County, FL`)).map((name) => ({ '@type': 'AdministrativeArea', name })),
    ...(opts.serviceTypes ? { knowsAbout: opts.serviceTypes } : {}),
    sameAs: b.social.map((s) => s.url),
  };
}

export function breadcrumbList(site: Site, crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: `${site.manifest.site.url}${c.url === '/' ? '/' : c.url}`,
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

export function serviceLd(site: Site, s: { title: string; description: string; url: string; serviceType?: string; area?: string }): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: s.title,
    serviceType: s.serviceType ?? s.title,
    description: s.description,
    url: `${site.manifest.site.url}${s.url}`,
    provider: { '@id': `${site.manifest.site.url}/#business` },
    areaServed: s.area ? { '@type': 'City', name: s.area } : site.counties.map((c) => ({ '@type': 'AdministrativeArea', name: `${c.name} County, FL` })),
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
