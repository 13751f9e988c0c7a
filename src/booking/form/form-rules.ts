import type { BookingValues, Field } from '../rules/fields';
import { fieldError, slotError, type Choices, type DateWindow } from '../rules/validate';

/**
 * A field's message by the rules the handler applies too: its own rule, and for the time, the
 * chosen day's service hours and the business's clock, then a window the server says is full.
 */
export function formRules(values: BookingValues, choices: Choices, window: DateWindow, now: Date, fullError?: string) {
  return (key: Field): string | undefined =>
    fieldError(key, values[key], choices, window, now) ??
    (key === 'time' ? (slotError(values.time, values.date, choices, now) ?? fullError) : undefined);
}
