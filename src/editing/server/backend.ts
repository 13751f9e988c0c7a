import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { checkProject } from '../../checks/check';
import { editablePath, type CheckAnswer } from '../shared/editable';
import { fieldProblems, sentence } from '../shared/field-problems';
import { render } from '../../manifest/error-catalogue';
import { imageSize } from '../../manifest/image-size';
import { MIN_IMAGE_WIDTH } from '../../manifest/images';
import { namedPhoto } from '../shared/named-photos';

/**
 * The editing screen's file backend on a server (`npm run edit`, and `npm start` for signed-in
 * editors): the actions of Decap's proxy protocol (the one decap-server speaks), over the
 * editable files only. Nothing is written before the project's own check (`npm run check`) has
 * passed over the project with the change in place, on the server itself: the check the screen
 * runs in the browser is a convenience, this one is the guard.
 *
 * Editable: site.yaml, the YAML and MDX files under content/, and images under the media folder.
 * Every other path (code, package.json, .git/, data/, `..`) is refused without touching the disk.
 */

export const MEDIA_FOLDER = 'public/images';
const MEDIA = /^public\/images\/(?:uploads\/)?[a-z0-9][a-z0-9._-]{0,80}\.(?:jpe?g|png|webp|avif)$/;

export type BackendOptions = {
  /** The folder whose site.yaml, content/ and public/images/ are edited. */
  contentRoot: string;
  /** The project's code (src/kinds, for the check's page kinds; public/ files the check looks for). */
  codeRoot: string;
  /**
   * After a save or a delete has been written: e.g. a rebuild and a commit (npm start). When it
   * throws, the files are put back as they were and the editor gets its message (a RefusedEdit's).
   */
  onSaved?: (change: SavedChange, by: Editor | undefined) => Promise<void> | void;
  /** Runs one change at a time, in order (a save, then the next): the default runs it at once. */
  serialise?: <T>(work: () => Promise<T>) => Promise<T>;
  /**
   * In turn, before a save is checked: may rewrite what is saved (the owner's server merges an
   * editor's save with a change another editor made to the same file meanwhile) or refuse it.
   */
  beforeSave?: (files: Map<string, string | null>, by: Editor | undefined) => Promise<void> | void;
  /**
   * Whether the backend runs the check itself, in this process, before writing (the default). The
   * owner's server leaves it to the build that follows every save, in a process of its own, so that
   * the site's requests never wait for a check: a refused build puts the files back (onSaved).
   */
  checkFirst?: boolean;
  /** Each text file the screen is given, by path, for whom (the version an editor's next save starts from). */
  onRead?: (path: string, text: string, by: Editor | undefined) => void;
};

/** A change written: `message` is the screen's own name for it; `title`, when the server worded it already (an undo). */
/** A change written: `title` when it is worded already (an undo), and the change an undo undid (`undoes`). */
export type SavedChange = { action: 'save' | 'delete' | 'upload'; paths: string[]; message: string; title?: string; undoes?: string };
/** Who asks (on the owner's server, the signed-in editor; under `npm run edit`, nobody in particular). */
export type Editor = { name: string; email: string };
export type BackendAnswer = { status: number; body: unknown };

type Params = Record<string, unknown>;

export class RefusedEdit extends Error {
  constructor(
    message: string,
    readonly status = 422,
  ) {
    super(message);
  }
}

/** One request of the protocol: `{ action, params }` in, a status and a JSON body out. */
export function createBackend(
  opts: BackendOptions,
): (request: { action?: unknown; params?: unknown }, by?: Editor) => Promise<BackendAnswer> {
  const serialise = opts.serialise ?? (<T>(work: () => Promise<T>) => work());
  const root = opts.contentRoot;
  return async ({ action, params: raw }, by) => {
    const read = (entries: Array<ReturnType<typeof entry>>) => {
      for (const error of entries) if (error.data !== null) opts.onRead?.(error.file.path, error.data, by);
      return entries;
    };
    const params = (raw && typeof raw === 'object' ? raw : {}) as Params;
    try {
      switch (action) {
        case 'info':
          return ok({ repo: 'site', publish_modes: ['simple'], type: 'local_fs' });
        case 'entriesByFolder':
          return ok(read(entriesByFolder(root, String(params.folder ?? ''), String(params.extension ?? ''), Number(params.depth ?? 1))));
        case 'entriesByFiles':
          return ok(
            read(((params.files as Array<{ path: string; label?: string }>) ?? []).map((item) => entry(root, item.path, item.label))),
          );
        case 'getEntry':
          return ok(read([entry(root, String(params.path))])[0]);
        case 'persistEntry':
          return ok(await serialise(() => persistEntry(opts, params, by)));
        case 'deleteFile':
        case 'deleteFiles':
          return ok(
            await serialise(() =>
              deleteFiles(
                opts,
                action === 'deleteFile' ? [String(params.path)] : ((params.paths as string[]) ?? []),
                (params.dataFiles as DataFile[] | undefined) ?? [],
                by,
                params,
              ),
            ),
          );
        case 'getMedia':
          return ok(mediaFiles(root));
        case 'getMediaFile':
          return ok(mediaFile(root, mediaPath(params.path)));
        case 'persistMedia':
          return ok(await serialise(() => persistMedia(opts, params, by)));
        case 'getDeployPreview':
          return ok(null);
        default:
          return { status: 422, body: { error: `The editing screen does not know the action ${String(action)}.` } };
      }
    } catch (e) {
      if (e instanceof RefusedEdit) return { status: e.status, body: { error: e.message } };
      console.error('edit backend:', e);
      return { status: 500, body: { error: 'The server could not do this. Nothing was changed.' } };
    }
  };
}

