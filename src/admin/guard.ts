import type { Map as ImmutableMap } from 'immutable';
import { checkEdit, savedEdit } from './check-client';
import { expectSave, textFor } from './yaml-format';
import { backendHeaders, whereSaved } from './where';
import { parse } from 'yaml';
import { askUser } from './confirm';
import { removedEntries, withMadeIds } from './list-entries';

/**
 * Runs before every save (Decap's preSave event): an entry that would fail `npm run check` is not
 * saved. Throwing here stops Decap's persist before anything reaches the backend, and Decap shows
 * the error's text in its "Failed to persist entry" notice; the same text stays on the page until
 * the next save.
 */
export async function guardSave({ entry }: { entry: ImmutableMap<string, unknown> }): Promise<undefined> {
  const path = entry.get('path') as string;
  const raw = (entry.get('raw') as string | undefined) ?? '';
  const data = (entry.get('data') as ImmutableMap<string, unknown>).toJS();
  // A new list entry's id is made from its name and date here, never typed (list-entries.ts).
  const yaml = !path.endsWith('.mdx');
  const text = textFor(path, raw, yaml ? withMadeIds(data) : data);
  // A change the file cannot show (a switch turned on and off again) is not a save.
  if (raw && text === raw) throw new Error('Nothing to save: the file already says exactly this.');
  // Entries taken out of a list are named, and deleted only when the editor says so.
  const removed = yaml && raw ? removedEntries(parse(raw), parse(text)) : [];
  if (removed.length) {
    const one = removed.length === 1;
    const go = await askUser(
      one ? 'Delete this entry?' : `Delete these ${removed.length} entries?`,
      [`Publishing deletes ${one ? 'this entry' : 'these entries'} from the site:`],
      removed,
      [
        { label: 'Delete and publish', value: true },
        { label: one ? 'Keep it' : 'Keep them', value: false },
      ],
    );
    if (!go) throw new Error('Not saved: nothing was deleted. Add the entry back or reload the page to start again.');
  }
  const answer = await checkEdit(path, text);
  showProblems(answer.ok ? [] : answer.errors);
  if (!answer.ok)
    throw new Error(
      `Not saved: ${answer.errors.length === 1 ? 'one thing needs' : `${answer.errors.length} things need`} fixing first.\n\n${answer.errors.join('\n\n')}`,
    );
  expectSave(data, text);
  saving = { path, text };
  return undefined;
}

let saving: { path: string; text: string } | undefined;

/**
 * After the save (Decap's postSave event): the next checks see the file as saved, and under
 * `npm run edit` the screen reads the file back and says whether it holds what was saved.
 */
export function afterSave(): void {
  if (!saving) return;
  const { path, text } = saving;
  savedEdit(path, text);
  saving = undefined;
  const where = whereSaved();
  if (where.kind !== 'netlify') void confirmOnDisk(where.api, path, text);
}

async function confirmOnDisk(api: string, path: string, text: string): Promise<void> {
  const res = await fetch(api, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...backendHeaders() },
    body: JSON.stringify({ action: 'getEntry', params: { path } }),
  });
  const onDisk = res.ok ? ((await res.json()) as { data: string | null }).data : null;
  showStatus(
    onDisk === text
      ? `Saved. The file now holds your change.`
      : `Careful: the file does not hold what you saved. Reload the page to see what it holds.`,
    onDisk !== text,
  );
}

/** A short line at the foot of the screen saying what the last save did. */
function showStatus(message: string, alarm: boolean): void {
  let line = document.getElementById('save-status');
  if (!line) {
    line = document.createElement('p');
    line.id = 'save-status';
    document.body.append(line);
  }
  line.setAttribute('role', alarm ? 'alert' : 'status');
  line.dataset.alarm = String(alarm);
  line.textContent = message;
}

/** A panel over the editor with the check's own messages, until they are fixed. */
function showProblems(errors: string[]): void {
  let panel = document.getElementById('check-problems');
  if (!errors.length) {
    panel?.remove();
    return;
  }
  if (!panel) {
    panel = document.createElement('section');
    panel.id = 'check-problems';
    panel.setAttribute('role', 'alert');
    document.body.append(panel);
  }
  panel.replaceChildren();
  const title = document.createElement('h2');
  title.textContent = 'Not saved. Please fix this first:';
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Close';
  close.addEventListener('click', () => panel?.remove());
  panel.append(title);
  for (const e of errors) {
    const pre = document.createElement('pre');
    pre.textContent = e;
    panel.append(pre);
  }
  panel.append(close);
}
