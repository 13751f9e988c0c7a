import type { RouteKind } from '../routes/table';

/** The size social networks show as a large card (og:image, twitter:card summary_large_image). */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

/** Where the social images live, under public/ (and so under the built site's root). */
export const SOCIAL_DIR = 'social';

/**
 * One social image per page kind, each with its title drawn over the project's own hero photo
 * (made by `npm run social-images`, committed under public/social/). A kind not listed here uses
 * the site image.
 */
export const SOCIAL_TITLES: Partial<Record<RouteKind | 'site', string>> = {
  site: 'Garage Door Repair & Installation',
  home: 'Garage Door Repair in Tampa Bay',
  'services-index': 'Garage Door Services',
  service: 'Garage Door Service Details',
  'service-city': 'Local Garage Door Service',
  brands: 'Garage Door Brands We Service',
  brand: 'Brand Repairs & Parts',
  city: 'Garage Door Service in Your City',
  neighborhood: 'Garage Door Service Near You',
  'service-areas': 'Our Service Areas',
  about: 'About Our Team',
  reviews: 'Customer Reviews',
  faq: 'Garage Door Questions Answered',
  booking: 'Book a Service Visit',
  legal: 'Terms & Privacy',
};

/** The image of a page kind, as a path of the built site. */
export function socialImagePath(kind: string): string {
  const own = kind === 'service-category' ? 'service' : kind;
  return `/${SOCIAL_DIR}/${own in SOCIAL_TITLES ? own : 'site'}.jpg`;
}

/** The alt text of a page kind's image. */
export function socialImageAlt(kind: string, company: string): string {
  const own = kind === 'service-category' ? 'service' : kind;
  return `${company}: ${SOCIAL_TITLES[own as RouteKind] ?? SOCIAL_TITLES.site}`;
}
