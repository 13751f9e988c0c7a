import type { MessageId } from '../../manifest/error-catalogue';
import type { ManifestError } from '../../manifest/errors';
import {
  DATE_EXAMPLE,
  labelOf,
  labelTitle,
  MONTH_EXAMPLE,
  SCREEN_DATE_EXAMPLE,
  SCREEN_MONTH_EXAMPLE,
  SCREEN_TIME_EXAMPLE,
  singular,
  TIME_EXAMPLE,
} from '../../manifest/plain-schema';
import { showDate } from './when';

/**
 * The check's errors as the editing screen shows them: each at the field it is about, in the
 * catalogue's plain words (error-catalogue.ts: the same catalogue the check prints from), never a
 * file name, a key path, a pattern or a command. The screen finds the field by `field` (its keys
 * and list positions, counted from 0) and labels it with `label` when it cannot.
 */
export type FieldProblem = {
  code: string;
  /** the file the error is in, relative to the project */
  file: string;
  /** keys and list positions (from 0) of the field inside the file; empty for the whole entry */
  field: Array<string | number>;
  /** the field in words ("e-mail", "opening time"), for a message that cannot sit at its field */
  label: string;
  message: string;
  hint: string;
  /** for a problem in another file than the one saved: where it is, in the screen's words */
  where?: string;
  /** a field only left to write (empty, or still the template's ✎ text), not a mistake in what was written */
  toWrite?: true;
};

/** The catalogue's messages of a field not written yet: a new entry starts with every one of them. */
const LEFT_TO_WRITE: ReadonlySet<MessageId | undefined> = new Set<MessageId>([
  'missing-key',
  'missing-choice',
  'empty-text',
  'empty-list',
  'template-text',
]);

/**
 * At most this many messages for one mistake (one code) in the other files, as the check itself
 * folds repeats (a fact taken out that 71 texts use). The file being saved says every one at its
 * field: a new city's 30 example texts were said 3 at a time, Publish after Publish.
 */
const PER_MISTAKE = 3;

/** `reviews[3].email` (as the check counts, from 1) -> ['reviews', 2, 'email']. */
export function fieldPath(path: string): Array<string | number> {
  const out: Array<string | number> = [];
  for (const part of path.match(/[^.[\]]+|\[\d+\]/g) ?? []) {
    const index = /^\[(\d+)\]$/.exec(part);
    out.push(index ? Number(index[1]) - 1 : part);
  }
  return out;
}

type CheckError = Pick<ManifestError, 'code' | 'id' | 'file' | 'field' | 'plain' | 'plainHint'>;

/**
 * A list entry's id beside another of its fields' messages: the screen makes an entry's id from
 * its name and date at Publish (list-entries.ts), so an id is left empty only while they are, and
 * their own message says what to do ("Fill in the name."); a message at the id would ask for what
 * the form says it makes. Once the other fields are right, what is wrong with the id is said.
 */
function idStillToMake(error: CheckError, errors: readonly CheckError[]): boolean {
  // `reviews[4].id` -> the entry's own fields start with `reviews[4].`
  const entry = /^(.*\[\d+\]\.)id$/.exec(error.field)?.[1];
  return !!entry && errors.some((other) => other !== error && other.file === error.file && other.field.startsWith(entry));
}

/** The check's errors as the screen says them; `saved`: the file being saved (relative to `root`), whose errors are all said. */
export function fieldProblems(errors: readonly CheckError[], root = '', saved?: string): FieldProblem[] {
  const perCode = new Map<string, number>();
  const out: FieldProblem[] = [];
  for (const error of errors) {
    if (idStillToMake(error, errors)) continue;
    const file = root && error.file.startsWith(`${root}/`) ? error.file.slice(root.length + 1) : error.file;
    const count = perCode.get(error.code) ?? 0;
    if (file !== saved && count >= PER_MISTAKE) continue;
    if (file !== saved) perCode.set(error.code, count + 1);
    const field = fieldPath(error.field);
    out.push({
      code: error.code,
      file,
      field,
      label: labelOf(field),
      message: onScreen(sentence(error.plain)),
      hint: onScreen(sentence(error.plainHint)),
      ...(LEFT_TO_WRITE.has(error.id) && { toWrite: true as const }),
    });
  }
  return out;
}

/**
 * A message in the screen's words: its date field takes 3/14/2026, its time field 5:30 PM and its
 * month field November 2026, and each writes the file's form itself; a date the message quotes is
 * said as the screen shows it ("ends before it starts (7/6/2027 to 7/2/2027)", not the file's 2027-07-06).
 */
const onScreen = (text: string) =>
  text
    .replace(DATE_EXAMPLE, SCREEN_DATE_EXAMPLE)
    .replace(TIME_EXAMPLE, SCREEN_TIME_EXAMPLE)
    .replace(MONTH_EXAMPLE, SCREEN_MONTH_EXAMPLE)
    .replace(/\b\d{4}-\d{2}-\d{2}\b/g, showDate);

/** A message as a sentence: with its full stop. */
export function sentence(text: string): string {
  const tab = text.trim();
  return !tab || /[.!?]$/.test(tab) ? tab : `${tab}.`;
}

/**
 * Where in the form a problem is, when it is in an entry of a list: "Neighborhood 2: " (two entries'
 * messages were the same words, "The ZIP codes cannot be empty.", twice); '' for a field of its own.
 */
export function entryPlace(field: ReadonlyArray<string | number>): string {
  const steps = field.flatMap((step, i) => (typeof step === 'number' ? [`${singular(labelTitle(field.slice(0, i)))} ${step + 1}`] : []));
  return steps.length ? `${steps.join(', ')}: ` : '';
}
