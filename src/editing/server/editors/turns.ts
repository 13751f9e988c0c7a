/**
 * Taking turns for password checks. Hand-written: a keyed mutex and a ranked one-at-a-time queue
 * are a few lines each, and the one mutex package in the tree (async-mutex, not a dependency of
 * ours) has neither keys nor ranks.
 */

/** Work for one key runs one at a time, in arrival order; work for other keys is not held up. */
export type KeyedTurns<K> = {
  run<T>(key: K, work: () => Promise<T>): Promise<T>;
  /** How many runs for the key have not finished: the one running and those waiting. */
  count(key: K): number;
};

export function keyedTurns<K>(): KeyedTurns<K> {
  const lanes = new Map<K, { tail: Promise<unknown>; count: number }>();
  return {
    run<T>(key: K, work: () => Promise<T>): Promise<T> {
      const lane = lanes.get(key) ?? { tail: Promise.resolve(), count: 0 };
      lanes.set(key, lane);
      lane.count++;
      const result = lane.tail.then(work);
      const done = () => {
        if (--lane.count === 0) lanes.delete(key);
      };
      lane.tail = result.then(done, done); // the tail never rejects, so one failure does not stop the lane
      return result;
    },
    count: (key) => lanes.get(key)?.count ?? 0,
  };
}

/** Work runs one at a time; of the work waiting, the lowest rank goes first, then the earliest. */
export type RankedTurns = { run<T>(rank: number, work: () => Promise<T>): Promise<T> };

export function rankedTurns(): RankedTurns {
  const queue: Array<{ rank: number; seq: number; start: () => void }> = [];
  let running = false;
  let seq = 0;
  const next = () => {
    if (running || queue.length === 0) return;
    // A linear scan: the queue is short (each client address has at most its failure limit waiting).
    let best = 0;
    for (let i = 1; i < queue.length; i++) {
      const [first, second] = [queue[i], queue[best]];
      if (first.rank < second.rank || (first.rank === second.rank && first.seq < second.seq)) best = i;
    }
    running = true;
    queue.splice(best, 1)[0].start();
  };
  return {
    run<T>(rank: number, work: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const start = () =>
          void Promise.resolve()
            .then(work)
            .then(resolve, reject)
            .finally(() => {
              running = false;
              next();
            });
        queue.push({ rank, seq: seq++, start });
        next();
      });
    },
  };
}
