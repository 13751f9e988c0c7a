import { renderPage } from '../../src/app/render.server';
import { buildPageData } from '../../src/kinds/data';
import { buildShell } from '../../src/kinds/shell.data';
import type { Site } from '../../src/manifest/load';
import type { PageEntry } from '../../src/routes/table';

/** The HTML a visitor gets for one page of `site`, rendered as the build renders it. */
export async function renderedPage(site: Site, entry: PageEntry): Promise<string> {
  const { template } = await renderPage({
    shell: buildShell(site),
    page: buildPageData(site, entry),
    location: entry.url,
    lang: 'en',
    themeColor: '#000',
  });
  return template;
}
