import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { bundleSite, renderWithServerBundle } from '../../src/build/build';
import { renderThread } from '../../src/build/render-helper';
import { checkProject } from '../../src/checks/check';
import { kindNames, pageKind } from '../../src/kinds/kinds';

const root = process.cwd();
const work = join(root, '.build', 'render-once');
afterAll(() => rmSync(work, { recursive: true, force: true }));
/** The site's bundles, made once for the tests of this file. */
let bundled: Promise<void> | undefined;
const bundle = () => (bundled ??= bundleSite(root, work, { quiet: true }));

// The build's own steps, in its order: the check builds every page's data, Vite and Vike bundle,
// and the server bundle renders the site from that data. Each kind's data loader is counted: it
// runs once per page, in the check, and the pages the render returns (their HTML and their
// page.json) carry the very objects the check built.
it('page data is computed once per page: the HTML and page.json are drawn from the data the check built', async () => {
  const calls = new Map<string, number>();
  for (const name of kindNames()) {
    const kind = pageKind(name);
    const load = kind.data;
    vi.spyOn(kind, 'data').mockImplementation((ctx) => {
      const url = ctx.entry.url;
      calls.set(url, (calls.get(url) ?? 0) + 1);
      return load(ctx);
    });
  }
  const { errors, site, data } = checkProject({ root });
  expect(errors).toEqual([]);
  const urls = [...data!.pages.keys()];
  expect(urls.length).toBeGreaterThan(200);
  expect([...calls.values()].every((n) => n === 1)).toBe(true);
  expect(calls.size).toBe(urls.length + 1); // every page, and the not-found page

  await bundle();
  const rendered = await renderWithServerBundle(join(work, 'server'), site!, data!);
  expect([...calls.values()].every((n) => n === 1)).toBe(true);
  expect(rendered.pages.map((page) => page.url)).toEqual(urls);
  for (const page of rendered.pages) {
    const built = data!.pages.get(page.url)!;
    // The same props object (not an equal copy): nothing built the page's data again.
    expect(page.data.props).toBe(built.props);
    // The document says what its page.json says.
    expect(page.html.includes('<meta name="robots" content="noindex')).toBe(page.data.head.noindex);
    expect(page.html).toContain(`data-page="${page.url === '/' ? '' : page.url}/page.json"`);
  }
  expect(rendered.notFound.data).toBe(data!.notFound);
}, 300_000);

// A build draws every other page on a helper thread with the same bundle (src/build/render-helper.ts):
// its pages are the ones this thread draws, byte for byte, their page data too.
it('pages drawn on the helper thread are the pages drawn on the build’s own, byte for byte', async () => {
  const { errors, site, data } = checkProject({ root });
  expect(errors).toEqual([]);
  await bundle();
  const serverDir = join(work, 'server');
  const alone = await renderWithServerBundle(serverDir, site!, data!);
  const thread = renderThread(serverDir);
  let away = 0;
  try {
    const helper = { ...thread, render: (part: Parameters<typeof thread.render>[0]) => ((away += part.pages.length), thread.render(part)) };
    const shared = await renderWithServerBundle(serverDir, site!, data!, undefined, helper);
    expect(away, 'pages drawn on the helper thread').toBeGreaterThan(alone.pages.length / 3);
    expect(shared.pages.map((page) => page.url)).toEqual(alone.pages.map((page) => page.url));
    const differ = shared.pages.filter((page, i) => page.html !== alone.pages[i].html || page.json !== alone.pages[i].json);
    expect(differ.map((page) => page.url)).toEqual([]);
    expect(shared.notFound.html).toBe(alone.notFound.html);
  } finally {
    await thread.close();
  }
}, 300_000);
