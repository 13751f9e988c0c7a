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

const calendar = (selected: string) =>
  renderToStaticMarkup(
    <Calendar
      selected={selected}
      maxDaysAhead={90}
      today="2026-12-01"
      unavailable={(iso) => iso in closed}
      closedName={(iso) => closed[iso]}
      onSelect={() => undefined}
      onClose={() => undefined}
    />,
  );

it('names the closed days of the month it shows, a run of days once: a greyed holiday says why', () => {
  expect(calendar('2026-12-10')).toContain('Closed: December 5, Company picnic; December 24–26, Christmas.');
  expect(calendar('2027-01-12')).toContain('Closed: January 1, New Year&#x27;s Day.');
  // A month without one says nothing more than the note on grey days.
  expect(calendar('2027-02-10')).not.toContain('Closed:');
});
