import type { ReactNode } from 'react';
import { LABELS, type Field as FieldName } from '../rules/fields';
import { Field } from './field';
import type { FieldControls } from './use-field-controls';

type Props = {
  fields: FieldControls;
  name: FieldName;
  options: Array<string | { value: string; label: string; disabled?: boolean }>;
  autoComplete: string;
  /** the first option's text, for no choice yet */
  placeholder?: string;
  /** a note under the select, which the select points at */
  note?: ReactNode;
};

/** A select of the booking form, with its label, error and note. */
export function SelectField({ fields, name, options, autoComplete, placeholder, note }: Props) {
  const noteId = `${fields.idOf(name)}-note`;
  return (
    <Field id={fields.idOf(name)} label={LABELS[name]} error={fields.errorOf(name)}>
      <select
        {...fields.props(name)}
        autoComplete={autoComplete}
        aria-describedby={[fields.props(name)['aria-describedby'], note ? noteId : ''].filter(Boolean).join(' ') || undefined}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options
          .map((item) => (typeof item === 'string' ? { value: item, label: item } : item))
          .map((item) => (
            <option key={item.value} value={item.value} disabled={item.disabled}>
              {item.label}
            </option>
          ))}
      </select>
      {note && (
        <p className="note" id={noteId}>
          {note}
        </p>
      )}
    </Field>
  );
}
