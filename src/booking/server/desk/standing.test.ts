import { describe, expect, it } from 'vitest';
import { standingHeading, standingTodo, type LeadView } from './pages';

/** Visits of these statuses, as the desk's note counts them. */
const views = (...statuses: Array<'confirmed' | 'requested'>) => statuses.map((status) => ({ lead: { status } }) as LeadView);

describe('the visits and requests a closed day or the hours stand against, in words', () => {
  it('counts confirmed visits and requests apart, and says what to do with each', () => {
    expect(standingHeading(views('confirmed'))).toBe('One confirmed visit falls on a day now closed or outside the service hours');
    expect(standingHeading(views('requested', 'requested'))).toBe(
      '2 requests not yet confirmed fall on a day now closed or outside the service hours',
    );
    expect(standingHeading(views('confirmed', 'confirmed', 'requested'))).toBe(
      '2 confirmed visits and one request not yet confirmed fall on a day now closed or outside the service hours',
    );
    expect(standingTodo(views('confirmed'))).toBe('Move each one or cancel it, and tell the customer.');
    expect(standingTodo(views('requested'))).toBe('Confirm each one for another time, or decline it, and tell the customer.');
  });
});
