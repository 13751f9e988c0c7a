import { LABELS } from '../rules/fields';
import { Field } from './field';
import { StateField } from './state-field';
import { TextField } from './text-field';
import type { BookingConfig } from './types';
import type { FieldControls } from './use-field-controls';
import { ZipField } from './zip-field';

type Props = {
  fields: FieldControls;
  config: Pick<BookingConfig, 'state' | 'counties' | 'zips' | 'zipSuggestMinLength' | 'zipSuggestMax' | 'zipNoteCloseMs'>;
  /** the ZIP field is a combobox once the form is hydrated */
  hydrated: boolean;
};

/** Where the visit is: street, city, the fixed state and the ZIP code (suggesting served ZIPs). */
export function AddressFields({ fields, config, hydrated }: Props) {
  const zipError = fields.errorOf('zip');
  return (
    <fieldset>
      <legend>Service Address</legend>
      <div data-wide>
        <TextField fields={fields} name="street" type="text" autoComplete="address-line1" />
      </div>
      <TextField fields={fields} name="city" type="text" autoComplete="address-level2" />
      <StateField id={fields.idOf('state')} state={config.state} counties={config.counties} />
      <Field id={fields.idOf('zip')} label={LABELS.zip} required error={zipError}>
        <ZipField
          id={fields.idOf('zip')}
          name="zip"
          value={fields.values.zip}
          onChange={(text) => fields.change('zip', text)}
          enhanced={hydrated}
          zips={config.zips}
          counties={config.counties}
          minLength={config.zipSuggestMinLength}
          max={config.zipSuggestMax}
          noteCloseMs={config.zipNoteCloseMs}
          inputRef={fields.refOf('zip')}
          invalid={!!zipError}
          errorId={zipError ? `${fields.idOf('zip')}-error` : undefined}
          onInvalid={() => fields.reveal('zip')}
        />
      </Field>
    </fieldset>
  );
}
