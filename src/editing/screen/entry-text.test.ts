import { fromJS } from 'immutable';
import { describe, expect, it } from 'vitest';
import { isKeptDraft, yamlInPlace } from '../shared/yaml-format';
import { entryText } from './entry-text';

const FILE = `# The business, as every page shows it
business:
  name: Baywise Garage Door Co. # the sign on the vans
  email: office@example.com
constants:
  serviceCallFee: $85
  warranty: 90-day
`;

describe('a draft this browser kept, brought back and saved', () => {
  const data = {
    business: { name: 'Baywise Garage Door Co.', email: 'office@example.com' },
    constants: { serviceCallFee: '$92', warranty: '90-day' },
  };

  it('is marked as a kept draft, and reads back as the same data', () => {
    const kept = yamlInPlace.toFile(data);
    expect(isKeptDraft(kept)).toBe(true);
    expect(yamlInPlace.fromFile(kept)).toEqual(data);
    expect(isKeptDraft(FILE)).toBe(false);
  });

  it("is saved from the file's text: only the changed line changes, its comments and order kept", () => {
    const entry = fromJS({ raw: yamlInPlace.toFile(data), data, collection: 'settings', path: 'site.yaml' });
    // Its own text is not the file's: drawn as written anew until the file is read.
    expect(entryText(entry).raw).toBe('');
    const saved = entryText(entry, FILE);
    expect(saved.raw).toBe(FILE);
    expect(saved.text).toBe(FILE.replace('$85', '$92'));
  });
});

describe('a list entry added without an id', () => {
  const raw = 'reviews:\n  - id: dana-r-2026-03-02\n    name: Dana R.\n    date: "2026-03-02"\n';
  const entryWith = (reviews: object[]) => fromJS({ raw, data: { reviews }, collection: 'lists', path: 'content/reviews.yaml' });
  const old = { id: 'dana-r-2026-03-02', name: 'Dana R.', date: '2026-03-02' };

  it('is saved with the id made from its name and date, and the form is handed the data with it', () => {
    const saved = entryText(entryWith([old, { id: '', name: 'Jordan K.', date: '2026-09-12' }]));
    expect(saved.text).toContain('- id: jordan-k-2026-09-12');
    expect(saved.withIds).toEqual({ reviews: [old, { id: 'jordan-k-2026-09-12', name: 'Jordan K.', date: '2026-09-12' }] });
  });

  it('hands nothing back when no id was made', () => {
    expect(entryText(entryWith([old])).withIds).toBeUndefined();
  });
});
