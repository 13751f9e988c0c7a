import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '../app/app';
import { DomHead } from '../app/dom-head';
import { HeadContext } from '../app/head-context';
import { seedPage } from '../app/page-store';
import { loadRenderer } from '../app/kind-pages';
import type { PageData, ShellData } from '../app/types';

async function json<T>(url: string | undefined): Promise<T> {
  if (!url) throw new Error('the page names no data to hydrate with: rebuild the site');
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/**
 * Hydrates the prerendered page, then react-router takes over navigation. Runs when the client
 * entry imports this module (by URL, after first paint: src/vike/+client.ts).
 */
async function hydrate(): Promise<void> {
  const root = document.getElementById('root')!;
  // The data the page was rendered from; the entry started both requests (preloads) after paint.
  const [shell, page] = await Promise.all([json<ShellData>(root.dataset.shell), json<PageData>(root.dataset.page)]);
  seedPage(window.location.pathname, page);
  await loadRenderer(page.kind);
  // In a transition, React hydrates in slices and yields to the browser between them: no long task
  // blocks a tap while the page hydrates (the prerendered page is already complete meanwhile).
  startTransition(() => {
    hydrateRoot(
      root,
      <HeadContext.Provider value={DomHead}>
        <BrowserRouter>
          <App shell={shell} />
        </BrowserRouter>
      </HeadContext.Provider>,
    );
  });
}

void hydrate();
