import type { ShellData } from '../app/types';
import { hoursLine, isPlaceholderUrl } from '../manifest/facts';
import type { Site } from '../manifest/load';
import { allRedirects } from '../routes/redirects';
import { href } from '../routes/urls';

export function buildShell(site: Site): ShellData {
  const manifest = site.manifest;
  const business = manifest.business;
  return {
    company: business.name,
    tagline: business.tagline,
    phone: business.phone,
    email: business.email,
    address: {
      street: business.address.street,
      locality: `${business.address.city}, ${business.address.region} ${business.address.postalCode}`,
    },
    hours: business.hours.service.map((hoursSpec) => unbrokenTimes(hoursLine(hoursSpec, true))),
    emergency: `Emergency service ${manifest.constants.emergencyAvailability ?? ''}`.trim(),
    social: business.social.map((namedUrl) => (isPlaceholderUrl(namedUrl.url) ? { name: namedUrl.name } : namedUrl)),
    license: business.license,
    nav: manifest.navigation.header,
    footerServices: site.services
      .slice(0, manifest.navigation.footerServices)
      .map((service) => ({ label: service.title, href: href('service', { serviceId: service.id }) })),
    legal: manifest.navigation.legal,
    ui: {
      headerCompactAfterPx: manifest.ui.headerCompactAfterPx,
      hashScrollOffsetPx: manifest.ui.hashScrollOffsetPx,
      mobileBreakpointPx: manifest.ui.mobileBreakpointPx,
    },
    routes: manifest.routes.map((route) => ({
      path: route.path,
      kind: route.kind,
      ...(route.collection ? { collection: route.collection } : {}),
      ...(route.onMissing ? { onMissing: route.onMissing } : {}),
    })),
    redirects: allRedirects(site, []).map(({ from, to }) => ({ from, to })),
    redirectPatterns: manifest.redirectPatterns ?? [],
    notFound: { ...manifest.notFound, limit: manifest.ui.limits.notFoundSuggestions },
    ids: {
      services: site.services.map((service) => ({ id: service.id, title: service.title })),
      cities: site.cities.map((city) => city.id),
      brands: site.brands.map((brand) => brand.id),
    },
  };
}

/**
 * A row of hours for the footer's narrow column, its times never broken inside: the space before
 * AM or PM is a no-break space and the hyphen between the two times a non-breaking one (on a phone
 * the line broke as "7:00 AM-8:00" over "PM"). The days may still go on a line of their own.
 */
export function unbrokenTimes(line: string): string {
  return line.replace(/ (?=[AP]M\b)/g, '\u00a0').replace(/(?<=[AP]M)-(?=\d)/g, '\u2011');
}
