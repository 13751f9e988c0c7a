import { FORM_NAME, HONEYPOT, KEY_FIELD } from '../rules/fields';

type Props = { submissionKey: string };

/**
 * What the form handlers read beside the visitor's fields: the form's name (the static host's
 * handler), this attempt's key (a retry updates one lead) and the honeypot that bots fill in.
 */
export function HiddenFields({ submissionKey }: Props) {
  return (
    <>
      <input type="hidden" name="form-name" value={FORM_NAME} />
      <input type="hidden" name={KEY_FIELD} value={submissionKey} />
      <div hidden>
        <label>
          Leave this field empty <input type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
    </>
  );
}
