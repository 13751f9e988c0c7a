import { describe, expect, it } from 'vitest';
import { redirectsFile, headersFile } from '../build/hostfiles';
import { applyRule, headersFor, parseHeaders, parseRedirects } from './host-rules';

describe('_redirects', () => {
  const text = redirectsFile(
    [{ from: '/tampa', to: '/cities/tampa', status: 301, declared: true }],
    [
      { from: '/services/:serviceId/:cityId', to: '/services/_missing/_missing/', status: 404 },
      { from: '/services/:serviceId', to: '/services', status: 301 },
    ],
  );

  it('is written in Netlify syntax, declared redirects forced', () => {
    expect(text).toContain('/tampa  /cities/tampa  301!');
    expect(text).toContain('/services/:serviceId/:cityId  /services/_missing/_missing/  404');
  });

  it('is read back with placeholders and forcing', () => {
    const rules = parseRedirects(text);
    expect(rules[0]).toEqual({ from: '/tampa', to: '/cities/tampa', status: 301, force: true });
    expect(applyRule(rules[1], '/services/x/y')).toBe('/services/_missing/_missing/');
    expect(applyRule(rules[1], '/services/x')).toBeUndefined();
    expect(applyRule(rules[2], '/services/x')).toBe('/services');
    expect(applyRule(rules[2], '/services/x/')).toBe('/services');
    expect(applyRule({ from: '/a/*', to: '/b/:splat', status: 301, force: false }, '/a/c/d')).toBe('/b/c/d');
  });
});

describe('_headers', () => {
  it('security headers everywhere, immutable caching only for hashed assets', () => {
    const rules = parseHeaders(headersFile());
    const page = headersFor(rules, '/cities/tampa');
    const asset = headersFor(rules, '/assets/chunks/x.js');
    expect(page['Content-Security-Policy']).toContain("script-src 'self'");
    expect(page['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(page['Cache-Control']).toBe('public, max-age=0, must-revalidate');
    expect(asset['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(asset['X-Content-Type-Options']).toBe('nosniff');
  });

  it('no Cross-Origin-Opener-Policy: every landing would start in a new browsing context group (decision 015)', () => {
    const page = headersFor(parseHeaders(headersFile()), '/');
    expect(Object.keys(page).map((k) => k.toLowerCase())).not.toContain('cross-origin-opener-policy');
    expect(page['X-Frame-Options']).toBe('DENY');
  });
});
