import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchSite } from '../../tests/support/scratch-site';
import { runCheck } from '../checks/check';
import { checkSite } from '../checks/site';
import type { ManifestError } from './errors';
import { loadSite } from './load';

function problems(root: string) {
  const { site, errors } = loadSite(root);
  return [...errors, ...(site ? checkSite(site) : [])].filter((e) => e.severity === 'error');
}

/**
 * An error as printed, with the text of the line it points at in place of the line's number: the
 * numbers move with every edit of the content, the line a mistake is on does not.
 */
function shown(root: string, e: ManifestError): string {
  const line = readFileSync(join(root, e.file), 'utf8').split('\n')[e.line - 1] ?? '';
  return e.format().replace(`${e.file}:${e.line}:${e.column}`, `${e.file} at "${line.trim()}" (column ${e.column})`);
}

describe('the real site', () => {
  // Loaded and checked once: each check of the whole site costs a noticeable part of the suite.
  const { site, errors } = loadSite(process.cwd());
  const checked = site ? checkSite(site) : [];

  it('loads and passes every cross-check', () => {
    expect([...errors, ...checked].filter((e) => e.severity === 'error').map((e) => e.format())).toEqual([]);
  });

  it('lists launch placeholders as warnings, and as errors with --launch', () => {
    const warnings = checked.filter((e) => e.code === 'placeholder');
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings.every((warning) => warning.severity === 'warning')).toBe(true);
    const launch = checkSite(site!, { launch: true }).filter((e) => e.code === 'placeholder');
    expect(launch.map((manifestError) => `${manifestError.file} ${manifestError.path}`)).toEqual(
      warnings.map((warning) => `${warning.file} ${warning.path}`),
    );
    expect(launch.every((manifestError) => manifestError.severity === 'error')).toBe(true);
  });
});

describe('error messages (pinned)', () => {
  it('an unknown related service and a redirect loop: both, with file:line and a fix', async () => {
    const root = scratchSite('unknown-related-and-loop');
    expect(problems(root).map((e) => shown(root, e))).toMatchInlineSnapshot(`
      [
        "content/services/garage-door-repair.yaml at "relatedServices: [spring-replacment, garage-door-opener, garage-door-cable-repair]" (column 19)  relatedServices[1]
        error [unknown-id] unknown service id 'spring-replacment'
        fix: Did you mean 'spring-replacement'?",
        "site.yaml at "- { from: /old-a, to: /old-b }" (column 5)  redirects[15]
        error [redirect-loop] redirect loop: /old-a -> /old-b -> /old-a
        fix: Point one of these redirects at a page.",
      ]
    `);
    const out: string[] = [];
    expect(await runCheck({ root, print: (text) => out.push(text) })).toBe(1);
    expect(out.join('\n')).toContain('content/services/garage-door-repair.yaml:');
    expect(out.join('\n')).toContain('site.yaml:');
  });

  it('schema errors: unknown keys with a suggestion, a wrong enum value', () => {
    const root = scratchSite('schema-errors');
    expect(problems(root).map((e) => shown(root, e))).toMatchInlineSnapshot(`
      [
        "site.yaml at "service_fee: $85" (column 3)  constants.service_fee
        error [schema] unknown key 'service_fee'
        fix: Names here are camelCase (a lower-case letter, then letters and digits): write 'serviceFee'.",
        "content/cities/brandon.yaml at "landmark: Brandon Mall" (column 1)  landmark
        error [schema] unknown key 'landmark'
        fix: Did you mean 'landmarks'? Rename the key.",
      ]
    `);
  });

  it('a field offered as choices and left out is to be chosen, a text left out to be filled in', () => {
    const root = scratchSite(undefined);
    const file = join(root, 'content/reviews.yaml');
    const text = readFileSync(file, 'utf8');
    // The first review without its rating (stars to choose) and without its comment (a text).
    writeFileSync(file, text.replace(/\n {4}rating: \d/, '').replace(/\n {4}comment: >-\n(?: {6}.*\n)+/, '\n'));
    const said = problems(root).map((e) => `${e.plain} ${e.plainHint}`);
    expect(said).toContain('No rating is chosen Choose the rating.');
    expect(said).toContain('The comment cannot be empty Fill in the comment.');
  });

  it('copy errors: a typed constant, an unknown placeholder, a link to a redirect', () => {
    const root = scratchSite('copy-errors');
    expect(problems(root).map((e) => shown(root, e))).toMatchInlineSnapshot(`
      [
        "content/pages/home.yaml at "href: /contact" (column 9)  blocks.quickLinks.items[2].href
        error [broken-link] link to /contact, which is not a page (it is a redirect)
        fix: Link to /booking directly.",
        "content/pages/home.yaml at "heading: Expert Garage Door Repair Starting at $85 {{serviceFee}}" (column 5)  blocks.hero.heading
        error [unknown-constant] unknown placeholder {{serviceFee}}
        fix: Did you mean {{serviceCallFee}}?",
        "content/pages/home.yaml at "heading: Expert Garage Door Repair Starting at $85 {{serviceFee}}" (column 5)  blocks.hero.heading
        error [constant-literal] '$85' is typed into copy, but site.yaml holds it as a constant
        fix: Write {{serviceCallFee}} instead, so that one change in site.yaml updates every page.",
      ]
    `);
  });
});
