import { spawn } from 'node:child_process';
import { ensureChromium, ensureJava } from '../tests/support/chromium';
import { leftoverProcesses, RUN_MARK } from '../tests/support/leftovers';

/** A tool of the project's own packages, run without npx (npm itself takes about a second of a core to start). */
const bin = (tool: string) => `node_modules/.bin/${tool}`;

/** A step; `then` starts when it passed, beside the rest of its stage (it reads what the step made). */
type Step = { name: string; cmd: string[]; then?: Step };
type Outcome = { step: Step; status: number; seconds: number; output?: string };

/**
 * Everything CI runs, in stages; the steps of a stage run side by side (each of the first ones keeps
 * one core busy at most, so two cores take them in about half the time they take one after another),
 * and a stage starts only when the one before it passed. The two browser-and-build-heavy suites keep
 * both cores busy by themselves, so they run alone, their output shown as it comes.
 */
const stages: Step[][] = [
  // The generated files are not in git: typecheck, lint and the tests need them first.
  [{ name: 'generated files (types, links, editor schemas, editing screen)', cmd: ['node', 'scripts/run.mjs', 'generate'] }],
  [
    { name: 'typecheck', cmd: [bin('tsc'), '-p', 'tsconfig.json'] },
    { name: 'lint', cmd: [bin('eslint'), '.'] },
    { name: 'formatting (prettier; `npm run format` fixes it)', cmd: [bin('prettier'), '--check', '.'] },
    { name: 'check site.yaml and content', cmd: ['node', 'scripts/run.mjs', 'check'] },
    { name: 'unit tests (no build needed)', cmd: [bin('vitest'), 'run'] },
    {
      name: 'build',
      cmd: ['node', 'scripts/run.mjs', 'build'],
      // Reads dist/ only: it overlaps the slower steps of the stage rather than keeping a core idle in one of its own.
      then: {
        name: 'quality gates over the built site (links, head, structured data, copy, HTML validity)',
        cmd: ['node', 'scripts/run.mjs', 'audit'],
      },
    },
  ],
  [
    {
      name: 'integration tests (the built site and its byte budgets, builds of copies, dev server, load and crash, SMTP)',
      cmd: [bin('vitest'), 'run', '-c', 'vitest.integration.config.ts'],
    },
  ],
  [{ name: 'end-to-end tests in Chromium', cmd: [bin('playwright'), 'test'] }],
];

/** Runs one step; alone, its output goes straight to ours; beside others, it is kept and shown when it ends. */
function runStep(step: Step, env: NodeJS.ProcessEnv, alone: boolean): Promise<Outcome> {
  if (alone) console.log(`\n▶ ${step.name}: ${step.cmd.join(' ')}`);
  const started = performance.now();
  const child = spawn(step.cmd[0], step.cmd.slice(1), { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env });
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    const end = (status: number) =>
      resolve({
        step,
        status,
        seconds: (performance.now() - started) / 1000,
        output: alone ? undefined : Buffer.concat(chunks).toString(),
      });
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      end(1);
    });
    child.on('close', (code) => end(code ?? 1));
  });
}

/** Prints a step's name, what it printed (when it ran beside others) and how long it took. */
function report({ step, status, seconds, output }: Outcome): void {
  if (output !== undefined) {
    console.log(`\n▶ ${step.name}: ${step.cmd.join(' ')}`);
    if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  }
  console.log(`  (${step.name.split(' (')[0]}: ${seconds.toFixed(1)} s${status === 0 ? '' : `, failed with ${status}`})`);
}

/** Runs a step, reports it as it ends, and then the step that follows it when it passed. */
async function runWithNext(step: Step, env: NodeJS.ProcessEnv, alone: boolean): Promise<Outcome[]> {
  const outcome = await runStep(step, env, alone && !step.then);
  report(outcome);
  if (outcome.status !== 0 || !step.then) return [outcome];
  return [outcome, ...(await runWithNext(step.then, env, alone))];
}

ensureChromium();
ensureJava();
// Every process of this run carries the mark: whatever is still alive at the end was left behind.
const mark = `${process.pid}-${Date.now()}`;
const env = { ...process.env, [RUN_MARK]: mark };
const started = performance.now();
let failed: Outcome[] = [];
for (const stage of stages) {
  // Each step is reported as it ends, so a slow one never hides what the quick ones said.
  const outcomes = await Promise.all(stage.map((step) => runWithNext(step, env, stage.length === 1)));
  failed = outcomes.flat().filter((outcome) => outcome.status !== 0);
  if (failed.length) break;
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
console.log(`\n  (all steps: ${((performance.now() - started) / 1000).toFixed(1)} s)`);
for (const { step } of failed) console.error(`\n✖ ${step.name} failed`);
if (left.length) console.error(`\n✖ ${left.length} process${left.length === 1 ? '' : 'es'} left behind (ended now)`);
if (failed.length || left.length) process.exit(failed[0]?.status ?? 1);
console.log('\n✔ all checks passed, and no process left behind');
