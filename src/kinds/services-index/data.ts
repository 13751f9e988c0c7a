import type { CardItem } from '../../components/cards';
import type { Icon } from '../../manifest/schema.generated';
import { localBusiness } from '../../seo/jsonld';
import type { DataBuilder } from '../context';
import { cards } from '../copy-blocks';
import { placeLinks, serviceCard } from '../services-shared';

const BADGE_ICONS: Icon[] = ['award', 'shield', 'clock', 'map'];

export type ServicesIndexProps = {
  hero: { heading: string; paragraphs: string[]; badges: Array<{ label: string; icon: Icon }> };
  main: { heading: string; cards: CardItem[] };
  specialized: { heading: string; cards: CardItem[] };
  expertise: { heading: string; items: CardItem[] };
  problems: { heading: string; items: CardItem[] };
  whyChooseUs: { heading: string; items: CardItem[] };
  serviceArea: { heading: string; intro: string; places: Array<{ label: string; href?: string }> };
  faq: { heading: string; items: Array<{ question: string; answer: string }> };
  closing: { heading: string; paragraphs: string[] };
};

export const pageProps: DataBuilder<ServicesIndexProps> = ({ site, blocks, fill, vars }) => {
  const copy = blocks('services-index');
  const hero = copy.hero;
  const faq = fill(site.faq.servicesIndex);

  const props: ServicesIndexProps = {
    hero: {
      heading: copy.hero.heading,
      paragraphs: hero.paragraphs ?? [],
      badges: (hero.list ?? []).map((label, i) => ({ label, icon: BADGE_ICONS[i % BADGE_ICONS.length] })),
    },
    main: {
      heading: copy.main.heading,
      cards: site.services.filter((service) => service.tier === 'main').map((service) => serviceCard(service, vars)),
    },
    specialized: {
      heading: copy.specialized.heading,
      cards: site.services.filter((service) => service.tier === 'specialized').map((service) => serviceCard(service, vars)),
    },
    expertise: { heading: copy.expertise.heading, items: cards(copy.expertise) },
    problems: { heading: copy.problems.heading, items: cards(copy.problems, 'Learn more') },
    whyChooseUs: { heading: copy.whyChooseUs.heading, items: cards(copy.whyChooseUs) },
    serviceArea: {
      heading: copy.serviceArea.heading,
      intro: copy.serviceArea.intro ?? '',
      places: placeLinks(site, copy.serviceArea.list ?? []),
    },
    faq: { heading: copy.faq.heading, items: faq },
    closing: { heading: copy.closing.heading, paragraphs: copy.closing.paragraphs ?? [] },
  };
  return {
    props,
    jsonLd: [localBusiness(site)],
  };
};
