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
  const copy = blocks('service-areas');
  const limits = site.manifest.ui.limits;
  const map = mapUrls(site);
  const intro = copy.intro;
  const generic = copy.otherCounty.intro;
  const faq = fill(site.faq.serviceAreas);

  const props: ServiceAreasProps = {
    hero: { heading: copy.hero.heading, intro: copy.hero.intro ?? '' },
    intro: {
      heading: intro.heading,
      paragraphs: intro.paragraphs ?? [],
      promises: intro.list ?? [],
      servicesLink: { label: intro.cta.label, href: intro.cta.href },
    },
    map: {
      heading: copy.map.heading,
      intro: copy.map.intro ?? '',
      title: `Map of ${map.place} and the surrounding service area`,
      embedUrl: map.embed,
      linkUrl: map.link,
      linkLabel: `View ${map.place} on Google Maps`,
    },
    counties: {
      heading: copy.counties.heading,
      intro: copy.counties.intro ?? '',
      items: site.counties.map((county) => ({
        name: county.name,
        description: countyBlurb(fill(county.description), generic, county.name),
        cities: citiesOf(site, county.name).map((city) => ({ label: city.name, href: cityUrl(city.id) })),
        featured: featuredNeighborhoods(site, county.name, limits.featuredNeighborhoodCities, limits.featuredNeighborhoodsPerCity),
      })),
    },
    allNeighborhoods: {
      heading: copy.allNeighborhoods.heading,
      intro: copy.allNeighborhoods.intro ?? '',
      counties: site.counties
        .map((county) => ({
          name: county.name,
          cities: citiesOf(site, county.name).map((city) => ({
            name: city.name,
            href: cityUrl(city.id),
            neighborhoods: city.neighborhoods.map((neighborhood) => ({
              label: neighborhood.name,
              href: neighborhoodUrl(city.id, neighborhood.id),
            })),
          })),
        }))
        .filter((item) => item.cities.length > 0),
    },
    districts: {
      heading: copy.districts.heading,
      intro: copy.districts.intro ?? '',
      counties: site.counties.map((county) => ({ name: county.name, districts: fill(county.businessDistricts) })),
    },
    commitments: { heading: copy.commitments.heading, items: copy.commitments.items ?? [] },
    popular: { heading: copy.popular.heading, items: copy.popular.items ?? [] },
    faq: { heading: copy.faq.heading, items: faq },
    more: { heading: copy.more.heading },
    cta: { heading: copy.cta.heading, intro: copy.cta.intro ?? '' },
    body: pageBody(site, MDX),
  };
  return { props };
};
