import type { Map as ImmutableMap } from 'immutable';
import { useEffect, useState } from 'react';
import { previewEdit } from './check-client';
import { entryText } from './entry-text';
import { uploadsOf, uploadUrl, type NewPhoto } from './photo-check';
import { literally } from '../../manifest/words';

type Props = { entry: ImmutableMap<string, unknown> };

/**
 * The preview pane: the page of the entry being edited, drawn by the site's own page-kind
 * component and styles in the screen's worker (with the unsaved text in place of the file, and
 * {{placeholders}} filled), shown without its scripts. While the text would fail the check, the
 * pane shows the check's messages instead. A photo uploaded in this edit is shown from the
 * computer's copy: at its address on the site it is not yet (a broken picture until published).
 */
export function PagePreview({ entry }: Props) {
  const [html, setHtml] = useState('');
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      // A new entry is drawn as the file it will be saved to (its id made from its name).
      const { path, text } = entryText(entry);
      const uploads = uploadsOf(entry);
      previewEdit(path, text)
        .then((html) => current && setHtml(withUploadsShown(html, uploads)))
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

/** A blob: address per uploaded file, made once (the pane is drawn again at each keystroke). */
const shownAt = new WeakMap<Blob, string>();

/** The page's HTML with each upload of this edit named by an address of the computer's copy, where the browser has one. */
function withUploadsShown(html: string, uploads: NewPhoto[]): string {
  let out = html;
  for (const upload of uploads) {
    const url = uploadUrl(upload);
    let shown = upload.shown;
    if (upload.file) {
      shown = shownAt.get(upload.file) ?? URL.createObjectURL(upload.file);
      shownAt.set(upload.file, shown);
    }
    if (!shown || !upload.path) continue;
    out = out.replace(new RegExp(`${literally(url)}(?=["\\s,])`, 'g'), shown);
  }
  return out;
}
