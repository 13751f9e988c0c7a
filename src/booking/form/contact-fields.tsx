import { TextField } from './text-field';
import type { FieldControls } from './use-field-controls';

/** `meant`: the address the visitor surely meant, when the one typed holds a known slip ("gmail.con"). */
type Props = { fields: FieldControls; meant?: string };

/** Who to contact: name, phone and e-mail; an address with a known slip is put right in one tap. */
export function ContactFields({ fields, meant }: Props) {
  const putRight = meant && (
    <button
      type="button"
      className="fix"
      onClick={() => {
        fields.change('email', meant);
        fields.focusSoon('email');
      }}
    >
      Use {meant}
    </button>
  );
  return (
    <fieldset>
      <legend>Your Contact Information</legend>
      <TextField fields={fields} name="name" type="text" autoComplete="name" />
      <TextField fields={fields} name="phone" type="tel" autoComplete="tel" />
      <TextField fields={fields} name="email" type="email" autoComplete="email" action={putRight} />
    </fieldset>
  );
}
