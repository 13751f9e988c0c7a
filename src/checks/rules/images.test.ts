import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { SourceFile } from '../../manifest/source';
import { images } from './images';
import { changed, realSite, run } from './test-site';

const root = mkdtempSync(join(tmpdir(), 'site-image-rule-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The real site with one content file's `image` field naming `url`, its photos in a folder of their own. */
function siteWith(url: string) {
  const site = realSite();
  const [file, source] = [...site.sources].find(
    ([text, sourceFile]) => text.startsWith('content/') && JSON.stringify(sourceFile.data).includes('"image":'),
  )!;
  const data = structuredClone(source.data);
  const set = (item: unknown): void => {
    if (Array.isArray(item)) item.forEach(set);
    else if (item && typeof item === 'object')
      for (const [key, value] of Object.entries(item)) {
        if (key === 'image') (item as Record<string, unknown>)[key] = url;
        else set(value);
      }
  };
  set(data);
  const sources = new Map(site.sources);
  sources.set(file, { ...source, data } as SourceFile);
  return changed({ root, sources });
}

describe('images', () => {
  it("the real site's photos can all be shown", () => expect(run(images)).toEqual([]));

  it('a missing, unreadable, outside or too small photo is one plain error each, at its field', async () => {
    cpSync(join(realSite().root, 'public/images'), join(root, 'public/images'), { recursive: true });
    mkdirSync(join(root, 'public/images/uploads'), { recursive: true });
    writeFileSync(join(root, 'public/images/uploads/notes.jpg'), 'not a photo');
    writeFileSync(
      join(root, 'public/images/uploads/thumb.jpg'),
      await sharp({ create: { width: 640, height: 480, channels: 3, background: '#777' } })
        .jpeg()
        .toBuffer(),
    );
    const cases: Array<[string, RegExp]> = [
      ['/images/uploads/gone.jpg', /missing/],
      ['/images/uploads/notes.jpg', /not a photo the website can show/],
      ['https://example.com/door.jpg', /not in the site’s image folder/],
      ['/images/uploads/thumb.jpg', /too small \(640 pixels wide\)/],
    ];
    for (const [url, plain] of cases) {
      const errors = run(images, siteWith(url));
      expect(errors, url).toHaveLength(1);
      expect(errors[0].code).toBe('image');
      expect(errors[0].plain, url).toMatch(plain);
      expect(errors[0].line, url).toBeGreaterThan(0);
    }
  });

  it('leaves the photos to the server where they cannot be read (the screen’s own check in the browser)', () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'site-no-photos-'));
    try {
      expect(run(images, changed({ ...siteWith('/images/uploads/gone.jpg'), root: elsewhere }))).toEqual([]);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
