import { openSlots, slotLabel, WEEKDAYS, weekdayOf, type Availability } from '../rules/slots';
import { isIsoDate } from '../rules/validate';
import type { TakenSlots } from './use-taken-slots';

export type TimeOption = { value: string; label: string };

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
  const fullError =
    chosenDay && free && open?.includes(time) && !free.includes(time)
      ? `The ${time} window on this day is fully booked. Please choose another time.`
      : undefined;
  const inHours = chosenDay ? slotsByDay[weekdayOf(chosenDay)] : undefined;
  const options = (free ? timeSlots.filter((timeSlot) => free.includes(timeSlot) || timeSlot === time) : timeSlots).map((text) => ({
    value: text,
    label: !free
      ? slotLabel(text, slotsByDay)
      : free.includes(text)
        ? text
        : !inHours?.includes(text)
          ? `${text} (not on ${WEEKDAYS[weekdayOf(date)]}s)`
          : `${text} (not available)`,
  }));
  return { chosenDay, fullError, options, noTimeLeft: !!chosenDay && !!free && free.length === 0 };
}
