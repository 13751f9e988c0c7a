type Props = { value?: string; forID: string; classNameWrapper: string };

/** A list entry's id, shown and never typed: made from its name and date when the entry is published (list-entries.ts). */
export function MadeIdControl({ value, forID, classNameWrapper }: Props) {
  return (
    <output id={forID} className={`${classNameWrapper} made-id`}>
      {value ? value : 'Made from the name and date when you publish.'}
    </output>
  );
}

export function MadeIdPreview({ value }: { value?: string }) {
  return <span>{value ?? ''}</span>;
}
