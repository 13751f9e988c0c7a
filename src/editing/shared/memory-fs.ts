/**
 * `node:fs` for the editing screen's check in the browser: the project's files (site.yaml,
 * content/, schema/ ...) held in memory, read with the calls the check makes. The files are
 * given by `mount`; nothing is ever written.
 */
const files = new Map<string, string>();
const dirs = new Map<string, Set<string>>();

const norm = (text: string) =>
  ('/' + text.replace(/\\/g, '/'))
    .replace(/\/+/g, '/')
    .replace(/\/\.(?=\/|$)/g, '')
    .replace(/(.)\/$/, '$1');

/** Puts `texts` (relative paths) under `root`, replacing whatever was mounted before. */
export function mount(root: string, texts: Record<string, string>): void {
  files.clear();
  dirs.clear();
  for (const [rel, text] of Object.entries(texts)) {
    let path = norm(`${root}/${rel}`);
    files.set(path, text);
    while (path !== '/') {
      const parent = path.slice(0, path.lastIndexOf('/')) || '/';
      const entries = dirs.get(parent) ?? new Set<string>();
      entries.add(path.slice(parent.length + (parent === '/' ? 0 : 1)));
      dirs.set(parent, entries);
      path = parent;
    }
  }
}

function missing(path: string, call: string): Error {
  return Object.assign(new Error(`ENOENT: no such file or directory, ${call} '${path}'`), { code: 'ENOENT' });
}

/** The bytes of a text, with Node's `toString('utf8')`. */
class Bytes extends Uint8Array {
  override toString(): string {
    return new TextDecoder().decode(this);
  }
}

export function existsSync(path: string): boolean {
  const text = norm(path);
  return files.has(text) || dirs.has(text);
}

export function readFileSync(path: string, encoding?: string | { encoding?: string }): string | Bytes {
  const item = norm(path);
  const text = files.get(item);
  if (text === undefined) throw missing(item, 'open');
  const enc = typeof encoding === 'string' ? encoding : encoding?.encoding;
  if (enc) return text;
  const encoded = new TextEncoder().encode(text);
  return new Bytes(encoded.buffer, encoded.byteOffset, encoded.length);
}

type Dirent = { name: string; isDirectory(): boolean; isFile(): boolean };

export function statSync(path: string): { isDirectory(): boolean; isFile(): boolean } {
  const text = norm(path);
  if (!existsSync(text)) throw missing(text, 'stat');
  return { isDirectory: () => dirs.has(text), isFile: () => files.has(text) };
}

export function readdirSync(path: string, opts?: { withFileTypes?: boolean; recursive?: boolean }): Array<string | Dirent> {
  const text = norm(path);
  const entries = dirs.get(text);
  if (!entries) throw missing(text, 'scandir');
  const names = [...entries].sort();
  if (opts?.recursive) {
    return names.flatMap((entryName) =>
      dirs.has(`${text}/${entryName}`)
        ? [entryName, ...(readdirSync(`${text}/${entryName}`, { recursive: true }) as string[]).map((counter) => `${entryName}/${counter}`)]
        : [entryName],
    );
  }
  if (!opts?.withFileTypes) return names;
  return names.map((name) => ({ name, isDirectory: () => dirs.has(`${text}/${name}`), isFile: () => files.has(`${text}/${name}`) }));
}

function readOnly(): never {
  throw new Error('The editing screen reads the project; it never writes it.');
}
export const writeFileSync = readOnly;
export const mkdirSync = readOnly;
export const rmSync = readOnly;
export default { existsSync, readFileSync, readdirSync, statSync, writeFileSync, mkdirSync, rmSync };
