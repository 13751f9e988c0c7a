import { describe, expect, it } from 'vitest';
import { dialledOf } from './phone-dialled';

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
