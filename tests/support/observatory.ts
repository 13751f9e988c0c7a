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
        sources.map((source) => source.toLowerCase()),
      );
  }
  return policy.size ? policy : undefined;
}

function csp(value: string | undefined): Modifier {
  const modifier = (result: string, score: number) => ({ test: 'content-security-policy', result, score });
  if (!value) return modifier('csp-not-implemented', -25);
  const policy = parseCsp(value);
  if (!policy) return modifier('csp-header-invalid', -25);
  const of = (directive: string) => policy.get(directive) ?? policy.get('default-src');
  const script = of('script-src');
  const objects = of('object-src');
  const broad = (list: string[] | undefined) =>
    !list ||
    list.some(
      (source) =>
        source === '*' || source === 'http:' || source === 'https:' || source === 'data:' || source === 'blob:' || source === 'filesystem:',
    );
  const hashOrNonce = (list: string[]) =>
    list.some((source) => /^'(nonce-|sha(256|384|512)-)/.test(source) || source === "'strict-dynamic'");
  if (broad(script) || (script!.includes("'unsafe-inline'") && !hashOrNonce(script!)))
    return modifier('csp-implemented-with-unsafe-inline', -20);
  if (broad(objects) && !(objects ?? []).includes("'none'")) return modifier('csp-implemented-with-unsafe-inline', -20);
  if ([...policy.values()].some((list) => list.some((source) => source === 'http:' || source.startsWith('http://'))))
    return modifier('csp-implemented-with-insecure-scheme', -20);
  if (script!.includes("'unsafe-eval'")) return modifier('csp-implemented-with-unsafe-eval', -10);
  const style = of('style-src');
  if (!style || style.includes("'unsafe-inline'")) return modifier('csp-implemented-with-unsafe-inline-in-style-src-only', 0);
  return policy.get('default-src')?.join(' ') === "'none'"
    ? modifier('csp-implemented-with-no-unsafe-default-src-none', 10)
    : modifier('csp-implemented-with-no-unsafe', 5);
}

function hsts(value: string | undefined): Modifier {
  const modifier = (result: string, score: number) => ({ test: 'strict-transport-security', result, score });
  if (!value) return modifier('hsts-not-implemented', -20);
  const age = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?\s*(?:;|$)/i.exec(value);
  if (!age) return modifier('hsts-header-invalid', -20);
  return Number(age[1]) >= 15_768_000
    ? modifier('hsts-implemented-max-age-at-least-six-months', 0)
    : modifier('hsts-implemented-max-age-less-than-six-months', -10);
}

function referrer(value: string | undefined): Modifier {
  const modifier = (result: string, score: number) => ({ test: 'referrer-policy', result, score });
  if (!value) return modifier('referrer-policy-not-implemented', 0);
  const last =
    value
      .split(',')
      .map((token) => token.trim().toLowerCase())
      .filter(Boolean)
      .at(-1) ?? '';
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(last))
    return modifier('referrer-policy-private', 5);
  if (['origin', 'origin-when-cross-origin', 'no-referrer-when-downgrade', 'unsafe-url'].includes(last))
    return modifier('referrer-policy-unsafe', -5);
  return modifier('referrer-policy-header-invalid', -5);
}

function frames(xfo: string | undefined, cspValue: string | undefined): Modifier {
  const modifier = (result: string, score: number) => ({ test: 'x-frame-options', result, score });
  const ancestors = cspValue ? parseCsp(cspValue)?.get('frame-ancestors') : undefined;
  if (ancestors && !ancestors.includes('*')) return modifier('x-frame-options-implemented-via-csp', 5);
  if (!xfo) return modifier('x-frame-options-not-implemented', -20);
  return /^(deny|sameorigin)$/i.test(xfo.trim())
    ? modifier('x-frame-options-sameorigin-or-deny', 0)
    : modifier('x-frame-options-header-invalid', -20);
}

/** Headers by lower-case name. */
export function observatoryScore(headers: Record<string, string | string[] | undefined>): Score {
  const header = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  const cookies = headers['set-cookie'];
  const cookieList = Array.isArray(cookies) ? cookies : cookies ? [cookies] : [];
  const acao = header('access-control-allow-origin');
  const nosniff = header('x-content-type-options');
  const corp = header('cross-origin-resource-policy');
  const modifiers: Modifier[] = [
    csp(header('content-security-policy')),
    cookieList.length === 0
      ? { test: 'cookies', result: 'cookies-not-found', score: 0 }
      : cookieList.every((cookie) => /;\s*secure/i.test(cookie) && /;\s*httponly/i.test(cookie) && /;\s*samesite/i.test(cookie))
        ? { test: 'cookies', result: 'cookies-secure-with-httponly-sessions-and-samesite', score: 5 }
        : { test: 'cookies', result: 'cookies-without-secure-flag', score: -20 },
    acao === '*' && /true/i.test(header('access-control-allow-credentials') ?? '')
      ? { test: 'cross-origin-resource-sharing', result: 'cross-origin-resource-sharing-implemented-with-universal-access', score: -50 }
      : {
          test: 'cross-origin-resource-sharing',
          result: acao ? 'cross-origin-resource-sharing-implemented-with-public-access' : 'cross-origin-resource-sharing-not-implemented',
          score: 0,
        },
    hsts(header('strict-transport-security')),
    referrer(header('referrer-policy')),
    nosniff === undefined
      ? { test: 'x-content-type-options', result: 'x-content-type-options-not-implemented', score: -5 }
      : nosniff.trim().toLowerCase() === 'nosniff'
        ? { test: 'x-content-type-options', result: 'x-content-type-options-nosniff', score: 0 }
        : { test: 'x-content-type-options', result: 'x-content-type-options-header-invalid', score: -5 },
    frames(header('x-frame-options'), header('content-security-policy')),
    corp === undefined || /^(same-origin|same-site|cross-origin)$/i.test(corp.trim())
      ? { test: 'cross-origin-resource-policy', result: corp ? 'corp-implemented' : 'corp-not-implemented', score: 0 }
      : { test: 'cross-origin-resource-policy', result: 'corp-header-invalid', score: -5 },
  ];
  const base = 100 + modifiers.filter((modifier) => modifier.score < 0).reduce((n, modifier) => n + modifier.score, 0);
  const bonus = modifiers.filter((modifier) => modifier.score > 0).reduce((n, modifier) => n + modifier.score, 0);
  const score = Math.max(0, base >= 90 ? base + bonus : base);
  return { score, grade: GRADES.find(([min]) => score >= min)![1], modifiers };
}
