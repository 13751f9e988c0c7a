import type { OwnCopySection } from '../../components/parts/own-copy';
import type { City, FaqItem, Icon } from '../../manifest/schema.generated';
import type { ServiceEntry, Site } from '../../manifest/load';
import { fillDeep } from '../../manifest/template';
import { serviceLd } from '../../seo/jsonld';
import type { Bindings } from '../../routes/collections';
import type { DataBuilder } from '../context';
import { ownCopyOf, relevantConditions, relatedServices, serviceCityUrl, serviceUrl, type Link, withPrice } from '../services-shared';
import { href } from '../../routes/urls';
import { bookingHref, toBookingFor } from '../../booking/rules/links';

const SIGNS = 4;
const CONDITIONS = 2;
const FAQS = 4;

export type ServiceCityProps =
  | { missing: { heading: string; text: string; link: Link } }
  | {
      missing?: undefined;
      hero: { heading: string; intro: string };
      /** the booking form, with this page's service and city chosen */
      bookHref: string;
      /**
       * the page's own copy (content/local/services/<service>/<city>.yaml): it replaces the words of the
       * description (`overview`), never a section; the process, offer, neighborhoods and FAQ stay
       */
      own?: { sections: OwnCopySection[] };
      overview: { heading: string; paragraphs: string[]; signsIntro: string; signs: string[] };
      conditions: { heading: string; intro: string; items: Array<{ title: string; text: string; icon?: Icon }> };
      process: { heading: string; steps: Array<{ title: string; text: string }> };
      offer: { heading: string; intro: string };
      neighborhoods: { heading: string; intro: string; items: Array<{ name: string; line: string; href: string; linkLabel: string }> };
      faq: { heading: string; items: FaqItem[] };
      cta: { heading: string; intro: string; book: Link };
      related: { heading: string; groups: Array<{ heading: string; links: Link[] }> };
    };

/**
 * One service in one city. The copy combines the two: the service's warning signs and summary with
 * the city's county, neighborhoods (with ZIP codes) and the local conditions that matter most to
 * this service, so no two of these pages read alike.
 */
export const pageProps: DataBuilder<ServiceCityProps, Bindings['service-cities']> = ({ site, entry, bound, blocks, fill, faqFor }) => {
  if (entry.missing) {
    const m = blocks('service-city').missing;
    return { props: { missing: { heading: m.heading, text: m.intro, link: m.cta } } };
  }
  const s = bound.service;
  const city = fill(bound.city);
  const b = fillDeep(blocks('service-city'), { county: city.county });
  const f = fill(s);
  // {{price}}: what the service usually costs (its `price:`, a claim), for the answers written for priced services.
  const price = s.price ? site.facts[s.price] : undefined;
  const vars = { service: s.title, city: city.name, county: city.county, ...(price ? { price } : {}) };
  const audience = s.audience ?? 'home';
  // The service's own first question, then the shared ones written for its type of work, its audience
  // and whether it names its price.
  const shared = faqFor(site.faq.serviceCity).filter(
    (q) => (!q.audience || q.audience === audience) && (q.priced === undefined || q.priced === (price !== undefined)),
  );
  const faq = fillDeep(fill([...s.faq.slice(0, 1), ...shared]), vars).slice(0, FAQS);
  // A service whose plain "<service> in <city>" is another page's heading has its own angle.
  const heading = f.cityHeading ?? `${s.title} in ${city.name}, FL`;
  const own = ownCopyOf(site, s.id, city.id);
  const ownCopy = own ? fill(own) : undefined;

  const props: ServiceCityProps = {
    hero: { heading, intro: withPrice(site, s, ownCopy?.intro ?? b.hero.intro, b.price.intro) },
    own: ownCopy ? { sections: ownCopy.sections } : undefined,
    overview: {
      // A service for businesses speaks to their owners, not to homeowners.
      heading: audience === 'business' ? b.business.heading : b.overview.heading,
      paragraphs: [...(b.overview.paragraphs ?? []), f.shortDescription],
      signsIntro: audience === 'business' ? b.business.intro : b.overview.intro,
      signs: f.symptoms.slice(0, SIGNS),
    },
    conditions: {
      heading: b.conditions.heading,
      intro: b.conditions.intro,
      // A city's conditions are its homes'; a service for businesses shows none of them. Own copy speaks of
      // the place's conditions in its own words (they are not one of the spec's sections).
      items: audience === 'business' || ownCopy ? [] : relevantConditions(s, city.commonIssues).slice(0, CONDITIONS),
    },
    process: { heading: b.process.heading, steps: (b.process.items ?? []).map((i) => ({ title: i.title, text: i.text ?? '' })) },
    offer: { heading: b.offer.heading, intro: b.offer.intro },
    neighborhoods: {
      heading: b.neighborhoods.heading,
      intro: b.neighborhoods.intro,
      // Name, ZIP codes and a link: each neighborhood's own paragraphs live on its own page.
      items: city.neighborhoods.map((n) => ({
        name: n.name,
        line: `${s.title} · ZIP ${n.zipCodes.join(', ')}`,
        href: href('neighborhood', { cityId: city.id, neighborhoodId: n.id }),
        linkLabel: `Garage door service in ${n.name}`,
      })),
    },
    faq: { heading: b.faq.heading, items: faq },
    cta: {
      heading: b.cta.heading,
      intro: b.cta.intro,
      book: { ...b.cta.cta, href: toBookingFor(b.cta.cta.href, { service: s.id, city: city.id }) },
    },
    bookHref: bookingHref({ service: s.id, city: city.id }),
    related: { heading: b.related.heading, groups: relatedGroups(site, s, city) },
  };
  return {
    props,
    jsonLd: [
      serviceLd(site, { title: heading, description: f.shortDescription, url: entry.url, serviceType: s.title, area: `${city.name}, FL` }),
    ],
  };
};

/** The links under the page: more in this city, this service elsewhere, and the pages to plan a visit. */
function relatedGroups(site: Site, s: ServiceEntry, city: City): Array<{ heading: string; links: Link[] }> {
  const others = site.cities.filter((c) => c.id !== city.id);
  return [
    {
      heading: `More in ${city.name}`,
      links: [
        { label: `Garage door services in ${city.name}`, href: href('city', { cityId: city.id }) },
        ...relatedServices(site, s).map((r) => ({ label: `${r.title} in ${city.name}`, href: serviceCityUrl(r.id, city.id) })),
      ],
    },
    {
      heading: `${s.title} elsewhere`,
      links: [
        { label: `${s.title}: all details`, href: serviceUrl(s.id) },
        ...others.map((c) => ({ label: `${s.title} in ${c.name}`, href: serviceCityUrl(s.id, c.id) })),
      ],
    },
    {
      heading: 'Plan your visit',
      links: [
        { label: 'All service areas', href: href('service-areas') },
        { label: 'All services', href: href('services-index') },
        { label: 'Book a service', href: bookingHref({ service: s.id, city: city.id }) },
      ],
    },
  ];
}
