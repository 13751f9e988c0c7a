import { createContext, useContext } from 'react';
import type { ShellData } from './types';

export const ShellContext = createContext<ShellData | null>(null);

export function useShell(): ShellData {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell() outside <App>');
  return shell;
}
