import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';

const ROOT = resolve(import.meta.dirname, '../..');
type Block = Record<string, unknown>;

/**
 * The copy of a page kind as the real site says it (content/pages/<kind>.yaml), for browser tests
 * of the built real site: an editor who rewords a heading changes what the test looks for, never
 * breaks it. (Text with {{constants}} in it is not for this: the page shows it filled.)
 */
export function pageCopy(kind: string, block: string): Block {
  const file = parse(readFileSync(join(ROOT, 'content/pages', `${kind}.yaml`), 'utf8')) as { blocks: Record<string, Block> };
  const found = file.blocks[block];
  if (!found) throw new Error(`content/pages/${kind}.yaml has no block ${block}`);
  return found;
}

/** A block's heading. */
export const headingOf = (kind: string, block: string): string => String(pageCopy(kind, block).heading);
