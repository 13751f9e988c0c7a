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

/** Two questions ask the same when they open with the same three words ("How much does", "How quickly can"), whatever case. */
export const asksTheSame = (one: string, other: string): boolean => {
  const opening = (question: string) => question.toLowerCase().split(/\s+/).slice(0, 3).join(' ');
  return opening(one) === opening(other);
};
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
      /** the offer, and its link to the form that claims it */
      offer: { heading: string; intro: string; book: string };
      neighborhoods: { heading: string; intro: string; items: Array<{ name: string; line: string; href: string; linkLabel: string }> };
      faq: { heading: string; items: FaqItem[] };
      cta: { heading: string; intro: string; book: Link };
      related: { heading: string; groups: Array<{ heading: string; links: Link[] }> };
    };

/**
 * The service's own first question, then the shared ones written for its type of work (`shared`,
 * already chosen by it), its audience and whether it names its price; a shared question that asks
 * what the service's own already asks ("How much does ...") is left out.
 */
function questionsOf(service: ServiceEntry, shared: FaqItem[], priced: boolean): FaqItem[] {
  const audience = service.audience ?? 'home';
  const first = service.faq.slice(0, 1);
  const fitting = shared.filter(
    (faqItem) =>
      (!faqItem.audience || faqItem.audience === audience) &&
      (faqItem.priced === undefined || faqItem.priced === priced) &&
      !first.some((own) => asksTheSame(own.question, faqItem.question)),
  );
  return [...first, ...fitting];
}

/**
 * One service in one city. The copy combines the two: the service's warning signs and summary with
 * the city's county, neighborhoods (with ZIP codes) and the local conditions that matter most to
 * this service, so no two of these pages read alike.
 */
export const pageProps: DataBuilder<ServiceCityProps, Bindings['service-cities']> = ({ site, entry, bound, blocks, fill, faqFor }) => {
  if (entry.missing) {
    const missing = blocks('service-city').missing;
    return { props: { missing: { heading: missing.heading, text: missing.intro, link: missing.cta } } };
  }
  const service = bound.service;
  const city = fill(bound.city);
  const copy = fillDeep(blocks('service-city'), { county: city.county });
  const path = fill(service);
  // {{price}}: what the service usually costs (its `price:`, a claim), for the answers written for priced services.
  const price = service.price ? site.facts[service.price] : undefined;
  const vars = { service: service.title, city: city.name, county: city.county, ...(price ? { price } : {}) };
  const audience = service.audience ?? 'home';
  const faq = fillDeep(fill(questionsOf(service, faqFor(site.faq.serviceCity), price !== undefined)), vars).slice(0, FAQS);
  // A service whose plain "<service> in <city>" is another page's heading has its own angle.
  const heading = path.cityHeading ?? `${service.title} in ${city.name}, FL`;
  const own = ownCopyOf(site, service.id, city.id);
  const ownCopy = own ? fill(own) : undefined;

  const props: ServiceCityProps = {
    hero: { heading, intro: withPrice(site, service, ownCopy?.intro ?? copy.hero.intro, copy.price.intro) },
    own: ownCopy ? { sections: ownCopy.sections } : undefined,
    overview: {
      // A service for businesses speaks to their owners, not to homeowners.
      heading: audience === 'business' ? copy.business.heading : copy.overview.heading,
      paragraphs: [...(copy.overview.paragraphs ?? []), path.shortDescription],
      signsIntro: audience === 'business' ? copy.business.intro : copy.overview.intro,
      signs: path.symptoms.slice(0, SIGNS),
    },
    conditions: {
      heading: copy.conditions.heading,
      intro: copy.conditions.intro,
      // A city's conditions are its homes'; a service for businesses shows none of them. Own copy speaks of
      // the place's conditions in its own words (they are not one of the spec's sections).
      items: audience === 'business' || ownCopy ? [] : relevantConditions(service, city.commonIssues).slice(0, CONDITIONS),
    },
    process: {
      heading: copy.process.heading,
      steps: (copy.process.items ?? []).map((item) => ({ title: item.title, text: item.text ?? '' })),
    },
    offer: { heading: copy.offer.heading, intro: copy.offer.intro, book: bookingHref({ service: service.id, city: city.id, offer: true }) },
    neighborhoods: {
      heading: copy.neighborhoods.heading,
      intro: copy.neighborhoods.intro,
      // Name, ZIP codes and a link: each neighborhood's own paragraphs live on its own page.
      items: city.neighborhoods.map((neighborhood) => ({
        name: neighborhood.name,
        line: `${service.title} · ZIP ${neighborhood.zipCodes.join(', ')}`,
        href: href('neighborhood', { cityId: city.id, neighborhoodId: neighborhood.id }),
        linkLabel: `Garage door service in ${neighborhood.name}`,
      })),
    },
    faq: { heading: copy.faq.heading, items: faq },
    cta: {
      heading: copy.cta.heading,
      intro: copy.cta.intro,
      book: { ...copy.cta.cta, href: toBookingFor(copy.cta.cta.href, { service: service.id, city: city.id }) },
    },
    bookHref: bookingHref({ service: service.id, city: city.id }),
    related: { heading: copy.related.heading, groups: relatedGroups(site, service, city) },
  };
  return {
    props,
    jsonLd: [
      serviceLd(site, {
        title: heading,
        description: path.shortDescription,
        url: entry.url,
        serviceType: service.title,
        area: `${city.name}, FL`,
      }),
    ],
  };
};

/** The links under the page: more in this city, this service elsewhere, and the pages to plan a visit. */
function relatedGroups(site: Site, service: ServiceEntry, city: City): Array<{ heading: string; links: Link[] }> {
  const others = site.cities.filter((item) => item.id !== city.id);
  return [
    {
      heading: `More in ${city.name}`,
      links: [
        { label: `Garage door services in ${city.name}`, href: href('city', { cityId: city.id }) },
        ...relatedServices(site, service).map((item) => ({
          label: `${item.title} in ${city.name}`,
          href: serviceCityUrl(item.id, city.id),
        })),
      ],
    },
    {
      heading: `${service.title} elsewhere`,
      links: [
        { label: `${service.title}: all details`, href: serviceUrl(service.id) },
        ...others.map((other) => ({ label: `${service.title} in ${other.name}`, href: serviceCityUrl(service.id, other.id) })),
      ],
    },
    {
      heading: 'Plan your visit',
      links: [
        { label: 'All service areas', href: href('service-areas') },
        { label: 'All services', href: href('services-index') },
        { label: 'Book a service', href: bookingHref({ service: service.id, city: city.id }) },
      ],
    },
  ];
}
