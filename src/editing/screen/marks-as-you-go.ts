import type { Map as ImmutableMap } from 'immutable';
import type { DecapStore } from './backups';
import { markAsYouGo } from './field-marks';
import { draftProblems } from './guard';
import type { FieldProblem } from '../shared/field-problems';

/** No value: nothing, an empty text or an empty list. */
const blank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim()) || (isList(value) && value.size === 0);
const isList = (value: unknown): value is { size: number } =>
  typeof value === 'object' && value !== null && 'size' in value && typeof (value as { size: unknown }).size === 'number';

/** How long after the editor leaves a field the draft is checked (a tab through the form checks once). */
const AFTER_LEAVING_MS = 400;

/**
 * A mistake said at its field as soon as the editor leaves the field, in the words Publish says it
 * in: a price written in words or a summary too short was said only in the preview's list (hidden
 * on a phone) until she pressed Publish. A moment after she leaves a field of a changed entry, the
 * draft is checked as a save would be, and the fields show their problems (field-marks.ts
 * `markAsYouGo`); in a new entry, only the fields she has left (one she has not reached says nothing).
 */
export function marksFollowEditing(store: Pick<DecapStore, 'getState'>, doc: Document = document): void {
  const left = new Set<Element>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  doc.addEventListener('focusout', (event) => {
    if (!(event.target instanceof HTMLElement) || !event.target.closest('#nc-root')) return;
    left.add(event.target);
    clearTimeout(timer);
    timer = setTimeout(() => void markLeftFields(), AFTER_LEAVING_MS);
  });
  const markLeftFields = async () => {
    for (const element of left) if (!element.isConnected) left.delete(element);
    const draft = store.getState().entryDraft;
    const entry = draft.get('entry') as ImmutableMap<string, unknown> | undefined;
    if (!entry || entry.get('isPersisting')) return;
    const found = draft.get('hasChanged') ? await draftProblems(entry) : { path: String(entry.get('path')), problems: [] };
    // Changed again while it was checked (she typed on): the next field she leaves checks that.
    if (!found || store.getState().entryDraft.get('entry') !== entry) return;
    // An entry that was published passed the check: what it says now, an edit made, wherever it is
    // said (a day put in a second row of hours is said under the other row), but for an empty field
    // she has not reached (the fields of a review just added to the published list). A new entry's
    // fields not reached yet say nothing.
    const reached = (control: HTMLElement) =>
      [...left].some((element) => element === control || control.contains(element) || element.contains(control));
    const data = entry.get('data') as ImmutableMap<string, unknown> | undefined;
    const filled = (problem: FieldProblem) => !blank(data?.getIn(problem.field));
    markAsYouGo(found.path, found.problems, (control, problem) => reached(control) || (!entry.get('newRecord') && filled(problem)));
  };
}
