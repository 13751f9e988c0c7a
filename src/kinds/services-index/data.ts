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
  const b = blocks('services-index');
  const hero = b.hero;
  const faq = fill(site.faq.servicesIndex);

  const props: ServicesIndexProps = {
    hero: {
      heading: b.hero.heading,
      paragraphs: hero.paragraphs ?? [],
      badges: (hero.list ?? []).map((label, i) => ({ label, icon: BADGE_ICONS[i % BADGE_ICONS.length] })),
    },
    main: { heading: b.main.heading, cards: site.services.filter((s) => s.tier === 'main').map((s) => serviceCard(s, vars)) },
    specialized: {
      heading: b.specialized.heading,
      cards: site.services.filter((s) => s.tier === 'specialized').map((s) => serviceCard(s, vars)),
    },
    expertise: { heading: b.expertise.heading, items: cards(b.expertise) },
    problems: { heading: b.problems.heading, items: cards(b.problems, 'Learn more') },
    whyChooseUs: { heading: b.whyChooseUs.heading, items: cards(b.whyChooseUs) },
    serviceArea: { heading: b.serviceArea.heading, intro: b.serviceArea.intro ?? '', places: placeLinks(site, b.serviceArea.list ?? []) },
    faq: { heading: b.faq.heading, items: faq },
    closing: { heading: b.closing.heading, paragraphs: b.closing.paragraphs ?? [] },
  };
  return {
    props,
    jsonLd: [localBusiness(site)],
  };
};
