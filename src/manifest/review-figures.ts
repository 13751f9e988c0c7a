/** Which reviews the review figures count, and whether they are samples: plain rules, used by the loader, the pages and the audit (no Node import, so page data bundles for a browser). */

/**
 * The reviews the review figures ({{averageRating}}, {{reviewCount}}, {{fiveStarCount}},
 * {{fiveStarShare}}) count: the real ones (not `sample: true`) once there is one; until then the
 * samples, and every page shows those figures with the sample mark (ratingsAreSamples).
 */
export function ratedReviews<R extends { sample?: boolean }>(reviews: R[]): R[] {
  const real = reviews.filter((review) => review.sample !== true);
  return real.length ? real : reviews;
}

/** Whether the review figures are counted from sample reviews only: then they are shown marked as samples, or not at all. */
export function ratingsAreSamples(reviews: Array<{ sample?: boolean }>): boolean {
  return reviews.length > 0 && ratedReviews(reviews).every((item) => item.sample === true);
}

/** The facts counted from the reviews: shown with the sample mark while ratingsAreSamples. */
export const REVIEW_FIGURES = ['averageRating', 'reviewCount', 'fiveStarCount', 'fiveStarShare'] as const;
