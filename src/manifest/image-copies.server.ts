import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { sizedFrom, sourceImages, type SizedCopy, type SourceImage } from './images.ts';

/**
 * The sized copies of the content photos (src/manifest/images.ts): made with sharp (libvips), turned
 * upright as the camera saw them, stripped of their metadata (a phone photo's GPS position stays
 * out of the site). Made once: they are kept under .build/cache/images/ by their names, which say
 * the photo's content, the width and the format.
 */
const CACHE = '.build/cache/images/v1';
const SIZED_ADDRESS = /\/images\/sized\/[a-z0-9][a-z0-9._-]*\.(?:avif|webp|jpg)/g;

export async function sizedImage(source: SourceImage, copy: SizedCopy): Promise<Buffer> {
  const resized = sharp(source.file).rotate().resize({ width: copy.width, withoutEnlargement: true });
  if (copy.format === 'avif') return resized.avif({ quality: 50, effort: 2 }).toBuffer();
  if (copy.format === 'webp') return resized.webp({ quality: 72 }).toBuffer();
  return resized.jpeg({ quality: copy.fallback ? 55 : 75, mozjpeg: true, progressive: true }).toBuffer();
}

/**
 * Every sized copy the built pages name, made (or found in the cache): the folder they are in and
 * their file names, for the build to put under /images/sized/. A page naming a copy of a photo that
 * is not there is a build error, said with the address.
 */
export async function sizedImages(root: string, texts: Iterable<string>): Promise<{ dir: string; files: string[] }> {
  const urls = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(SIZED_ADDRESS)) urls.add(match[0]);
  const cache = new SizedCache(root);
  const files: string[] = [];
  for (const url of [...urls].sort()) {
    if (!(await cache.file(url))) throw new Error(`A page shows ${url}, but no photo in public/images is its source.`);
    files.push(url.slice(url.lastIndexOf('/') + 1));
  }
  return { dir: cache.dir, files };
}

/** The cache of sized copies: a copy's file, made on first request from the photo it names. */
export class SizedCache {
  readonly dir: string;
  private sources: SourceImage[] | undefined;

  constructor(readonly root: string) {
    this.dir = join(root, CACHE);
  }

  /** The file of the sized copy at `url` (made now if it is not kept yet); undefined when no photo is its source. */
  async file(url: string): Promise<string | undefined> {
    const name = url.slice(url.lastIndexOf('/') + 1);
    const path = join(this.dir, name);
    if (existsSync(path)) return path;
    this.sources ??= sourceImages(this.root);
    let found = sizedFrom(this.sources, url);
    // A photo uploaded since the sources were read.
    if (!found) found = sizedFrom((this.sources = sourceImages(this.root)), url);
    if (!found) return undefined;
    mkdirSync(this.dir, { recursive: true });
    const tmp = join(this.dir, `.${name}.${process.pid}`);
    writeFileSync(tmp, await sizedImage(found.source, found.copy));
    renameSync(tmp, path);
    return path;
  }
}
