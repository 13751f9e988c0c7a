/** The size social networks show as a large card (og:image, twitter:card summary_large_image). */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

/** Where the social images live, under public/ (and so under the built site's root). */
export const SOCIAL_DIR = 'social';

/**
 * The site's own social image, for pages whose kind has none. Each page kind may have its own,
 * with its title drawn over the project's hero photo (its module's `social`, src/kinds/kind.ts),
 * made by `npm run social-images` and committed under public/social/.
 */
export const SITE_SOCIAL = { name: 'site', title: 'Garage Door Repair & Installation' } as const;

/** A social image (`site` or a page kind's name), as a path of the built site. */
export function socialImagePath(name: string): string {
  return `/${SOCIAL_DIR}/${name}.jpg`;
}

/** The alt text of a social image with this title. */
export function socialImageAlt(title: string, company: string): string {
  return `${company}: ${title}`;
}
