import { existsSync, readFileSync, statSync, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { lookup } from 'mrmime';

type Variant = { body: Buffer; headers: Array<[string, string]> };
type Entry = { identity: Variant; br?: Variant; gzip?: Variant; bytes: number };

/** Files larger than this are streamed by sirv instead. */
const MAX_FILE = 2 * 1024 * 1024;

/** The headers sirv writes for a file (so a response is the same whichever serves it). */
function headersOf(file: string, encoding: string | undefined, st: Stats): Array<[string, string]> {
  let type = lookup(file) ?? '';
  if (type === 'text/html') type += ';charset=utf-8';
  const h: Array<[string, string]> = [
    ['Content-Length', String(st.size)],
    ['Content-Type', type],
    ['Last-Modified', st.mtime.toUTCString()],
    ['ETag', `W/"${st.size}-${st.mtime.getTime()}"`],
    ['Vary', 'Accept-Encoding'],
  ];
  if (encoding) h.push(['Content-Encoding', encoding]);
  return h;
}

function read(file: string, encoding?: string): Variant | undefined {
  const path = encoding === 'br' ? `${file}.br` : encoding === 'gzip' ? `${file}.gz` : file;
  if (encoding && !existsSync(path)) return undefined;
  const st = statSync(path);
  return { body: readFileSync(path), headers: headersOf(file, encoding, st) };
}

/**
 * Answers GET and HEAD of a built file from memory (a page answered with 404 too): the file and its precompressed .br/.gz are
 * read once, then each request is one write of a ready buffer, with sirv's headers (ETag and 304,
 * Last-Modified, Vary, the encoding the client accepts). Up to `budget` bytes are kept; a larger
 * file, a range request or a full budget returns false, and the caller streams the file with sirv.
 * Like the rest of the server it assumes the built site does not change while it is served.
 */
export function memoryFiles(budget = 128 * 1024 * 1024) {
  const cache = new Map<string, Entry | null>();
  let used = 0;
  const load = (file: string): Entry | null => {
    if (statSync(file).size > MAX_FILE) return null;
    const identity = read(file)!;
    const entry: Entry = { identity, br: read(file, 'br'), gzip: read(file, 'gzip'), bytes: 0 };
    entry.bytes = identity.body.length + (entry.br?.body.length ?? 0) + (entry.gzip?.body.length ?? 0);
    if (used + entry.bytes > budget) return null;
    used += entry.bytes;
    return entry;
  };
  return (req: IncomingMessage, res: ServerResponse, file: string, status = 200): boolean => {
    if (req.headers.range) return false;
    let entry = cache.get(file);
    if (entry === undefined) {
      entry = load(file);
      cache.set(file, entry);
    }
    if (!entry) return false;
    const accept = req.headers['accept-encoding'] ?? '';
    const v = (/\bbr\b/.test(accept) && entry.br) || (accept.includes('gzip') && entry.gzip) || entry.identity;
    for (const [k, value] of v.headers) if (!res.hasHeader(k)) res.setHeader(k, value);
    if (status === 200 && req.headers['if-none-match'] === res.getHeader('ETag')) {
      res.statusCode = 304;
      for (const k of ['Content-Length', 'Content-Type', 'Content-Encoding']) res.removeHeader(k);
      res.end();
      return true;
    }
    res.statusCode = status;
    res.end(req.method === 'HEAD' ? undefined : v.body);
    return true;
  };
}
