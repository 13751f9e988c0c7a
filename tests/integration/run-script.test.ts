import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** scripts/run.mjs: the npm scripts run on plain Node from a bundle of our own code (decision 012). */
describe('node scripts/run.mjs', () => {
  const run = (...args: string[]) => spawnSync(process.execPath, ['scripts/run.mjs', ...args], { encoding: 'utf8' });

  it('runs a script with its arguments and passes on its exit code', () => {
    const ok = run('check');
    expect(ok.stdout + ok.stderr).toContain('site.yaml and content/ are valid');
    expect(ok.status).toBe(0);
    // --launch turns the placeholders (555 phone, example.com) into errors: the argument arrived.
    const launch = run('check', '--launch');
    expect(launch.status).toBe(1);
    expect(launch.stdout + launch.stderr).toMatch(/error \[placeholder\] sample review '.*' is not real content/);
  });

  it('bundles only our code: every package is loaded by Node itself', () => {
    run('check');
    const bundle = readFileSync('.build/scripts/check.mjs', 'utf8');
    expect(bundle).toMatch(/^import .* from "yaml";$/m);
    expect(bundle).not.toMatch(/^\/\/ node_modules\//m);
    expect(bundle).toContain('// src/checks/site.ts');
  });

  it('names the scripts it can run when asked for one that does not exist', () => {
    const result = run('no-such-script');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('scripts/<name>.ts exists');
  });
});
