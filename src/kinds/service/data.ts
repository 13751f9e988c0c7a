import type { CardItem } from '../../components/cards';
import type { ShownPhoto } from '../../components/photo';
import type { FaqItem, Icon } from '../../manifest/schema.generated';
import { serviceLd } from '../../seo/jsonld';
import type { Bindings } from '../../routes/collections';
import type { DataBuilder } from '../context';
import { cards } from '../copy-blocks';
import { shownPhoto } from '../photos';
import { placeLinks, relatedServices, serviceCard, serviceInCityLink, type Link, tabLabels, withPrice } from '../services-shared';
import { href } from '../../routes/urls';
import { firstSentence } from '../../manifest/words';
import { toBookingFor } from '../../booking/rules/links';

export type ServiceProps = {
  title: string;
  icon: Icon;
  intro: string;
  /** the service's description, with its photo when the entry has one */
  about: { heading: string; description: string; photo?: ShownPhoto };
  whyChooseUs: { heading: string; items: CardItem[] };
  issues: { heading: string; items: string[] };
  tabs: { heading: string; labels: [string, string, string]; symptoms: string[]; tips: string[]; brands: Link[] };
  process: { heading: string; steps: Array<{ title: string; text: string }> };
  areas: { heading: string; intro: string; places: Array<{ label: string; href?: string }> };
  cities: { heading: string; intro: string; links: Link[] };
  /** the local and regional paragraphs: their first sentence leads, the rest folds on a phone */
  local: Array<{ heading: string; lead: string; rest: string }>;
  professional: { heading: string; items: string[] };
  faq: { heading: string; items: FaqItem[] };
  cta: { heading: string; intro: string; book: Link };
  side: { heading: string; list: string[] };
  related: { heading: string; cards: CardItem[] };
};

export const pageProps: DataBuilder<ServiceProps, Bindings['services']> = ({ site, entry, bound, blocks, fill, vars }) => {
  const service = bound.service;
  const copy = blocks('service');
  const path = fill(service);

  const props: ServiceProps = {
    title: service.title,
    icon: service.icon,
    intro: withPrice(site, service, path.shortDescription, copy.price.intro),
    about: { heading: copy.about.heading, description: path.description, photo: shownPhoto(site, service.photo) },
    whyChooseUs: { heading: copy.whyChooseUs.heading, items: cards(copy.whyChooseUs) },
    issues: { heading: copy.issues.heading, items: path.issues },
    tabs: {
      heading: copy.tabs.heading,
      labels: tabLabels(copy.tabs, ['Warning Signs', 'Maintenance Tips', 'Brands We Service']),
      symptoms: path.symptoms,
      tips: path.maintenanceTips,
      brands: service.commonBrands.flatMap((id) => {
        const brand = site.brands.find((item) => item.id === id);
        return brand ? [{ label: brand.name, href: href('brand', { brandId: brand.id }) }] : [];
      }),
    },
    process: {
      heading: copy.process.heading,
      steps: (copy.process.items ?? []).map((item) => ({ title: item.title, text: item.text ?? '' })),
    },
    areas: {
      heading: copy.serviceAreas.heading,
      intro: copy.serviceAreas.intro ?? '',
      places: placeLinks(site, copy.serviceAreas.list ?? [], (city) => serviceInCityLink(site, service, city).href),
    },
    cities: {
      heading: copy.cities.heading,
      intro: copy.cities.intro ?? '',
      links: site.cities.map((city) => serviceInCityLink(site, service, city)),
    },
    local: [
      { heading: copy.localInfo.heading, text: path.localInfo },
      { heading: copy.regionInfo.heading, text: path.regionInfo },
    ].map(({ heading, text }) => {
      const [lead, rest] = firstSentence(text);
      return { heading, lead, rest };
    }),
    professional: { heading: copy.professional.heading, items: path.whyProfessional },
    faq: { heading: copy.faq.heading, items: path.faq },
    cta: {
      heading: copy.cta.heading,
      intro: copy.cta.intro ?? '',
      book: { ...copy.cta.cta, href: toBookingFor(copy.cta.cta.href, { service: service.id }) },
    },
    side: { heading: copy.sideCard.heading, list: copy.sideCard.list ?? [] },
    related: { heading: copy.related.heading, cards: relatedServices(site, service).map((item) => serviceCard(item, vars)) },
  };
  return {
    props,
    jsonLd: [serviceLd(site, { title: service.title, description: path.shortDescription, url: entry.url })],
  };
};
