import { useEffect, useId, useRef, useState } from 'react';
import { FIELDS, REQUIRED, type BookingValues, type Field } from '../rules/fields';
import type { FieldErrors } from '../rules/validate';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Each field's wiring: its id, value and handlers, whether its error shows, and each control's
 * validity (the handler's rules and words).
 */
export function useFieldControls(values: BookingValues, setField: (f: Field, v: string) => void, rules: (f: Field) => string | undefined) {
  const base = `booking${useId().replace(/[^A-Za-z0-9-]/g, '')}`; // ids must start with a letter
  const idOf = (f: Field) => `${base}-${f}`;
  const controls = useRef<Partial<Record<Field, Control | null>>>({});
  // A field's error shows once the visitor left it invalid, or once the handler refused it.
  const [shown, setShown] = useState<ReadonlySet<Field>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  // Each control's validity carries the handler's rules, so that the form's own check (it is noValidate:
  // no browser bubble over the messages beside the fields) finds every field the handler would refuse.
  useEffect(() => {
    for (const f of FIELDS) controls.current[f]?.setCustomValidity(rules(f) ?? '');
  });

  const errorOf = (f: Field) => (shown.has(f) ? (rules(f) ?? serverErrors[f]) : undefined);
  const reveal = (f: Field) => setShown((s) => (s.has(f) ? s : new Set(s).add(f)));
  const refOf = (f: Field) => (el: Control | null) => {
    controls.current[f] = el;
  };
  const change = (f: Field, v: string) => {
    setField(f, v);
    if (f === 'zip' && /^\d{5}$/.test(v)) reveal(f); // a whole ZIP: say at once if it is outside the area
    if (serverErrors[f]) setServerErrors(({ [f]: _gone, ...rest }) => rest);
  };
  const focus = (f: Field) => document.getElementById(idOf(f))?.focus();
  return {
    base,
    idOf,
    values,
    errorOf,
    reveal,
    refOf,
    change,
    /** The props every control of field `f` takes. */
    props: (f: Field) => ({
      id: idOf(f),
      name: f,
      value: values[f],
      required: REQUIRED.includes(f),
      ref: refOf(f),
      onChange: (e: { target: { value: string } }) => change(f, e.target.value),
      onInvalid: () => reveal(f),
      'aria-invalid': errorOf(f) ? true : undefined,
      'aria-describedby': errorOf(f) ? `${idOf(f)}-error` : undefined,
    }),
    /** The handler refused some fields: their messages show and the first takes focus. False when none was named. */
    refused: (errs: FieldErrors): boolean => {
      const fields = FIELDS.filter((f) => errs[f]);
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
    focusSoon: (f: Field) => requestAnimationFrame(() => focus(f)),
  };
}

export type FieldControls = ReturnType<typeof useFieldControls>;
