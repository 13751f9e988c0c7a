import { expect, it } from 'vitest';
import { measureDevReload } from '../support/dev-reload';
import { CHROMIUM_ARGS, ensureChromium } from '../support/chromium';
import { freePort } from '../support/ports';

// `npm run dev` in a scratch project, with Chromium on a page: an edit to site.yaml and to an
// MDX body each shows without a restart (measureDevReload throws when one does not show within
// 10 s). The times themselves are printed by `npm run bench`, not asserted.
it('npm run dev shows a site.yaml edit and an MDX edit without a restart', async () => {
  const results = await measureDevReload(process.cwd(), { executablePath: ensureChromium(), args: CHROMIUM_ARGS }, await freePort());
  expect(results.map((result) => result.what)).toEqual(['site.yaml (business tagline)', 'MDX page body (about.mdx)']);
}, 300_000);