const ok = (body: unknown): BackendAnswer => ({ status: 200, body });

/** The path as the screen may edit it, or a refusal naming what it edits. */
function contentPath(path: unknown): string {
  const text = editablePath(path);
  if (!text) throw new RefusedEdit('The editing screen changes only the site’s texts and facts; this file is not one of them.', 403);
  return text;
}

function mediaPath(path: unknown): string {
  const text = typeof path === 'string' ? path.replace(/^\/+/, '') : '';
  if (!MEDIA.test(text))
    throw new RefusedEdit('Images go into the site’s image folder, named with letters, digits and dashes (.jpg, .png or .webp).', 403);
  return text;
}

function entry(root: string, path: string, label?: string) {
  const text = contentPath(path);
  const abs = join(root, text);
  if (!existsSync(abs)) return { data: null, file: { path: text, label, id: null } };
  const content = readFileSync(abs);
  return { data: content.toString('utf8'), file: { path: text, label, id: createHash('sha256').update(content).digest('hex') } };
}

function entriesByFolder(root: string, folder: string, extension: string, depth: number) {
  const dir = folder.replace(/\/+$/, '');
  if (!/^content(\/[a-z0-9_-]+)*$/.test(dir)) throw new RefusedEdit('The editing screen lists the folders under content/ only.', 403);
  const out: string[] = [];
  const walk = (rel: string, left: number) => {
    if (left <= 0 || !existsSync(join(root, rel))) return;
    for (const name of readdirSync(join(root, rel)).sort()) {
      const child = `${rel}/${name}`;
      if (statSync(join(root, child)).isDirectory()) walk(child, left - 1);
      else if (name.endsWith(extension) && editablePath(child)) out.push(child);
    }
  };
  walk(dir, depth);
  return out.map((text) => entry(root, text));
}

type DataFile = { path: string; raw: string; newPath?: string };

async function persistEntry(opts: BackendOptions, params: Params, by?: Editor) {
  const files = (params.dataFiles as DataFile[] | undefined) ?? (params.entry ? [params.entry as DataFile] : []);
  const assets = (params.assets as Array<{ path: string; content: string; encoding: BufferEncoding }> | undefined) ?? [];
  if (!files.length) throw new RefusedEdit('Nothing to save.');
  const changes = new Map<string, string | null>();
  for (const file of files) {
    if (typeof file.raw !== 'string') throw new RefusedEdit('Nothing to save.');
    const target = contentPath(file.newPath ?? file.path);
    changes.set(target, file.raw);
    if (file.newPath && contentPath(file.path) !== target) changes.set(contentPath(file.path), null);
  }
  // The photos the saved files name only (named-photos.ts).
  const images = assets
    .map((asset) => ({ path: mediaPath(asset.path), bytes: Buffer.from(asset.content, asset.encoding) }))
    .filter((image) => namedPhoto(changes.values(), image.path));
  await opts.beforeSave?.(changes, by);
  const unchanged = [...changes].every(([item, text]) => readOrNull(opts.contentRoot, item) === text) && !images.length;
  if (unchanged) return { message: 'unchanged', unchanged: true };
  guard(opts, changes, images);
  const paths = [...changes.keys(), ...images.map((image) => image.path)];
  await applyChange(opts, by, { action: 'save', paths, message: commitMessage(params, `Edit ${paths.join(', ')}`) }, () => {
    for (const image of images) write(opts.contentRoot, image.path, image.bytes);
    for (const [item, text] of changes) (text === null ? remove : write)(opts.contentRoot, item, text ?? '');
  });
  return { message: 'entry persisted' };
}

/**
 * Deletes files; `alsoSave` are files written in the same change (the screen sends site.yaml with a
 * redirect from a deleted page's address), checked together with the delete and written with it.
 */
