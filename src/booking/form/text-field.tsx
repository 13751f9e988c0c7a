import type { ReactNode } from 'react';
import { LABELS, MAX_LENGTH, REQUIRED, type Field as FieldName } from '../rules/fields';
import { Field } from './field';
import type { FieldControls } from './use-field-controls';

type Props = { fields: FieldControls; name: FieldName; type: string; autoComplete: string; action?: ReactNode };

/** A one-line input of the booking form, with its label and error (and what fixes it in one tap). */
export function TextField({ fields, name, type, autoComplete, action }: Props) {
  return (
    <Field id={fields.idOf(name)} label={LABELS[name]} required={REQUIRED.includes(name)} error={fields.errorOf(name)} action={action}>
      <input {...fields.props(name)} type={type} autoComplete={autoComplete} maxLength={MAX_LENGTH[name]} />
    </Field>
  );
}
