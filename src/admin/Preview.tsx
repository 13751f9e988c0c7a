import type { Map as ImmutableMap } from 'immutable';
import { useEffect, useState } from 'react';
import { previewEdit } from './check-client';
import { textFor } from './yaml-format';

type Props = { entry: ImmutableMap<string, unknown> };

/**
 * The preview pane: the page of the entry being edited, drawn by the site's own page-kind
 * component and styles in the screen's worker (with the unsaved text in place of the file, and
 * {{placeholders}} filled), shown without its scripts. While the text would fail the check, the
 * pane shows the check's messages instead.
 */
export function PagePreview({ entry }: Props) {
  const [html, setHtml] = useState('');
  const path = entry.get('path') as string;
  const raw = (entry.get('raw') as string | undefined) ?? '';
  const data = entry.get('data') as ImmutableMap<string, unknown>;
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      const text = textFor(path, raw, data.toJS());
      previewEdit(path, text)
        .then((html) => current && setHtml(html))
        .catch(() => undefined);
    }, 300);
    return () => {
      clearTimeout(timer);
      current = false;
    };
  }, [path, raw, data]);
  return (
    <iframe
      title="Page preview"
      srcDoc={html || '<p style="font-family:sans-serif">Drawing the page…</p>'}
      style={{ border: 0, width: '100%', height: '100vh', display: 'block' }}
    />
  );
}
