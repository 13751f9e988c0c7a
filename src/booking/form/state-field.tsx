import { LABELS } from '../rules/fields';
import { listJoin } from '../../manifest/words';
import { Field } from './field';

type Props = { id: string; state: string; counties: string[] };

/** The state: fixed, since the service area lies in one; its note names the counties served. */
export function StateField({ id, state, counties }: Props) {
  return (
    <Field id={id} label={LABELS.state}>
      <input id={id} name="state" type="text" value={state} readOnly autoComplete="address-level1" aria-describedby={`${id}-note`} />
      <p className="note" id={`${id}-note`}>
        We serve {listJoin(counties)} counties, {state}.
      </p>
    </Field>
  );
}
