import type { Map as ImmutableMap } from 'immutable';
import { useEffect, useState } from 'react';
import { previewEdit } from './check-client';
import { entryText } from './entry-text';

type Props = { entry: ImmutableMap<string, unknown> };

/**
 * The preview pane: the page of the entry being edited, drawn by the site's own page-kind
 * component and styles in the screen's worker (with the unsaved text in place of the file, and
 * {{placeholders}} filled), shown without its scripts. While the text would fail the check, the
 * pane shows the check's messages instead.
 */
export function PagePreview({ entry }: Props) {
  const [html, setHtml] = useState('');
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      // A new entry is drawn as the file it will be saved to (its id made from its name).
      const { path, text } = entryText(entry);
      previewEdit(path, text)
        .then((html) => current && setHtml(html))
        .catch(() => undefined);
    }, 300);
    return () => {
      clearTimeout(timer);
      current = false;
    };
  }, [entry]);
  return (
    <iframe
      title="Page preview"
      srcDoc={html || '<p style="font-family:sans-serif">Drawing the page…</p>'}
      style={{ border: 0, width: '100%', height: '100vh', display: 'block' }}
    />
  );
}
