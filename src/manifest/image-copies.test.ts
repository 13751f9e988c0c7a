import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { pictureOf, readSourceImage, sizedCopies } from './images';
import { sizedImages } from './image-copies.server';

const root = mkdtempSync(join(tmpdir(), 'site-sized-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the sized copies the build makes', () => {
  it('makes each copy a page names, upright, at its width and format, without the camera metadata', async () => {
    mkdirSync(join(root, 'public/images/uploads'), { recursive: true });
    // A phone photo taken upright: stored 1000 x 750 with EXIF orientation 6 and a GPS position.
    const stored = await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#8a5a44' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '27/1 57/1 0/1' } } })
      .toBuffer();
    writeFileSync(join(root, 'public/images/uploads/new-door.jpg'), stored);
    const img = readSourceImage(root, '/images/uploads/new-door.jpg');
    if ('problem' in img) throw new Error(img.problem);
    const picture = pictureOf(img);
    const page = `<picture>${picture.sources.map((source) => `<source srcset="${source.srcSet}">`).join('')}<img src="${picture.src}" srcset="${picture.srcSet}"></picture>`;
    const { dir, files } = await sizedImages(root, [page, `<img src="${picture.fallback}">`]);
    expect(files.sort()).toEqual(
      sizedCopies(img)
        .map((sizedCopy) => sizedCopy.url.split('/').pop())
        .sort(),
    );
    for (const copy of sizedCopies(img)) {
      const meta = await sharp(join(dir, copy.url.split('/').pop()!)).metadata();
      expect(meta.format === 'heif' ? 'avif' : meta.format === 'jpeg' ? 'jpg' : meta.format).toBe(copy.format);
      expect(meta.width).toBe(copy.width);
      // Upright: taller than wide, as the phone showed it.
      expect(meta.height).toBeGreaterThan(meta.width!);
      expect(meta.orientation ?? 1).toBe(1);
      expect(meta.exif).toBeUndefined();
    }
  });

  it('keeps what it made: a second build reuses the copies', async () => {
    const img = readSourceImage(root, '/images/uploads/new-door.jpg');
    if ('problem' in img) throw new Error(img.problem);
    const first = await sizedImages(root, [pictureOf(img).src]);
    const made = statSync(join(first.dir, first.files[0])).mtimeMs;
    const again = await sizedImages(root, [pictureOf(img).src]);
    expect(statSync(join(again.dir, again.files[0])).mtimeMs).toBe(made);
  });

  it('a page naming a copy of a photo that is not there fails the build with the address', async () => {
    await expect(sizedImages(root, ['<img src="/images/sized/gone-800.0badc0de.jpg">'])).rejects.toThrow(/gone-800\.0badc0de\.jpg/);
  });
});
