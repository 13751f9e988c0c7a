import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { stopGroup, spawnGroup, waitForUrl } from './process-group';
import { href } from '../../src/routes/urls';

/** What an editor changes, and where the change shows. */
type Edit = { what: string; file: string; from: string; to: string; url: string };

const EDITS: Edit[] = [
  {
    what: 'site.yaml (business tagline)',
    file: 'site.yaml',
    from: 'tagline: Garage door repair and installation across Tampa Bay',
    to: 'tagline: Garage door repair and installation across Tampa Bay, edited',
    url: href('about'),
  },
  {
    what: 'MDX page body (about.mdx)',
    file: 'content/pages/about.mdx',
    from: '### Built for Tampa Bay homes',
    to: '### Built for Tampa Bay homes, edited',
    url: href('about'),
  },
];

const PROJECT_FILES = ['site.yaml', 'content', 'schema', 'src', 'public', 'vite.config.ts', 'tsconfig.json', 'package.json'];

/** Waits until the page, reloaded by the dev server, shows `text`; survives the reload itself. */
async function until(page: Page, text: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if (await page.evaluate((shown) => document.body?.innerText.includes(shown) ?? false, text)) return;
    } catch {
      // the page is navigating: the dev server sent a full reload
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the change "${text}" did not show within ${timeoutMs} ms`);
}

/**
 * `npm run dev` in a scratch project (so the real files are never touched): opens a page in
 * Chromium, edits site.yaml and an MDX body, and times each edit until the browser shows it.
 */
export async function measureDevReload(
  root: string,
  chromium: { executablePath: string; args: string[] },
  port = 5390,
): Promise<Array<{ what: string; ms: number }>> {
  const scratch = mkdtempSync(join(tmpdir(), 'site-dev-'));
  for (const file of PROJECT_FILES) if (existsSync(join(root, file))) cpSync(join(root, file), join(scratch, file), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'), 'dir');
  const dev = spawnGroup(process.execPath, [join(root, 'node_modules', 'vike', 'bin.js'), 'dev', '--port', String(port), '--strictPort'], {
    cwd: scratch,
    env: { ...process.env, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  dev.stdout!.on('data', (chunk) => (log += chunk));
  dev.stderr!.on('data', (chunk) => (log += chunk));
  const browser = await (await import('playwright-core')).chromium.launch(chromium);
  const results: Array<{ what: string; ms: number }> = [];
  try {
    const base = `http://localhost:${port}`;
    await waitForUrl(base + '/', dev, () => log);
    const page = await browser.newPage();
    for (const edit of EDITS) {
      await page.goto(base + edit.url);
      await until(page, edit.from.replace(/^[a-z]+: |^#+ /, ''), 60_000); // warm: first compile is not what we time
      // The dev server compiles the page's modules on its first visit: on a machine busy with other tests, more than the 30 s default.
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 120_000 });
      const file = join(scratch, edit.file);
      const text = readFileSync(file, 'utf8');
      if (!text.includes(edit.from)) throw new Error(`${edit.file} no longer contains "${edit.from}": update tests/support/dev-reload.ts`);
      const started = performance.now();
      writeFileSync(file, text.replace(edit.from, edit.to));
      await until(page, edit.to.replace(/^[a-z]+: |^#+ /, ''), 10_000);
      results.push({ what: edit.what, ms: performance.now() - started });
    }
  } finally {
    await browser.close();
    // Waits until the server has ended: Vike's dev server may outlive a SIGTERM (the SIGKILL follows).
    await stopGroup(dev);
    rmSync(scratch, { recursive: true, force: true });
  }
  return results;
}
