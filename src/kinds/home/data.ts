import { itemList, localBusiness } from '../../seo/jsonld';
import { bookingConfig } from '../../booking/form/config';
import type { BlocksOf, BuildContext, DataBuilder } from '../context';
import { cards, longDate, pageBody } from '../copy-blocks';
import { shownPhoto } from '../photos';
import type { HomeProps, Link } from './types';
import { href } from '../../routes/urls';

const TAMPA_TEXT = 'content/pages/home-tampa.mdx';

type Blocks = BlocksOf<'home'>;
type Section<K extends keyof HomeProps> = (site: BuildContext['site'], c: Blocks, fill: BuildContext['fill']) => HomeProps[K];

const link = (block: { cta: Link }): Link => ({ label: block.cta.label, href: block.cta.href });
const links = (block: { items: Array<{ title: string; href?: string }> }): Link[] =>
  block.items.map((i) => ({ label: i.title, href: i.href ?? '/' }));

/** The home page: one section after another, each drawn from its copy block and the site's data. */
export const pageProps: DataBuilder<HomeProps> = ({ site, blocks, fill }) => {
  const c = blocks('home');
  const props: HomeProps = {
    hero: hero(site, c, fill),
    booking: bookingConfig(site, blocks('booking').thanks),
    toast: site.manifest.ui.toast,
    services: services(site, c, fill),
    brands: brands(site, c, fill),
    about: about(site, c, fill),
    reviews: reviews(site, c, fill),
    cta: cta(site, c, fill),
    faq: { heading: c.faq.heading, intro: c.faq.intro, items: fill(site.faq.home) },
    areas: areas(site, c, fill),
    issues: { heading: c.commonIssues.heading, intro: c.commonIssues.intro, items: cards(c.commonIssues) },
  };
  const main = site.services.filter((s) => s.tier === 'main');
  return {
    props,
    jsonLd: [
      localBusiness(site),
      {
        ...itemList(
          site,
          main.map((s) => ({ name: s.title, url: href('service', { serviceId: s.id }) })),
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
const hero: Section<'hero'> = (site, c) => {
  const image = c.heroImage;
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
    tag: c.hero.tag,
    heading: c.hero.heading,
    price: c.hero.intro,
    benefits: c.hero.list,
    paragraphs: c.hero.paragraphs,
    image: {
      ...picture,
      sizes: '100vw',
      alt: image.intro,
      loading: image.tag,
      onFallback: { title: onFallback.title, text: onFallback.text! },
      onFailure: { title: onFailure.title, text: onFailure.text! },
    },
    book: link(c.cta),
    phone: site.manifest.business.phone,
  };
};

/** The main services as cards, then links to the others, why choose us, and quick links. */
const services: Section<'services'> = (site, c, fill) => ({
  heading: c.services.heading,
  intro: c.services.intro,
  cards: site.services
    .filter((s) => s.tier === 'main')
    .map((s) => ({
      id: s.id,
      title: s.title,
      icon: s.icon,
      description: fill(s.shortDescription),
      issues: fill(s.issues.slice(0, 4)),
      detail: fill(s.detailedDescription),
      href: href('service', { serviceId: s.id }),
    })),
  more: { heading: c.moreServices.heading, links: links(c.moreServices) },
  whyChooseUs: { heading: c.whyChooseUs.heading, items: cards(c.whyChooseUs) },
  quickLinks: { heading: c.quickLinks.heading, items: cards(c.quickLinks) },
  viewAll: link(c.services),
});

const brands: Section<'brands'> = (site, c) => ({
  heading: c.brands.heading,
  intro: c.brands.intro,
  tiles: site.brands.map((br) => ({ id: br.id, name: br.name, categories: br.categories, href: href('brand', { brandId: br.id }) })),
  byBrand: { heading: c.servicesByBrand.heading, items: cards(c.servicesByBrand) },
  viewAll: link(c.brands),
});

const about: Section<'about'> = (site, c) => ({
  heading: c.about.heading,
  paragraphs: c.about.paragraphs,
  stats: c.about.items.map((i) => ({ value: i.value ?? '', title: i.title })),
  areaCard: {
    heading: c.serviceAreaCard.heading,
    intro: c.serviceAreaCard.intro,
    counties: site.counties.map((county) => `${county.name} County`),
    link: link(c.serviceAreas),
  },
});

/** The reviews chosen for the home page, in the carousel's settings. */
const reviews: Section<'reviews'> = (site, c, fill) => {
  const ui = site.manifest.ui;
  return {
    heading: c.reviews.heading,
    intro: c.reviews.intro,
    items: site.reviews
      .filter((r) => r.home)
      .map((r) => ({
        id: r.id,
        name: r.name,
        place: `${r.area} ${r.zip}`,
        date: longDate(r.date),
        dateIso: r.date,
        service: r.service,
        rating: r.rating,
        comment: fill(r.comment),
        sample: r.sample === true,
        photo: shownPhoto(site, r.photo),
      })),
    intervalMs: ui.carousel.intervalMs,
    wideCards: ui.carousel.wideCards,
    narrowCards: ui.carousel.narrowCards,
    breakpointPx: ui.mobileBreakpointPx,
    all: link(c.reviews),
  };
};

const cta: Section<'cta'> = (site, c) => ({
  heading: c.cta.heading,
  intro: c.cta.intro,
  book: link(c.cta),
  phone: site.manifest.business.phone,
  cities: site.cities.slice(0, 4).map((city) => ({ label: city.name, href: href('city', { cityId: city.id }) })),
  more: links(c.cta),
});

/** Where we work: the Tampa text, the counties' ZIP codes, popular cities and the city grid. */
const areas: Section<'areas'> = (site, c) => {
  const limits = site.manifest.ui.limits;
  return {
    heading: c.serviceAreas.heading,
    intro: c.serviceAreas.intro,
    tampa: pageBody(site, TAMPA_TEXT),
    counties: site.counties.map((county) => ({ name: county.name, zips: county.zipCodes })),
    all: link(c.serviceAreas),
    popular: {
      heading: c.popularCities.heading,
      cities: site.cities
        .slice(0, limits.popularCities)
        .map((city) => ({ name: city.name, county: `${city.county} County`, href: href('city', { cityId: city.id }) })),
    },
    grid: {
      heading: c.cityGrid.heading,
      cities: site.cities.slice(0, limits.cityGridCities).map((city) => ({
        name: city.name,
        href: href('city', { cityId: city.id }),
        neighborhoods: city.neighborhoods
          .slice(0, limits.cityGridNeighborhoods)
          .map((n) => ({ label: n.name, href: href('neighborhood', { cityId: city.id, neighborhoodId: n.id }) })),
      })),
    },
  };
};
