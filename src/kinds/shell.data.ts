import type { ShellData } from '../app/types';
import { hoursLine, isPlaceholderUrl } from '../manifest/facts';
import type { Site } from '../manifest/load';
import { allRedirects } from '../routes/redirects';
import { href } from '../routes/urls';

export function buildShell(site: Site): ShellData {
  const m = site.manifest;
  const b = m.business;
  return {
    company: b.name,
    tagline: b.tagline,
    phone: b.phone,
    email: b.email,
    address: { street: b.address.street, locality: `${b.address.city}, ${b.address.region} ${b.address.postalCode}` },
    hours: b.hours.service.map((h) => hoursLine(h, true)),
    emergency: `Emergency service ${m.constants.emergencyAvailability ?? ''}`.trim(),
    social: b.social.map((s) => (isPlaceholderUrl(s.url) ? { name: s.name } : s)),
    license: b.license,
    nav: m.navigation.header,
    footerServices: site.services
      .slice(0, m.navigation.footerServices)
      .map((s) => ({ label: s.title, href: href('service', { serviceId: s.id }) })),
    legal: m.navigation.legal,
    ui: {
      headerCompactAfterPx: m.ui.headerCompactAfterPx,
      hashScrollOffsetPx: m.ui.hashScrollOffsetPx,
      mobileBreakpointPx: m.ui.mobileBreakpointPx,
    },
    routes: m.routes.map((r) => ({
      path: r.path,
      kind: r.kind,
      ...(r.collection ? { collection: r.collection } : {}),
      ...(r.onMissing ? { onMissing: r.onMissing } : {}),
    })),
    redirects: allRedirects(site, []).map(({ from, to }) => ({ from, to })),
    redirectPatterns: m.redirectPatterns ?? [],
    notFound: { ...m.notFound, limit: m.ui.limits.notFoundSuggestions },
    ids: {
      services: site.services.map((s) => ({ id: s.id, title: s.title })),
      cities: site.cities.map((c) => c.id),
      brands: site.brands.map((b) => b.id),
    },
  };
}
