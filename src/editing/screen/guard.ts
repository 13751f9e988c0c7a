import { fromJS, type Map as ImmutableMap } from 'immutable';
import { checkEdit, fileText, savedEdit } from './check-client';
import { expectSave, isKeptDraft } from '../shared/yaml-format';
import { backendHeaders, whereSaved } from './where';
import { parse } from 'yaml';
import { askUser } from './confirm';
import { askBeforeCodeAsText } from './code-as-text';
import { askBeforeRemoving, carryWithSave } from './gone-pages';
import type { DecapStore } from './backups';
import { removedEntries } from '../shared/list-entries';
import { entryText } from './entry-text';
import { clearMarks, locateField, markProblems, refreshElsewhere } from './field-marks';
import type { FieldProblem } from '../shared/field-problems';
import { photoProblems, uploadsOf } from './photo-check';
import { NotSaved } from './phrases';
import { showForm } from './phone';
import { showStatus } from './save-status';
import { showMadeIds } from './made-ids';
import { stopIfSignedOut } from './signed-out';
import { oldWordsProblems, photosWithOldWords, type OldWords } from './photo-words';

/** What the screen says when the check could not say where (it could not run). */
const unreadable: FieldProblem = {
  code: 'internal',
  file: '',
  field: [],
  label: 'entry',
  message: 'The site could not be checked.',
  hint: 'Undo your last change; if the problem stays, tell the person who maintains the website.',
};

/**
 * Runs before every save (Decap's preSave event): an entry that would fail `npm run check` is not
 * saved. Throwing here stops Decap's persist before anything reaches the backend, and Decap shows
 * the error's short text in its "Failed to persist entry" notice; each problem stays at its field
 * (field-marks.ts), in the catalogue's plain words, until that field is changed or the next save.
 */
export async function guardSave({ entry }: { entry: ImmutableMap<string, unknown> }): Promise<ImmutableMap<string, unknown> | undefined> {
  // A session that ended stops the save as such, not as a fault of the edit (signed-out.ts).
  await stopIfSignedOut();
  await stopIfFactEmptied(entry);
  // A new city, service or brand: its id is made from its name, and its file is named for it
  // (Decap names the file from the id the entry is handed back with).
  const saved = await fromTheFile(entry);
  const { path, raw, text } = saved;
  const withId = saved.isNew ? (fromJS(saved.data) as ImmutableMap<string, unknown>) : undefined;
  const data = withId ? withId.toJS() : saved.data;
  const yaml = !path.endsWith('.mdx');
  // A change the file cannot show (a switch turned on and off again) is not a save.
  if (raw && text === raw) throw new NotSaved('Nothing to save: the file already says exactly this.');
  // The file's data before and after the save, read once: what the save takes out, and the photos it replaces.
  const [before, after] = yaml && raw ? [parse(raw) as unknown, parse(text) as unknown] : [];
  // The check first: a removal it refuses (a neighborhood a job still names) is said before anyone is asked to confirm it.
  const answer = await checkEdit(path, text);
  const photos = await photoProblems(path, data, uploadsOf(entry));
  clearMarks();
  if (!answer.ok || photos.length) {
    const problems = [...(answer.ok ? [] : answer.problems.length ? answer.problems : [unreadable]), ...photos];
    showForm();
    markProblems(path, problems);
    const count = problems.length === 1 ? 'one thing needs' : `${problems.length} things need`;
    throw new NotSaved(`Not saved: ${count} fixing first (shown in red).`);
  }
  // A script, an embed or a form pasted into a long text goes live as its characters: asked first.
  await askBeforeCodeAsText(path, raw ?? '', text);
  // Entries taken out of a list, and pages taken off the site, are named, and go only when the
  // editor says so; a page's address can be sent on to the page above it (gone-pages.ts).
  const removed = before ? removedEntries(before, after) : [];
  const choice = before ? await askBeforeRemoving(path, text, before, after, removed) : {};
  if (choice === 'keep')
    throw new NotSaved(
      removed.length
        ? 'Not saved: nothing was deleted. Add the entry back or reload the page to start again.'
        : 'Not saved: the page stays. Undo your change or reload the page to start again.',
    );
  // A new photo with the old one's words, in a save the check lets through: asked, as the words may
  // still fit (the same door, a better shot).
  const oldWords = before ? photosWithOldWords(before, after) : [];
  if (oldWords.length && !(await oldWordsStillFit(oldWords))) {
    showForm();
    markProblems(path, oldWordsProblems(path, oldWords));
    // Her own choice: the box is ready for the new words, and the note says what comes next, not a fault.
    locateField(oldWords[0].field)?.focus();
    throw new NotSaved('Not published yet: write the words for the new photo (marked), then publish.');
  }
  expectSave(data, text);
  carryWithSave(path, choice.site);
  saving = { path, text, withIds: saved.isNew ? undefined : saved.withIds, site: choice.site };
  return withId;
}

