import { LABELS, MAX_LENGTH, REQUIRED, type Field as FieldName } from '../rules/fields';
import { Field } from './field';
import type { FieldControls } from './use-field-controls';

type Props = { fields: FieldControls; name: FieldName; type: string; autoComplete: string };

/** A one-line input of the booking form, with its label and error. */
export function TextField({ fields, name, type, autoComplete }: Props) {
  return (
    <Field id={fields.idOf(name)} label={LABELS[name]} required={REQUIRED.includes(name)} error={fields.errorOf(name)}>
      <input {...fields.props(name)} type={type} autoComplete={autoComplete} maxLength={MAX_LENGTH[name]} />
    </Field>
  );
}
