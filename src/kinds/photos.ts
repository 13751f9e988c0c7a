/** Server-side: a content photo (schema/defs.schema.json#/definitions/photo) as the Photo component draws it. */
import type { ShownPhoto } from '../components/photo';
import type { Site } from '../manifest/load';

/** A photo field of the content (a project's before and after, a service's, a review's, the about page's). */
export type ContentPhoto = { image: string; alt: string; caption?: string; sample?: boolean };

/**
 * A photo in the sizes and formats the build makes of it (src/manifest/images.ts, read by the
 * loader), with its words; undefined when the content names none. Without sized copies (only in the
 * editing screen's preview: the check refuses a photo the build cannot show) the photo as uploaded.
 */
export function shownPhoto(site: Site, photo: ContentPhoto | undefined): ShownPhoto | undefined {
  if (!photo) return undefined;
  const { fallback: _, ...picture } = site.pictures[photo.image] ?? {
    sources: [],
    src: photo.image,
    srcSet: photo.image,
    fallback: photo.image,
    width: 1600,
    height: 1200,
  };
  return {
    ...picture,
    alt: photo.alt,
    ...(photo.caption ? { caption: photo.caption } : {}),
    sample: photo.sample === true,
  };
}
