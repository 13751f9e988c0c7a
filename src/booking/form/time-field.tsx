import type { DayTimes } from './day-times';
import { SelectField } from './select-field';
import type { FieldControls } from './use-field-controls';

type Props = {
  fields: FieldControls;
  times: DayTimes;
  /** the business's date today, yyyy-MM-dd */
  today: string;
  /** the business's time zone as people read it */
  zoneLabel: string;
  phone: { display: string; e164: string };
};

/**
 * The preferred time: the times the chosen day offers, the zone they are in, and for a visit today
 * or a day with no time left, the phone number to call for an emergency.
 */
export function TimeField({ fields, times, today, zoneLabel, phone }: Props) {
  const { chosenDay, options, noTimeLeft } = times;
  return (
    <SelectField
      fields={fields}
      name="time"
      options={options}
      autoComplete="off"
      placeholder="Select a time"
      note={
        <>
          Times are {zoneLabel}.{noTimeLeft ? ' No time is left to book on this day.' : ''}
          {chosenDay === today || noTimeLeft ? (
            <>
              {' '}
              For an emergency, call <a href={`tel:${phone.e164}`}>{phone.display}</a>.
            </>
          ) : null}
        </>
      }
    />
  );
}
