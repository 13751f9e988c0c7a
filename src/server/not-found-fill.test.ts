import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { realSite } from '../checks/rules/test-site';
import { buildShell } from '../kinds/shell.data';
import { NO_SCRIPT_SUGGESTION } from '../routes/suggest';
import { ask, listen } from '../../tests/support/http';
import { notFoundFill } from './not-found-fill';
import { createSiteServer } from './static-server';

const fillFor = notFoundFill(buildShell(realSite()));
const page = `<!doctype html><main><h1>Page Not Found</h1><noscript id="${NO_SCRIPT_SUGGESTION}" data-heading="Were you looking for this page?"></noscript><nav>links</nav></main>`;

describe('the not-found page without JavaScript, as the owner’s server sends it', () => {
  it('offers the page a mistyped path most likely meant, in the page’s noscript place', () => {
    const filled = fillFor('/tampa-fl')!(page);
    expect(filled).toContain(
      `<noscript id="${NO_SCRIPT_SUGGESTION}" data-heading="Were you looking for this page?"><section class="banner"`,
    );
    expect(filled).toContain('<h2 id="nf-suggestion-without-script-heading">Were you looking for this page?</h2>');
    expect(filled).toContain('<a href="/cities/tampa">Go to suggested page: /cities/tampa</a>');
    expect(filled.endsWith('</section></noscript><nav>links</nav></main>')).toBe(true);
  });

  it('changes nothing for a path that suggests no page', () => {
    expect(fillFor('/qwerty-zxcv')).toBeUndefined();
  });

  it('is sent with status 404 by the server, and a path with no suggestion gets the page as built', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'not-found-fill-'));
    writeFileSync(join(dir, '404.html'), page);
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Home</title>');
    const server = createSiteServer({ dir, notFoundFill: fillFor });
    const port = await listen(server);
    try {
      const suggested = await ask(port, '/city/Tampa');
      expect(suggested.status).toBe(404);
      expect(suggested.body.toString()).toContain('<a href="/cities/tampa">');
      const plain = await ask(port, '/qwerty-zxcv');
      expect(plain.status).toBe(404);
      expect(plain.body.toString()).toBe(page);
    } finally {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
