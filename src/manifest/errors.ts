import { CODES, render, type ErrorCode, type Message, type MessageId, type MessageParams } from './error-catalogue';

export type { ErrorCode } from './error-catalogue';

type ErrorInit = {
  code: ErrorCode;
  /** the catalogue's message (error-catalogue.ts) it was made from, when it was */
  id?: MessageId;
  file: string;
  line: number;
  column: number;
  /** JSON path inside the file, e.g. services[4].relatedServices[1] */
  path: string;
  /** the field the error is about, as a path (formatPath); without it, `path` (a missing key: the key itself) */
  field?: string;
  message: string;
  hint: string;
  /** the message and hint in the editor's words (the editing screen); without them, the code's */
  plain?: string;
  plainHint?: string;
  severity?: 'error' | 'warning';
};

/** Where a problem is: file:line:column and the path inside the file. */
export type Where = { file: string; line: number; column: number; path: string; field?: string; severity?: 'error' | 'warning' };

export class ManifestError {
  readonly code: ErrorCode;
  readonly id?: MessageId;
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly path: string;
  /** the field the editing screen marks: `path`, or the missing key under it */
  readonly field: string;
  readonly message: string;
  readonly hint: string;
  /** what the editing screen shows at the field: no key path, no regex, no command */
  readonly plain: string;
  readonly plainHint: string;
  readonly severity: 'error' | 'warning';
  constructor(init: ErrorInit) {
    this.code = init.code;
    this.id = init.id;
    this.file = init.file;
    this.line = init.line;
    this.column = init.column;
    this.path = init.path;
    this.field = init.field ?? init.path;
    this.message = init.message;
    this.hint = init.hint;
    this.plain = init.plain ?? CODES[init.code].plain;
    this.plainHint = init.plainHint ?? CODES[init.code].plainHint;
    this.severity = init.severity ?? 'error';
  }
  /** `site.yaml:212:7  services[4].relatedServices[1]  [unknown-id] ...` then the fix on the next line. */
  format(): string {
    const where = `${this.file}:${this.line}:${this.column}`;
    const path = this.path ? `  ${this.path}` : '';
    return `${where}${path}\n  ${this.severity} [${this.code}] ${this.message}\n  fix: ${this.hint}`;
  }
}

/** An error of the catalogue (error-catalogue.ts), its texts filled from `params`, at `where`. */
export function problem<Id extends MessageId>(id: Id, params: MessageParams<Id>, where: Where): ManifestError {
  return new ManifestError({ ...where, ...render(id, params), id });
}

/** problem() of a message a rule collected first (its id and parameters were checked together). */
export function problemOf(message: Message, where: Where): ManifestError {
  return problem<MessageId>(message.id, message.params as MessageParams<MessageId>, where);
}

/** services[4].relatedServices[1] as an editor counts: services[5].relatedServices[2]. */
export function formatPath(path: ReadonlyArray<string | number>): string {
  return path.reduce<string>((acc, key) => (typeof key === 'number' ? `${acc}[${key + 1}]` : acc ? `${acc}.${key}` : key), '');
}

/**
 * The closest candidate, only when it is close enough to be a typo of it (one or two letters
 * off, or a shortened name: 'serviceFee' for 'serviceCallFee'). A distant "suggestion" sends an
 * editor the wrong way ('garage-door-panel-repair' is not a typo of 'garage-door-track-repair').
 */
export function didYouMean(value: string, candidateList: Iterable<string>): string | undefined {
  const candidates = [...candidateList];
  let best: string | undefined;
  let bestScore = Infinity;
  for (const candidate of candidates) {
    const days = distance(value.toLowerCase(), candidate.toLowerCase());
    if (days < bestScore) {
      bestScore = days;
      best = candidate;
    }
  }
  if (best === undefined) return undefined;
  const limit = value.length <= 4 ? 1 : 2;
  if (bestScore <= limit && bestScore < value.length / 2) return best;
  const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
  const child = squash(value);
  return candidates.find(
    (candidate) => isSubsequence(child, squash(candidate)) && child.length >= squash(candidate).length * 0.6 && child.length >= 4,
  );
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length];
}

function isSubsequence(short: string, long: string): boolean {
  let i = 0;
  for (const ch of long) if (ch === short[i]) i++;
  return i === short.length;
}
