import type { IncomingMessage, ServerResponse } from 'node:http';

/** One part of the server (booking, the desk, sign-in, editing): true when it answered the request. */
export type Handler = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;

/**
 * A page the server fills in from its query (the booking form's choices from the page that linked to
 * it, the confirmation's e-mail sentence): given the page's path and query, the change to make to its
 * built HTML, or undefined to serve the file as built. Only for HTML pages answered 200.
 */
export type PageFill = (pathname: string, query: URLSearchParams) => ((html: string) => string) | undefined;

/**
 * A request's address as a URL, its path read as a path: `new URL(req.url, base)` reads `//about`
 * as the host "about" and throws on `//` (the server answered 500).
 */
export function requestUrl(req: Pick<IncomingMessage, 'url'>): URL {
  return new URL(`http://localhost${req.url ?? '/'}`);
}
