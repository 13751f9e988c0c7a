import { matchPath } from 'react-router-dom';
import type { ShellData } from './types';

type Resolution = { type: 'redirect'; to: string } | { type: 'hard-redirect'; to: string; message: string } | { type: 'page' };

/** What the client does with a path before asking for its data. Pure: the shell holds every rule. */
export function resolveBeforeFetch(shell: ShellData, pathname: string): Resolution {
  const exact = shell.redirects.find((redirect) => redirect.from === pathname);
  if (exact) return { type: 'redirect', to: exact.to };
  for (const redirectPattern of shell.redirectPatterns) {
    if (new RegExp(redirectPattern.match).test(pathname))
      return { type: 'hard-redirect', to: redirectPattern.to, message: redirectPattern.message };
  }
  const lower = pathname.toLowerCase();
  if (lower !== pathname && shell.routes.some((route) => route.path !== '/' && matchPath(route.path, lower))) {
    return { type: 'redirect', to: lower };
  }
  return { type: 'page' };
}
