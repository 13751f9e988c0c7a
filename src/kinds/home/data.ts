import { itemList, localBusiness } from '../../seo/jsonld';
import { bookingConfig } from '../../booking/form/config';
import type { BlocksOf, BuildContext, DataBuilder } from '../context';
import { cards, longDate, pageBody } from '../copy-blocks';
import { shownPhoto } from '../photos';
import type { HomeProps, Link } from './types';
import { href } from '../../routes/urls';

const TAMPA_TEXT = 'content/pages/home-tampa.mdx';

type Blocks = BlocksOf<'home'>;
type Section<K extends keyof HomeProps> = (site: BuildContext['site'], copy: Blocks, fill: BuildContext['fill']) => HomeProps[K];

const link = (block: { cta: Link }): Link => ({ label: block.cta.label, href: block.cta.href });
const links = (block: { items: Array<{ title: string; href?: string }> }): Link[] =>
  block.items.map((item) => ({ label: item.title, href: item.href ?? '/' }));

/** The home page: one section after another, each drawn from its copy block and the site's data. */
export const pageProps: DataBuilder<HomeProps> = ({ site, blocks, fill }) => {
  const copy = blocks('home');
  const props: HomeProps = {
    hero: hero(site, copy, fill),
    booking: bookingConfig(site, blocks('booking')),
    toast: site.manifest.ui.toast,
    services: services(site, copy, fill),
    brands: brands(site, copy, fill),
    about: about(site, copy, fill),
    reviews: reviews(site, copy, fill),
    cta: cta(site, copy, fill),
    faq: { heading: copy.faq.heading, intro: copy.faq.intro, items: fill(site.faq.home) },
    areas: areas(site, copy, fill),
    issues: { heading: copy.commonIssues.heading, intro: copy.commonIssues.intro, items: cards(copy.commonIssues) },
  };
  const main = site.services.filter((service) => service.tier === 'main');
  return {
    props,
    jsonLd: [
      localBusiness(site),
      {
        ...itemList(
          site,
          main.map((service) => ({ name: service.title, url: href('service', { serviceId: service.id }) })),
        ),
        name: props.services.heading,
      },
    ],
  };
};

/**
 * The hero: heading, benefits, and the photo the copy names, in the sizes and formats the build
 * makes of it, with its fallback (src/manifest/images.ts, read by the loader).
 */
const hero: Section<'hero'> = (site, copy) => {
  const image = copy.heroImage;
  const [onFallback, onFailure] = image.items;
  // No sized copies only in the editing screen's preview (the check refuses a photo the build cannot show): the photo as uploaded.
  const picture = site.pictures[image.image] ?? {
    sources: [],
    src: image.image,
    srcSet: image.image,
    fallback: image.image,
    width: 1600,
    height: 900,
  };
  return {
    tag: copy.hero.tag,
    heading: copy.hero.heading,
    price: copy.hero.intro,
    benefits: copy.hero.list,
    paragraphs: copy.hero.paragraphs,
    image: {
      ...picture,
      sizes: '100vw',
      alt: image.intro,
      loading: image.tag,
      onFallback: { title: onFallback.title, text: onFallback.text! },
      onFailure: { title: onFailure.title, text: onFailure.text! },
    },
    book: link(copy.cta),
    phone: site.manifest.business.phone,
  };
};

/** The main services as cards, then links to the others, why choose us, and quick links. */
const services: Section<'services'> = (site, copy, fill) => ({
  heading: copy.services.heading,
  intro: copy.services.intro,
  cards: site.services
    .filter((service) => service.tier === 'main')
    .map((service) => ({
      id: service.id,
      title: service.title,
      icon: service.icon,
      description: fill(service.shortDescription),
      issues: fill(service.issues.slice(0, 4)),
      detail: fill(service.detailedDescription),
      href: href('service', { serviceId: service.id }),
    })),
  more: { heading: copy.moreServices.heading, links: links(copy.moreServices) },
  whyChooseUs: { heading: copy.whyChooseUs.heading, items: cards(copy.whyChooseUs) },
  quickLinks: { heading: copy.quickLinks.heading, items: cards(copy.quickLinks) },
  viewAll: link(copy.services),
});

const brands: Section<'brands'> = (site, copy) => ({
  heading: copy.brands.heading,
  intro: copy.brands.intro,
  tiles: site.brands.map((br) => ({ id: br.id, name: br.name, categories: br.categories, href: href('brand', { brandId: br.id }) })),
  byBrand: { heading: copy.servicesByBrand.heading, items: cards(copy.servicesByBrand) },
  viewAll: link(copy.brands),
});

const about: Section<'about'> = (site, copy) => ({
  heading: copy.about.heading,
  paragraphs: copy.about.paragraphs,
  stats: copy.about.items.map((item) => ({ value: item.value ?? '', title: item.title })),
  areaCard: {
    heading: copy.serviceAreaCard.heading,
    intro: copy.serviceAreaCard.intro,
    counties: site.counties.map((county) => `${county.name} County`),
    link: link(copy.serviceAreas),
  },
});

/** The reviews chosen for the home page, in the carousel's settings. */
const reviews: Section<'reviews'> = (site, copy, fill) => {
  const ui = site.manifest.ui;
  return {
    heading: copy.reviews.heading,
    intro: copy.reviews.intro,
    items: site.reviews
      .filter((review) => review.home)
      .map((review) => ({
        id: review.id,
        name: review.name,
        place: `${review.area} ${review.zip}`,
        date: longDate(review.date),
        dateIso: review.date,
        service: review.service,
        rating: review.rating,
        comment: fill(review.comment),
        sample: review.sample === true,
        photo: shownPhoto(site, review.photo),
      })),
    intervalMs: ui.carousel.intervalMs,
    wideCards: ui.carousel.wideCards,
    narrowCards: ui.carousel.narrowCards,
    breakpointPx: ui.mobileBreakpointPx,
    all: link(copy.reviews),
  };
};

const cta: Section<'cta'> = (site, copy) => ({
  heading: copy.cta.heading,
  intro: copy.cta.intro,
  book: link(copy.cta),
  phone: site.manifest.business.phone,
  cities: site.cities.slice(0, 4).map((city) => ({ label: city.name, href: href('city', { cityId: city.id }) })),
  more: links(copy.cta),
});

/** Where we work: the Tampa text, the counties' ZIP codes, popular cities and the city grid. */
const areas: Section<'areas'> = (site, copy) => {
  const limits = site.manifest.ui.limits;
  return {
    heading: copy.serviceAreas.heading,
    intro: copy.serviceAreas.intro,
    tampa: pageBody(site, TAMPA_TEXT),
    counties: site.counties.map((county) => ({ name: county.name, zips: county.zipCodes })),
    all: link(copy.serviceAreas),
    popular: {
      heading: copy.popularCities.heading,
      cities: site.cities
        .slice(0, limits.popularCities)
        .map((city) => ({ name: city.name, county: `${city.county} County`, href: href('city', { cityId: city.id }) })),
    },
    grid: {
      heading: copy.cityGrid.heading,
      cities: site.cities.slice(0, limits.cityGridCities).map((city) => ({
        name: city.name,
        href: href('city', { cityId: city.id }),
        neighborhoods: city.neighborhoods.slice(0, limits.cityGridNeighborhoods).map((neighborhood) => ({
          label: neighborhood.name,
          href: href('neighborhood', { cityId: city.id, neighborhoodId: neighborhood.id }),
        })),
      })),
    },
  };
};
