import { describe, expect, it } from 'vitest';
import { competingTitles, titleTarget, type TitleVocabulary } from './title-target';

const vocab: TitleVocabulary = {
  services: ['Door Repair', 'Same-Day Door Repair', 'Spring Replacement'],
  places: [['Old Town'], ['Harbor', 'Bay'], ['Harbor County'], ['Harbor Bay']],
  brands: ['Acme'],
  ignore: ['Harbor Door Co.'],
};

describe('the search a title targets', () => {
  it('is the longest service and the longest place it names, with the brand if any', () => {
    expect(titleTarget('Same-Day Door Repair in Harbor | Harbor Door Co.', vocab)).toEqual({
      service: 'Same-Day Door Repair',
      place: 'Harbor',
    });
    expect(titleTarget('Door Repair in Harbor Bay', vocab)).toEqual({ service: 'Door Repair', place: 'Harbor Bay' });
    expect(titleTarget('Door Repair in Old Town, Harbor County', vocab)).toEqual({ service: 'Door Repair', place: 'Old Town' });
    expect(titleTarget('Acme Door Repair in Harbor', vocab)).toEqual({ service: 'Door Repair', place: 'Harbor', brand: 'Acme' });
  });

  it('is nothing when the title names no service or no place; the business name is not a place', () => {
    expect(titleTarget('Broken Door in Harbor? Fixed Today', vocab)).toBeUndefined();
    expect(titleTarget('Door Repair Questions | Harbor Door Co.', vocab)).toBeUndefined();
  });

  it('two titles with the same service and place compete, whatever the other words', () => {
    const errors = competingTitles(
      [
        { url: '/a', title: 'Door Repair in Harbor, FL' },
        { url: '/b', title: 'Harbor Door Repair | Harbor Door Co.' },
        { url: '/c', title: 'Door Repair in Old Town' },
        { url: '/d', title: 'Acme Door Repair in Harbor' },
        { url: '/e', title: 'Same-Day Door Repair in Harbor' },
      ],
      vocab,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^\/b: .*Door Repair in Harbor, as \/a's/);
  });
});
