import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import { CHROMIUM_ARGS, ensureChromium } from '../support/chromium';
import { freePort } from '../support/ports';
import { stopGroup, spawnGroup, waitForUrl } from '../support/process-group';
import { scratchSite } from '../support/scratch-site';

const ROOT = resolve(import.meta.dirname, '../..');
const PORT = await freePort();
const root = scratchSite(undefined, { buildable: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Waits until the page (which the dev server may reload meanwhile) shows `text`. */
async function until(page: Page, text: string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const body = await page.evaluate(() => document.body?.innerText ?? '').catch(() => '');
    if (body.includes(text)) return;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(
    `the page did not show "${text}" within ${ms} ms:\n${await page.evaluate(() => document.body?.innerText ?? '').catch(() => '')}`,
  );
}

// `npm run dev` in a scratch site, with Chromium on a page: a broken site.yaml and a broken
// MDX body each show the check's error (file:line and fix) in the browser, and the page comes back
// by itself once the file is fixed, without a restart or a manual reload.
it('npm run dev shows the check error in the browser and recovers after the fix', async () => {
  const dev = spawnGroup(process.execPath, [join(ROOT, 'node_modules/vike/bin.js'), 'dev', '--port', String(PORT), '--strictPort'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  dev.stdout!.on('data', (chunk) => (log += chunk));
  dev.stderr!.on('data', (chunk) => (log += chunk));
  const browser = await (await import('playwright-core')).chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const base = `http://localhost:${PORT}`;
    await waitForUrl(base + '/', dev, () => log);
    const page = await browser.newPage();
    // Each load's dev client says when it is connected: an edit made before that reaches the page
    // only through the server's late reload (a few seconds), which a busy machine can outlast.
    let live = false;
    page.on('framenavigated', (frame) => frame === page.mainFrame() && (live = false));
    page.on('console', (message) => message.text().includes('[vite] connected') && (live = true));
    const connected = async () => {
      for (const end = Date.now() + 30_000; !live && Date.now() < end;) await new Promise((done) => setTimeout(done, 50));
      if (!live) throw new Error("the page's dev client did not connect within 30 s");
    };
    await page.goto(base + '/about');
    await until(page, 'Built for Tampa Bay homes');

    const edit = async (file: string, from: string, to: string) => {
      await connected();
      const text = readFileSync(join(root, file), 'utf8');
      expect(text).toContain(from);
      writeFileSync(join(root, file), text.replace(from, to));
    };
    // One extra space before a key in site.yaml.
    await edit('site.yaml', '\n  tagline: ', '\n   tagline: ');
    await until(page, 'site.yaml:15:4');
    await until(page, 'Indent it like the line above');
    await edit('site.yaml', '\n   tagline: ', '\n  tagline: ');
    await until(page, 'Built for Tampa Bay homes');

    // A fact written with one pair of braces in an MDX body.
    await edit('content/pages/about.mdx', '### Built for Tampa Bay homes', '### Built for Tampa Bay homes since {foundedYear}');
    await until(page, 'content/pages/about.mdx:3');
    await until(page, 'write {{foundedYear}}');
    await edit(
      'content/pages/about.mdx',
      '### Built for Tampa Bay homes since {foundedYear}',
      '### Built for Tampa Bay homes since {{foundedYear}}',
    );
    await until(page, 'Built for Tampa Bay homes since 2012');
  } finally {
    await browser.close();
    // Waits until the server has ended: Vike's dev server may outlive a SIGTERM (the SIGKILL follows).
    await stopGroup(dev);
  }
}, 240_000);
