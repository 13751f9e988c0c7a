import type { CardItem } from '../../components/cards';
import type { FaqItem, Icon } from '../../manifest/schema.generated';
import type { Bindings } from '../../routes/collections';
import type { DataBuilder } from '../context';
import { cards } from '../copy-blocks';
import {
  DETAILS_LABEL,
  placeLinks,
  relatedServices,
  serviceCard,
  serviceInCityLink,
  serviceUrl,
  type Link,
  tabLabels,
} from '../services-shared';
import { toBookingFor } from '../../booking/rules/links';

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
export const pageProps: DataBuilder<ServiceCategoryProps, Bindings['services']> = ({ site, bound, blocks, fill, vars }) => {
  const service = bound.service;
  const own = blocks('service-category');
  const shared = blocks('service');
  const path = fill(service);

  const props: ServiceCategoryProps = {
    title: service.title,
    icon: service.icon,
    tag: own.hero.tag ?? '',
    intro: path.shortDescription,
    details: { label: DETAILS_LABEL, href: serviceUrl(service.id) },
    overview: { heading: own.overview.heading, text: path.detailedDescription },
    tabs: {
      heading: own.tabs.heading,
      labels: tabLabels(own.tabs, ['Key Benefits', 'Our Process', 'Maintenance Tips']),
      benefits: path.benefits,
      process: path.processSteps.map((processStep) => ({ title: processStep.title, text: processStep.text })),
      tips: path.maintenanceTips,
    },
    symptoms: { heading: own.symptoms.heading, items: path.symptoms },
    local: { heading: own.local.heading, paragraphs: [path.localInfo, path.regionInfo] },
    areas: {
      heading: shared.serviceAreas.heading,
      intro: shared.serviceAreas.intro ?? '',
      places: placeLinks(site, shared.serviceAreas.list ?? [], (city) => serviceInCityLink(site, service, city).href),
    },
    whyChooseUs: { heading: shared.whyChooseUs.heading, items: cards(shared.whyChooseUs) },
    faq: { heading: shared.faq.heading, items: path.faq },
    cta: {
      heading: shared.cta.heading,
      intro: shared.cta.intro ?? '',
      book: { ...shared.cta.cta, href: toBookingFor(shared.cta.cta.href, { service: service.id }) },
    },
    related: { heading: shared.related.heading, cards: relatedServices(site, service).map((item) => serviceCard(item, vars)) },
  };
  return { props };
};
