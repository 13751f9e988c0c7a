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
  /** `intro`: what the figures count, while real reviews and sample ones are listed together */
  stats: { heading: string; intro?: string; items: CardItem[] };
  featured: { heading: string; review: ReviewCard };
  list: { heading: string; reviews: ReviewCard[]; filters: string[] };
  /** the review sites; a site whose address is still a placeholder is named without a link */
  reviewSites: { heading: string; intro: string; sites: Array<{ name: string; url?: string }> };
};

/** Reviews: every listed review, the featured one, the stats ({{averageRating}} is computed from the list). */
export const pageProps: DataBuilder<ReviewsProps> = ({ site, blocks }) => {
  const copy = blocks('reviews');
  const reviews: ReviewCard[] = site.reviews.map((review) => ({
    id: review.id,
    name: review.name,
    location: `${review.area} ${review.zip}`,
    isoDate: review.date,
    date: longDate(review.date),
    service: review.service,
    rating: review.rating,
    comment: review.comment,
    sample: review.sample === true,
    photo: shownPhoto(site, review.photo),
  }));
  const featuredId = site.reviews.find((review) => review.featured)?.id ?? site.reviews[0].id;
  // The service types present, in the booking form's order (then any other, in list order).
  const present = [...new Set(site.reviews.map((review) => review.service))];
  const order = site.manifest.booking.serviceTypes;
  const rank = (text: string) => (order.includes(text) ? order.indexOf(text) : order.length + present.indexOf(text));
  const filters = present.sort((text, value) => rank(text) - rank(value));
  return {
    props: {
      hero: { heading: copy.hero.heading, intro: copy.hero.intro },
      stats: {
        heading: copy.stats.heading,
        ...countedIntro(reviews),
        // Counted from sample reviews only, a figure carries the sample mark: never the business's rating.
        items: markReviewFigures(
          site,
          'reviews',
          'stats',
          copy.stats.items.map((it) => ({
            title: it.value === '1' ? singular(it.title) : it.title,
            ...(it.value ? { value: it.value } : {}),
          })),
        ),
      },
      featured: { heading: copy.featured.heading, review: reviews.find((review) => review.id === featuredId)! },
      list: { heading: copy.list.heading, reviews, filters },
      reviewSites: {
        heading: copy.reviewSites.heading,
        intro: copy.reviewSites.intro,
        sites: site.manifest.business.reviewSites.map((reviewSite) =>
          isPlaceholderUrl(reviewSite.url) ? { name: reviewSite.name } : { name: reviewSite.name, url: reviewSite.url },
        ),
      },
    },
  };
};

/**
 * While the business's own reviews and sample ones are listed together, the figures count the
 * business's own only (src/manifest/review-figures.ts): the stats say so, or "1 review" would sit
 * above a list of twelve.
 */
function countedIntro(reviews: ReviewCard[]): { intro?: string } {
  const samples = reviews.filter((review) => review.sample).length;
  const own = reviews.length - samples;
  if (!samples || !own) return {};
  const counted = own === 1 ? 'the one review from a customer' : `the ${own} reviews from customers`;
  const left = samples === 1 ? 'the sample review below is an example and is' : `the ${samples} sample reviews below are examples and are`;
  return { intro: `Counted from ${counted}; ${left} not counted.` };
}

/** A tile's title for a count of one: its first plural word without its s ("Customer Reviews" -> "Customer Review"). */
const singular = (title: string) => title.replace(/\b(\w{2,}[^\Ws])s\b/, '$1');
