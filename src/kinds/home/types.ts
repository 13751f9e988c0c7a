import type { BookingConfig } from '../../booking/form/types';
import type { CardItem } from '../../components/cards';
import type { ShownPhoto } from '../../components/photo';
import type { ToastSettings } from '../../components/toasts';
import type { Picture } from '../../manifest/images';
import type { Icon } from '../../manifest/schema.generated';
import type { PageBody } from '../copy-blocks';

export type Link = { label: string; href: string };
export type Message = { title: string; text: string };

/** The hero photo: its sized copies (src/manifest/images.ts), how wide it is drawn, and its words. */
export type HeroImage = Picture & {
  sizes: string;
  alt: string;
  loading: string;
  /** toasts: the fallback was used / both failed */
  onFallback: Message;
  onFailure: Message;
};

export type HomeServiceCard = {
  id: string;
  title: string;
  icon: Icon;
  description: string;
  issues: string[];
  detail: string;
  href: string;
};

export type BrandTile = { id: string; name: string; categories: Array<'residential' | 'commercial'>; href: string };

export type ReviewCard = {
  id: string;
  name: string;
  place: string;
  date: string;
  dateIso: string;
  service: string;
  rating: number;
  comment: string;
  /** sample copy: shown with its mark, never as verified */
  sample: boolean;
  /** a photo of the job, when the review has one */
  photo?: ShownPhoto;
};

export type HomeProps = {
  hero: {
    tag: string;
    heading: string;
    /** right under the headline: what its price is (the service call) and what the common repair costs */
    price: string;
    benefits: string[];
    paragraphs: string[];
    image: HeroImage;
    /** the hero's own actions, so booking is on the first screen beside calling */
    book: Link;
    phone: { display: string; e164: string };
  };
  booking: BookingConfig;
  toast: ToastSettings;
  services: {
    heading: string;
    intro: string;
    cards: HomeServiceCard[];
    more: { heading: string; links: Link[] };
    whyChooseUs: { heading: string; items: CardItem[] };
    quickLinks: { heading: string; items: CardItem[] };
    viewAll: Link;
  };
  brands: {
    heading: string;
    intro: string;
    tiles: BrandTile[];
    byBrand: { heading: string; items: CardItem[] };
    viewAll: Link;
  };
  about: {
    heading: string;
    paragraphs: string[];
    stats: Array<{ value: string; title: string }>;
    areaCard: { heading: string; intro: string; counties: string[]; link: Link };
  };
  reviews: {
    heading: string;
    intro: string;
    items: ReviewCard[];
    intervalMs: number;
    wideCards: number;
    narrowCards: number;
    breakpointPx: number;
    all: Link;
  };
  cta: { heading: string; intro: string; book: Link; phone: { display: string; e164: string }; cities: Link[]; more: Link[] };
  faq: { heading: string; intro: string; items: Array<{ question: string; answer: string }> };
  areas: {
    heading: string;
    intro: string;
    /** the long Tampa text, content/pages/home-tampa.mdx */
    tampa: PageBody;
    counties: Array<{ name: string; zips: string[] }>;
    all: Link;
    popular: { heading: string; cities: Array<{ name: string; county: string; href: string }> };
    grid: { heading: string; cities: Array<{ name: string; href: string; neighborhoods: Link[] }> };
  };
  issues: { heading: string; intro: string; items: CardItem[] };
};
