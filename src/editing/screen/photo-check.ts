import type { Map as ImmutableMap } from 'immutable';
import { render } from '../../manifest/error-catalogue';
import { IMAGE_PATH, MIN_IMAGE_WIDTH } from '../../manifest/images';
import { walkStrings } from '../../manifest/walk';
import { sentence, type FieldProblem } from '../shared/field-problems';
import { namedPhoto } from '../shared/named-photos';
import { everySave, type BackendRegistry } from './backend-calls';

/** A photo uploaded in this edit and not saved yet (Decap's draft media file): its file, or the address it is shown at. */
export type NewPhoto = { path: string; file?: Blob; shown?: string };

/** What is wrong with a photo, in the catalogue's plain words. */
export type PhotoProblem = Pick<FieldProblem, 'code' | 'message' | 'hint'>;

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
    const upload = uploadAt(url, uploads);
    const problem = await photoProblem(url, upload?.file ?? (upload?.shown ? await blobAt(upload.shown) : undefined));
    if (problem) out.push({ ...problem, file, field: path, label: 'photo' });
  }
  return out;
}

/**
 * What is wrong with the photo at `url` whose file is `photo` (undefined when there is nothing to
 * measure: a photo the site already has): not in the image folder, not a picture, or too small.
 */
export async function photoProblem(url: string, photo: Blob | undefined): Promise<PhotoProblem | undefined> {
  const problem = !IMAGE_PATH.test(url) ? render('image-path', { value: url }) : photo ? await measured(photo, url) : undefined;
  return problem && { code: problem.code, message: sentence(problem.plain), hint: sentence(problem.plainHint) };
}

/** The photos uploaded in this edit: Decap's draft media files of the entry. */
export function uploadsOf(entry: ImmutableMap<string, unknown>): NewPhoto[] {
  const media = entry.get('mediaFiles') as { toArray?: () => unknown[] } | undefined;
  const files = (media?.toArray?.() ?? []) as Array<{ get(key: string): unknown }>;
  return files.map((item) => {
    const file = item.get('file');
    const shown = item.get('displayURL');
    return {
      path: String(item.get('path') ?? ''),
      ...(file instanceof Blob ? { file } : {}),
      ...(typeof shown === 'string' ? { shown } : {}),
    };
  });
}

/** The address the site will give an upload: `public/images/uploads/door.jpg` is `/images/uploads/door.jpg`. */
export const uploadUrl = (upload: NewPhoto): string => `/${upload.path.replace(/^\/?public\//, '')}`;

/** The upload a field's value (`/images/uploads/door.jpg`) names. */
export function uploadAt(url: string, uploads: NewPhoto[]): NewPhoto | undefined {
  return uploads.find((upload) => uploadUrl(upload) === url);
}

/** The file at `url` (a photo of the site, or a draft's blob: address), or undefined when it cannot be read. */
export async function blobAt(url: string): Promise<Blob | undefined> {
  try {
    const res = await fetch(url);
    return res.ok ? await res.blob() : undefined;
  } catch {
    return undefined;
  }
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

/**
 * A save carries the photos its files name, and no other (named-photos.ts): our own backends
 * leave the others out on the server, but on a Netlify site Decap commits what it is handed to the
 * repository itself, a replaced photo included.
 */
export function savesCarryNamedPhotos(cms: BackendRegistry): void {
  everySave(cms, (save) => {
    const texts = save.dataFiles.map((file) => file.raw);
    return { ...save, assets: save.assets.filter((asset) => namedPhoto(texts, asset.path)) };
  });
}
