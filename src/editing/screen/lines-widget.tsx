import { List } from 'immutable';
import type { ChangeEvent } from 'react';

type Props = { value?: string | List<string>; onChange: (value: string | List<string>) => void; forID: string; classNameWrapper: string };

/**
 * A text that may have shorter fallbacks (a page title): one per line. One line is saved as a text,
 * several as a list, as the schema allows both.
 */
export function LinesControl({ value, onChange, forID, classNameWrapper }: Props) {
  const text = typeof value === 'string' ? value : (value?.toArray().join('\n') ?? '');
  const change = (e: ChangeEvent<HTMLTextAreaElement>) => {
    const lines = e.target.value.split('\n');
    onChange(lines.length > 1 ? List(lines) : lines[0]);
  };
  return <textarea id={forID} className={classNameWrapper} value={text} rows={Math.max(2, text.split('\n').length)} onChange={change} />;
}

export function LinesPreview({ value }: { value?: string | List<string> }) {
  return <p>{typeof value === 'string' ? value : value?.toArray().join(' / ')}</p>;
}