async function deleteFiles(opts: BackendOptions, paths: string[], alsoSave: DataFile[] = [], by?: Editor, params: Params = {}) {
  const changes = new Map<string, string | null>(paths.map((path) => [contentPath(path), null]));
  const deleted = [...changes.keys()];
  for (const dataFile of alsoSave) {
    if (typeof dataFile.raw !== 'string') throw new RefusedEdit('Nothing to save.');
    const item = contentPath(dataFile.path);
    if (changes.has(item)) throw new RefusedEdit('A file cannot be deleted and saved in the same change.');
    changes.set(item, dataFile.raw);
  }
  guard(opts, changes, []);
  const saved = alsoSave.length ? `; edit ${[...changes.keys()].filter((item) => !deleted.includes(item)).join(', ')}` : '';
  const change = {
    action: 'delete' as const,
    paths: [...changes.keys()],
    message: commitMessage(params, `Delete ${deleted.join(', ')}${saved}`),
  };
  await applyChange(opts, by, change, () => {
    for (const [item, text] of changes) (text === null ? remove : write)(opts.contentRoot, item, text ?? '');
  });
  return { message: `deleted ${deleted.join(', ')}` };
}

async function persistMedia(opts: BackendOptions, params: Params, by?: Editor) {
  const asset = params.asset as { path: string; content: string; encoding: BufferEncoding } | undefined;
  if (!asset) throw new RefusedEdit('No image was sent.');
  const text = mediaPath(asset.path);
  const bytes = Buffer.from(asset.content, asset.encoding);
  const refused = photoRefusal(`/${text.replace(/^public\//, '')}`, bytes);
  if (refused) throw new RefusedEdit(refused);
  await applyChange(opts, by, { action: 'upload', paths: [text], message: `Add image ${text}` }, () =>
    write(opts.contentRoot, text, bytes),
  );
  return mediaFile(opts.contentRoot, text);
}

/**
 * A photo uploaded on its own (the photo picker outside an entry writes it at once) that no image
 * field could take, as the check would say it there: not a picture, or too small. Refused before
 * it is written: it was kept in the image folder, offered in the picker, and left in git's way.
 */
function photoRefusal(url: string, bytes: Buffer): string | undefined {
  const size = imageSize(bytes);
  const problem = !size?.width
    ? render('image-unreadable', { value: url })
    : size.width < MIN_IMAGE_WIDTH
      ? render('image-too-small', { value: url, width: size.width, min: MIN_IMAGE_WIDTH })
      : undefined;
  return problem && `Not uploaded: ${sentence(problem.plain)} ${sentence(problem.plainHint)}`;
}

/**
 * Files written as one change by the server itself (an undo): checked like a save, written, then
 * `onSaved`; `serialise` keeps it in turn with the editors' saves.
 */
export async function applyFiles(
  opts: BackendOptions,
  changes: Map<string, Buffer | null>,
  by: Editor | undefined,
  message: string,
  undoes?: string,
) {
  const serialise = opts.serialise ?? (<T>(work: () => Promise<T>) => work());
  return serialise(async () => {
    const paths = [...changes.keys()].map(contentPathOrMedia);
    const texts = new Map(
      [...changes].filter(([text]) => !MEDIA.test(text)).map(([text, buffer]) => [text, buffer === null ? null : buffer.toString('utf8')]),
    );
    const images = paths.flatMap((path) => {
      const bytes = MEDIA.test(path) ? changes.get(path) : null;
      return bytes ? [{ path: path, bytes }] : [];
    });
    guard(opts, texts, images);
    await applyChange(opts, by, { action: 'save', paths, message, title: message, undoes }, () => {
      for (const [text, bytes] of changes) (bytes === null ? remove : write)(opts.contentRoot, text, bytes ?? '');
    });
  });
}

const contentPathOrMedia = (text: string) => (MEDIA.test(text) ? text : contentPath(text));

/** One change at a time: each waits for the one before it (two editors publishing at once). */
export function inOrder(): <T>(work: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = last.then(work, work);
    last = run.catch(() => undefined);
    return run;
  };
}

/**
 * Writes a change, then runs `onSaved` (the owner's server rebuilds the site and records the change);
 * when that fails, every file touched is put back byte for byte and the failure goes to the editor.
 */
async function applyChange(opts: BackendOptions, by: Editor | undefined, change: SavedChange, writeAll: () => void): Promise<void> {
  const before = new Map(change.paths.map((path) => [path, readBytesOrNull(opts.contentRoot, path)]));
  writeAll();
  try {
    await opts.onSaved?.(change, by);
  } catch (e) {
    for (const [text, bytes] of before) (bytes === null ? remove : write)(opts.contentRoot, text, bytes ?? '');
    throw e;
  }
}

