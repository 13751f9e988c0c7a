import { fromJS, type Map as ImmutableMap } from 'immutable';
import { describe, expect, it } from 'vitest';
import { madeIdsShown, showMadeIds } from './made-ids';

/** A store as Decap's: the open entry's draft, saved and with nothing left to save; what is dispatched to it. */
function decapStore(path: string, data: Record<string, unknown>) {
  const dispatched: Array<{ type: string; payload?: unknown }> = [];
  let listener = () => undefined as void;
  const entryDraft = fromJS({ entry: { path, isPersisting: false, data }, hasChanged: false }) as ImmutableMap<string, unknown>;
  const store = {
    getState: () => ({ entryDraft }),
    dispatch: (action: { type: string; payload?: unknown }) => void dispatched.push(action),
    subscribe: (next: () => void) => ((listener = next), () => undefined),
  };
  return { store, dispatched, notify: () => listener() };
}

describe('the ids a save made, shown in the form', () => {
  it('sets the list given ids, and leaves a field of text as it is (no error: a city has its name beside its neighborhoods)', () => {
    const path = 'content/cities/tampa.yaml';
    const before = { name: 'Tampa', order: 1, neighborhoods: [{ id: 'ybor-city', name: 'Ybor City' }, { name: 'Old Seminole Heights' }] };
    const { store, dispatched, notify } = decapStore(path, before);
    madeIdsShown(store);
    const saved = { ...before, neighborhoods: [before.neighborhoods[0], { id: 'old-seminole-heights', name: 'Old Seminole Heights' }] };
    showMadeIds(path, saved);
    expect(() => notify()).not.toThrow();
    expect(dispatched.map((action) => (action.payload as { field: ImmutableMap<string, string> }).field.get('name'))).toEqual([
      'neighborhoods',
    ]);
  });
});
