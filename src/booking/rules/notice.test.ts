import { describe, expect, it } from 'vitest';
import { insideNotice, noticeMinutes } from './notice';

describe('the notice to move or cancel a visit', () => {
  it('reads the words the pages promise as minutes', () => {
    expect(noticeMinutes('24 hours')).toBe(24 * 60);
    expect(noticeMinutes('1 day')).toBe(24 * 60);
    expect(noticeMinutes('48-hour')).toBe(48 * 60);
    expect(noticeMinutes('90 minutes')).toBe(90);
    expect(noticeMinutes('2 Weeks')).toBe(2 * 7 * 24 * 60);
  });
  it('reads nothing it cannot be sure of', () => {
    for (const text of ['', 'a day', '24 hrs', 'one day ahead', '24']) expect(noticeMinutes(text), text).toBeUndefined();
  });
  it('a visit less than the notice away is inside it; one exactly that far is not', () => {
    const now = Date.parse('2026-12-07T15:00:00Z');
    expect(insideNotice(now + 5 * 3_600_000, now, 24 * 60)).toBe(true);
    expect(insideNotice(now - 3_600_000, now, 24 * 60)).toBe(true);
    expect(insideNotice(now + 24 * 3_600_000, now, 24 * 60)).toBe(false);
  });
});
