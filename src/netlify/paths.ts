/**
 * Where the editing screen's functions answer on a Netlify site (netlify.toml routes them): the
 * sign-in window's start and the Git host's way back, and the project's files for editors.
 */
export const START_PATH = '/admin/oauth';
export const CALLBACK_PATH = '/admin/oauth/callback';
export const PROJECT_FILES_PATH = '/admin/project-files';
