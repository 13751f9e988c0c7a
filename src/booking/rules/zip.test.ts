import { describe, expect, it } from 'vitest';
import { servedZips, zipProblem } from './zip';
import { fieldError, type Choices } from './validate';

const pasco = { name: 'Pasco', zipCodes: ['33544', '33545'] };
const pinellas = { name: 'Pinellas', zipCodes: ['33701'] };
const served = servedZips([pasco, pinellas]);

describe('the ZIP code rule', () => {
  it('wants five digits, served, and of the named place when there is one', () => {
    expect(zipProblem('3354', served)).toBe('shape');
    expect(zipProblem('90210', served)).toBe('outside');
    expect(zipProblem('33701', served, pasco)).toBe('other-county');
    expect(zipProblem('33544', served, pasco)).toBeUndefined();
    expect(zipProblem('33701', served)).toBeUndefined();
  });

  it('is the booking form ZIP rule: what it refuses, the form refuses', () => {
    const choices = { area: { zips: served, counties: ['Pasco', 'Pinellas'], phone: '(727) 555-2368' } } as unknown as Choices;
    for (const zip of ['3354', '90210', '33701', '33544'])
      expect(fieldError('zip', zip, choices) === undefined, zip).toBe(zipProblem(zip, served) === undefined);
  });
});
