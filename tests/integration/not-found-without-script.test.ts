/**
 * The not-found page's place for a suggestion without JavaScript (src/server/not-found-fill.ts): the
 * built page (the fixture site's 404.html, tests/support/fixture-build.ts) has it, empty, and the
 * owner's server fills it for a mistyped path.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { expect, it } from 'vitest';
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
