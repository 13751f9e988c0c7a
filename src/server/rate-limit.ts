/** A fixed-window request counter per client address, kept in memory. */
export type RateLimiter = {
  /** Counts one request; false when the address has used up its window. */
  take(address: string, now?: number): boolean;
  /** Seconds until the address's window resets. */
  retryAfter(address: string, now?: number): number;
};

export function rateLimiter(max: number, windowMs: number): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;
  const sweep = (now: number) => {
    if (now < nextSweep) return;
    for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
    nextSweep = now + windowMs;
  };
  return {
    take(address, now = Date.now()) {
      sweep(now);
      const w = windows.get(address);
      if (!w || w.resetAt <= now) {
        windows.set(address, { count: 1, resetAt: now + windowMs });
        return max >= 1;
      }
      w.count += 1;
      return w.count <= max;
    },
    retryAfter(address, now = Date.now()) {
      const w = windows.get(address);
      return w ? Math.max(1, Math.ceil((w.resetAt - now) / 1000)) : 0;
    },
  };
}

/** RATE_LIMIT_MAX requests per RATE_LIMIT_WINDOW_MS (default 10 per 10 minutes). */
export function rateLimitFromEnv(env: NodeJS.ProcessEnv = process.env): { max: number; windowMs: number } {
  const num = (v: string | undefined, fallback: number) => (v && Number.isFinite(Number(v)) && Number(v) > 0 ? Number(v) : fallback);
  return { max: num(env.RATE_LIMIT_MAX, 10), windowMs: num(env.RATE_LIMIT_WINDOW_MS, 10 * 60_000) };
}
