import { describe, expect, it } from 'vitest';
import { keyedTurns, rankedTurns } from './turns';

/** A promise and the function that settles it, so that a test decides when work ends. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}
/** Lets every pending callback run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('keyedTurns', () => {
  it('runs the work for one key one at a time in arrival order, and does not hold up other keys', async () => {
    const turns = keyedTurns<string>();
    const started: string[] = [];
    const gates = [gate(), gate(), gate()];
    const work = (label: string, i: number) => () => (started.push(label), gates[i].opened);
    const runs = [turns.run('pat', work('pat 1', 0)), turns.run('pat', work('pat 2', 1)), turns.run('sam', work('sam 1', 2))];
    await settle();
    expect(started).toEqual(['pat 1', 'sam 1']);
    expect(turns.count('pat')).toBe(2);
    gates[0].open();
    await settle();
    expect(started).toEqual(['pat 1', 'sam 1', 'pat 2']);
    gates[1].open();
    gates[2].open();
    await Promise.all(runs);
    expect(turns.count('pat')).toBe(0);
  });

  it('goes on after a run that fails', async () => {
    const turns = keyedTurns<string>();
    const failed = turns.run('pat', () => Promise.reject(new Error('no')));
    const next = turns.run('pat', async () => 'done');
    await expect(failed).rejects.toThrow('no');
    expect(await next).toBe('done');
  });
});

describe('rankedTurns', () => {
  it('runs one at a time, the lowest rank waiting first, equal ranks in arrival order', async () => {
    const turns = rankedTurns();
    const started: string[] = [];
    const first = gate();
    let running = 0;
    const work =
      (label: string, wait: Promise<void> = Promise.resolve()) =>
      async () => {
        expect(++running).toBe(1);
        started.push(label);
        await wait;
        running--;
      };
    const runs = [
      turns.run(0, work('a', first.opened)),
      turns.run(3, work('b')),
      turns.run(1, work('c')),
      turns.run(0, work('d')),
      turns.run(1, work('e')),
    ];
    first.open();
    await Promise.all(runs);
    expect(started).toEqual(['a', 'd', 'c', 'e', 'b']);
  });

  it('goes on after work that fails', async () => {
    const turns = rankedTurns();
    const failed = turns.run(0, () => Promise.reject(new Error('no')));
    const next = turns.run(0, async () => 'done');
    await expect(failed).rejects.toThrow('no');
    expect(await next).toBe('done');
  });
});
