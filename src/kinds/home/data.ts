import { itemList, localBusiness } from '../../seo/jsonld';
import { bookingConfig } from '../booking-config';
import type { DataBuilder } from '../context';
import { cards, longDate, mdxFacts } from '../copy-blocks';
import { copy } from './copy';
import type { HomeProps, Link } from './types';
import { href } from '../../routes/urls';

const TAMPA_TEXT = 'content/pages/home-tampa.mdx';
/** The hero picture: public/images/home-hero-<width>.<avif|webp|jpg>, and a second local file as the fallback. */
const HERO_IMAGE = {
  base: '/images/home-hero',
  widths: [800, 1600],
  width: 1600,
  height: 900,
  fallback: '/images/home-hero-fallback.jpg',
};

export const build: DataBuilder<HomeProps> = ({ site, blocks, fill }) => {
  const c = copy.blocks({ blocks });
  const limits = site.manifest.ui.limits;
  const link = (block: { cta: Link }): Link => ({ label: block.cta.label, href: block.cta.href });
  const links = (block: { items: Array<{ title: string; href?: string }> }): Link[] =>
    block.items.map((i) => ({ label: i.title, href: i.href ?? '/' }));

  const hero = c.hero;
  const image = c.heroImage;
  const [onFallback, onFailure] = image.items;
  const srcSet = (ext: string) => HERO_IMAGE.widths.map((w) => `${HERO_IMAGE.base}-${w}.${ext} ${w}w`).join(', ');

  const main = site.services.filter((s) => s.tier === 'main');
  const serviceCards = main.map((s) => ({
    id: s.id,
    title: s.title,
    icon: s.icon,
    description: fill(s.shortDescription),
    issues: fill(s.issues.slice(0, 4)),
    detail: fill(s.detailedDescription),
    href: href('service', { serviceId: s.id }),
  }));

  const about = c.about;
  const areaCard = c.serviceAreaCard;
  const reviews = site.reviews.filter((r) => r.home);
  const ui = site.manifest.ui;
  const cta = c.cta;
  const faq = c.faq;
  const areas = c.serviceAreas;
  const issues = c.commonIssues;

  const props: HomeProps = {
    hero: {
      tag: hero.tag,
      heading: hero.heading,
      benefits: hero.list,
      paragraphs: hero.paragraphs,
      image: {
        sources: [
          { type: 'image/avif', srcSet: srcSet('avif') },
          { type: 'image/webp', srcSet: srcSet('webp') },
        ],
        src: `${HERO_IMAGE.base}-${HERO_IMAGE.width}.jpg`,
        srcSet: srcSet('jpg'),
        sizes: '100vw',
        fallback: HERO_IMAGE.fallback,
        width: HERO_IMAGE.width,
        height: HERO_IMAGE.height,
        alt: image.intro,
        loading: image.tag,
        onFallback: { title: onFallback.title, text: onFallback.text! },
        onFailure: { title: onFailure.title, text: onFailure.text! },
      },
    },
    booking: bookingConfig(site),
    toast: ui.toast,
    services: {
      heading: c.services.heading,
      intro: c.services.intro,
      cards: serviceCards,
      more: { heading: c.moreServices.heading, links: links(c.moreServices) },
      whyChooseUs: { heading: c.whyChooseUs.heading, items: cards(c.whyChooseUs) },
      quickLinks: { heading: c.quickLinks.heading, items: cards(c.quickLinks) },
      viewAll: link(c.services),
    },
    brands: {
      heading: c.brands.heading,
      intro: c.brands.intro,
      tiles: site.brands.map((br) => ({ id: br.id, name: br.name, categories: br.categories, href: href('brand', { brandId: br.id }) })),
      byBrand: { heading: c.servicesByBrand.heading, items: cards(c.servicesByBrand) },
      viewAll: link(c.brands),
    },
    about: {
      heading: about.heading,
      paragraphs: about.paragraphs,
      stats: about.items.map((i) => ({ value: i.value ?? '', title: i.title })),
      areaCard: {
        heading: areaCard.heading,
        intro: areaCard.intro,
        counties: site.counties.map((c) => `${c.name} County`),
        link: link(c.serviceAreas),
      },
    },
    reviews: {
      heading: c.reviews.heading,
      intro: c.reviews.intro,
      items: reviews.map((r) => ({
        id: r.id,
        name: r.name,
        place: `${r.area} ${r.zip}`,
        date: longDate(r.date),
        dateIso: r.date,
        service: r.service,
        rating: r.rating,
        comment: fill(r.comment),
        sample: r.sample === true,
      })),
      intervalMs: ui.carousel.intervalMs,
      wideCards: ui.carousel.wideCards,
      narrowCards: ui.carousel.narrowCards,
      breakpointPx: ui.mobileBreakpointPx,
      all: link(c.reviews),
    },
    cta: {
      heading: cta.heading,
      intro: cta.intro,
      book: link(c.cta),
      phone: site.manifest.business.phone,
      cities: site.cities.slice(0, 4).map((c) => ({ label: c.name, href: href('city', { cityId: c.id }) })),
      more: links(c.cta),
    },
    faq: {
      heading: faq.heading,
      intro: faq.intro,
      items: fill(site.faq.home),
    },
    areas: {
      heading: areas.heading,
      intro: areas.intro,
      facts: mdxFacts(site.mdx[TAMPA_TEXT], site.facts),
      counties: site.counties.map((c) => ({ name: c.name, zips: c.zipCodes })),
      all: link(c.serviceAreas),
      popular: {
        heading: c.popularCities.heading,
        cities: site.cities
          .slice(0, limits.popularCities)
          .map((c) => ({ name: c.name, county: `${c.county} County`, href: href('city', { cityId: c.id }) })),
      },
      grid: {
        heading: c.cityGrid.heading,
        cities: site.cities.slice(0, limits.cityGridCities).map((c) => ({
          name: c.name,
          href: href('city', { cityId: c.id }),
          neighborhoods: c.neighborhoods
            .slice(0, limits.cityGridNeighborhoods)
            .map((n) => ({ label: n.name, href: href('neighborhood', { cityId: c.id, neighborhoodId: n.id }) })),
        })),
      },
    },
    issues: {
      heading: issues.heading,
      intro: issues.intro,
      items: cards(issues),
    },
  };

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
