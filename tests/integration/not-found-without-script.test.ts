/**
 * The not-found page's place for a suggestion without JavaScript (src/server/not-found-fill.ts): the
 * built page (the fixture site's 404.html, tests/support/fixture-build.ts) has it, empty, and the
 * owner's server fills it for a mistyped path. The same page frames the server's own pages for
 * visitors (src/http/html.ts framedPage).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { expect, it } from 'vitest';
import { framedPage } from '../../src/http/html';
import { buildShell } from '../../src/kinds/shell.data';
import { loadSite } from '../../src/manifest/load';
import { NO_SCRIPT_SUGGESTION } from '../../src/routes/no-script-places';
import { notFoundFill } from '../../src/server/not-found-fill';
import { fixtureBuild } from '../support/fixture-build';

const { root, dist } = fixtureBuild();

it('the built not-found page holds an empty noscript place that the server fills with the suggested page', () => {
  const built = readFileSync(join(dist, '404.html'), 'utf8');
  const place = parse(built).querySelector(`main noscript#${NO_SCRIPT_SUGGESTION}`);
  expect(place?.getAttribute('data-heading')).toBeTruthy();
  expect(place?.innerHTML).toBe('');
  const filled = notFoundFill(buildShell(loadSite(root).site!))('/tampa-fl')!(built);
  const offered = parse(filled).querySelector(`main noscript#${NO_SCRIPT_SUGGESTION}`)!;
  expect(offered.innerHTML).toContain('<a href="/cities/tampa">');
  expect(offered.innerHTML).toContain(place!.getAttribute('data-heading'));
});

it("the built not-found page frames the server's own pages: the site's header and footer, one main part (the page's), no script", () => {
  const built = readFileSync(join(dist, '404.html'), 'utf8');
  const page = {
    title: 'Your booking request',
    style: 'h1{color:#0b3954}',
    body: '<h1>Your booking request</h1>',
    home: { company: 'Co', href: '/' },
  };
  const framed = parse(framedPage(built, page));
  expect(framed.querySelectorAll('header')).toHaveLength(1);
  expect(framed.querySelectorAll('footer')).toHaveLength(1);
  expect(framed.querySelector('header a[href="/"]')).toBeTruthy();
  expect(framed.querySelectorAll('main')).toHaveLength(1);
  expect(framed.querySelector('main')!.getAttribute('id')).toBe('main');
  expect(framed.querySelector('main h1')!.text).toBe('Your booking request');
  expect(framed.querySelectorAll('script')).toHaveLength(0);
  expect(framed.querySelector('title')!.text).toBe('Your booking request');
});
