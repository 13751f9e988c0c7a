/** When a failed message is tried again: milliseconds after the first try, doubling, capped. */
export type RetryPolicy = {
  /** the wait after the first failure */
  firstMs: number;
  /** the longest wait between two tries */
  maxMs: number;
  /** how long a message may keep failing before it is marked failed */
  giveUpMs: number;
};

export const DEFAULT_RETRY: RetryPolicy = { firstMs: 5_000, maxMs: 300_000, giveUpMs: 24 * 3_600_000 };

/**
 * The wait after the `failures`-th failed try (1 = the first): firstMs, then doubling up to maxMs,
 * each shortened by up to a fifth at random so that messages that failed together (the server was
 * down) do not all come back in the same instant. Never longer than firstMs after the first
 * failure, never longer than maxMs.
 */
export function retryDelay(failures: number, policy: Pick<RetryPolicy, 'firstMs' | 'maxMs'>, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(failures, 1) - 1, 40);
  const base = Math.min(policy.maxMs, policy.firstMs * 2 ** exponent);
  return Math.max(1, Math.round(base * (1 - 0.2 * random())));
}
