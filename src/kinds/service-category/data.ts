import type { CardItem } from '../../components/Cards';
import type { FaqItem, Icon } from '../../manifest/schema.generated';
import type { Bindings } from '../../routes/collections';
import type { DataBuilder } from '../context';
import { block, cards, text } from '../copy-blocks';
import {
  bookLink,
  DETAILS_LABEL,
  placeLinks,
  relatedServices,
  serviceCard,
  serviceCityUrl,
  serviceUrl,
  type Link,
} from '../services-shared';

const PAGE = 'service-category';
/** Sections shared with the service page take their copy from service.yaml. */
const SHARED = 'service';

export type ServiceCategoryProps = {
  title: string;
  icon: Icon;
  tag: string;
  intro: string;
  details: Link;
  overview: { heading: string; text: string };
  tabs: {
    heading: string;
    labels: [string, string, string];
    benefits: string[];
    process: Array<{ title: string; text: string }>;
    tips: string[];
  };
  symptoms: { heading: string; items: string[] };
  local: { heading: string; paragraphs: string[] };
  areas: { heading: string; intro: string; places: Array<{ label: string; href?: string }> };
  whyChooseUs: { heading: string; items: CardItem[] };
  faq: { heading: string; items: FaqItem[] };
  cta: { heading: string; intro: string; book: Link };
  related: { heading: string; cards: CardItem[] };
};

/** The category view of a service: benefits, process and care first; canonical to /services/<id>. */
export const build: DataBuilder<ServiceCategoryProps, Bindings['services']> = ({ site, bound, blocks, fill, vars }) => {
  const s = bound.service;
  const own = blocks(PAGE);
  const shared = blocks(SHARED);
  const b = (name: string) => block(own, name, PAGE);
  const sb = (name: string) => block(shared, name, SHARED);
  const h = (bl: ReturnType<typeof b>, name: string, page = PAGE) => text(bl, 'heading', `content/pages/${page}.yaml blocks.${name}`);
  const f = fill(s);
  const [l1 = 'Key Benefits', l2 = 'Our Process', l3 = 'Maintenance Tips'] = (b('tabs').items ?? []).map((i) => i.title);

  const props: ServiceCategoryProps = {
    title: s.title,
    icon: s.icon,
    tag: b('hero').tag ?? '',
    intro: f.shortDescription,
    details: { label: DETAILS_LABEL, href: serviceUrl(s.id) },
    overview: { heading: h(b('overview'), 'overview'), text: f.detailedDescription },
    tabs: {
      heading: h(b('tabs'), 'tabs'),
      labels: [l1, l2, l3],
      benefits: f.benefits,
      process: f.processSteps.map((p) => ({ title: p.title, text: p.text })),
      tips: f.maintenanceTips,
    },
    symptoms: { heading: h(b('symptoms'), 'symptoms'), items: f.symptoms },
    local: { heading: h(b('local'), 'local'), paragraphs: [f.localInfo, f.regionInfo] },
    areas: {
      heading: h(sb('serviceAreas'), 'serviceAreas', SHARED),
      intro: sb('serviceAreas').intro ?? '',
      places: placeLinks(site, sb('serviceAreas').list ?? [], (c) => serviceCityUrl(s.id, c.id)),
    },
    whyChooseUs: { heading: h(sb('whyChooseUs'), 'whyChooseUs', SHARED), items: cards(sb('whyChooseUs')) },
    faq: { heading: h(sb('faq'), 'faq', SHARED), items: f.faq },
    cta: { heading: h(sb('cta'), 'cta', SHARED), intro: sb('cta').intro ?? '', book: bookLink(sb('cta'), SHARED) },
    related: { heading: h(sb('related'), 'related', SHARED), cards: relatedServices(site, s).map((r) => serviceCard(r, vars)) },
  };
  return { props };
};
