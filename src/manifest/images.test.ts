import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { imageSize } from './image-size';
import { MIN_IMAGE_WIDTH, pictureOf, readSourceImage, SIZED_WIDTHS, sizedCopies, sizedFrom, sourceImages } from './images';

const root = mkdtempSync(join(tmpdir(), 'site-images-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#2a6f97' } });
async function put(url: string, bytes: Buffer | Promise<Buffer>) {
  mkdirSync(join(root, 'public', url, '..'), { recursive: true });
  writeFileSync(join(root, 'public', url), await bytes);
}

describe('image sizes, as a page shows them', () => {
  it('reads JPEG, PNG and the three kinds of WebP', async () => {
    expect(imageSize(await photo(64, 48).jpeg().toBuffer())).toEqual({ width: 64, height: 48, type: 'jpeg' });
    expect(imageSize(await photo(64, 48).png().toBuffer())).toEqual({ width: 64, height: 48, type: 'png' });
    expect(imageSize(await photo(64, 48).webp().toBuffer())).toEqual({ width: 64, height: 48, type: 'webp' });
    expect(imageSize(await photo(64, 48).webp({ lossless: true }).toBuffer())).toEqual({ width: 64, height: 48, type: 'webp' });
    const withAlpha = sharp({ create: { width: 64, height: 48, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } });
    expect(imageSize(await withAlpha.webp({ quality: 50, alphaQuality: 50 }).toBuffer())).toMatchObject({ width: 64, height: 48 });
    expect(imageSize(Buffer.from('not a picture at all'))).toBeUndefined();
  });

  it('a phone photo taken upright (EXIF orientation 6) is as tall as it is shown', async () => {
    const upright = await photo(64, 48).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(imageSize(upright)).toEqual({ width: 48, height: 64, type: 'jpeg' });
    const level = await photo(64, 48).jpeg().withMetadata({ orientation: 1 }).toBuffer();
    expect(imageSize(level)).toEqual({ width: 64, height: 48, type: 'jpeg' });
  });
});

describe('content photos and their sized copies', () => {
  it('reads a photo once while it is unchanged, and again once it changes', async () => {
    await put('/images/porch.jpg', photo(640, 480).jpeg().toBuffer());
    const first = readSourceImage(root, '/images/porch.jpg');
    // The loader and the check both ask: the second answer is the first, not a second read.
    expect(readSourceImage(root, '/images/porch.jpg')).toBe(first);
    await put('/images/porch.jpg', photo(800, 600).jpeg().toBuffer());
    const second = readSourceImage(root, '/images/porch.jpg');
    expect(second).toMatchObject({ width: 800, height: 600 });
    expect(second).not.toMatchObject({ hash: (first as { hash: string }).hash });
    rmSync(join(root, 'public/images/porch.jpg'));
    expect(readSourceImage(root, '/images/porch.jpg')).toEqual({ problem: 'image-missing' });
  });

  it('says why a photo cannot be shown', async () => {
    await put('/images/notes.jpg', Buffer.from('plain text named .jpg'));
    expect(readSourceImage(root, 'https://example.com/a.jpg')).toEqual({ problem: 'image-path' });
    expect(readSourceImage(root, '/images/../../etc/passwd.jpg')).toEqual({ problem: 'image-path' });
    expect(readSourceImage(root, '/images/nowhere.jpg')).toEqual({ problem: 'image-missing' });
    expect(readSourceImage(root, '/images/notes.jpg')).toEqual({ problem: 'image-unreadable' });
  });

  it('a large photo gets every width in three formats and a fallback; none wider than the largest width', async () => {
    await put('/images/uploads/driveway.jpg', photo(3000, 2000).jpeg().toBuffer());
    const img = readSourceImage(root, '/images/uploads/driveway.jpg');
    if ('problem' in img) throw new Error(img.problem);
    const copies = sizedCopies(img);
    expect(new Set(copies.filter((copy) => !copy.fallback).map((copy) => copy.width))).toEqual(new Set(SIZED_WIDTHS));
    expect(copies.filter((copy) => copy.width === SIZED_WIDTHS[0]).map((copy) => copy.format)).toEqual(['avif', 'webp', 'jpg', 'jpg']);
    const picture = pictureOf(img);
    expect(picture.width).toBe(Math.max(...SIZED_WIDTHS));
    expect(picture.height).toBe(Math.round((2000 * picture.width) / 3000));
    expect(picture.src).toMatch(/^\/images\/sized\/driveway-\d+\.[0-9a-f]{8}\.jpg$/);
    expect(picture.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(picture.fallback).toBe(copies.find((copy) => copy.fallback)!.url);
  });

  it('a photo narrower than the largest width is never made wider', async () => {
    await put('/images/porch.png', photo(MIN_IMAGE_WIDTH, 900).png().toBuffer());
    const img = readSourceImage(root, '/images/porch.png');
    if ('problem' in img) throw new Error(img.problem);
    expect(Math.max(...sizedCopies(img).map((sizedCopy) => sizedCopy.width))).toBe(MIN_IMAGE_WIDTH);
    expect(pictureOf(img).width).toBe(MIN_IMAGE_WIDTH);
  });

  it('a new photo under the same name is a new address, and each address leads back to its photo', async () => {
    const before = readSourceImage(root, '/images/uploads/driveway.jpg');
    await put('/images/uploads/driveway.jpg', photo(2000, 1500).jpeg({ quality: 60 }).toBuffer());
    const after = readSourceImage(root, '/images/uploads/driveway.jpg');
    if ('problem' in before || 'problem' in after) throw new Error('unreadable');
    expect(pictureOf(after).src).not.toBe(pictureOf(before).src);
    const sources = sourceImages(root);
    for (const copy of sizedCopies(after)) expect(sizedFrom(sources, copy.url)?.copy).toEqual(copy);
    expect(sizedFrom(sources, pictureOf(before).src)).toBeUndefined();
    expect(sizedFrom(sources, '/images/sized/driveway-800.00000000.jpg')).toBeUndefined();
    expect(readFileSync(after.file).length).toBeGreaterThan(0);
  });
});
