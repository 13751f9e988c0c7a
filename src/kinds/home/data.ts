import { itemList, localBusiness } from '../../seo/jsonld';
import { bookingConfig } from '../booking-config';
import type { DataBuilder } from '../context';
import { block, cards, longDate, mdxFacts, text } from '../copy-blocks';
import type { HomeProps, Link } from './types';

const PAGE = 'home';
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
  const copy = blocks(PAGE);
  const b = (name: string) => block(copy, name, PAGE);
  const where = (name: string) => `content/pages/${PAGE}.yaml blocks.${name}`;
  const limits = site.manifest.ui.limits;
  const link = (name: string): Link => {
    const cta = b(name).cta;
    if (!cta) throw new Error(`${where(name)}.cta is missing`);
    return { label: cta.label, href: cta.href };
  };
  const links = (name: string): Link[] => (b(name).items ?? []).map((i) => ({ label: i.title, href: i.href ?? '/' }));

  const hero = b('hero');
  const image = b('heroImage');
  const [onFallback, onFailure] = image.items ?? [];
  if (!onFallback?.text || !onFailure?.text) throw new Error(`${where('heroImage')}.items needs the two toast messages`);
  const srcSet = (ext: string) => HERO_IMAGE.widths.map((w) => `${HERO_IMAGE.base}-${w}.${ext} ${w}w`).join(', ');

  const main = site.services.filter((s) => s.tier === 'main');
  const serviceCards = main.map((s) => ({
    id: s.id,
    title: s.title,
    icon: s.icon,
    description: fill(s.shortDescription),
    issues: fill(s.issues.slice(0, 4)),
    detail: fill(s.detailedDescription),
    href: `/services/${s.id}`,
  }));

  const about = b('about');
  const areaCard = b('serviceAreaCard');
  const reviews = site.reviews.filter((r) => r.home);
  const ui = site.manifest.ui;
  const cta = b('cta');
  const faq = b('faq');
  const areas = b('serviceAreas');
  const issues = b('commonIssues');

  const props: HomeProps = {
    hero: {
      tag: text(hero, 'tag', where('hero')),
      heading: text(hero, 'heading', where('hero')),
      benefits: hero.list ?? [],
      paragraphs: hero.paragraphs ?? [],
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
        alt: text(image, 'intro', where('heroImage')),
        loading: text(image, 'tag', where('heroImage')),
        onFallback: { title: onFallback.title, text: onFallback.text },
        onFailure: { title: onFailure.title, text: onFailure.text },
      },
    },
    booking: bookingConfig(site),
    toast: ui.toast,
    services: {
      heading: text(b('services'), 'heading', where('services')),
      intro: text(b('services'), 'intro', where('services')),
      cards: serviceCards,
      more: { heading: text(b('moreServices'), 'heading', where('moreServices')), links: links('moreServices') },
      whyChooseUs: { heading: text(b('whyChooseUs'), 'heading', where('whyChooseUs')), items: cards(b('whyChooseUs')) },
      quickLinks: { heading: text(b('quickLinks'), 'heading', where('quickLinks')), items: cards(b('quickLinks')) },
      viewAll: link('services'),
    },
    brands: {
      heading: text(b('brands'), 'heading', where('brands')),
      intro: text(b('brands'), 'intro', where('brands')),
      tiles: site.brands.map((br) => ({ id: br.id, name: br.name, categories: br.categories, href: `/brands/${br.id}` })),
      byBrand: { heading: text(b('servicesByBrand'), 'heading', where('servicesByBrand')), items: cards(b('servicesByBrand')) },
      viewAll: link('brands'),
    },
    about: {
      heading: text(about, 'heading', where('about')),
      paragraphs: about.paragraphs ?? [],
      stats: (about.items ?? []).map((i) => ({ value: i.value ?? '', title: i.title })),
      areaCard: {
        heading: text(areaCard, 'heading', where('serviceAreaCard')),
        intro: text(areaCard, 'intro', where('serviceAreaCard')),
        counties: site.counties.map((c) => `${c.name} County`),
        link: link('serviceAreas'),
      },
    },
    reviews: {
      heading: text(b('reviews'), 'heading', where('reviews')),
      intro: text(b('reviews'), 'intro', where('reviews')),
      items: reviews.map((r) => ({
        id: r.id,
        name: r.name,
        place: `${r.area} ${r.zip}`,
        date: longDate(r.date),
        dateIso: r.date,
        service: r.service,
        rating: r.rating,
        comment: fill(r.comment),
      })),
      intervalMs: ui.carousel.intervalMs,
      wideCards: ui.carousel.wideCards,
      narrowCards: ui.carousel.narrowCards,
      breakpointPx: ui.mobileBreakpointPx,
      all: link('reviews'),
    },
    cta: {
      heading: text(cta, 'heading', where('cta')),
      intro: text(cta, 'intro', where('cta')),
      book: link('cta'),
      phone: site.manifest.business.phone,
      cities: site.cities.slice(0, 4).map((c) => ({ label: c.name, href: `/cities/${c.id}` })),
      more: links('cta'),
    },
    faq: {
      heading: text(faq, 'heading', where('faq')),
      intro: text(faq, 'intro', where('faq')),
      items: fill(site.faq.home),
    },
    areas: {
      heading: text(areas, 'heading', where('serviceAreas')),
      intro: text(areas, 'intro', where('serviceAreas')),
      facts: mdxFacts(site.mdx[TAMPA_TEXT], site.facts),
      counties: site.counties.map((c) => ({ name: c.name, zips: c.zipCodes })),
      all: link('serviceAreas'),
      popular: {
        heading: text(b('popularCities'), 'heading', where('popularCities')),
        cities: site.cities
          .slice(0, limits.popularCities)
          .map((c) => ({ name: c.name, county: `${c.county} County`, href: `/cities/${c.id}` })),
      },
      grid: {
        heading: text(b('cityGrid'), 'heading', where('cityGrid')),
        cities: site.cities.slice(0, limits.cityGridCities).map((c) => ({
          name: c.name,
          href: `/cities/${c.id}`,
          neighborhoods: c.neighborhoods
            .slice(0, limits.cityGridNeighborhoods)
            .map((n) => ({ label: n.name, href: `/cities/${c.id}/${n.id}` })),
        })),
      },
    },
    issues: {
      heading: text(issues, 'heading', where('commonIssues')),
      intro: text(issues, 'intro', where('commonIssues')),
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
          main.map((s) => ({ name: s.title, url: `/services/${s.id}` })),
        ),
        name: props.services.heading,
      },
    ],
  };
};
