import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkProject } from '../../src/checks/check';
import { scratchSite } from '../support/scratch-site';

/**
 * What an editor's stolen password could write into a page body, tried on a scratch site
 * (tests/support/scratch-site.ts): `npm run check`'s own function refuses each at the body's file:line in plain words, and
 * the build refuses the worst of them before anything of it runs or is written.
 */
const BODY = 'content/pages/about.mdx';
const scratch = scratchSite();
const built = scratchSite(undefined, { buildable: true });
afterAll(() => [scratch, built].forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const original = readFileSync(join(scratch, BODY), 'utf8');
const marker = (dir: string) => join(dir, 'owned.txt');
const writeMarker = (dir: string) => `process.getBuiltinModule('node:fs').writeFileSync(${JSON.stringify(marker(dir))}, 'x')`;

/** Each payload, placed after the body's first paragraph (line 3 on). */
const PAYLOADS: Array<[string, (dir: string) => string]> = [
  ['code hidden between comments', (dir) => `{/* note */ (${writeMarker(dir)}, '') /* end */}`],
  ['code between comments on several lines', (dir) => `{/*\n note\n*/\n(${writeMarker(dir)}, '')\n/* end */}`],
  ['code in a template literal', (dir) => `Fee: {\`\${${writeMarker(dir)}}\`}`],
  ['code in an attribute', (dir) => `<a href="/" title={${writeMarker(dir)}}>x</a>`],
  ['an export after blank lines', (dir) => `\n\n\nexport const x = ${writeMarker(dir)}`],
  ['an import', () => `import fs from 'node:fs'`],
  ['a script', () => `<script>{"alert(1)"}</script>`],
  ['an image with onerror', () => `<img src="x" alt="" onerror="alert(1)" />`],
  ['a form to a bare address', () => `<form action="//203.0.113.9/x"><input name="q" /></form>`],
  ['a javascript: link', () => `[Call us](javascript:alert(1))`],
  ['an entity-encoded javascript: link', () => `<a href="&#106;avascript&colon;alert(1)">x</a>`],
  ['a percent-encoded javascript: link', () => `[x](%6Aavascript:alert(1))`],
  ['a data: link', () => `[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)`],
  ['an iframe', () => `<iframe src="https://example.com/" />`],
  ['a style element', () => `<style>{"body{display:none}"}</style>`],
  ['a meta refresh', () => `<meta httpEquiv="refresh" content="0;url=https://example.com/" />`],
  ['a base', () => `<base href="https://example.com/" />`],
];

function withPayload(dir: string, payload: string): void {
  const [first, ...rest] = original.split('\n\n');
  writeFileSync(join(dir, BODY), [first, payload, ...rest].join('\n\n'));
}

describe('a page body with code, refused by the check', () => {
  it.each(PAYLOADS)('%s: refused at the body’s line, in plain words, and nothing of it runs', (_, payload) => {
    withPayload(scratch, payload(scratch));
    const { errors } = checkProject({ root: scratch });
    const said = errors.map((e) => e.format());
    const atBody = said.filter((message) => message.startsWith(`${BODY}:`));
    expect(atBody.length, said.join('\n')).toBeGreaterThan(0);
    const line = Number(/^[^:]+:(\d+)/.exec(atBody[0])![1]);
    expect(line).toBeGreaterThanOrEqual(3);
    for (const message of said) expect(message).not.toMatch(/\n\s+at .+:\d+:\d+\)?$/m);
    expect(existsSync(marker(scratch))).toBe(false);
  });

  it('the original body passes', () => {
    writeFileSync(join(scratch, BODY), original);
    expect(checkProject({ root: scratch }).errors.filter((e) => e.severity === 'error')).toEqual([]);
  });
});

describe('a page body with code, refused by the build', () => {
  it('fails before anything of it runs, and writes no page or script', () => {
    withPayload(built, PAYLOADS[0][1](built));
    const result = spawnSync(process.execPath, [resolve('scripts/run.mjs'), 'build'], {
      cwd: built,
      env: { ...process.env, NODE_ENV: 'production', OUT_DIR: 'dist' },
      encoding: 'utf8',
    });
    expect(result.status, result.stdout + result.stderr).not.toBe(0);
    expect(result.stdout + result.stderr).toContain(`${BODY}:3`);
    expect(existsSync(marker(built))).toBe(false);
    const dist = join(built, 'dist');
    const files = existsSync(dist) ? readdirSync(dist, { recursive: true }).map(String) : [];
    for (const file of files.filter((name) => /\.(js|html|json)$/.test(name)))
      expect(readFileSync(join(dist, file), 'utf8'), file).not.toContain('getBuiltinModule');
  });
});
