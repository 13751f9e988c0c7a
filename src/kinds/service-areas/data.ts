import type { Icon } from '../../manifest/schema.generated';
import type { DataBuilder } from '../context';
import {
  cityUrl,
  countyBlurb,
  citiesOf,
  factsFor,
  featuredNeighborhoods,
  mapUrls,
  need,
  neighborhoodUrl,
  text,
  type Link,
} from '../places';

const PAGE = 'service-areas';
const MDX = 'content/pages/service-areas.mdx';

type Card = { title: string; text?: string; icon?: Icon; href?: string };

export type ServiceAreasProps = {
  hero: { heading: string; intro: string };
  intro: { heading: string; paragraphs: string[]; promises: string[]; servicesLink: Link };
  map: { heading: string; intro: string; title: string; embedUrl: string; linkUrl: string; linkLabel: string };
  counties: {
    heading: string;
    intro: string;
    items: Array<{ name: string; description: string; cities: Link[]; featured: Link[] }>;
  };
  allNeighborhoods: {
    heading: string;
    intro: string;
    counties: Array<{ name: string; cities: Array<{ name: string; href: string; neighborhoods: Link[] }> }>;
  };
  districts: { heading: string; intro: string; counties: Array<{ name: string; districts: string[] }> };
  commitments: { heading: string; items: Card[] };
  popular: { heading: string; items: Card[] };
  faq: { heading: string; items: Array<{ question: string; answer: string }> };
  more: { heading: string };
  cta: { heading: string; intro: string };
  /** the facts the MDX body uses */
  facts: Record<string, string>;
};

export const build: DataBuilder<ServiceAreasProps> = ({ site, blocks, fill }) => {
  const b = blocks(PAGE);
  const block = (name: string) => need(b, PAGE, name);
  const limits = site.manifest.ui.limits;
  const map = mapUrls(site);
  const intro = block('intro');
  const generic = text(block('otherCounty').intro, `${PAGE}.yaml otherCounty.intro`);
  const faq = fill(site.faq.serviceAreas);

  const props: ServiceAreasProps = {
    hero: { heading: text(block('hero').heading, 'hero.heading'), intro: block('hero').intro ?? '' },
    intro: {
      heading: text(intro.heading, 'intro.heading'),
      paragraphs: intro.paragraphs ?? [],
      promises: intro.list ?? [],
      servicesLink: { label: text(intro.cta?.label, 'intro.cta.label'), href: text(intro.cta?.href, 'intro.cta.href') },
    },
    map: {
      heading: text(block('map').heading, 'map.heading'),
      intro: block('map').intro ?? '',
      title: `Map of ${map.place} and the surrounding service area`,
      embedUrl: map.embed,
      linkUrl: map.link,
      linkLabel: `View ${map.place} on Google Maps`,
    },
    counties: {
      heading: text(block('counties').heading, 'counties.heading'),
      intro: block('counties').intro ?? '',
      items: site.counties.map((c) => ({
        name: c.name,
        description: countyBlurb(fill(c.description), generic, c.name),
        cities: citiesOf(site, c.name).map((city) => ({ label: city.name, href: cityUrl(city.id) })),
        featured: featuredNeighborhoods(site, c.name, limits.featuredNeighborhoodCities, limits.featuredNeighborhoodsPerCity),
      })),
    },
    allNeighborhoods: {
      heading: text(block('allNeighborhoods').heading, 'allNeighborhoods.heading'),
      intro: block('allNeighborhoods').intro ?? '',
      counties: site.counties
        .map((c) => ({
          name: c.name,
          cities: citiesOf(site, c.name).map((city) => ({
            name: city.name,
            href: cityUrl(city.id),
            neighborhoods: city.neighborhoods.map((n) => ({ label: n.name, href: neighborhoodUrl(city.id, n.id) })),
          })),
        }))
        .filter((c) => c.cities.length > 0),
    },
    districts: {
      heading: text(block('districts').heading, 'districts.heading'),
      intro: block('districts').intro ?? '',
      counties: site.counties.map((c) => ({ name: c.name, districts: fill(c.businessDistricts) })),
    },
    commitments: { heading: text(block('commitments').heading, 'commitments.heading'), items: block('commitments').items ?? [] },
    popular: { heading: text(block('popular').heading, 'popular.heading'), items: block('popular').items ?? [] },
    faq: { heading: text(block('faq').heading, 'faq.heading'), items: faq },
    more: { heading: text(block('more').heading, 'more.heading') },
    cta: { heading: text(block('cta').heading, 'cta.heading'), intro: block('cta').intro ?? '' },
    facts: factsFor(site, MDX),
  };
  return { props };
};
