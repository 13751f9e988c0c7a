import type { CardItem } from '../../components/Cards';
import type { Icon } from '../../manifest/schema.generated';
import { localBusiness } from '../../seo/jsonld';
import type { DataBuilder } from '../context';
import { block, cards, text } from '../copy-blocks';
import { placeLinks, serviceCard } from '../services-shared';

const PAGE = 'services-index';
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

export const build: DataBuilder<ServicesIndexProps> = ({ site, blocks, fill, vars }) => {
  const copy = blocks(PAGE);
  const b = (name: string) => block(copy, name, PAGE);
  const h = (name: string) => text(b(name), 'heading', `content/pages/${PAGE}.yaml blocks.${name}`);
  const hero = b('hero');
  const faq = fill(site.faq.servicesIndex);

  const props: ServicesIndexProps = {
    hero: {
      heading: h('hero'),
      paragraphs: hero.paragraphs ?? [],
      badges: (hero.list ?? []).map((label, i) => ({ label, icon: BADGE_ICONS[i % BADGE_ICONS.length] })),
    },
    main: { heading: h('main'), cards: site.services.filter((s) => s.tier === 'main').map((s) => serviceCard(s, vars)) },
    specialized: {
      heading: h('specialized'),
      cards: site.services.filter((s) => s.tier === 'specialized').map((s) => serviceCard(s, vars)),
    },
    expertise: { heading: h('expertise'), items: cards(b('expertise')) },
    problems: { heading: h('problems'), items: cards(b('problems'), 'Learn more') },
    whyChooseUs: { heading: h('whyChooseUs'), items: cards(b('whyChooseUs')) },
    serviceArea: { heading: h('serviceArea'), intro: b('serviceArea').intro ?? '', places: placeLinks(site, b('serviceArea').list ?? []) },
    faq: { heading: h('faq'), items: faq },
    closing: { heading: h('closing'), paragraphs: b('closing').paragraphs ?? [] },
  };
  return {
    props,
    jsonLd: [localBusiness(site)],
  };
};
