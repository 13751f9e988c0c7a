import type { BookingValues } from '../rules/fields';
import { dayTimes, type DayTimes } from './day-times';
import type { BookingConfig } from './types';
import { useTakenSlots } from './use-taken-slots';

/**
 * The time choices of the chosen day, by the shared slot rules at `now` and the windows the server
 * says are full; `askAgain` asks the server again (after it answered a post).
 */
export function useDayTimes(config: BookingConfig, values: BookingValues, now: Date, sent: boolean): DayTimes & { askAgain: () => void } {
  const [taken, askAgain] = useTakenSlots(config.availabilityUrl, values.date, sent);
  const { timeSlots, slotsByDay, availability } = config;
  return { ...dayTimes({ date: values.date, time: values.time, timeSlots, slotsByDay, availability, now, taken }), askAgain };
}
