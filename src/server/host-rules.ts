import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import redirector from 'netlify-redirector';
import { lookupFile } from '../routes/files';

/**
 * The static host's rules, read and matched by Netlify's own packages: `_redirects` by
 * `@netlify/redirect-parser` and Netlify's matcher `netlify-redirector` (WebAssembly), `_headers`
 * by `@netlify/headers-parser`. Only the file lookup (which file answers a path) is our own
 * (src/routes/files.ts): Netlify runs it in its CDN, not in a package.
 */
type HostRule = { from: string; to: string; status: number; force: boolean };
/** Netlify's first matching `_redirects` rule for a decoded path, with :placeholders and :splat filled in. */
export type Matcher = (pathname: string) => HostRule | undefined;
export type HeaderRule = { for: string; forRegExp: RegExp; values: Record<string, string> };

const problems = (file: string, errors: Array<{ message: string }>) =>
  new Error(`${file} has ${errors.length} rule(s) the host would not read:\n${errors.map((error) => `  ${error.message}`).join('\n')}`);

/** Reads a `_redirects` file as Netlify does and returns Netlify's matcher over its rules. */
export async function loadRedirects(file: string): Promise<Matcher> {
  const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [file], configRedirects: [], minimal: false });
  if (errors.length) throw problems(file, errors as Array<{ message: string }>);
  // netlify-redirector reads the parser's rules with `from` as `origin` and `query` as `params`
  // (the shape Netlify's own CLI hands it).
  const rules = (redirects as Array<Record<string, unknown>>).map(({ from, query, ...rule }) => ({ ...rule, origin: from, params: query }));
  const matcher = await redirector.parseJSON(JSON.stringify(rules), {});
  return (pathname) => {
    const match = matcher.match({
      scheme: 'https',
      host: 'localhost',
      path: pathname,
      query: '',
      getHeader: () => '',
      getCookie: () => '',
    });
    if (!match || 'force404' in match) return undefined;
    return { from: match.from, to: match.to, status: match.status, force: match.force };
  };
}

/** Reads a `_headers` file as Netlify does. */
export async function loadHeaders(file: string): Promise<HeaderRule[]> {
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false });
  if (errors.length) throw problems(file, errors);
  return headers as HeaderRule[];
}

/** Headers for a path: every matching block in order, a later one overriding an earlier one. */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => rule.forRegExp.test(pathname)).map((rule) => rule.values)) as Record<string, string>;
}

/**
 * The host's answer to a GET: a file with its status, or a redirect. A redirect to a page the host
 * found (`toPage`) names its decoded path; a rule's target is as the rule wrote it. Both pass the
 * request's query on, as Netlify does for a rule whose target has no query of its own.
 */
export type HostAnswer =
  { type: 'file'; file: string; status: number } | { type: 'redirect'; to: string; status: number; keepsQuery: boolean; toPage?: true };

/**
 * How Netlify answers a path: a forced rule first; else the files (a file shadows a rule that is
 * not forced); else the first matching rule (a 200 or 404 rule serves its target's file with that
 * status, others redirect); else `404.html` with 404. The rule files themselves are not served.
 */
export function hostAnswer(pathname: string, match: Matcher, isFile: (rel: string) => boolean): HostAnswer {
  const rule = match(pathname);
  if (rule?.force) return applyRule(rule, isFile);
  if (!/(^|\/)_(redirects|headers)$/.test(pathname)) {
    const found = lookupFile(pathname, isFile);
    if (found && 'file' in found) return { type: 'file', file: found.file, status: 200 };
    if (found) return { type: 'redirect', to: found.redirect, status: 301, keepsQuery: true, toPage: true };
  }
  if (rule) return applyRule(rule, isFile);
  return { type: 'file', file: '404.html', status: 404 };
}

function applyRule(rule: HostRule, isFile: (rel: string) => boolean): HostAnswer {
  if (rule.status !== 200 && rule.status !== 404)
    return { type: 'redirect', to: rule.to, status: rule.status, keepsQuery: !rule.to.includes('?') };
  const target = lookupFile(rule.to, isFile);
  return target && 'file' in target
    ? { type: 'file', file: target.file, status: rule.status }
    : { type: 'file', file: '404.html', status: 404 };
}
