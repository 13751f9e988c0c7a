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
  local: Array<{ heading: string; text: string }>;
  professional: { heading: string; items: string[] };
  faq: { heading: string; items: FaqItem[] };
  cta: { heading: string; intro: string; book: Link };
  side: { heading: string; list: string[] };
  related: { heading: string; cards: CardItem[] };
};

export const pageProps: DataBuilder<ServiceProps, Bindings['services']> = ({ site, entry, bound, blocks, fill, vars }) => {
  const s = bound.service;
  const b = blocks('service');
  const f = fill(s);

  const props: ServiceProps = {
    title: s.title,
    icon: s.icon,
    intro: withPrice(site, s, f.shortDescription, b.price.intro),
    about: { heading: b.about.heading, description: f.description, photo: shownPhoto(site, s.photo) },
    whyChooseUs: { heading: b.whyChooseUs.heading, items: cards(b.whyChooseUs) },
    issues: { heading: b.issues.heading, items: f.issues },
    tabs: {
      heading: b.tabs.heading,
      labels: tabLabels(b.tabs, ['Warning Signs', 'Maintenance Tips', 'Brands We Service']),
      symptoms: f.symptoms,
      tips: f.maintenanceTips,
      brands: s.commonBrands.flatMap((id) => {
        const brand = site.brands.find((x) => x.id === id);
        return brand ? [{ label: brand.name, href: href('brand', { brandId: brand.id }) }] : [];
      }),
    },
    process: { heading: b.process.heading, steps: (b.process.items ?? []).map((i) => ({ title: i.title, text: i.text ?? '' })) },
    areas: {
      heading: b.serviceAreas.heading,
      intro: b.serviceAreas.intro ?? '',
      places: placeLinks(site, b.serviceAreas.list ?? [], (c) => serviceInCityLink(site, s, c).href),
    },
    cities: {
      heading: b.cities.heading,
      intro: b.cities.intro ?? '',
      links: site.cities.map((c) => serviceInCityLink(site, s, c)),
    },
    local: [
      { heading: b.localInfo.heading, text: f.localInfo },
      { heading: b.regionInfo.heading, text: f.regionInfo },
    ],
    professional: { heading: b.professional.heading, items: f.whyProfessional },
    faq: { heading: b.faq.heading, items: f.faq },
    cta: {
      heading: b.cta.heading,
      intro: b.cta.intro ?? '',
      book: { ...b.cta.cta, href: toBookingFor(b.cta.cta.href, { service: s.id }) },
    },
    side: { heading: b.sideCard.heading, list: b.sideCard.list ?? [] },
    related: { heading: b.related.heading, cards: relatedServices(site, s).map((r) => serviceCard(r, vars)) },
  };
  return {
    props,
    jsonLd: [serviceLd(site, { title: s.title, description: f.shortDescription, url: entry.url })],
  };
};
