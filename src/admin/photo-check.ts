import { render } from '../manifest/error-catalogue';
import { IMAGE_PATH, MIN_IMAGE_WIDTH } from '../manifest/images';
import { walkStrings } from '../manifest/walk';
import type { FieldProblem } from './field-problems';

/** A photo uploaded in this edit and not saved yet (Decap's draft media file). */
export type NewPhoto = { path: string; file?: Blob };

/**
 * The photos of an edit that the check cannot see in the browser (it has the texts only): each
 * image field naming a photo uploaded in this edit is looked at here, as the server's check will
 * look at it (src/checks/rules/images.ts, the same catalogue entries), so that a photo too small
 * or not a picture is shown at its field before anything is sent.
 */
export async function photoProblems(file: string, data: unknown, uploads: NewPhoto[]): Promise<FieldProblem[]> {
  const fields: Array<{ path: Array<string | number>; url: string }> = [];
  walkStrings(data, [], (path, url) => {
    if (path[path.length - 1] === 'image') fields.push({ path, url });
  });
  const out: FieldProblem[] = [];
  for (const { path, url } of fields) {
    const upload = uploads.find((u) => `/${u.path.replace(/^\/?public\//, '')}` === url);
    const problem = !IMAGE_PATH.test(url)
      ? render('image-path', { value: url })
      : upload?.file
        ? await measured(upload.file, url)
        : undefined;
    if (problem) out.push({ code: problem.code, file, field: path, label: 'photo', message: problem.plain, hint: problem.plainHint });
  }
  return out;
}

async function measured(file: Blob, url: string) {
  try {
    // As the photo is shown: a phone photo taken upright is measured upright (EXIF orientation).
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const width = bitmap.width;
    bitmap.close();
    return width < MIN_IMAGE_WIDTH ? render('image-too-small', { value: url, width, min: MIN_IMAGE_WIDTH }) : undefined;
  } catch {
    return render('image-unreadable', { value: url });
  }
}
