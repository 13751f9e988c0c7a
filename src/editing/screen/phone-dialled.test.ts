import { describe, expect, it } from 'vitest';
import { dialledOf, shownOf } from './phone-dialled';

describe('the dialled number follows the shown one', () => {
  it.each([
    ['(813) 555-0123', '+18135550123'],
    ['813.555.0123', '+18135550123'],
    ['1 813 555 0123', '+18135550123'],
    ['+1 (727) 555-2368', '+17275552368'],
  ])('%s is dialled %s', (shown, dialled) => expect(dialledOf(shown)).toBe(dialled));

  it('waits for the ten digits', () => {
    for (const shown of ['', '(813) 555-012', '(813) 555-01234 ext', '2 813 555 0123']) expect(dialledOf(shown)).toBeUndefined();
  });
});

describe('the shown number, left in another form, is written as the site shows it', () => {
  it('writes ten digits, however they were separated, as (813) 555-0199', () => {
    const typed = ['813-555-0199', '813.555.0199', '1 813 555 0199', '(813) 555-0199', '+1 813 555 0199'];
    expect(typed.map(shownOf)).toEqual(typed.map(() => '(813) 555-0199'));
  });

  it('leaves a number without ten digits as typed (the check says what is wrong)', () => {
    for (const typed of ['', '555-0199', '(813) 555-01999']) expect(shownOf(typed)).toBeUndefined();
  });
});
