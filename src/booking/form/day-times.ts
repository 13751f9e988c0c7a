import { fullSlotError, nearestFree, openSlots, slotLabel, WEEKDAYS, weekdayOf, type Availability } from '../rules/slots';
import { isIsoDate } from '../rules/validate';
import type { TakenSlots } from './use-taken-slots';

/** A choice of the time select; a full window is shown, not offered (`disabled`). */
export type TimeOption = { value: string; label: string; disabled?: boolean };

type Input = {
  /** the form's date and time, as typed or chosen (either may be empty) */
  date: string;
  time: string;
  timeSlots: string[];
  slotsByDay: string[][];
  availability: Availability;
  now: Date;
  /** the windows the server says are full, for the date it names */
  taken?: TakenSlots;
};

export type DayTimes = {
  /** the chosen date, when it is one */
  chosenDay?: string;
  /** the chosen time's message when its window is open but fully booked */
  fullError?: string;
  /** the time select's options */
  options: TimeOption[];
  /** a day is chosen and no time is left to book on it */
  noTimeLeft: boolean;
};

/**
 * The times a chosen day offers now: inside its service hours, not started nor within the lead
 * time today, not on a closed day, and (from the server, where there is one) not full. The options
 * are those times (and a chosen time that the day does not offer, so that its message shows);
 * without a day, every time, labelled with the days it is offered.
 */
export function dayTimes({ date, time, timeSlots, slotsByDay, availability, now, taken }: Input): DayTimes {
  const chosenDay = isIsoDate(date) ? date : undefined;
  const open = chosenDay ? openSlots(chosenDay, slotsByDay, availability, now) : undefined;
  const known = taken?.date === chosenDay ? taken : undefined;
  const free = open && known ? open.filter((text) => !known.full.includes(text)) : open;
  // Said as the server says it, with the day's nearest free windows (it knows only this day's).
  const fullError =
    chosenDay && free && open?.includes(time) && !free.includes(time)
      ? fullSlotError(
          time,
          chosenDay,
          nearestFree(chosenDay, time, (day) => (day === chosenDay ? free : []), 0),
          availability.phone,
        )
      : undefined;
  const inHours = chosenDay ? slotsByDay[weekdayOf(chosenDay)] : undefined;
  // A window the day has but the crew is booked for is listed as full, not left out (a missing
  // 10:00 AM said nothing of why): the visitor sees the day is busy then, and picks another time.
  const full = (text: string) => !!open?.includes(text) && !free?.includes(text);
  const listed = free ? timeSlots.filter((timeSlot) => free.includes(timeSlot) || full(timeSlot) || timeSlot === time) : timeSlots;
  const options = listed.map((text) => ({
    value: text,
    label: !free
      ? slotLabel(text, slotsByDay)
      : free.includes(text)
        ? text
        : full(text)
          ? `${text} (full)`
          : !inHours?.includes(text)
            ? `${text} (not on ${WEEKDAYS[weekdayOf(date)]}s)`
            : `${text} (not available)`,
    ...(full(text) && text !== time ? { disabled: true } : {}),
  }));
  return { chosenDay, fullError, options, noTimeLeft: !!chosenDay && !!free && free.length === 0 };
}
