import { describe, expect, it } from 'vitest';
import { emptyMessage } from './empty-required';

describe('a required field left empty on the screen', () => {
  it('says so in the words the check uses at Publish, with the field named as the check names it', () => {
    expect(emptyMessage('name')).toBe('The name cannot be empty. Fill in the name.');
    expect(emptyMessage('zip')).toBe('The ZIP code cannot be empty. Fill in the ZIP code.');
    expect(emptyMessage('shortDescription')).toBe('The short description cannot be empty. Fill in the short description.');
  });
});
