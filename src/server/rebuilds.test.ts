import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { swapIn } from '../build/output';
import { onRebuild } from './rebuilds';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A scratch folder with a built site in `dist/` and a finished next build beside it. */
function builds(): { dist: string; next: (text: string) => string } {
  const root = mkdtempSync(join(tmpdir(), 'rebuilds-'));
  made.push(root);
  const dist = join(root, 'dist');
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), 'first');
  return {
    dist,
    next: (text) => {
      const staging = join(root, `staging-${text}`);
      mkdirSync(staging);
      writeFileSync(join(staging, 'index.html'), text);
      return staging;
    },
  };
}

describe('a new build swapped in while the server runs', () => {
  it('is seen once per build, as the build swaps it in', async () => {
    const { dist, next } = builds();
    const seen = vi.fn();
    const stop = onRebuild(dist, seen, 20);
    try {
      // Nothing changed: nothing to follow.
      await new Promise((done) => setTimeout(done, 100));
      expect(seen).not.toHaveBeenCalled();
      swapIn(next('second'), dist);
      await vi.waitFor(() => expect(seen).toHaveBeenCalledTimes(1), { timeout: 5000 });
      swapIn(next('third'), dist);
      await vi.waitFor(() => expect(seen).toHaveBeenCalledTimes(2), { timeout: 5000 });
    } finally {
      stop();
    }
  });

  it('a file written inside the served folder is not a new build', async () => {
    const { dist } = builds();
    const seen = vi.fn();
    const stop = onRebuild(dist, seen, 20);
    try {
      writeFileSync(join(dist, 'other.html'), 'x');
      await new Promise((done) => setTimeout(done, 150));
      expect(seen).not.toHaveBeenCalled();
    } finally {
      stop();
    }
  });
});
