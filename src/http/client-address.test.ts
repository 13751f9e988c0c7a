import { describe, expect, it } from 'vitest';
import { clientAddress, normalizeIp, trustProxyFromEnv } from './client-address.server';
import { MAX_KEY_LENGTH, rateLimiter } from './rate-limit';

describe('the client address behind N trusted proxies', () => {
  it('without a trusted proxy is the peer, whatever X-Forwarded-For says', () => {
    expect(clientAddress('198.51.100.7', '203.0.113.9', 0)).toBe('198.51.100.7');
    expect(clientAddress('::ffff:127.0.0.1', undefined, 0)).toBe('127.0.0.1');
  });
  it('counts hops from the right, so a forged leftmost entry is ignored', () => {
    // the visitor 198.51.100.7 wrote "203.0.113.9"; the proxy appended the address it saw
    expect(clientAddress('10.0.0.2', '203.0.113.9, 198.51.100.7', 1)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.2', ['203.0.113.9', '198.51.100.7'], 1)).toBe('198.51.100.7');
    // two proxies: CDN then a load balancer
    expect(clientAddress('10.0.0.3', '203.0.113.9, 198.51.100.7, 10.0.0.2', 2)).toBe('198.51.100.7');
  });
  it('uses the peer when the chain is shorter than the trusted hops or the entry is not an address', () => {
    expect(clientAddress('198.51.100.7', undefined, 1)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.2', '198.51.100.7', 2)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', `x${'A'.repeat(15_000)}`, 1)).toBe('10.0.0.2');
  });
  it('spells each address one way, and an IPv6 address by its /64', () => {
    expect(normalizeIp('[2001:db8:0:0:1::7]:443')).toBe('2001:db8:0:0::/64');
    expect(normalizeIp('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(normalizeIp('2001:DB8:0000:0000:ffff::2')).toBe('2001:db8:0:0::/64');
    expect(normalizeIp('198.51.100.7:5000')).toBe('198.51.100.7');
    expect(normalizeIp('evil.example')).toBeUndefined();
  });
  it('reads TRUST_PROXY as a hop count', () => {
    expect(trustProxyFromEnv({})).toBe(0);
    expect(trustProxyFromEnv({ TRUST_PROXY: '1' })).toBe(1);
    expect(trustProxyFromEnv({ TRUST_PROXY: '2' })).toBe(2);
    expect(trustProxyFromEnv({ TRUST_PROXY: 'true' })).toBe(1);
    expect(trustProxyFromEnv({ TRUST_PROXY: 'nonsense' })).toBe(0);
  });
});

describe('the rate limiter', () => {
  it('keeps a bounded number of bounded keys', () => {
    const limiter = rateLimiter(3, 60_000, 1000);
    for (let i = 0; i < 20_000; i++) limiter.take(`198.51.${i >> 8}.${i & 255}`, 1000);
    expect(limiter.size).toBeLessThanOrEqual(1000);
    const long = 'k'.repeat(15_000);
    for (let i = 0; i < 3; i++) expect(limiter.take(long, 1000)).toBe(true);
    expect(limiter.take(long, 1000)).toBe(false);
    expect(limiter.take(long.slice(0, MAX_KEY_LENGTH), 1000)).toBe(false); // the same key, cut
  });
  it('frees a key when its window ends', () => {
    const limiter = rateLimiter(1, 1000);
    expect(limiter.take('a', 0)).toBe(true);
    expect(limiter.allows('a', 10)).toBe(false);
    expect(limiter.take('a', 10)).toBe(false);
    expect(limiter.retryAfter('a', 10)).toBe(1);
    expect(limiter.allows('a', 1000)).toBe(true);
    expect(limiter.take('a', 1000)).toBe(true);
  });
});
