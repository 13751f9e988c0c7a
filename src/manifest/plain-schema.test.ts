import { describe, expect, it } from 'vitest';
import { labelOf, labelTitle } from './plain-schema';

describe("a field's label in the office's words", () => {
  it('names one entry of a list of texts in the singular', () => {
    expect(labelOf(['landmarks', 0])).toBe('landmark');
    expect(labelOf(['neighborhoods', 1, 'zipCodes', 2])).toBe('ZIP code');
    expect(labelTitle(['commonIssues'])).toBe('Common issues');
  });

  it('names a field by its own key, a list by its plural', () => {
    expect(labelOf(['neighborhoods', 1, 'zipCodes'])).toBe('ZIP codes');
    expect(labelOf(['landmarks'])).toBe('landmarks');
  });
});
