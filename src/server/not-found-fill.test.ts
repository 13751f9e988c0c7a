import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { realSite } from '../checks/rules/test-site';
import { buildShell } from '../kinds/shell.data';
import { NO_SCRIPT_NEAR, NO_SCRIPT_SUGGESTION } from '../routes/no-script-places';
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
    expect(filled).toContain('<p><span class="address">/cities/tampa</span></p><p><a href="/cities/tampa">Go to suggested page</a></p>');
    expect(filled.endsWith('</section></noscript><nav>links</nav></main>')).toBe(true);
  });

  it('names the page it offers, as the page’s script does, when the built site knows its name', () => {
    const named = fillFor('/tampa-fl', (path) => (path === '/cities/tampa' ? 'Garage Door Repair in <Tampa>, FL' : undefined))!(page);
    expect(named).toContain('<p><strong class="name">Garage Door Repair in &lt;Tampa&gt;, FL</strong></p>');
  });

  it('offers on the stand-in of an unknown id the page one slip of the keyboard away, by name', () => {
    const standIn = `<main><h1>City Information Not Found</h1><noscript id="${NO_SCRIPT_NEAR}"></noscript></main>`;
    const filled = fillFor('/cities/Tampaa/', () => 'Tampa')!(standIn);
    expect(filled).toBe(
      `<main><h1>City Information Not Found</h1><noscript id="${NO_SCRIPT_NEAR}"><p class="near">Did you mean <a href="/cities/tampa">Tampa</a>?</p></noscript></main>`,
    );
    // The page an address sits under, when the page links it nowhere in its main part: no dead end without script.
    const neighborhood = `<main><h1>Neighborhood Not Found</h1><noscript id="${NO_SCRIPT_NEAR}"></noscript><a href="/service-areas">View All Service Areas</a></main>`;
    expect(fillFor('/cities/tampa/nowhere-at-all', () => 'Tampa')!(neighborhood)).toContain(
      `<noscript id="${NO_SCRIPT_NEAR}"><p class="near">Go up to <a href="/cities/tampa">Tampa</a>.</p></noscript>`,
    );
    const brands = `<main><noscript id="${NO_SCRIPT_NEAR}"></noscript><a href="/brands">View All Brands</a></main>`;
    expect(fillFor('/brands/nothing-like-it')?.(brands) ?? brands).not.toContain('Go up to');
    // Without a name, its address.
    expect(fillFor('/brands/liftmastr')!(`<noscript id="${NO_SCRIPT_NEAR}"></noscript>`)).toContain(
      'Did you mean <a href="/brands/liftmaster">/brands/liftmaster</a>?',
    );
  });

  it('changes nothing for a path that suggests no page', () => {
    expect(fillFor('/qwerty-zxcv')).toBeUndefined();
  });

  it('is sent with status 404 by the server, and a path with no suggestion gets the page as built', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'not-found-fill-'));
    writeFileSync(join(dir, '404.html'), page);
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Home</title>');
    // A city's data (its name) and the stand-in of an unknown city, as the build writes them.
    mkdirSync(join(dir, 'cities/tampa'), { recursive: true });
    writeFileSync(join(dir, 'cities/tampa/page.json'), JSON.stringify({ head: { title: 'Garage Door Repair in Tampa, FL | Baywise' } }));
    writeFileSync(join(dir, 'cities/_missing.html'), `<main><noscript id="${NO_SCRIPT_NEAR}"></noscript></main>`);
    writeFileSync(join(dir, '_redirects'), '/cities/:cityId  /cities/_missing.html  404\n');
    const server = createSiteServer({ dir, notFoundFill: fillFor });
    const port = await listen(server);
    try {
      const suggested = await ask(port, '/city/Tampa');
      expect(suggested.status).toBe(404);
      expect(suggested.body.toString()).toContain('<strong class="name">Garage Door Repair in Tampa, FL</strong>');
      const standIn = await ask(port, '/cities/tampaa');
      expect(standIn.status).toBe(404);
      expect(standIn.body.toString()).toContain('Did you mean <a href="/cities/tampa">Garage Door Repair in Tampa, FL</a>?');
      const plain = await ask(port, '/qwerty-zxcv');
      expect(plain.status).toBe(404);
      expect(plain.body.toString()).toBe(page);
    } finally {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