/**
 * A business fact whose box was emptied is not saved: the file would lose the fact, and the check
 * would say she removed it, beside the box's own note ("A fact cannot be empty…"). The box says what
 * to do; the save stops there, with the box in view. A fact texts use cannot be removed either (the
 * check would refuse it, asking to put it back): then the note says so, and only "write its text".
 */
async function stopIfFactEmptied(entry: ImmutableMap<string, unknown>): Promise<void> {
  const facts = entry.getIn(['data', 'constants']) as ImmutableMap<string, unknown> | undefined;
  const isEmpty = (text: unknown) => typeof text === 'string' && !text.trim();
  if (!facts || typeof facts.some !== 'function' || !facts.some(isEmpty)) return;
  showForm();
  document.querySelector<HTMLElement>('.facts textarea[aria-invalid="true"]')?.focus();
  // The save as it would be with the empty facts taken out: the check names the texts that use them.
  const without = await fromTheFile(
    entry.setIn(
      ['data', 'constants'],
      facts.filter((text) => !isEmpty(text)),
    ),
  );
  const answer = await checkEdit(without.path, without.text).catch(() => undefined);
  const used = answer && !answer.ok ? answer.problems.find((problem) => problem.code === 'unknown-constant') : undefined;
  const uses = used && /, but (a text still uses|\d+ texts still use) it: (.+)\.$/.exec(used.message);
  if (uses)
    throw new NotSaved(
      `Not saved: a business fact is empty (marked). Write its text: it cannot be taken out of the site while ${uses[1].replace(' still', '')} it (${uses[2]}).`,
    );
  throw new NotSaved('Not saved: a business fact is empty (marked). Write its text, or press Remove to take it out of the site.');
}

/**
 * When Decap's own rules refuse a save (a required field left empty), the check never ran: a second
 * mistake of the same save (a search summary too short) was said only in the preview's list, and
 * the office learnt of it at the next Publish. The draft is checked as a save would be, and every
 * problem is said at its field, in the check's words (the field's own words of Decap then give way:
 * admin.css).
 */
export async function sayEveryProblem(entry: ImmutableMap<string, unknown> | undefined): Promise<void> {
  if (!entry) return;
  // Unread or unchecked (a kept draft's file could not be read): Decap's own marks stay, and Publish says the rest.
  const found = await draftProblems(entry);
  if (found?.problems.length) markProblems(found.path, found.problems);
}

/**
 * The check's problems of an entry's draft, as a save of it would meet them (none: it would pass);
 * undefined when the file could not be read or the check could not run.
 */
export async function draftProblems(entry: ImmutableMap<string, unknown>): Promise<{ path: string; problems: FieldProblem[] } | undefined> {
  try {
    const { path, text } = await fromTheFile(entry);
    const answer = await checkEdit(path, text);
    if (!answer.ok && !answer.problems.length) return undefined;
    return { path, problems: answer.ok ? [] : answer.problems };
  } catch {
    return undefined;
  }
}

/** How long after the last change the list above the form is checked again. */
const RECHECK_MS = 600;

/**
 * While the list of problems above the form shows (problems no field shows: a long text's, another
 * page's), it follows the draft: a moment after each change the draft is checked as a save would
 * be, and what is fixed leaves the list (the list with its last). It stood until Close was pressed.
 */
export function problemsListFollowsDraft(store: Pick<DecapStore, 'getState' | 'subscribe'>): void {
  let last: unknown;
  let timer: ReturnType<typeof setTimeout> | undefined;
  store.subscribe(() => {
    const entry = store.getState().entryDraft.get('entry') as ImmutableMap<string, unknown> | undefined;
    if (entry === last) return;
    last = entry;
    clearTimeout(timer);
    if (!entry || !document.getElementById('check-problems')) return;
    timer = setTimeout(() => void recheck(entry), RECHECK_MS);
  });
  const recheck = async (entry: ImmutableMap<string, unknown>) => {
    // A check that could not run (or a file not read) says nothing of what was fixed: the list stays as it was.
    const found = await draftProblems(entry);
    if (found) refreshElsewhere(found.path, found.problems);
  };
}

