import { matchPath } from 'react-router-dom';
import { standInUrl } from '../routes/urls';
import type { ShellData } from './types';

export type Resolution =
  | { type: 'redirect'; to: string }
  | { type: 'hard-redirect'; to: string; message: string }
  | { type: 'page' }
  | { type: 'missing'; pattern: string; onMissing?: string };

/** What the client does with a path before asking for its data. Pure: the shell holds every rule. */
export function resolveBeforeFetch(shell: ShellData, pathname: string): Resolution {
  const exact = shell.redirects.find((r) => r.from === pathname);
  if (exact) return { type: 'redirect', to: exact.to };
  for (const p of shell.redirectPatterns) {
    if (new RegExp(p.match).test(pathname)) return { type: 'hard-redirect', to: p.to, message: p.message };
  }
  const lower = pathname.toLowerCase();
  if (lower !== pathname && shell.routes.some((r) => r.path !== '/' && matchPath(r.path, lower))) {
    return { type: 'redirect', to: lower };
  }
  return { type: 'page' };
}

/** The route whose pattern a path has, for an unknown id. */
export function missingRoute(shell: ShellData, pathname: string): Resolution {
  const route = shell.routes.find((r) => r.onMissing && matchPath(r.path, pathname));
  return route ? { type: 'missing', pattern: route.path, onMissing: route.onMissing } : { type: 'missing', pattern: '*' };
}

export function fallbackPath(pattern: string): string {
  return standInUrl(pattern);
}
