import { describe, expect, it } from 'vitest';
import { firstSentence } from './words';

describe('firstSentence', () => {
  it('splits a paragraph after its first sentence', () => {
    expect(firstSentence('Springs age differently here. In Pinellas, salt air rusts coils.')).toEqual([
      'Springs age differently here.',
      'In Pinellas, salt air rusts coils.',
    ]);
  });

  it('reads past an abbreviation or an initial, never splitting a name', () => {
    expect(firstSentence('Doors in St. Petersburg rust first. Then Clearwater.')).toEqual([
      'Doors in St. Petersburg rust first.',
      'Then Clearwater.',
    ]);
    expect(firstSentence('The U.S. Census counts it. It is a place.')[0]).toBe('The U.S. Census counts it.');
    expect(firstSentence('Ask for Mr. Lopez today! We call back.')).toEqual(['Ask for Mr. Lopez today!', 'We call back.']);
  });

  it('keeps a closing quote or bracket with its sentence, and a number may start the next', () => {
    expect(firstSentence('They call it “the big one.” 2 springs hold it.')).toEqual(['They call it “the big one.”', '2 springs hold it.']);
  });

  it('gives the whole text and no rest when it is one sentence', () => {
    expect(firstSentence('One sentence, no more. ')).toEqual(['One sentence, no more.', '']);
    expect(firstSentence('Prices run $150-$350 per spring, e.g. for a 16-foot door.')).toEqual([
      'Prices run $150-$350 per spring, e.g. for a 16-foot door.',
      '',
    ]);
  });
});
