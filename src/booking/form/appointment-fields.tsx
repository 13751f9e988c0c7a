import { LABELS, MAX_LENGTH } from '../rules/fields';
import { openSlots } from '../rules/slots';
import type { DayTimes } from './day-times';
import { DateField } from './date-field';
import { Field } from './field';
import { SelectField } from './select-field';
import { TimeField } from './time-field';
import type { BookingConfig } from './types';
import type { FieldControls } from './use-field-controls';

type Props = {
  fields: FieldControls;
  config: Pick<BookingConfig, 'maxDaysAhead' | 'slotsByDay' | 'availability' | 'zoneLabel' | 'phone' | 'serviceTypes'>;
  /** the date field has a calendar once the form is hydrated */
  hydrated: boolean;
  /** the business's clock: its date today and the moment */
  today: string;
  now: Date;
  times: DayTimes;
};

/** What the visit is for and when: date, time, type of service and the issue in the visitor's words. */
export function AppointmentFields({ fields, config, hydrated, today, now, times }: Props) {
  return (
    <fieldset>
      <legend>Appointment Details</legend>
      <Field id={fields.idOf('date')} label={LABELS.date} error={fields.errorOf('date')}>
        <DateField
          id={fields.idOf('date')}
          labelId={`${fields.idOf('date')}-label`}
          name="date"
          value={fields.values.date}
          onChange={(text) => fields.change('date', text)}
          enhanced={hydrated}
          maxDaysAhead={config.maxDaysAhead}
          today={today}
          unavailable={(iso) => !openSlots(iso, config.slotsByDay, config.availability, now).length}
        />
      </Field>
      <TimeField fields={fields} times={times} today={today} zoneLabel={config.zoneLabel} phone={config.phone} />
      <div data-wide>
        <SelectField fields={fields} name="serviceType" options={config.serviceTypes} autoComplete="off" placeholder="Select a service" />
      </div>
      <div data-wide>
        <Field id={fields.idOf('issue')} label={LABELS.issue} error={fields.errorOf('issue')}>
          <textarea
            {...fields.props('issue')}
            rows={4}
            maxLength={MAX_LENGTH.issue}
            placeholder="For example: the door stopped halfway and makes a grinding noise."
          />
          <IssueLength length={fields.values.issue.length} />
        </Field>
      </div>
    </fieldset>
  );
}

/**
 * How much of the description's room is used, once it is nearly full: the field takes 2,000
 * characters, and a longer text pasted in was cut there without a word.
 */
function IssueLength({ length }: { length: number }) {
  const max = MAX_LENGTH.issue;
  if (length < max - 200) return null;
  return (
    <p className="count" role={length >= max ? 'status' : undefined}>
      {length.toLocaleString('en-US')} of {max.toLocaleString('en-US')} characters
      {length >= max ? ': the most the form takes. Anything more, tell us on the phone.' : ''}
    </p>
  );
}
