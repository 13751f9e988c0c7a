import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '../app/App';
import { DomHead } from '../app/DomHead';
import { HeadContext } from '../app/head-context';
import { seedPage } from '../app/page-store';
import { loadRenderer } from '../app/registry';
import type { PageData, ShellData } from '../app/types';

/**
 * Hydrates the prerendered page, then react-router takes over navigation. Runs when the client
 * entry imports this module (by URL, after first paint: src/vike/+client.ts).
 */
async function hydrate(): Promise<void> {
  const el = document.getElementById('page-data');
  if (!el?.textContent) return;
  const { shell, page } = JSON.parse(el.textContent) as { shell: ShellData; page: PageData };
  seedPage(window.location.pathname, page);
  await loadRenderer(page.kind);
  // In a transition, React hydrates in slices and yields to the browser between them: no long task
  // blocks a tap while the page hydrates (the prerendered page is already complete meanwhile).
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <HeadContext.Provider value={DomHead}>
        <BrowserRouter>
          <App shell={shell} />
        </BrowserRouter>
      </HeadContext.Provider>,
    );
  });
}

void hydrate();
