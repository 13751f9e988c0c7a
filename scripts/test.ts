import { spawnSync } from 'node:child_process';
import { ensureChromium, ensureJava } from '../tests/support/chromium';
import { leftoverProcesses, RUN_MARK } from '../tests/support/leftovers';

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
// Every process of this run carries the mark: whatever is still alive at the end was left behind.
const mark = `${process.pid}-${Date.now()}`;
let failed: { name: string; status: number } | undefined;
for (const [name, cmd] of steps) {
  console.log(`\n▶ ${name}: ${cmd.join(' ')}`);
  const started = performance.now();
  const result = spawnSync(cmd[0], cmd.slice(1), { stdio: 'inherit', env: { ...process.env, [RUN_MARK]: mark } });
  console.log(`  (${name.split(' (')[0]}: ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  if (result.status !== 0) {
    failed = { name, status: result.status ?? 1 };
    break;
  }
}
// Checked after a failure too: a failing test must end what it started as well.
const left = leftoverProcesses(mark);
for (const leftover of left) {
  console.error(`✖ left running by the tests: pid ${leftover.pid} in ${leftover.cwd}: ${leftover.command}`);
  try {
    process.kill(leftover.pid, 'SIGKILL');
  } catch {
    // gone meanwhile
  }
}
if (failed) console.error(`\n✖ ${failed.name} failed`);
if (left.length) console.error(`\n✖ ${left.length} process${left.length === 1 ? '' : 'es'} left behind (ended now)`);
if (failed || left.length) process.exit(failed?.status ?? 1);
console.log('\n✔ all checks passed, and no process left behind');
