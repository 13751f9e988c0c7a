import type { Map as ImmutableMap } from 'immutable';
import { checkEdit, savedEdit } from './check-client';
import { expectSave, textFor } from './yaml-format';

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
  const text = textFor(path, raw, data);
  const answer = await checkEdit(path, text);
  showProblems(answer.ok ? [] : answer.errors);
  if (!answer.ok)
    throw new Error(
      `npm run check found ${answer.errors.length === 1 ? 'a problem' : `${answer.errors.length} problems`}; nothing was saved.\n\n${answer.errors.join('\n\n')}`,
    );
  expectSave(data, text);
  saving = { path, text };
  return undefined;
}

let saving: { path: string; text: string } | undefined;

/** After the save (Decap's postSave event): the next checks see the file as saved. */
export function afterSave(): void {
  if (saving) savedEdit(saving.path, saving.text);
  saving = undefined;
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
  title.textContent = 'Not saved: npm run check found a problem';
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
