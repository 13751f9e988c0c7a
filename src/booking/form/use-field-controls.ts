import { useEffect, useId, useRef, useState } from 'react';
import { FIELDS, REQUIRED, type BookingValues, type Field } from '../rules/fields';
import type { FieldErrors } from '../rules/validate';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Each field's wiring: its id, value and handlers, whether its error shows, and each control's
 * validity (the handler's rules and words).
 */
export function useFieldControls(
  values: BookingValues,
  setField: (text: Field, value: string) => void,
  rules: (text: Field) => string | undefined,
) {
  const base = `booking${useId().replace(/[^A-Za-z0-9-]/g, '')}`; // ids must start with a letter
  const idOf = (text: Field) => `${base}-${text}`;
  const controls = useRef<Partial<Record<Field, Control | null>>>({});
  // A field's error shows once the visitor left it invalid, or once the handler refused it.
  const [shown, setShown] = useState<ReadonlySet<Field>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  // Each control's validity carries the handler's rules, so that the form's own check (it is noValidate:
  // no browser bubble over the messages beside the fields) finds every field the handler would refuse.
  useEffect(() => {
    for (const key of FIELDS) controls.current[key]?.setCustomValidity(rules(key) ?? '');
  });

  const errorOf = (key: Field) => (shown.has(key) ? (rules(key) ?? serverErrors[key]) : undefined);
  const reveal = (text: Field) => setShown((readonlySet) => (readonlySet.has(text) ? readonlySet : new Set(readonlySet).add(text)));
  const refOf = (key: Field) => (el: Control | null) => {
    controls.current[key] = el;
  };
  const change = (key: Field, text: string) => {
    setField(key, text);
    if (key === 'zip' && /^\d{5}$/.test(text)) reveal(key); // a whole ZIP: say at once if it is outside the area
    if (key === 'date' && values.time) reveal('time'); // a chosen time the new day does not offer: said at once, at the time
    if (serverErrors[key]) setServerErrors(({ [key]: _gone, ...rest }) => rest);
  };
  const focus = (text: Field) => document.getElementById(idOf(text))?.focus();
  return {
    base,
    idOf,
    values,
    errorOf,
    reveal,
    refOf,
    change,
    /** The props every control of field `f` takes. */
    props: (key: Field) => ({
      id: idOf(key),
      name: key,
      value: values[key],
      required: REQUIRED.includes(key),
      ref: refOf(key),
      onChange: (item: { target: { value: string } }) => change(key, item.target.value),
      onInvalid: () => reveal(key),
      'aria-invalid': errorOf(key) ? true : undefined,
      'aria-describedby': errorOf(key) ? `${idOf(key)}-error` : undefined,
    }),
    /** The handler refused some fields: their messages show and the first takes focus. False when none was named. */
    refused: (errs: FieldErrors): boolean => {
      const fields = FIELDS.filter((key) => errs[key]);
      if (!fields.length) return false;
      setServerErrors(errs);
      setShown(new Set(fields));
      focus(fields[0]);
      return true;
    },
    /** Before a send: false, with every invalid field's message shown and focus on the first, when one is invalid. */
    check: (form: HTMLFormElement): boolean => {
      if (form.checkValidity()) return true; // each invalid control fires `invalid`, which reveals its message
      form.querySelector<Control>(':invalid:not(fieldset)')?.focus();
      return false;
    },
    /** No error shows: a blank form, or one just accepted. */
    reset: () => {
      setShown(new Set());
      setServerErrors({});
    },
    /** Focus on field `f` once the next frame is drawn. */
    focusSoon: (text: Field) => requestAnimationFrame(() => focus(text)),
  };
}

export type FieldControls = ReturnType<typeof useFieldControls>;
