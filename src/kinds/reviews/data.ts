import { isPlaceholderUrl, longDate } from '../../manifest/facts';
import type { CardItem } from '../../components/cards';
import type { ShownPhoto } from '../../components/photo';
import { shownPhoto } from '../photos';
import type { DataBuilder } from '../context';
import { markReviewFigures } from '../copy-blocks';

export type ReviewCard = {
  id: string;
  name: string;
  /** area and ZIP, e.g. "Hyde Park, Tampa 33606" */
  location: string;
  /** YYYY-MM-DD, for <time dateTime> */
  isoDate: string;
  /** e.g. "March 14, 2026", formatted at build time */
  date: string;
  service: string;
  rating: number;
  comment: string;
  /** sample copy (content/reviews.yaml `sample: true`): shown with its mark, never as verified */
  sample: boolean;
  /** a photo of the job, when the entry has one */
  photo?: ShownPhoto;
};

export type ReviewsProps = {
  hero: { heading: string; intro: string };
  stats: { heading: string; items: CardItem[] };
  featured: { heading: string; review: ReviewCard };
  list: { heading: string; reviews: ReviewCard[]; filters: string[] };
  /** the review sites; a site whose address is still a placeholder is named without a link */
  reviewSites: { heading: string; intro: string; sites: Array<{ name: string; url?: string }> };
};

/** Reviews: every listed review, the featured one, the stats ({{averageRating}} is computed from the list). */
export const pageProps: DataBuilder<ReviewsProps> = ({ site, blocks }) => {
  const b = blocks('reviews');
  const reviews: ReviewCard[] = site.reviews.map((r) => ({
    id: r.id,
    name: r.name,
    location: `${r.area} ${r.zip}`,
    isoDate: r.date,
    date: longDate(r.date),
    service: r.service,
    rating: r.rating,
    comment: r.comment,
    sample: r.sample === true,
    photo: shownPhoto(site, r.photo),
  }));
  const featuredId = site.reviews.find((r) => r.featured)?.id ?? site.reviews[0].id;
  // The service types present, in the booking form's order (then any other, in list order).
  const present = [...new Set(site.reviews.map((r) => r.service))];
  const order = site.manifest.booking.serviceTypes;
  const rank = (s: string) => (order.includes(s) ? order.indexOf(s) : order.length + present.indexOf(s));
  const filters = present.sort((x, y) => rank(x) - rank(y));
  return {
    props: {
      hero: { heading: b.hero.heading, intro: b.hero.intro },
      stats: {
        heading: b.stats.heading,
        // Counted from sample reviews only, a figure carries the sample mark: never the business's rating.
        items: markReviewFigures(
          site,
          'reviews',
          'stats',
          b.stats.items.map((it) => ({ title: it.title, ...(it.value ? { value: it.value } : {}) })),
        ),
      },
      featured: { heading: b.featured.heading, review: reviews.find((r) => r.id === featuredId)! },
      list: { heading: b.list.heading, reviews, filters },
      reviewSites: {
        heading: b.reviewSites.heading,
        intro: b.reviewSites.intro,
        sites: site.manifest.business.reviewSites.map((s) => (isPlaceholderUrl(s.url) ? { name: s.name } : { name: s.name, url: s.url })),
      },
    },
  };
};
