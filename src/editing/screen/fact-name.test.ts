import { describe, expect, it } from 'vitest';
import { factName } from './fact-name';

describe('a new fact named in words', () => {
  it('is written in texts as its words joined, each after the first with a capital', () => {
    expect(factName('Tune-up price')).toBe('tuneUpPrice');
    expect(factName('Service call fee')).toBe('serviceCallFee');
    expect(factName('  warranty   years ')).toBe('warrantyYears');
  });

  it('keeps a name typed as texts write it', () => {
    expect(factName('tuneUpPrice')).toBe('tuneUpPrice');
    expect(factName('TuneUpPrice')).toBe('tuneUpPrice');
  });

  it('is empty when nothing but signs was typed, and may still start with a digit (the rule then says so)', () => {
    expect(factName(' - ')).toBe('');
    expect(factName('24 hour line')).toBe('24HourLine');
  });
});
