import type { OwnCopySection } from '../../components/parts/own-copy';
import { serviceLd } from '../../seo/jsonld';
import type { Bindings } from '../../routes/collections';
import type { DataBuilder } from '../context';
import { cityUrl, type Link } from '../places';
import { projectsAt } from '../projects';
import type { ProjectCard } from '../../components/parts/recent-projects';
import { href } from '../../routes/urls';
import { bookingHref } from '../../booking/rules/links';

type Card = { title: string; text: string; href?: string };

export type NeighborhoodProps =
  | { missing: true }
  | {
      missing?: false;
      hero: { heading: string; intro: string; zipCodes: string[] };
      /** the booking form, with this neighborhood's city filled in */
      bookHref: string;
      /** the page's own copy (content/local/neighborhoods/<city>/<neighborhood>.yaml); it replaces the shared about text and FAQ */
      own?: { sections: OwnCopySection[] };
      /**
       * `description`: the neighborhood's own paragraph from its city's file, shown on every
       * neighborhood page; `paragraphs`: the shared text, shown only without own copy
       */
      about: { heading: string; description: string; paragraphs: string[]; homes?: { heading: string; text: string } };
      whyChoose: { heading: string; list: string[] };
      popular: { heading: string; items: Card[] };
      offer: { heading: string; intro: string };
      faq: { heading: string; items: Array<{ question: string; answer: string }> };
      /** jobs done in this neighborhood; no section without one */
      projects?: { heading: string; items: ProjectCard[] };
      cta: { heading: string; intro: string };
      related: { heading: string; links: Link[] };
    };

export const pageProps: DataBuilder<NeighborhoodProps, Bindings['neighborhoods']> = ({ site, entry, bound, blocks, fill }) => {
  if (entry.missing) return { props: { missing: true } };
  const city = fill(bound.city);
  const n = fill(bound.neighborhood);
  const c = blocks('neighborhood');
  const own = site.local.neighborhoods.get(`${city.id}/${n.id}`);
  const ownCopy = own ? fill(own) : undefined;
  // Own copy answers its four questions for the place; the shared ones hold for every neighborhood.
  const faq = ownCopy ? ownCopy.faq : fill(site.faq.neighborhood);
  const projects = projectsAt(site, city.id, n.id);
  const popular = (c.popular.items ?? []).map((it) => ({ title: it.title, text: it.text ?? '', href: it.href }));

  const props: NeighborhoodProps = {
    bookHref: bookingHref({ city: city.id }),
    hero: {
      heading: c.hero.heading,
      intro: ownCopy?.intro ?? c.hero.intro ?? '',
      zipCodes: n.zipCodes,
    },
    own: ownCopy ? { sections: ownCopy.sections } : undefined,
    about: {
      heading: c.about.heading,
      description: n.description,
      paragraphs: c.about.paragraphs ?? [],
      homes: n.homes ? { heading: c.homes.heading, text: n.homes } : undefined,
    },
    whyChoose: { heading: c.whyChoose.heading, list: c.whyChoose.list ?? [] },
    popular: { heading: c.popular.heading, items: popular },
    offer: { heading: c.offer.heading, intro: c.offer.intro },
    faq: { heading: c.faq.heading, items: faq.map((q) => ({ question: q.question, answer: q.answer })) },
    ...(projects.length ? { projects: { heading: c.projects.heading, items: projects } } : {}),
    cta: { heading: c.cta.heading, intro: c.cta.intro ?? '' },
    related: {
      heading: c.related.heading,
      links: [
        { label: `Garage Door Services in ${city.name}`, href: cityUrl(city.id) },
        { label: 'All Service Areas', href: href('service-areas') },
        { label: 'All Garage Door Services', href: href('services-index') },
        { label: 'Book a Service', href: bookingHref({ city: city.id }) },
      ],
    },
  };

  const service = serviceLd(site, {
    title: `Garage door services in ${n.name}, ${city.name}`,
    description: entry.description,
    url: entry.url,
    serviceType: popular.map((p) => p.title).join(', '),
    area: `${n.name}, ${city.name}, FL`,
  });
  return { props, jsonLd: [service] };
};
