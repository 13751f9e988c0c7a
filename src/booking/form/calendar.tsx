import { addDays } from 'date-fns/addDays';
import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import styled from 'styled-components';
import { color } from '../../components/theme';
import { fromIsoDay } from './dates';
import { isoDay } from '../rules/validate';

type Props = {
  selected: string;
  maxDaysAhead: number;
  /** the business's date today, yyyy-MM-dd */
  today: string;
  unavailable: (iso: string) => boolean;
  /** the name of the closed day a day falls on (a holiday, a company day off), if it is one */
  closedName: (iso: string) => string | undefined;
  onSelect: (iso: string) => void;
  onClose: (refocus: boolean) => void;
  /** the business's phone: a visit sooner than the first day with a time is a call */
  phone: { display: string; e164: string };
};

/** A day button's name holds the number it shows as a word of its own: "Wednesday, November 25, 2026" (not "25th"). */
const dayLabel = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(date);

/**
 * The date picker's calendar (react-day-picker, loaded on first open): a non-modal dialog, arrow
 * keys move between days, Enter chooses, Escape closes; days outside the booking window, and days
 * that offer no time (closed dates, today after its last bookable slot), are disabled. "Today" is
 * the business's date, shown on the device's calendar as that day.
 */
export default function Calendar({ selected, maxDaysAhead, today: todayIso, unavailable, closedName, onSelect, onClose, phone }: Props) {
  const today = fromIsoDay(todayIso);
  const chosen = selected ? fromIsoDay(selected) : undefined;
  // It opens on the month of the chosen day, else of the first day with a time to book: on a month's
  // last evening, the next month (a visitor saw a month of grey days and no word of the next). Found
  // once, when the calendar opens: the month is only where it starts.
  const [open] = useState(() => {
    for (let ahead = 0; ahead <= Math.min(maxDaysAhead, 62); ahead++)
      if (!unavailable(isoDay(addDays(today, ahead)))) return addDays(today, ahead);
    return today;
  });
  const [month, setMonth] = useState(chosen ?? open);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    e.stopPropagation();
    onClose(true);
  };
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    const next = e.relatedTarget as Node | null;
    if (next && !e.currentTarget.parentElement?.contains(next)) onClose(false);
  };
  return (
    <Pop role="dialog" aria-label="Choose a preferred date" aria-describedby="calendar-grey" onKeyDown={onKeyDown} onBlur={onBlur}>
      <DayPicker
        mode="single"
        selected={chosen}
        onSelect={(date) => date && onSelect(isoDay(date))}
        disabled={[{ before: today }, { after: addDays(today, maxDaysAhead) }, (date: Date) => unavailable(isoDay(date))]}
        today={today}
        labels={{
          labelDayButton: (date, modifiers) =>
            `${dayLabel(date)}${modifiers.today ? ' (today)' : ''}${modifiers.selected ? ' (selected)' : ''}${modifiers.disabled ? ' (no time to book)' : ''}`,
        }}
        startMonth={today}
        endMonth={addDays(today, maxDaysAhead)}
        defaultMonth={chosen ?? open}
        onMonthChange={setMonth}
        autoFocus
      />
      <ClosedDays month={month} closedName={closedName} />
      {/* A greyed day said why (a visitor saw Christmas and today greyed with no word): the reasons a day offers no time. */}
      <p id="calendar-grey" className="grey">
        Days in grey have no time left to book online: we are closed, fully booked, the day&apos;s last time has passed, or it is too soon
        for our office to confirm a visit.
        {/* Today greyed (a Saturday morning, the office closed until Monday): the first day there is, and the call for sooner. */}
        {open > today && (
          <>
            {' '}
            The first day with a time to book online is {dayLabel(open)}. For a visit sooner, call{' '}
            <a href={`tel:${phone.e164}`}>{phone.display}</a>.
          </>
        )}
      </p>
      <button type="button" className="done" onClick={() => onClose(true)}>
        Close
      </button>
    </Pop>
  );
}

/**
 * The closed days of the month shown, by name ("Closed: December 24–26, Christmas"): the note says
 * a grey day may be closed, and a visitor who saw Christmas greyed wondered whether we were booked.
 */
function ClosedDays({ month, closedName }: { month: Date; closedName: Props['closedName'] }) {
  const runs: Array<{ name: string; first: number; last: number }> = [];
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  for (let day = first; day.getMonth() === first.getMonth(); day = addDays(day, 1)) {
    const name = closedName(isoDay(day));
    const run = runs.at(-1);
    if (name && run?.name === name && run.last === day.getDate() - 1) run.last = day.getDate();
    else if (name) runs.push({ name, first: day.getDate(), last: day.getDate() });
  }
  if (!runs.length) return null;
  const monthName = new Intl.DateTimeFormat('en-US', { month: 'long' }).format(first);
  const days = runs.map((run) => `${monthName} ${run.first}${run.last > run.first ? `–${run.last}` : ''}, ${run.name}`);
  return <p className="grey">Closed: {days.join('; ')}.</p>;
}

/**
 * The calendar under its field. On a phone it is centred under the field and its days take what the
 * screen has, up to 42 px each: at 320 px, seven days of 42 px and the padding ran 30 px past the
 * screen's edge (Saturday and the next month's arrow out of reach).
 */
const Pop = styled.div`
  position: absolute;
  z-index: 30;
  left: 0;
  top: calc(100% + 6px);
  --day: min(42px, calc((100vw - 3rem) / 7));
  @media (max-width: 30rem) {
    left: 50%;
    transform: translateX(-50%);
  }
  padding: 0.75rem;
  background: #fff;
  border: 1px solid ${color.line};
  border-radius: 12px;
  box-shadow: 0 12px 32px rgb(0 0 0 / 0.18);
  .rdp-root {
    --rdp-accent-color: ${color.navy};
    --rdp-accent-background-color: ${color.sky};
    --rdp-day-width: var(--day);
    --rdp-day-height: var(--rdp-day-width);
    --rdp-day_button-width: calc(var(--rdp-day-width) - 2px);
    --rdp-day_button-height: var(--rdp-day_button-width);
    --rdp-today-color: ${color.accent};
  }
  .rdp-selected .rdp-day_button {
    background: ${color.navy};
    color: #fff;
  }
  .rdp-day_button:focus-visible {
    outline: 3px solid ${color.accent};
    outline-offset: 1px;
  }
  .grey {
    max-width: calc(7 * var(--day));
    margin: 0.25rem 0 0;
    font-size: 0.9rem;
    color: ${color.muted};
  }
  .done {
    display: block;
    margin: 0.5rem 0 0 auto;
    min-height: 40px;
    padding: 0 1rem;
    border: 1px solid ${color.line};
    border-radius: 8px;
    background: #fff;
    color: ${color.navyDark};
    font-weight: 700;
    cursor: pointer;
  }
`;
