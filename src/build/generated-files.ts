import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { adminConfigText } from '../editing/server/config';
import { copyTypesModule } from '../kinds/copy-schema';
import { copySchemas, copySpecs } from '../kinds/kinds';
import { editorFiles } from '../manifest/editor-schemas';
import { generateTypes } from '../manifest/typegen';
import { linkTableModule, readRoutes } from '../routes/link-table';

/** The folder whose files are all generated: a file there that is not generated any more goes. */
const EDITOR_DIR = 'schema/editor';

/**
 * Every file derived from schema/, site.yaml, content/ and the page kinds, by path relative to the
 * project: the types of the schemas, the link table of the routes, the editor's schemas and VS
 * Code's mapping, the editing screen's forms. None of them is in git (.gitignore): `npm run check`,
 * `npm run build`, `npm run dev`, `npm run edit` and the test suites write them first
 * (scripts/run.mjs, vitest's global setup), so an editor never runs a generator.
 */
export async function generatedFiles(root: string, opts: { content?: boolean } = {}): Promise<Record<string, string>> {
  const kinds = copySchemas();
  return {
    // With `content`, only the files an editor's save can change (the owner's server's builder asks after each save).
    ...(opts.content ? {} : { 'src/manifest/schema.generated.ts': await generateTypes(join(root, 'schema')) }),
    ...fromContent(root, 'src/routes/routes.generated.ts', () => linkTableModule(readRoutes(root)), linkTableModule([])),
    ...(opts.content ? {} : { 'src/kinds/copy.generated.ts': copyTypesModule(copySpecs()) }),
    ...editorFiles(root, kinds),
    ...fromContent(root, 'src/editing/shared/config.generated.json', () => adminConfigText(root, kinds)),
  };
}

/**
 * A file made from site.yaml and content/, which are an editor's: a mistake there (a YAML typo, two
 * routes one link cannot tell apart) is the check's to report, at its line, after this runs. Until
 * they read again the file stays as it was (none yet: `empty`, else it is not written).
 */
function fromContent(root: string, rel: string, make: () => string, empty?: string): Record<string, string> {
  try {
    return { [rel]: make() };
  } catch {
    const abs = join(root, rel);
    const kept = existsSync(abs) ? readFileSync(abs, 'utf8') : empty;
    return kept === undefined ? {} : { [rel]: kept };
  }
}

/**
 * Writes the generated files that differ from what is on disk (an unchanged file keeps its time, so
 * watchers and caches see no change) and removes editor schemas nothing generates any more.
 * Returns the paths written or removed.
 */
export async function writeGeneratedFiles(root: string, opts: { content?: boolean } = {}): Promise<string[]> {
  const files = await generatedFiles(root, opts);
  const changed: string[] = [];
  for (const [rel, text] of Object.entries(files)) {
    const abs = join(root, rel);
    if (existsSync(abs) && readFileSync(abs, 'utf8') === text) continue;
    mkdirSync(dirname(abs), { recursive: true });
    // Written under a temporary name and renamed: a reader at the same time never sees half a file.
    writeFileSync(`${abs}.${process.pid}.tmp`, text);
    renameSync(`${abs}.${process.pid}.tmp`, abs);
    changed.push(rel);
  }
  const editorDir = join(root, EDITOR_DIR);
  for (const name of existsSync(editorDir) ? readdirSync(editorDir) : []) {
    const rel = `${EDITOR_DIR}/${name}`;
    if (name.endsWith('.json') && !(rel in files)) {
      rmSync(join(root, rel), { force: true });
      changed.push(rel);
    }
  }
  return changed;
}
