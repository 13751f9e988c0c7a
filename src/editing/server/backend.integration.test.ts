import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { placeFixtureSite } from '../../../tests/support/fixture-site';
import { applyEdits } from '../shared/yaml-edit';
import { createBackend, RefusedEdit } from './backend';

/** The fixture site placed in a folder of its own for the describe block, removed after it. */
function scratchSite(prefix: string): string {
  const root = placeFixtureSite(mkdtempSync(join(tmpdir(), prefix)));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  return root;
}

/** A delete with the redirect for its page: one request, checked and written as one change, or nothing written. */
describe('the edit backend deletes an entry together with the redirect for its page', () => {
  const root = scratchSite('backend-delete-');

  const backend = () => createBackend({ contentRoot: root, codeRoot: process.cwd() });
  /** A brand that other files name only in one-line lists (`[a, b]`), which the test below can take it out of. */
  const brand = () => {
    const others = ['content/services', 'content/cities'].flatMap((dir) =>
      readdirSync(join(root, dir)).map((file) => readFileSync(join(root, dir, file), 'utf8')),
    );
    const brands = readdirSync(join(root, 'content/brands'))
      .filter((path) => path.endsWith('.yaml'))
      .map((file) => ({
        path: `content/brands/${file}`,
        id: (parse(readFileSync(join(root, 'content/brands', file), 'utf8')) as { id: string }).id,
      }));
    return brands.find(({ id }) => !others.some((text) => new RegExp(`^\\s*- ${id}\\s*$`, 'm').test(text)))!;
  };
  const withRedirect = (from: string, to: string) => {
    const raw = readFileSync(join(root, 'site.yaml'), 'utf8');
    const data = parse(raw) as { redirects: unknown[] };
    return applyEdits(raw, { ...data, redirects: [...data.redirects, { from, to }] });
  };

  it('refuses a file that is not the screen’s beside the delete, and deletes nothing', async () => {
    const { path } = brand();
    const answer = await backend()({ action: 'deleteFiles', params: { paths: [path], dataFiles: [{ path: 'package.json', raw: '{}' }] } });
    expect(answer.status).toBe(403);
    expect(existsSync(join(root, path))).toBe(true);
  });

  it('deletes the file and adds the redirect in the same change once nothing names the entry', async () => {
    const { path, id } = brand();
    // What names the brand: removed first, as the screen asks the editor to.
    for (const dir of ['content/services', 'content/cities']) {
      for (const fileName of readdirSync(join(root, dir))) {
        const file = join(root, dir, fileName);
        const text = readFileSync(file, 'utf8').replace(/^(\s*\w+: \[)(.*)\]$/gm, (all, open: string, items: string) => {
          const kept = items
            .split(',')
            .map((text) => text.trim())
            .filter((text) => text !== id);
          return kept.length === items.split(',').length ? all : `${open}${kept.join(', ')}]`;
        });
        writeFileSync(file, text);
      }
    }
    const site = withRedirect(`/brands/${id}`, '/brands');
    const answer = await backend()({ action: 'deleteFiles', params: { paths: [path], dataFiles: [{ path: 'site.yaml', raw: site }] } });
    expect(answer).toMatchObject({ status: 200 });
    expect(existsSync(join(root, path))).toBe(false);
    expect(readFileSync(join(root, 'site.yaml'), 'utf8')).toBe(site);
  });
});

/** On the owner's server `onSaved` builds the site: when that fails, the files are as they were, byte for byte. */
describe('the edit backend puts the files back when what follows a save fails', () => {
  const root = scratchSite('backend-restore-');

  it('a save refused by onSaved leaves the file as it was, byte for byte, and the editor reads why', async () => {
    const backend = createBackend({
      contentRoot: root,
      codeRoot: process.cwd(),
      onSaved: () => {
        throw new RefusedEdit('The site did not build.', 422);
      },
    });
    const site = readFileSync(join(root, 'site.yaml'));
    const faq = readFileSync(join(root, 'content/faq.yaml'));
    const saved = await backend({ action: 'persistEntry', params: { entry: { path: 'site.yaml', raw: `${site.toString()}\n# more\n` } } });
    expect(saved).toEqual({ status: 422, body: { error: 'The site did not build.' } });
    expect(readFileSync(join(root, 'site.yaml')).equals(site)).toBe(true);

    expect(readFileSync(join(root, 'content/faq.yaml')).equals(faq)).toBe(true);
  });
});

