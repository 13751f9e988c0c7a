/**
 * The static host's rule files, read the way Netlify reads them: `_redirects` (first match wins;
 * a rule applies only when no file answers the path, unless forced with `!`) and `_headers`.
 */
export type HostRule = { from: string; to: string; status: number; force: boolean };
export type HeaderRule = { path: string; headers: Array<[string, string]> };

export function parseRedirects(text: string): HostRule[] {
  const rules: HostRule[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [from, to, code = '301'] = line.split(/\s+/);
    rules.push({ from, to, status: parseInt(code, 10), force: code.endsWith('!') });
  }
  return rules;
}

/** Matches a rule's `from` (with :placeholders and a trailing *) against a path; returns the target. */
export function applyRule(rule: HostRule, pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const pat = rule.from.split('/');
  const seg = path.split('/');
  const params: Record<string, string> = {};
  for (let i = 0; i < pat.length; i++) {
    const p = pat[i];
    if (p === '*') {
      params.splat = seg.slice(i).join('/');
      return fillTarget(rule.to, params);
    }
    if (i >= seg.length) return undefined;
    if (p.startsWith(':')) {
      if (!seg[i]) return undefined;
      params[p.slice(1)] = seg[i];
    } else if (p !== seg[i]) return undefined;
  }
  if (seg.length !== pat.length) return undefined;
  return fillTarget(rule.to, params);
}

function fillTarget(to: string, params: Record<string, string>): string {
  return to.replace(/:([a-z]+)/g, (whole, name: string) => params[name] ?? whole);
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const raw of text.split('\n')) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) rules.push({ path: raw.trim(), headers: [] });
    else {
      const i = raw.indexOf(':');
      rules.at(-1)?.headers.push([raw.slice(0, i).trim(), raw.slice(i + 1).trim()]);
    }
  }
  return rules;
}

/** Headers for a path: every matching block in order, later ones overriding earlier ones. */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const r of rules) {
    const matches = r.path.endsWith('*') ? pathname.startsWith(r.path.slice(0, -1)) : pathname === r.path;
    if (matches) for (const [k, v] of r.headers) out[k] = v;
  }
  return out;
}
