import type { Icon } from '../../manifest/schema.generated';
import { fillDeep } from '../../manifest/template';
import { serviceLd } from '../../seo/jsonld';
import type { Bindings } from '../../routes/collections';
import type { DataBuilder } from '../context';
import { neighborhoodUrl, serviceIcon, serviceTitle, type Link } from '../places';
import { projectsAt } from '../projects';
import type { ProjectCard } from '../../components/parts/recent-projects';
import { href } from '../../routes/urls';
import { bookingHref } from '../../booking/rules/links';

type Tab = { id: 'repairs' | 'installation' | 'maintenance'; label: string; heading: string; intro: string; list: string[] };

export type CityProps =
  | { missing: true }
  | {
      missing?: false;
      name: string;
      county: string;
      /** the booking form, with this city filled in */
      bookHref: string;
      hero: { heading: string; tag: string; intro: string };
      about: { heading: string; description: string };
      landmarks: { heading: string; intro: string; items: string[] };
      services: { heading: string; items: Array<Link & { icon: Icon }> };
      issues: { heading: string; items: Array<{ title: string; text: string; icon?: Icon }> };
      neighborhoods: {
        heading: string;
        intro: string;
        items: Array<{ name: string; href: string; zipCodes: string[]; description: string }>;
      };
      tabs: { heading: string; items: Tab[] };
      /** jobs done in this city (not in one of its neighborhoods); no section without one */
      projects?: { heading: string; items: ProjectCard[] };
      faq: { heading: string; items: Array<{ question: string; answer: string }> };
      cta: { heading: string; intro: string };
    };

const TABS: Array<{ id: 'repairs' | 'installation' | 'maintenance'; label: string }> = [
  { id: 'repairs', label: 'Repairs' },
  { id: 'installation', label: 'Installation' },
  { id: 'maintenance', label: 'Maintenance' },
];

export const pageProps: DataBuilder<CityProps, Bindings['cities']> = ({ site, entry, bound, blocks, fill }) => {
  if (entry.missing) return { props: { missing: true } };
  const city = bound.city;
  // {{county}} is this page's too: fill it after the page-wide facts.
  const b = fillDeep(blocks('city'), { county: city.county });
  const c = fill(city);
  const projects = projectsAt(site, c.id);

  const props: CityProps = {
    name: c.name,
    county: c.county,
    bookHref: bookingHref({ city: city.id }),
    hero: { heading: b.hero.heading, tag: b.hero.tag ?? '', intro: b.hero.intro ?? '' },
    about: { heading: b.about.heading, description: c.description },
    landmarks: {
      heading: b.landmarks.heading,
      intro: b.landmarks.intro ?? '',
      items: c.landmarks,
    },
    services: {
      heading: b.services.heading,
      items: c.keyServices.map((id) => ({
        label: serviceTitle(site, id),
        href: href('service', { serviceId: id }),
        icon: serviceIcon(site, id),
      })),
    },
    issues: { heading: b.issues.heading, items: c.commonIssues },
    neighborhoods: {
      heading: b.neighborhoods.heading,
      intro: b.neighborhoods.intro ?? '',
      items: c.neighborhoods.map((n) => ({
        name: n.name,
        href: neighborhoodUrl(c.id, n.id),
        zipCodes: n.zipCodes,
        description: n.description,
      })),
    },
    tabs: {
      heading: b.tabs.heading,
      items: TABS.map((t) => {
        const tb = b[t.id];
        return { ...t, heading: tb.heading, intro: tb.intro ?? '', list: tb.list ?? [] };
      }),
    },
    ...(projects.length ? { projects: { heading: b.projects.heading, items: projects } } : {}),
    faq: { heading: b.faq.heading, items: c.faq },
    cta: { heading: b.cta.heading, intro: b.cta.intro ?? '' },
  };

  const service = serviceLd(site, {
    title: `Garage door services in ${c.name}, FL`,
    description: c.metaDescription,
    url: entry.url,
    serviceType: props.services.items.map((x) => x.label).join(', '),
    area: `${c.name}, FL`,
  });
  return { props, jsonLd: [service] };
};