/** Asks whether the words beside a replaced photo still describe the new one (Escape: no, write new ones). */
function oldWordsStillFit(old: OldWords[]): Promise<boolean> {
  const one = old.length === 1;
  return askUser(
    one ? 'Do these words still describe the new photo?' : 'Do these words still describe the new photos?',
    [
      `People who cannot see ${one ? 'the photo' : 'a photo'} hear or read these words in its place, and search engines read them. They were written for the photo you replaced:`,
    ],
    old.map(({ words }) => `“${words}”`),
    [
      { label: 'Publish: they still fit', value: true },
      { label: 'Write new words', value: false },
    ],
  );
}

/**
 * The entry's save, worked out from the file's text: a draft this browser kept and the editor
 * brought back carries a text of its own (Decap's backup), not the file's, so the file is read as
 * the project's files hold it now; the save changes only what the draft changed, its comments and
 * order kept (it had rewritten the whole of site.yaml).
 */
async function fromTheFile(entry: ImmutableMap<string, unknown>): Promise<ReturnType<typeof entryText>> {
  if (entry.get('newRecord') || !isKeptDraft((entry.get('raw') as string | undefined) ?? '')) return entryText(entry);
  const file = await fileText(entry.get('path') as string);
  if (file === null)
    throw new NotSaved('Not saved: the file could not be read to save into. Your changes stay here: publish again in a moment.');
  return entryText(entry, file);
}

let saving: { path: string; text: string; withIds?: Record<string, unknown>; site?: string } | undefined;

/**
 * A refused save or delete is said on the screen (Decap's notice, the fields in red); Decap also
 * rejects the click's own promise, which nothing awaits: with its failure action
 * ({ type: 'ENTRY_PERSIST_FAILURE' }, 'ENTRY_DELETE_FAILURE'), or with nothing when its own check
 * stopped the Publish (a required field left empty). Without this, every refusal was an uncaught
 * error in the browser's console, as if the screen had failed.
 */
export function refusalsNotUncaught(): void {
  addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason === undefined || /^ENTRY_\w+_FAILURE$/.test(String((reason as { type?: unknown } | null)?.type))) event.preventDefault();
  });
}

/**
 * After the save (Decap's postSave event): the next checks see the file as saved, and under
 * `npm run edit` the screen reads the file back and says whether it holds what was saved.
 */
export function afterSave(): void {
  if (!saving) return;
  const { path, text, withIds, site } = saving;
  savedEdit(path, text);
  if (site !== undefined) savedEdit('site.yaml', site);
  if (withIds) showMadeIds(path, withIds);
  saving = undefined;
  const where = whereSaved();
  if (where.backend !== 'netlify') void confirmOnDisk(where.api, path, text, where.backend === 'server');
}

/**
 * Reads the saved file back and says what the save did. On the owner's server a save answers once
 * the site with it is live (src/editing/server/live/editing.ts), and says so: "the file" meant
 * nothing to an office that publishes from the screen.
 */
async function confirmOnDisk(api: string, path: string, text: string, live: boolean): Promise<void> {
  const res = await fetch(api, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...backendHeaders() },
    body: JSON.stringify({ action: 'getEntry', params: { path } }),
  });
  const onDisk = res.ok ? ((await res.json()) as { data: string | null }).data : null;
  if (onDisk !== text) return showStatus('Careful: the file does not hold what you saved. Reload the page to see what it holds.', 'alarm');
  if (!live) return showStatus('Saved. The file now holds your change.', 'done');
  const standing = path === 'site.yaml' ? await standingVisits() : '';
  if (!standing) return showStatus('Saved and live: the site shows your change now.', 'done');
  showStatus(`Saved and live: the site shows your change now. ${standing}`, 'act', { href: STANDING_DESK, text: 'Open the bookings desk' });
}

/** The bookings desk on the owner's server (src/booking/server/desk/views.ts), and its list of the visits a closed day or the hours stand against. */
const STANDING_DESK = '/admin/bookings';

/**
 * The desk's sentence on the visits and requests a closed day or the service hours now stand against
 * (a save of site.yaml may have closed a day or changed the hours under them); '' when there are
 * none, or the desk cannot say.
 */
async function standingVisits(): Promise<string> {
  try {
    const res = await fetch(`${STANDING_DESK}/standing.json`, { cache: 'no-store', credentials: 'same-origin' });
    return res.ok ? ((await res.json()) as { said: string }).said : '';
  } catch {
    return '';
  }
}
