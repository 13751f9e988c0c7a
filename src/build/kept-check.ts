import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { ManifestError } from '../manifest/errors';
import type { Site } from '../manifest/load';
import { readYaml, type SourceFile } from '../manifest/source';
import { filesUnder } from '../editing/server/project';
import { digestOf } from './bundle-cache';
import type { CheckResult } from '../checks/check';
import { ownCode } from './kept-state';

const FILE = join('.build', 'cache', 'last-check.v8');
/** Everything the check reads besides its code: the manifest, the content, the schemas, the public files (photos, social images). */
const INPUTS = ['site.yaml', 'content', 'schema', 'public'];

type Kept = {
  key: string;
  site: Omit<Site, 'sources'> & { sources: Array<[string, Omit<SourceFile, 'locate'>]> };
  data: CheckResult['data'];
  warnings: object[];
};

/**
 * The check of `npm run build`, taken up from the last build when nothing it reads changed
 * (decision 067): the same code (the bundle scripts/run.mjs made), the same files under the
 * project (by their hashes), the same options. Only a check that passed is kept: its site, every
 * page's data and its warnings, as `check()` returned them. A source file's positions are found
 * again from its file when a later step asks for one (the text is the one hashed).
 */
export function keptCheck(root: string, launch: boolean, check: () => CheckResult): CheckResult {
  const code = ownCode();
  if (!code) return check();
  const key = inputsKey(root, code, launch);
  const file = join(root, FILE);
  try {
    const kept = deserialize(readFileSync(file)) as Kept;
    if (kept.key === key) return fromKept(root, kept);
  } catch {
    // none yet, or unreadable: check
  }
  const result = check();
  if (result.errors.length || !result.site || !result.data) return result;
  const site = {
    ...result.site,
    sources: [...result.site.sources].map(([rel, sourceFile]) => [rel, { file: sourceFile.file, data: sourceFile.data }]),
  };
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}`;
  writeFileSync(tmp, serialize({ key, site, data: result.data, warnings: result.warnings.map((warning) => ({ ...warning })) }));
  renameSync(tmp, file);
  return result;
}

function inputsKey(root: string, code: string, launch: boolean): string {
  const hash = createHash('sha256')
    .update(code)
    .update('\0')
    .update(resolve(root))
    .update(launch ? '\0launch' : '\0');
  for (const name of INPUTS) {
    const at = join(root, name);
    if (!existsSync(at)) continue;
    const files = statSync(at).isDirectory() ? filesUnder(root, name) : [name];
    for (const rel of files) hash.update(`\0${rel}\0`).update(digestOf(join(root, rel)));
  }
  return hash.digest('hex');
}

function fromKept(root: string, kept: Kept): CheckResult {
  const sources = new Map<string, SourceFile>(
    kept.site.sources.map(([rel, pick]) => [
      rel,
      { ...pick, locate: (path) => readYaml(pick.file, readFileSync(join(root, pick.file), 'utf8')).source.locate(path) },
    ]),
  );
  return {
    errors: [],
    warnings: kept.warnings.map((warning) => new ManifestError(warning as ConstructorParameters<typeof ManifestError>[0])),
    site: { ...kept.site, sources },
    data: kept.data,
  };
}
