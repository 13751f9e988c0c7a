/** Where a page kind's files are, relative to the project root (no imports: usable everywhere). */

/** The folder of every page kind: one folder per kind, named as the kind. */
const KINDS_DIR = 'src/kinds';

/** The module of a kind's page component (its default export draws the page). */
export function kindPageModule(kind: string): string {
  return `${KINDS_DIR}/${kind}/page.tsx`;
}

/** The module that declares a kind (defineKind, default export). */
export function kindModuleFile(kind: string): string {
  return `${KINDS_DIR}/${kind}/index.ts`;
}
