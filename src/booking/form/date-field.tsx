import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Icon } from '../../components/icon';
import { color } from '../../components/theme';
import { displayDate } from './dates';

type Props = {
  id: string;
  labelId: string;
  name: string;
  value: string;
  onChange: (iso: string) => void;
  enhanced: boolean;
  maxDaysAhead: number;
  /** the business's date today, yyyy-MM-dd: the calendar starts there, whatever the device's date */
  today: string;
  /** true for a day that offers no time (closed, or today after the last bookable slot) */
  unavailable: (iso: string) => boolean;
  /** the name of the closed day a day falls on, if it is one: the calendar names the month's */
  closedName: (iso: string) => string | undefined;
  phone: { display: string; e164: string };
};

/** The calendar (react-day-picker) is fetched when the visitor first opens it. */
const loadCalendar = () => import('./calendar');
const Calendar = lazy(loadCalendar);

/**
 * The preferred date. Without JavaScript it is the browser's date input; once hydrated, a button
 * shows the choice as 'MMMM d, yyyy' and opens a calendar in which past days cannot be chosen. The
 * posted value is always yyyy-MM-dd.
 */
export function DateField({ id, labelId, name, value, onChange, enhanced, maxDaysAhead, today, unavailable, closedName, phone }: Props) {
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  if (!enhanced) return <Native id={id} name={name} type="date" value={value} onChange={(e) => onChange(e.target.value)} />;

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };
  return (
    <Wrap ref={wrap}>
      <input type="hidden" name={name} value={value} />
      <div className="row">
        <button
          ref={trigger}
          id={id}
          type="button"
          className="trigger"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-labelledby={`${labelId} ${id}`}
          onPointerEnter={() => void loadCalendar()}
          onFocus={() => void loadCalendar()}
          onClick={() => setOpen((item) => !item)}
        >
          <Icon name="calendar" size={20} />
          <span data-empty={!value || undefined}>{value ? displayDate(value) : 'Select a date'}</span>
        </button>
        {value && (
          <button type="button" className="clear" aria-label="Clear the preferred date" onClick={() => onChange('')}>
            <Icon name="close" size={18} />
          </button>
        )}
      </div>
      {open && (
        <Suspense
          fallback={
            <p className="loading" role="status">
              Loading the calendar…
            </p>
          }
        >
          <Calendar
            selected={value}
            maxDaysAhead={maxDaysAhead}
            today={today}
            unavailable={unavailable}
            closedName={closedName}
            phone={phone}
            onSelect={(iso) => {
              onChange(iso);
              close(true);
            }}
            onClose={close}
          />
        </Suspense>
      )}
    </Wrap>
  );
}

/**
 * Chromium draws the date input's calendar button from an SVG image, and an SVG image is a document
 * of its own: created, parsed and painted during the page's first style pass, on every page with
 * the form. The same calendar drawn with gradients is only paint.
 */
const Native = styled.input`
  width: 100%;
  &::-webkit-calendar-picker-indicator {
    width: 16px;
    height: 16px;
    cursor: pointer;
    background:
      linear-gradient(${color.navy}, ${color.navy}) 0 0 / 100% 5px no-repeat,
      linear-gradient(${color.navy}, ${color.navy}) 0 100% / 100% 2px no-repeat,
      linear-gradient(${color.navy}, ${color.navy}) 0 0 / 2px 100% no-repeat,
      linear-gradient(${color.navy}, ${color.navy}) 100% 0 / 2px 100% no-repeat,
      linear-gradient(${color.navy}, ${color.navy}) 4px 8px / 3px 3px no-repeat,
      linear-gradient(${color.navy}, ${color.navy}) 9px 8px / 3px 3px no-repeat;
  }
`;
const Wrap = styled.div`
  position: relative;
  .row {
    display: flex;
    gap: 0.5rem;
  }
  .trigger {
    flex: 1;
    display: flex;
    align-items: center;
    gap: 0.6rem;
    text-align: left;
    min-height: 46px;
    padding: 0.55rem 0.8rem;
    font: inherit;
    color: ${color.ink};
    background: #fff;
    border: 1px solid ${color.muted};
    border-radius: 8px;
    cursor: pointer;
  }
  .trigger svg {
    color: ${color.navy};
    flex: none;
  }
  .trigger [data-empty] {
    color: ${color.muted};
  }
  .clear {
    flex: none;
    width: 46px;
    min-height: 46px;
    display: grid;
    place-items: center;
    border: 1px solid ${color.line};
    border-radius: 8px;
    background: #fff;
    color: ${color.muted};
    cursor: pointer;
  }
  .clear:hover {
    background: ${color.sky};
    color: ${color.ink};
  }
  .loading {
    margin: 0.5rem 0 0;
    color: ${color.muted};
  }
`;
