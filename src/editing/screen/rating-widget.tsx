import type { ChangeEvent } from 'react';
import type { Map as IMap } from 'immutable';

type Props = { value?: number; onChange: (value: number) => void; forID: string; classNameWrapper: string; field: IMap<string, unknown> };

/** A small whole number (a 1-5 star rating) as a row of choices, written to the file as a number. */
export function RatingControl({ value, onChange, forID, classNameWrapper, field }: Props) {
  const min = Number(field.get('min') ?? 1);
  const max = Number(field.get('max') ?? 5);
  const choices = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const pick = (e: ChangeEvent<HTMLInputElement>) => onChange(Number(e.target.value));
  return (
    <div id={forID} className={`${classNameWrapper} rating`} role="radiogroup" aria-label={String(field.get('label') ?? 'Rating')}>
      {choices.map((n) => (
        <label key={n}>
          <input type="radio" name={forID} value={n} checked={value === n} onChange={pick} /> {n}
        </label>
      ))}
    </div>
  );
}

export function RatingPreview({ value }: { value?: number }) {
  return <p>{value}</p>;
}
