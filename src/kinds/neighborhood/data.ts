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
      /** the offer, and its link to the form that claims it */
      offer: { heading: string; intro: string; book: string };
      faq: { heading: string; items: Array<{ question: string; answer: string }> };
      /** jobs done in this neighborhood; no section without one */
      projects?: { heading: string; items: ProjectCard[] };
      cta: { heading: string; intro: string };
      related: { heading: string; links: Link[] };
    };

export const pageProps: DataBuilder<NeighborhoodProps, Bindings['neighborhoods']> = ({ site, entry, bound, blocks, fill }) => {
  if (entry.missing) return { props: { missing: true } };
  const city = fill(bound.city);
  const neighborhood = fill(bound.neighborhood);
  const copy = blocks('neighborhood');
  const own = site.local.neighborhoods.get(`${city.id}/${neighborhood.id}`);
  const ownCopy = own ? fill(own) : undefined;
  // Own copy answers its four questions for the place; the shared ones hold for every neighborhood.
  const faq = ownCopy ? ownCopy.faq : fill(site.faq.neighborhood);
  const projects = projectsAt(site, city.id, neighborhood.id);
  const popular = (copy.popular.items ?? []).map((it) => ({ title: it.title, text: it.text ?? '', href: it.href }));

  const props: NeighborhoodProps = {
    bookHref: bookingHref({ city: city.id }),
    hero: {
      heading: copy.hero.heading,
      // Own copy replaces the words of the intro; what a visit costs follows either.
      intro: `${ownCopy?.intro ?? copy.hero.intro ?? ''} ${copy.price.intro}`,
      zipCodes: neighborhood.zipCodes,
    },
    own: ownCopy ? { sections: ownCopy.sections } : undefined,
    about: {
      heading: copy.about.heading,
      description: neighborhood.description,
      paragraphs: copy.about.paragraphs ?? [],
      homes: neighborhood.homes ? { heading: copy.homes.heading, text: neighborhood.homes } : undefined,
    },
    whyChoose: { heading: copy.whyChoose.heading, list: copy.whyChoose.list ?? [] },
    popular: { heading: copy.popular.heading, items: popular },
    offer: { heading: copy.offer.heading, intro: copy.offer.intro, book: bookingHref({ city: city.id, offer: true }) },
    faq: { heading: copy.faq.heading, items: faq.map((faqItem) => ({ question: faqItem.question, answer: faqItem.answer })) },
    ...(projects.length ? { projects: { heading: copy.projects.heading, items: projects } } : {}),
    cta: { heading: copy.cta.heading, intro: copy.cta.intro ?? '' },
    related: {
      heading: copy.related.heading,
      links: [
        { label: `Garage Door Services in ${city.name}`, href: cityUrl(city.id) },
        { label: 'All Service Areas', href: href('service-areas') },
        { label: 'All Garage Door Services', href: href('services-index') },
        { label: 'Book a Service', href: bookingHref({ city: city.id }) },
      ],
    },
  };

  const service = serviceLd(site, {
    title: `Garage door services in ${neighborhood.name}, ${city.name}`,
    description: entry.description,
    url: entry.url,
    serviceType: popular.map((item) => item.title).join(', '),
    area: `${neighborhood.name}, ${city.name}, FL`,
  });
  return { props, jsonLd: [service] };
};
