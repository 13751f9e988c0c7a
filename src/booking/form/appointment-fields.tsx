import { useState } from 'react';
import { LABELS, MAX_LENGTH } from '../rules/fields';
import { closedOn, openSlots } from '../rules/slots';
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
          closedName={(iso) => closedOn(iso, config.availability)?.name}
          phone={config.phone}
        />
      </Field>
      <TimeField fields={fields} times={times} today={today} zoneLabel={config.zoneLabel} phone={config.phone} />
      <div data-wide>
        <SelectField fields={fields} name="serviceType" options={config.serviceTypes} autoComplete="off" placeholder="Select a service" />
      </div>
      <div data-wide>
        <Field id={fields.idOf('issue')} label={LABELS.issue} error={fields.errorOf('issue')}>
          <IssueBox fields={fields} hydrated={hydrated} />
        </Field>
      </div>
    </fieldset>
  );
}

/**
 * The issue in the visitor's words. The field takes 2,000 characters: without JavaScript the box
 * itself stops there (maxlength); with it, a longer text (pasted, most often) is cut here, so that
 * the note can say the rest was left out: the box's own cut said nothing, and the visitor could not
 * tell their last lines were gone.
 */
function IssueBox({ fields, hydrated }: { fields: FieldControls; hydrated: boolean }) {
  const [cut, setCut] = useState(false);
  const max = MAX_LENGTH.issue;
  return (
    <>
      <textarea
        {...fields.props('issue')}
        onChange={(event) => {
          const text = event.target.value;
          setCut(text.length > max);
          fields.change('issue', text.slice(0, max));
        }}
        rows={4}
        maxLength={hydrated ? undefined : max}
        placeholder="For example: the door stopped halfway and makes a grinding noise."
      />
      <IssueLength length={fields.values.issue.length} cut={cut} />
    </>
  );
}

/** How much of the description's room is used, once it is nearly full, and whether a text was cut to fit. */
function IssueLength({ length, cut }: { length: number; cut: boolean }) {
  const max = MAX_LENGTH.issue;
  if (length < max - 200) return null;
  const full = length >= max;
  return (
    <p className="count" role={full ? 'status' : undefined}>
      {length.toLocaleString('en-US')} of {max.toLocaleString('en-US')} characters
      {full
        ? `: the most the form takes${cut ? ', so the rest was left out. Tell us the rest' : '. Anything more, tell us'} on the phone.`
        : ''}
    </p>
  );
}
