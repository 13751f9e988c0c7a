import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import Calendar from './calendar';

const closed: Record<string, string> = {
  '2026-12-05': 'Company picnic',
  '2026-12-24': 'Christmas',
  '2026-12-25': 'Christmas',
  '2026-12-26': 'Christmas',
  '2027-01-01': "New Year's Day",
};

const calendar = (selected: string, today = '2026-12-01', unavailable = (iso: string) => iso in closed) =>
  renderToStaticMarkup(
    <Calendar
      selected={selected}
      maxDaysAhead={90}
      today={today}
      unavailable={unavailable}
      closedName={(iso) => closed[iso]}
      onSelect={() => undefined}
      onClose={() => undefined}
      phone={{ display: '(813) 555-0142', e164: '+18135550142' }}
    />,
  );

it('names the closed days of the month it shows, a run of days once: a greyed holiday says why', () => {
  expect(calendar('2026-12-10')).toContain('Closed: December 5, Company picnic; December 24–26, Christmas.');
  expect(calendar('2027-01-12')).toContain('Closed: January 1, New Year&#x27;s Day.');
  // A month without one says nothing more than the note on grey days.
  expect(calendar('2027-02-10')).not.toContain('Closed:');
});

it('today greyed (the office closed until Monday): names the first day with a time, and the call for sooner', () => {
  const saturday = calendar('', '2026-12-05', (iso) => iso < '2026-12-07');
  expect(saturday).toContain('The first day with a time to book online is Monday, December 7, 2026. For a visit sooner, call');
  expect(saturday).toContain('<a href="tel:+18135550142">(813) 555-0142</a>');
  // A day with a time today: nothing more than the note on grey days.
  expect(calendar('', '2026-12-02')).not.toContain('The first day');
});