/** A photo saved with its entry: the server's check reads the photo as sent, whatever the browser said. */
describe('the edit backend checks a new photo before it writes it', () => {
  const root = scratchSite('backend-photo-');

  const backend = () => createBackend({ contentRoot: root, codeRoot: process.cwd() });
  /** content/pages/home.yaml naming `url` in its image field, and the photo as the screen sends it. */
  async function save(url: string, width: number) {
    const file = 'content/pages/home.yaml';
    const raw = readFileSync(join(root, file), 'utf8');
    const image = /^(\s*)image: (\S+)$/m.exec(raw)!;
    const bytes = await sharp({ create: { width, height: Math.round(width * 0.65), channels: 3, background: '#446' } })
      .jpeg()
      .toBuffer();
    return backend()({
      action: 'persistEntry',
      params: {
        dataFiles: [{ path: file, raw: raw.replace(image[0], `${image[1]}image: ${url}`) }],
        assets: [{ path: `public${url}`, content: bytes.toString('base64'), encoding: 'base64' }],
      },
    });
  }

  it('refuses a photo too small for its place, in plain words, and writes neither the photo nor the text', async () => {
    const before = readFileSync(join(root, 'content/pages/home.yaml'), 'utf8');
    const answer = await save('/images/uploads/small.jpg', 640);
    expect(answer.status).toBe(422);
    expect(JSON.stringify(answer.body)).toMatch(/This photo is too small \(640 pixels wide\)/);
    expect(existsSync(join(root, 'public/images/uploads/small.jpg'))).toBe(false);
    expect(readFileSync(join(root, 'content/pages/home.yaml'), 'utf8')).toBe(before);
  });

  it('writes a photo that fits, with the line that names it', async () => {
    const answer = await save('/images/uploads/wide.jpg', 1600);
    expect(answer.status).toBe(200);
    expect(existsSync(join(root, 'public/images/uploads/wide.jpg'))).toBe(true);
    expect(readFileSync(join(root, 'content/pages/home.yaml'), 'utf8')).toContain('image: /images/uploads/wide.jpg');
  });

  it('writes only the photos the saved files name: one chosen and replaced before Publish is left out', async () => {
    const file = 'content/pages/home.yaml';
    const raw = readFileSync(join(root, file), 'utf8');
    const image = /^(\s*)image: (\S+)$/m.exec(raw)!;
    const photo = (width: number) =>
      sharp({ create: { width, height: Math.round(width * 0.65), channels: 3, background: '#446' } })
        .jpeg()
        .toBuffer();
    const asset = async (name: string, width: number) => ({
      path: `public/images/uploads/${name}`,
      content: (await photo(width)).toString('base64'),
      encoding: 'base64',
    });
    const answer = await backend()({
      action: 'persistEntry',
      params: {
        dataFiles: [{ path: file, raw: raw.replace(image[0], `${image[1]}image: /images/uploads/door-big.jpg`) }],
        assets: [await asset('tiny.jpg', 100), await asset('door-big.jpg', 1600)],
      },
    });
    expect(answer.status).toBe(200);
    expect(existsSync(join(root, 'public/images/uploads/door-big.jpg'))).toBe(true);
    expect(existsSync(join(root, 'public/images/uploads/tiny.jpg'))).toBe(false);
  });

  it('refuses a photo uploaded on its own (the picker outside an entry) that no field could take, and writes nothing', async () => {
    const upload = async (name: string, bytes: Buffer) =>
      backend()({
        action: 'persistMedia',
        params: { asset: { path: `public/images/uploads/${name}`, content: bytes.toString('base64'), encoding: 'base64' } },
      });
    const photo = (width: number) =>
      sharp({ create: { width, height: 400, channels: 3, background: '#446' } })
        .jpeg()
        .toBuffer();
    const small = await upload('thumbnail.jpg', await photo(640));
    expect(small.status).toBe(422);
    expect(JSON.stringify(small.body)).toMatch(
      /Not uploaded: This photo is too small \(640 pixels wide\)\. Upload a larger photo, at least 1200/,
    );
    expect(existsSync(join(root, 'public/images/uploads/thumbnail.jpg'))).toBe(false);
    const notAPhoto = await upload('notes.jpg', Buffer.from('not a picture'));
    expect(notAPhoto.status).toBe(422);
    expect(JSON.stringify(notAPhoto.body)).toMatch(/Not uploaded: This file is not a photo the website can show/);
    expect(existsSync(join(root, 'public/images/uploads/notes.jpg'))).toBe(false);
    const wide = await upload('porch.jpg', await photo(1400));
    expect(wide.status).toBe(200);
    expect(existsSync(join(root, 'public/images/uploads/porch.jpg'))).toBe(true);
  });

  it("offers the photos saved before in the photo picker, the uploads' among them", async () => {
    const answer = await backend()({ action: 'getMedia', params: { mediaFolder: 'public/images' } });
    expect(answer.status).toBe(200);
    const paths = (answer.body as Array<{ path: string }>).map((file) => file.path);
    expect(paths).toContain('public/images/uploads/wide.jpg');
  });
});
