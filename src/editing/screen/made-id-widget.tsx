type Props = { value?: string; forID: string; classNameWrapper: string };

/** A list entry's id, shown and never typed: made when the entry is published (list-entries.ts), from what its hint says. */
export function MadeIdControl({ value, forID, classNameWrapper }: Props) {
  return (
    <output id={forID} className={`${classNameWrapper} made-id`}>
      {value ? value : 'Not made yet: it is made when you publish.'}
    </output>
  );
}

export function MadeIdPreview({ value }: { value?: string }) {
  return <span>{value ?? ''}</span>;
}
