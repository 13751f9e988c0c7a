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
  const copy = fillDeep(blocks('city'), { county: city.county });
  const filledCity = fill(city);
  const projects = projectsAt(site, filledCity.id);

  const props: CityProps = {
    name: filledCity.name,
    county: filledCity.county,
    bookHref: bookingHref({ city: city.id }),
    hero: { heading: copy.hero.heading, tag: copy.hero.tag ?? '', intro: copy.hero.intro ?? '' },
    about: { heading: copy.about.heading, description: filledCity.description },
    landmarks: {
      heading: copy.landmarks.heading,
      intro: copy.landmarks.intro ?? '',
      items: filledCity.landmarks,
    },
    services: {
      heading: copy.services.heading,
      items: filledCity.keyServices.map((id) => ({
        label: serviceTitle(site, id),
        href: href('service', { serviceId: id }),
        icon: serviceIcon(site, id),
      })),
    },
    issues: { heading: copy.issues.heading, items: filledCity.commonIssues },
    neighborhoods: {
      heading: copy.neighborhoods.heading,
      intro: copy.neighborhoods.intro ?? '',
      items: filledCity.neighborhoods.map((neighborhood) => ({
        name: neighborhood.name,
        href: neighborhoodUrl(filledCity.id, neighborhood.id),
        zipCodes: neighborhood.zipCodes,
        description: neighborhood.description,
      })),
    },
    tabs: {
      heading: copy.tabs.heading,
      items: TABS.map((item) => {
        const tb = copy[item.id];
        return { ...item, heading: tb.heading, intro: tb.intro ?? '', list: tb.list ?? [] };
      }),
    },
    ...(projects.length ? { projects: { heading: copy.projects.heading, items: projects } } : {}),
    faq: { heading: copy.faq.heading, items: filledCity.faq },
    cta: { heading: copy.cta.heading, intro: copy.cta.intro ?? '' },
  };

  const service = serviceLd(site, {
    title: `Garage door services in ${filledCity.name}, FL`,
    description: filledCity.metaDescription,
    url: entry.url,
    serviceType: props.services.items.map((item) => item.label).join(', '),
    area: `${filledCity.name}, FL`,
  });
  return { props, jsonLd: [service] };
};
