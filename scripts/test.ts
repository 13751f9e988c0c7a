import { spawnSync } from 'node:child_process';
import { ensureChromium, ensureJava } from '../tests/support/chromium';

/** Everything CI runs, in order; stops at the first failing step. */
const steps: Array<[string, string[]]> = [
  // The generated files are not in git: typecheck, lint and the tests need them first.
  ['generated files (types, links, editor schemas, editing screen)', ['node', 'scripts/run.mjs', 'generate']],
  ['typecheck', ['npx', 'tsc', '-p', 'tsconfig.json']],
  ['lint', ['npx', 'eslint', '.']],
  ['formatting (prettier; `npm run format` fixes it)', ['npx', 'prettier', '--check', '.']],
  ['check site.yaml and content', ['node', 'scripts/run.mjs', 'check']],
  ['unit tests (no build needed)', ['npx', 'vitest', 'run']],
  ['build', ['node', 'scripts/run.mjs', 'build']],
  [
    'integration tests (the built site and its byte budgets, builds of copies, dev server, load and crash, SMTP)',
    ['npx', 'vitest', 'run', '-c', 'vitest.integration.config.ts'],
  ],
  ['quality gates over the built site (links, head, structured data, copy, HTML validity)', ['node', 'scripts/run.mjs', 'audit']],
  ['end-to-end tests in Chromium', ['npx', 'playwright', 'test']],
];

ensureChromium();
ensureJava();
for (const [name, cmd] of steps) {
  console.log(`\n▶ ${name}: ${cmd.join(' ')}`);
  const started = performance.now();
  const r = spawnSync(cmd[0], cmd.slice(1), { stdio: 'inherit', env: process.env });
  console.log(`  (${name.split(' (')[0]}: ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  if (r.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(r.status ?? 1);
  }
}
console.log('\n✔ all checks passed');
