import type { IncomingMessage, ServerResponse } from 'node:http';

/** The address a supervisor polls (a container HEALTHCHECK, a load balancer); not part of the static site. */
export const HEALTH_PATH = '/healthz';

/**
 * Answers GET/HEAD of HEALTH_PATH: 200 "ok" when `check` passes (the site is there, the lead
 * database can be read), else 503 with the reason. Never cached. Any other path: false, at once.
 */
export function healthHandler(check: () => void) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? '/';
    if (url !== HEALTH_PATH && !url.startsWith(`${HEALTH_PATH}?`)) return false;
    let body = 'ok\n';
    res.statusCode = 200;
    try {
      check();
    } catch (e) {
      res.statusCode = 503;
      body = `unhealthy: ${(e as Error).message}\n`;
    }
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
