/** A fixed-window request counter per key (a client address, an e-mail address, a phone number), kept in memory. */
export type RateLimiter = {
  /** Counts one request; false when the key has used up its window. */
  take(key: string, now?: number): boolean;
  /** True when one more request would still be allowed (counts nothing). */
  allows(key: string, now?: number): boolean;
  /** Seconds until the key's window resets. */
  retryAfter(key: string, now?: number): number;
  /** Keys held now (at most maxKeys). */
  readonly size: number;
};

/** Longest key kept: an IPv6 address is 39 characters, an e-mail address up to 254 (the form's limit). */
export const MAX_KEY_LENGTH = 256;

/**
 * At most `max` requests per key in each window of `windowMs`. Memory stays bounded whatever the
 * keys: each is cut to MAX_KEY_LENGTH characters, and past `maxKeys` expired windows are dropped,
 * then the oldest ones.
 */
export function rateLimiter(max: number, windowMs: number, maxKeys = 10_000): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;
  const sweep = (now: number, force = false) => {
    if (now < nextSweep && !force) return;
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
    nextSweep = now + windowMs;
  };
  const keyOf = (key: string) => (key.length > MAX_KEY_LENGTH ? key.slice(0, MAX_KEY_LENGTH) : key);
  const current = (key: string, now: number) => {
    const window = windows.get(keyOf(key));
    return window && window.resetAt > now ? window : undefined;
  };
  return {
    take(address, now = Date.now()) {
      sweep(now);
      const key = keyOf(address);
      const window = current(key, now);
      if (window) {
        window.count += 1;
        return window.count <= max;
      }
      windows.delete(key);
      if (windows.size >= maxKeys) {
        sweep(now, true);
        while (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
      }
      windows.set(key, { count: 1, resetAt: now + windowMs });
      return max >= 1;
    },
    allows(key, now = Date.now()) {
      return (current(key, now)?.count ?? 0) < max;
    },
    retryAfter(key, now = Date.now()) {
      const window = current(key, now);
      return window ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : 0;
    },
    get size() {
      return windows.size;
    },
  };
}

const num = (text: string | undefined, fallback: number) =>
  text && Number.isFinite(Number(text)) && Number(text) > 0 ? Number(text) : fallback;

/**
 * Posts per client address: RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_MS (default 30 per 10 minutes). A
 * flood guard: many customers can share one address (an office, a mobile carrier), so the tighter
 * limit is per e-mail address and phone number (contactLimitFromEnv).
 */
export function rateLimitFromEnv(env: NodeJS.ProcessEnv = process.env): { max: number; windowMs: number } {
  return { max: num(env.RATE_LIMIT_MAX, 30), windowMs: num(env.RATE_LIMIT_WINDOW_MS, 10 * 60_000) };
}

/** Accepted requests per e-mail address and per phone number: CONTACT_LIMIT_MAX per CONTACT_LIMIT_WINDOW_MS (default 3 per hour). */
export function contactLimitFromEnv(env: NodeJS.ProcessEnv = process.env): { max: number; windowMs: number } {
  return { max: num(env.CONTACT_LIMIT_MAX, 3), windowMs: num(env.CONTACT_LIMIT_WINDOW_MS, 60 * 60_000) };
}

/**
 * Confirmations e-mailed to visitors, all visitors together, per hour: VISITOR_MAIL_MAX_PER_HOUR
 * (default 30, far above a day's bookings for one crew). Past it a lead is stored and the office
 * told, but the visitor gets no e-mail: the form cannot be made to send mail in bulk.
 */
export function visitorMailCapFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  return Math.floor(num(env.VISITOR_MAIL_MAX_PER_HOUR, 30));
}
