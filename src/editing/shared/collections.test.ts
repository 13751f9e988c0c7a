import { describe, expect, it } from 'vitest';
import { ID_COLLECTIONS, newEntryFile } from './collections';

describe('a new entry of an id collection', () => {
  it('is named for an id made from its name, in its collection’s folder', () => {
    for (const [name, { folder, display }] of Object.entries(ID_COLLECTIONS)) {
      expect(newEntryFile(name, { [display]: 'Land O’ Lakes Café' })).toEqual({
        id: 'land-o-lakes-cafe',
        path: `${folder}/land-o-lakes-cafe.yaml`,
      });
      expect(newEntryFile(name, { [display]: '  ' })).toBeUndefined();
    }
  });

  it('leaves the entries of other collections to their files', () => {
    expect(newEntryFile('settings', { name: 'x' })).toBeUndefined();
  });
});
