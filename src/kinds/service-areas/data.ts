import type { Icon } from '../../manifest/schema.generated';
import type { DataBuilder } from '../context';
import { pageBody, type PageBody } from '../copy-blocks';
import { cityUrl, countyBlurb, citiesOf, featuredNeighborhoods, mapUrls, neighborhoodUrl, type Link } from '../places';

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
  /** the long text, content/pages/service-areas.mdx */
  body: PageBody;
};

export const pageProps: DataBuilder<ServiceAreasProps> = ({ site, blocks, fill }) => {
  const b = blocks('service-areas');
  const limits = site.manifest.ui.limits;
  const map = mapUrls(site);
  const intro = b.intro;
  const generic = b.otherCounty.intro;
  const faq = fill(site.faq.serviceAreas);

  const props: ServiceAreasProps = {
    hero: { heading: b.hero.heading, intro: b.hero.intro ?? '' },
    intro: {
      heading: intro.heading,
      paragraphs: intro.paragraphs ?? [],
      promises: intro.list ?? [],
      servicesLink: { label: intro.cta.label, href: intro.cta.href },
    },
    map: {
      heading: b.map.heading,
      intro: b.map.intro ?? '',
      title: `Map of ${map.place} and the surrounding service area`,
      embedUrl: map.embed,
      linkUrl: map.link,
      linkLabel: `View ${map.place} on Google Maps`,
    },
    counties: {
      heading: b.counties.heading,
      intro: b.counties.intro ?? '',
      items: site.counties.map((c) => ({
        name: c.name,
        description: countyBlurb(fill(c.description), generic, c.name),
        cities: citiesOf(site, c.name).map((city) => ({ label: city.name, href: cityUrl(city.id) })),
        featured: featuredNeighborhoods(site, c.name, limits.featuredNeighborhoodCities, limits.featuredNeighborhoodsPerCity),
      })),
    },
    allNeighborhoods: {
      heading: b.allNeighborhoods.heading,
      intro: b.allNeighborhoods.intro ?? '',
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
      heading: b.districts.heading,
      intro: b.districts.intro ?? '',
      counties: site.counties.map((c) => ({ name: c.name, districts: fill(c.businessDistricts) })),
    },
    commitments: { heading: b.commitments.heading, items: b.commitments.items ?? [] },
    popular: { heading: b.popular.heading, items: b.popular.items ?? [] },
    faq: { heading: b.faq.heading, items: faq },
    more: { heading: b.more.heading },
    cta: { heading: b.cta.heading, intro: b.cta.intro ?? '' },
    body: pageBody(site, MDX),
  };
  return { props };
};