/** Decap's own description of the change ("Update Cities “brandon”"), one line, else ours. */
function commitMessage(params: Params, fallback: string): string {
  const given = (params.options as { commitMessage?: unknown } | undefined)?.commitMessage;
  const first = typeof given === 'string' ? given.split('\n')[0] : '';
  const line = [...first]
    .filter((ch) => ch >= ' ' && ch !== '\u007f')
    .join('')
    .trim()
    .slice(0, 120);
  return line || fallback;
}

/**
 * The photos the picker offers: the image folder's and those the screen saved into its uploads
 * (the picker had listed only the folder's own, so a photo uploaded on another day could not be chosen again).
 */
function mediaFiles(root: string) {
  const names = (folder: string) =>
    existsSync(join(root, folder)) ? readdirSync(join(root, folder)).map((name) => `${folder}/${name}`) : [];
  return [...names(MEDIA_FOLDER), ...names(`${MEDIA_FOLDER}/uploads`)]
    .filter((text) => MEDIA.test(text))
    .map((text) => mediaFile(root, text));
}

function mediaFile(root: string, path: string) {
  const content = readFileSync(join(root, path));
  return {
    id: createHash('sha256').update(content).digest('hex'),
    content: content.toString('base64'),
    encoding: 'base64',
    path: path,
    name: path.split('/').pop(),
  };
}

/** The check over the project with the changes in place; a refusal carrying its messages when it fails. */
function guard(opts: BackendOptions, changes: Map<string, string | null>, images: Image[]): void {
  if (opts.checkFirst === false) return;
  const answer = checkWithChanges(opts.contentRoot, opts.codeRoot, changes, images);
  if (!answer.ok) {
    // In the screen's words (the catalogue's plain message and hint), as the screen shows them at their fields.
    const said = answer.problems.length ? answer.problems.map((problem) => `${problem.message} ${problem.hint}`) : answer.errors;
    throw new RefusedEdit(`Not saved: the site would not build with this change.\n\n${said.join('\n')}`);
  }
}

/**
 * `npm run check` over a copy of the editable files with the changes in place (a temporary folder;
 * the project's schema/ and code are linked, not copied). The copy is small (about 150 files).
 */
export function checkWithChanges(
  contentRoot: string,
  codeRoot: string,
  changes: Map<string, string | null>,
  images: Image[] = [],
): CheckAnswer {
  const dir = mkdtempSync(join(tmpdir(), 'site-edit-check-'));
  try {
    cpSync(join(contentRoot, 'site.yaml'), join(dir, 'site.yaml'));
    cpSync(join(contentRoot, 'content'), join(dir, 'content'), { recursive: true });
    const schema = existsSync(join(contentRoot, 'schema')) ? join(contentRoot, 'schema') : join(codeRoot, 'schema');
    symlinkSync(schema, join(dir, 'schema'));
    mkdirSync(join(dir, 'public'));
    for (const name of readdirSync(join(codeRoot, 'public')))
      if (name !== 'images') symlinkSync(join(codeRoot, 'public', name), join(dir, 'public', name));
    // The project's photos, and over them those of the edited copy (its uploads).
    for (const root of new Set([codeRoot, contentRoot])) linkImages(join(root, MEDIA_FOLDER), join(dir, MEDIA_FOLDER));
    // The photos of this change, as sent: the check reads them (src/checks/rules/images.ts).
    for (const image of images) {
      rmSync(join(dir, image.path), { force: true });
      write(dir, image.path, image.bytes);
    }
    symlinkSync(join(codeRoot, 'src'), join(dir, 'src'));
    for (const [item, text] of changes) (text === null ? remove : write)(dir, item, text ?? '');
    const { errors } = checkProject({ root: dir, everyPlace: true });
    return {
      ok: errors.length === 0,
      errors: errors.map((e) => e.format().replaceAll(`${dir}/`, '')),
      problems: fieldProblems(errors, dir),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Image = { path: string; bytes: Buffer };

/** The photos of the image folder, linked one by one into the check's copy (photos are large; copying each save would be slow). */
function linkImages(from: string, to: string): void {
  if (!existsSync(from)) return;
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory()) linkImages(join(from, entry.name), join(to, entry.name));
    else {
      rmSync(join(to, entry.name), { force: true });
      symlinkSync(join(from, entry.name), join(to, entry.name));
    }
  }
}

function readBytesOrNull(root: string, path: string): Buffer | null {
  return existsSync(join(root, path)) ? readFileSync(join(root, path)) : null;
}

function readOrNull(root: string, path: string): string | null {
  return existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : null;
}

function write(root: string, path: string, content: string | Buffer): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

function remove(root: string, path: string): void {
  if (existsSync(join(root, path))) unlinkSync(join(root, path));
}
