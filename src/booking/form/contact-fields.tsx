import { TextField } from './text-field';
import type { FieldControls } from './use-field-controls';

type Props = { fields: FieldControls };

/** Who to contact: name, phone and e-mail. */
export function ContactFields({ fields }: Props) {
  return (
    <fieldset>
      <legend>Your Contact Information</legend>
      <TextField fields={fields} name="name" type="text" autoComplete="name" />
      <TextField fields={fields} name="phone" type="tel" autoComplete="tel" />
      <TextField fields={fields} name="email" type="email" autoComplete="email" />
    </fieldset>
  );
}
