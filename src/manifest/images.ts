import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize, type ImageType } from './image-size.ts';
import type { SourceFile } from './source.ts';
import { walkStrings } from './walk.ts';

/**
 * Content images. An editor uploads one photo (public/images/, uploads in public/images/uploads/)
 * and names it in a content file (`image: /images/uploads/new-door.jpg`); pages never show that
 * file. They show its sized copies, which the build makes (src/manifest/image-copies.server.ts) and `npm run dev`
 * makes on request: each width in AVIF, WebP and JPEG, and a small JPEG as the fallback, named
 * `/images/sized/<name>-<width>.<hash>.<ext>` after the photo's content, so a new photo under the
 * same name is a new address and every sized copy can be cached for good.
 */
export const SIZED_FOLDER = '/images/sized';
/** The widths made of a photo (none wider than the photo itself). */
export const SIZED_WIDTHS = [800, 1600];
/** The narrowest photo a page may show: it fills a phone's screen at twice its pixels. */
export const MIN_IMAGE_WIDTH = 1200;
const FALLBACK_WIDTH = 800;
/** What an image field may name: a photo in the image folder (the editing screen's uploads go to uploads/). */
export const IMAGE_PATH = /^\/images\/(?:uploads\/)?([a-z0-9][a-z0-9._-]{0,80})\.(jpe?g|png|webp)$/;
const SIZED = /^\/images\/sized\/([a-z0-9][a-z0-9._-]{0,80})-(\d+|fallback)\.([0-9a-f]{8})\.(avif|webp|jpg)$/;

export type SizedFormat = 'avif' | 'webp' | 'jpg';
export type SourceImage = { url: string; file: string; name: string; hash: string; width: number; height: number; type: ImageType };
export type SizedCopy = { url: string; width: number; format: SizedFormat; fallback: boolean };
/** What a page needs to draw a photo: `<picture>` sources, the JPEG, its size, and the fallback file. */
export type Picture = {
  sources: Array<{ type: string; srcSet: string }>;
  src: string;
  srcSet: string;
  fallback: string;
  width: number;
  height: number;
};

type ReadImage = SourceImage | { problem: 'image-path' | 'image-missing' | 'image-unreadable' };

/** Photos read in this process, by file, with the modification time and size they were read at. */
const readPhotos = new Map<string, { stamp: string; found: ReadImage }>();

/**
 * The photo an image field names, read from public/; a reason instead when it cannot be shown. A
 * photo is read and hashed once while it is unchanged: the loader and the check both look at every
 * named photo, and `npm start` and the editing screen look again at every save.
 */
export function readSourceImage(root: string, url: string): ReadImage {
  const match = IMAGE_PATH.exec(url);
  if (!match) return { problem: 'image-path' };
  const file = join(root, 'public', url);
  if (!existsSync(file)) return { problem: 'image-missing' };
  const stat = statSync(file);
  const stamp = `${stat.mtimeMs}:${stat.size}`;
  const known = readPhotos.get(file);
  if (known?.stamp === stamp) return known.found;
  const bytes = readFileSync(file);
  const size = imageSize(bytes);
  const found: ReadImage =
    size?.width && size.height ? { url, file, name: match[1], hash: contentHash(bytes), ...size } : { problem: 'image-unreadable' };
  readPhotos.set(file, { stamp, found });
  return found;
}

/** Every sized copy of a photo: each width in each format, then the fallback. */
export function sizedCopies(img: SourceImage): SizedCopy[] {
  const copies: SizedCopy[] = widthsOf(img).flatMap((width) =>
    (['avif', 'webp', 'jpg'] as const).map((format) => ({ url: sizedUrl(img, width, format), width, format, fallback: false })),
  );
  const fallback = Math.min(FALLBACK_WIDTH, img.width);
  return [...copies, { url: `${SIZED_FOLDER}/${img.name}-fallback.${img.hash}.jpg`, width: fallback, format: 'jpg', fallback: true }];
}

/** The `<picture>` of a photo. */
export function pictureOf(img: SourceImage): Picture {
  const widths = widthsOf(img);
  const largest = widths[widths.length - 1];
  const srcSet = (format: SizedFormat) => widths.map((width) => `${sizedUrl(img, width, format)} ${width}w`).join(', ');
  return {
    sources: [
      { type: 'image/avif', srcSet: srcSet('avif') },
      { type: 'image/webp', srcSet: srcSet('webp') },
    ],
    src: sizedUrl(img, largest, 'jpg'),
    srcSet: srcSet('jpg'),
    fallback: sizedCopies(img).find((sizedCopy) => sizedCopy.fallback)!.url,
    width: largest,
    height: Math.round((img.height * largest) / img.width),
  };
}

/** Each photo an image field of the content names (a key `image`), as pages show it; the check reports the others. */
export function picturesOf(root: string, sources: Map<string, SourceFile>): Record<string, Picture> {
  const out: Record<string, Picture> = {};
  if (!photosAt(root)) return out;
  for (const [file, source] of sources) {
    if (!file.startsWith('content/')) continue;
    walkStrings(source.data, [], (path, url) => {
      if (path[path.length - 1] !== 'image' || url in out) return;
      const found = readSourceImage(root, url);
      if (!('problem' in found)) out[url] = pictureOf(found);
    });
  }
  return out;
}

/** Every photo in public/images and public/images/uploads that an image field may name. */
export function sourceImages(root: string): SourceImage[] {
  return ['images', 'images/uploads'].flatMap((dir) => {
    const folder = join(root, 'public', dir);
    if (!existsSync(folder)) return [];
    return readdirSync(folder).flatMap((file) => {
      const found = IMAGE_PATH.test(`/${dir}/${file}`) ? readSourceImage(root, `/${dir}/${file}`) : undefined;
      return found && !('problem' in found) ? [found] : [];
    });
  });
}

/** The photo a sized copy's address was made from (by its name and content), and what the copy is. */
export function sizedFrom(sources: SourceImage[], url: string): { source: SourceImage; copy: SizedCopy } | undefined {
  const match = SIZED.exec(url);
  if (!match) return undefined;
  for (const source of sources.filter((sourceImage) => sourceImage.name === match[1] && sourceImage.hash === match[3])) {
    const copy = sizedCopies(source).find((sizedCopy) => sizedCopy.url === url);
    if (copy) return { source, copy };
  }
  return undefined;
}

/**
 * Whether the photos can be read here: the build and the server's check can; the editing screen's
 * own check in the browser has the texts only, and leaves the photos to the server's check.
 */
export function photosAt(root: string): boolean {
  return existsSync(join(root, 'public/images'));
}

/** A short name for a photo's content (FNV-1a, 32 bits, as 8 hex digits): a new photo, a new address. */
function contentHash(bytes: Uint8Array): string {
  let height = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) height = Math.imul(height ^ bytes[i], 0x01000193);
  return (height >>> 0).toString(16).padStart(8, '0');
}

function widthsOf(img: SourceImage): number[] {
  const largest = Math.min(img.width, SIZED_WIDTHS[SIZED_WIDTHS.length - 1]);
  return [...SIZED_WIDTHS.filter((value) => value < largest), largest];
}

const sizedUrl = (img: SourceImage, width: number, format: SizedFormat) => `${SIZED_FOLDER}/${img.name}-${width}.${img.hash}.${format}`;
