import { findEditingDir, projectFilesAnswer } from '../project-files.server';

/** Netlify Function at /admin/project-files (netlify.toml): the project's files, for a signed-in editor only. */
const dir = findEditingDir(process.env, typeof import.meta.url === 'string' ? new URL(import.meta.url).pathname : undefined);

export default async (req: Request): Promise<Response> => projectFilesAnswer(req, process.env, dir);
