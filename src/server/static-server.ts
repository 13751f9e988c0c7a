import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, normalize } from 'node:path';
import sirv from 'sirv';
import { applyRule, headersFor, parseHeaders, parseRedirects, type HostRule } from './host-rules';

export type Handler = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;
type Options = { dir: string; handlers?: Handler[]; patterns?: Array<{ match: string; to: string }> };

/**
 * Serves a built site the way the static host does: `_redirects`, `_headers`, files (with
 * precompressed .br/.gz), a 404 rule's page with status 404, else 404.html with 404.
 */
export function createSiteServer({ dir, handlers = [], patterns = [] }: Options): Server {
  const rules = existsSync(join(dir, '_redirects')) ? parseRedirects(readFileSync(join(dir, '_redirects'), 'utf8')) : [];
  const headerRules = existsSync(join(dir, '_headers')) ? parseHeaders(readFileSync(join(dir, '_headers'), 'utf8')) : [];
  const regexes = patterns.map((p) => ({ re: new RegExp(p.match), to: p.to }));
  const files = sirv(dir, { dev: false, etag: true, gzip: true, brotli: true, extensions: ['html'], dotfiles: false });
  const notFoundPage = join(dir, '404.html');

  const sendFile = (res: ServerResponse, file: string, status: number) => {
    const body = readFileSync(file);
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Length', body.length);
    res.end(body);
  };
  const redirect = (res: ServerResponse, to: string, status: number) => {
    res.statusCode = status;
    res.setHeader('Location', to);
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(`Redirecting to ${to}\n`);
  };
  const hasFile = (pathname: string) => {
    const base = normalize(join(dir, pathname));
    if (!base.startsWith(normalize(dir))) return false;
    for (const f of [base, `${base}.html`, join(base, 'index.html')]) {
      try {
        if (statSync(f).isFile()) return true;
      } catch {
        /* not there */
      }
    }
    return false;
  };
  const applyFirst = (list: HostRule[], pathname: string) => {
    for (const rule of list) {
      const to = applyRule(rule, pathname);
      if (to !== undefined) return { rule, to };
    }
    return undefined;
  };

  return createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      let pathname: string;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        pathname = url.pathname;
      }
      for (const [k, v] of Object.entries(headersFor(headerRules, url.pathname))) res.setHeader(k, v);
      for (const handle of handlers) if (await handle(req, res)) return;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.statusCode = 405;
        res.setHeader('Allow', 'GET, HEAD');
        return res.end('Method Not Allowed\n');
      }
      const pattern = regexes.find((p) => p.re.test(url.pathname + url.search));
      if (pattern) return redirect(res, pattern.to, 301);
      const forced = applyFirst(rules.filter((r) => r.force), url.pathname);
      if (forced) return redirect(res, forced.to, forced.rule.status);
      if (/(^|\/)_/.test(pathname) && !hasFile(pathname)) return sendFile(res, notFoundPage, 404);
      if (/(^|\/)_(redirects|headers)$/.test(pathname)) return sendFile(res, notFoundPage, 404);
      if (hasFile(pathname)) {
        if (pathname.length > 1 && pathname.endsWith('/') && !pathname.endsWith('//')) return redirect(res, pathname.replace(/\/+$/, '') + url.search, 301);
        return files(req, res, () => sendFile(res, notFoundPage, 404));
      }
      const soft = applyFirst(rules.filter((r) => !r.force), url.pathname);
      if (soft && soft.rule.status === 404) {
        const target = join(dir, soft.to, soft.to.endsWith('.html') ? '' : 'index.html');
        return sendFile(res, existsSync(target) ? target : notFoundPage, 404);
      }
      if (soft) return redirect(res, soft.to, soft.rule.status);
      return sendFile(res, notFoundPage, 404);
    } catch (e) {
      console.error('server error:', (e as Error).message);
      if (!res.headersSent) res.statusCode = 500;
      res.end('Internal Server Error\n');
    }
  });
}
