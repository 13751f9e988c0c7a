import { existsSync, readFileSync, statSync, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { lookup, mimes } from 'mrmime';

type Variant = { body: Buffer; headers: Array<[string, string]> };
/** A file's variants in memory; `awaited` when it was loaded before its compressed copies were all written. */
type Entry = { identity: Variant; br?: Variant; gzip?: Variant; bytes: number; awaited: boolean };

/** Files larger than this are streamed by sirv instead. */
const MAX_FILE = 2 * 1024 * 1024;

// The site's icon for clients that read no page (/favicon.ico): mrmime's table, which sirv reads too,
// has no type for it, and a file of no known type was sent with an empty Content-Type.
mimes.ico = 'image/x-icon';

/** The headers sirv writes for a file (so a response is the same whichever serves it). */
function headersOf(file: string, encoding: string | undefined, st: Stats): Array<[string, string]> {
  let type = lookup(file) ?? 'application/octet-stream';
  if (type === 'text/html') type += ';charset=utf-8';
  const headers: Array<[string, string]> = [
    ['Content-Length', String(st.size)],
    ['Content-Type', type],
    ['Last-Modified', st.mtime.toUTCString()],
    ['ETag', `W/"${st.size}-${st.mtime.getTime()}"`],
    ['Vary', 'Accept-Encoding'],
    ['Accept-Ranges', 'bytes'],
  ];
  if (encoding) headers.push(['Content-Encoding', encoding]);
  return headers;
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
 * Last-Modified, Vary, the encoding the client accepts) and one byte range (byteRange). Up to
 * `budget` bytes are kept; a larger file or a full budget returns false, and the caller streams the
 * file with sirv.
 * Like the rest of the server it assumes the built site does not change while it is served, but
 * for the compressed copies when `compressed` is given: a generation the owner's server puts live
 * gets its pages' .br and .gz just after (src/build/build.ts, WarmBuild). Until `compressed`
 * settles, files are answered uncompressed; a file read meanwhile takes its copies up at its first
 * request after. When it settles false (the copies were not all written: the folder, a recycled
 * one, may hold older copies), the folder is answered uncompressed.
 */
export function memoryFiles(budget = 128 * 1024 * 1024, compressed?: Promise<boolean>) {
  const cache = new Map<string, Entry | null>();
  let used = 0;
  let compressing = Boolean(compressed);
  /** Whether the folder's compressed copies are to be served (not when their writing stopped or failed). */
  let copies = true;
  compressed?.then(
    (written) => ((copies = written), (compressing = false)),
    () => ((copies = false), (compressing = false)),
  );
  const load = (file: string): Entry | null => {
    if (statSync(file).size > MAX_FILE) return null;
    const identity = read(file)!;
    const entry: Entry = { identity, bytes: identity.body.length, awaited: compressing };
    if (used + entry.bytes > budget) return null;
    used += entry.bytes;
    if (!compressing) takeUp(file, entry);
    return entry;
  };
  /** Adds the file's compressed copies to its entry, within the budget. */
  const takeUp = (file: string, entry: Entry) => {
    entry.awaited = false;
    if (!copies) return;
    const br = read(file, 'br');
    const gzip = read(file, 'gzip');
    const more = (br?.body.length ?? 0) + (gzip?.body.length ?? 0);
    if (used + more > budget) return;
    used += more;
    Object.assign(entry, { br, gzip, bytes: entry.bytes + more });
  };
  return (req: IncomingMessage, res: ServerResponse, file: string, status = 200): boolean => {
    let entry = cache.get(file);
    if (entry === undefined) {
      entry = load(file);
      cache.set(file, entry);
    }
    if (!entry) return false;
    if (entry.awaited && !compressing) takeUp(file, entry);
    // A range is a range of the file's own bytes: a request with one is answered from the
    // uncompressed file (RFC 9110 allows choosing that representation), never from a .br or .gz.
    const ranged = status === 200 && req.headers.range !== undefined && req.headers['if-range'] === undefined;
    const accept = ranged ? '' : (req.headers['accept-encoding'] ?? '');
    const variant = (/\bbr\b/.test(accept) && entry.br) || (accept.includes('gzip') && entry.gzip) || entry.identity;
    for (const [key, value] of variant.headers) if (!res.hasHeader(key)) res.setHeader(key, value);
    if (status === 200 && req.headers['if-none-match'] === res.getHeader('ETag')) {
      res.statusCode = 304;
      for (const text of ['Content-Length', 'Content-Type', 'Content-Encoding']) res.removeHeader(text);
      res.end();
      return true;
    }
    const range = ranged ? byteRange(req.headers.range, variant.body.length) : FULL;
    if (range.type === 'unsatisfiable') {
      const body = 'Range Not Satisfiable\n';
      res.statusCode = 416;
      res.setHeader('Content-Range', `bytes */${variant.body.length}`);
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader('Content-Length', Buffer.byteLength(body));
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    }
    if (range.type === 'part') {
      res.statusCode = 206;
      res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${variant.body.length}`);
      res.setHeader('Content-Length', range.end - range.start + 1);
      res.end(req.method === 'HEAD' ? undefined : variant.body.subarray(range.start, range.end + 1));
      return true;
    }
    res.statusCode = status;
    res.end(req.method === 'HEAD' ? undefined : variant.body);
    return true;
  };
}

/** What a Range header asks of a body of `size` bytes (RFC 9110 14.1.2 and 14.2). */
export type ByteRange = { type: 'full' } | { type: 'unsatisfiable' } | { type: 'part'; start: number; end: number };
const FULL: ByteRange = { type: 'full' };

/**
 * One byte range, per RFC 9110: `bytes=5-9`, `bytes=5-` (to the end), `bytes=-10` (the last 10
 * bytes; the whole body when it is shorter). A last position past the end is the end. A first
 * position at or past the end, a last position before the first (`bytes=5-2`) or `bytes=-0` is
 * unsatisfiable (416). Another unit, several ranges or anything unreadable is ignored (the whole
 * body, 200), as the RFC allows.
 */
export function byteRange(header: string | undefined, size: number): ByteRange {
  const match = header === undefined ? null : /^bytes=[ \t]*(\d*)[ \t]*-[ \t]*(\d*)[ \t]*$/i.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return FULL;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0 ? { type: 'unsatisfiable' } : { type: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  if (start >= size || (match[2] !== '' && Number(match[2]) < start)) return { type: 'unsatisfiable' };
  return { type: 'part', start, end: match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1) };
}
