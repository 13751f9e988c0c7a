/**
 * MDN HTTP Observatory's score for a response's headers, by its published rules
 * (https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring), for the tests that
 * can be judged from headers alone: CSP, cookies, CORS headers, HSTS, Referrer-Policy,
 * X-Content-Type-Options, X-Frame-Options, Cross-Origin-Resource-Policy. Not checked offline: the
 * http -> https redirection and HSTS preloading (the host's), and subresource integrity (the
 * pages load scripts from their own origin only, which scores 0).
 */
export type Modifier = { test: string; result: string; score: number };
export type Score = { score: number; grade: string; modifiers: Modifier[] };

const GRADES: Array<[number, string]> = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

function parseCsp(value: string): Map<string, string[]> | undefined {
  const policy = new Map<string, string[]>();
  for (const part of value.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    if (!/^[a-z-]+$/i.test(name)) return undefined;
    const key = name.toLowerCase();
    if (!policy.has(key))
      policy.set(
        key,
        sources.map((s) => s.toLowerCase()),
      );
  }
  return policy.size ? policy : undefined;
}

function csp(value: string | undefined): Modifier {
  const m = (result: string, score: number) => ({ test: 'content-security-policy', result, score });
  if (!value) return m('csp-not-implemented', -25);
  const policy = parseCsp(value);
  if (!policy) return m('csp-header-invalid', -25);
  const of = (d: string) => policy.get(d) ?? policy.get('default-src');
  const script = of('script-src');
  const objects = of('object-src');
  const broad = (list: string[] | undefined) =>
    !list || list.some((s) => s === '*' || s === 'http:' || s === 'https:' || s === 'data:' || s === 'blob:' || s === 'filesystem:');
  const hashOrNonce = (list: string[]) => list.some((s) => /^'(nonce-|sha(256|384|512)-)/.test(s) || s === "'strict-dynamic'");
  if (broad(script) || (script!.includes("'unsafe-inline'") && !hashOrNonce(script!))) return m('csp-implemented-with-unsafe-inline', -20);
  if (broad(objects) && !(objects ?? []).includes("'none'")) return m('csp-implemented-with-unsafe-inline', -20);
  if ([...policy.values()].some((list) => list.some((s) => s === 'http:' || s.startsWith('http://'))))
    return m('csp-implemented-with-insecure-scheme', -20);
  if (script!.includes("'unsafe-eval'")) return m('csp-implemented-with-unsafe-eval', -10);
  const style = of('style-src');
  if (!style || style.includes("'unsafe-inline'")) return m('csp-implemented-with-unsafe-inline-in-style-src-only', 0);
  return policy.get('default-src')?.join(' ') === "'none'"
    ? m('csp-implemented-with-no-unsafe-default-src-none', 10)
    : m('csp-implemented-with-no-unsafe', 5);
}

function hsts(value: string | undefined): Modifier {
  const m = (result: string, score: number) => ({ test: 'strict-transport-security', result, score });
  if (!value) return m('hsts-not-implemented', -20);
  const age = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?\s*(?:;|$)/i.exec(value);
  if (!age) return m('hsts-header-invalid', -20);
  return Number(age[1]) >= 15_768_000
    ? m('hsts-implemented-max-age-at-least-six-months', 0)
    : m('hsts-implemented-max-age-less-than-six-months', -10);
}

function referrer(value: string | undefined): Modifier {
  const m = (result: string, score: number) => ({ test: 'referrer-policy', result, score });
  if (!value) return m('referrer-policy-not-implemented', 0);
  const last =
    value
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean)
      .at(-1) ?? '';
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(last))
    return m('referrer-policy-private', 5);
  if (['origin', 'origin-when-cross-origin', 'no-referrer-when-downgrade', 'unsafe-url'].includes(last))
    return m('referrer-policy-unsafe', -5);
  return m('referrer-policy-header-invalid', -5);
}

function frames(xfo: string | undefined, cspValue: string | undefined): Modifier {
  const m = (result: string, score: number) => ({ test: 'x-frame-options', result, score });
  const ancestors = cspValue ? parseCsp(cspValue)?.get('frame-ancestors') : undefined;
  if (ancestors && !ancestors.includes('*')) return m('x-frame-options-implemented-via-csp', 5);
  if (!xfo) return m('x-frame-options-not-implemented', -20);
  return /^(deny|sameorigin)$/i.test(xfo.trim()) ? m('x-frame-options-sameorigin-or-deny', 0) : m('x-frame-options-header-invalid', -20);
}

/** Headers by lower-case name. */
export function observatoryScore(headers: Record<string, string | string[] | undefined>): Score {
  const h = (name: string) => {
    const v = headers[name];
    return Array.isArray(v) ? v.join(', ') : v;
  };
  const cookies = headers['set-cookie'];
  const cookieList = Array.isArray(cookies) ? cookies : cookies ? [cookies] : [];
  const acao = h('access-control-allow-origin');
  const nosniff = h('x-content-type-options');
  const corp = h('cross-origin-resource-policy');
  const modifiers: Modifier[] = [
    csp(h('content-security-policy')),
    cookieList.length === 0
      ? { test: 'cookies', result: 'cookies-not-found', score: 0 }
      : cookieList.every((c) => /;\s*secure/i.test(c) && /;\s*httponly/i.test(c) && /;\s*samesite/i.test(c))
        ? { test: 'cookies', result: 'cookies-secure-with-httponly-sessions-and-samesite', score: 5 }
        : { test: 'cookies', result: 'cookies-without-secure-flag', score: -20 },
    acao === '*' && /true/i.test(h('access-control-allow-credentials') ?? '')
      ? { test: 'cross-origin-resource-sharing', result: 'cross-origin-resource-sharing-implemented-with-universal-access', score: -50 }
      : {
          test: 'cross-origin-resource-sharing',
          result: acao ? 'cross-origin-resource-sharing-implemented-with-public-access' : 'cross-origin-resource-sharing-not-implemented',
          score: 0,
        },
    hsts(h('strict-transport-security')),
    referrer(h('referrer-policy')),
    nosniff === undefined
      ? { test: 'x-content-type-options', result: 'x-content-type-options-not-implemented', score: -5 }
      : nosniff.trim().toLowerCase() === 'nosniff'
        ? { test: 'x-content-type-options', result: 'x-content-type-options-nosniff', score: 0 }
        : { test: 'x-content-type-options', result: 'x-content-type-options-header-invalid', score: -5 },
    frames(h('x-frame-options'), h('content-security-policy')),
    corp === undefined || /^(same-origin|same-site|cross-origin)$/i.test(corp.trim())
      ? { test: 'cross-origin-resource-policy', result: corp ? 'corp-implemented' : 'corp-not-implemented', score: 0 }
      : { test: 'cross-origin-resource-policy', result: 'corp-header-invalid', score: -5 },
  ];
  const base = 100 + modifiers.filter((m) => m.score < 0).reduce((n, m) => n + m.score, 0);
  const bonus = modifiers.filter((m) => m.score > 0).reduce((n, m) => n + m.score, 0);
  const score = Math.max(0, base >= 90 ? base + bonus : base);
  return { score, grade: GRADES.find(([min]) => score >= min)![1], modifiers };
}
