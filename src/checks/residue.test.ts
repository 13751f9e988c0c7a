import { describe, expect, it } from 'vitest';
import { leftovers, residueIn } from './residue';

// The mechanism, with words of this business standing in for the real list (which the check
// fixture residue-from-another-business exercises).
const list = leftovers('springs', 'torsion cable');

describe('residueIn', () => {
  it('finds a word in any case, and returns it as written', () => {
    expect(residueIn('New SPRINGS for the door', list)).toBe('SPRINGS');
    expect(residueIn('springs.', list)).toBe('springs');
  });

  it('finds a phrase whose words are apart only by spaces', () => {
    expect(residueIn('a torsion  cable repair', list)).toBe('torsion  cable');
    expect(residueIn('Torsion\tCable', list)).toBe('Torsion\tCable');
    expect(residueIn('torsion, cable', list)).toBeUndefined();
    expect(residueIn('torsion spring cable', list)).toBeUndefined();
  });

  it('does not match a word inside another or a word alone from a phrase', () => {
    expect(residueIn('springsteen', list)).toBeUndefined();
    expect(residueIn('a cable and a torsion bar', list)).toBeUndefined();
  });

  it('does not flag the place names this site uses', () => {
    expect(residueIn('Garage door repair in Tampa, Clearwater and Plant City')).toBeUndefined();
  });
});
