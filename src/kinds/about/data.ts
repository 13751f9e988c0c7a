import type { CardItem } from '../../components/cards';
import type { ShownPhoto } from '../../components/photo';
import { hoursLine } from '../../manifest/facts';
import type { Block } from '../../manifest/schema.generated';
import { localBusiness } from '../../seo/jsonld';
import type { DataBuilder } from '../context';
import { markReviewFigures, pageBody, type PageBody } from '../copy-blocks';
import { shownPhoto } from '../photos';

export type AboutProps = {
  hero: { heading: string; intro: string };
  storyHeading: string;
  /** the story, content/pages/about.mdx */
  story: PageBody;
  /** the team's and the vans' photos; none, no section */
  photos: { heading: string; items: ShownPhoto[] };
  stats: { heading: string; items: CardItem[] };
  values: { heading: string; items: CardItem[] };
  whyChoose: { heading: string; items: CardItem[] };
  contact: {
    heading: string;
    intro: string;
    phone: { display: string; e164: string };
    email: string;
    address: string[];
    officeHours: string[];
    serviceHours: string[];
    emergency: string;
  };
  map: { heading: string; intro: string; title: string; embedUrl: string; linkUrl: string };
};

const cards = (block: Block): CardItem[] =>
  (block.items ?? []).map((it) => ({
    title: it.title,
    ...(it.text ? { text: it.text } : {}),
    ...(it.value ? { value: it.value } : {}),
    ...(it.icon ? { icon: it.icon } : {}),
  }));

/** About: the story (about.mdx), figures from the constants, values, contact details and the office map. */
export const pageProps: DataBuilder<AboutProps> = ({ site, blocks }) => {
  const copy = blocks('about');
  const biz = site.manifest.business;
  const address = `${biz.address.street}, ${biz.address.city}, ${biz.address.region} ${biz.address.postalCode}`;
  const query = encodeURIComponent(address);
  const section = (name: 'stats' | 'values' | 'whyChoose') => ({
    heading: copy[name].heading,
    items: markReviewFigures(site, 'about', name, cards(copy[name])),
  });
  return {
    props: {
      hero: { heading: copy.hero.heading, intro: copy.hero.intro },
      storyHeading: copy.story.heading,
      story: pageBody(site, 'content/pages/about.mdx'),
      photos: {
        heading: copy.photos.heading,
        items: (copy.photos.photos ?? []).flatMap((photoAndWhatItShows) => shownPhoto(site, photoAndWhatItShows) ?? []),
      },
      stats: section('stats'),
      values: section('values'),
      whyChoose: section('whyChoose'),
      contact: {
        heading: copy.contact.heading,
        intro: copy.contact.intro,
        phone: biz.phone,
        email: biz.email,
        address: [biz.address.street, `${biz.address.city}, ${biz.address.region} ${biz.address.postalCode}`],
        officeHours: biz.hours.office.map((hoursSpec) => hoursLine(hoursSpec)),
        serviceHours: biz.hours.service.map((hoursSpec) => hoursLine(hoursSpec)),
        emergency: site.facts.emergencyAvailability ?? '',
      },
      map: {
        heading: copy.map.heading,
        intro: copy.map.intro,
        title: `Map of the ${biz.name} office at ${address}`,
        embedUrl: `https://www.google.com/maps?q=${query}&output=embed`,
        linkUrl: `https://www.google.com/maps/search/?api=1&query=${query}`,
      },
    },
    jsonLd: [localBusiness(site)],
  };
};
