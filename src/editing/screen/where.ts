/**
 * Which backend the editing screen saves through, decided once by main.ts before the screen starts:
 * `local` under `npm run edit` (the edit server's /api/v1), `server` on the owner's server after
 * sign-in (/admin/api/v1, each write carrying the session's CSRF token), `netlify` on a Netlify
 * site (Decap's Git backend, through the repository).
 */
export type Where =
  | { backend: 'local'; api: string }
  | { backend: 'server'; api: string; csrf: string; editor: { name: string; email: string } }
  | { backend: 'netlify' };

let where: Where = { backend: 'local', api: '/api/v1' };

export const setWhere = (item: Where): void => {
  where = item;
};
export const whereSaved = (): Where => where;

/** Headers every write to the screen's own backend carries (the session's CSRF token on the owner's server). */
export function backendHeaders(): Record<string, string> {
  return where.backend === 'server' ? { 'x-csrf-token': where.csrf } : {};
}
