import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Site } from '../manifest/load';
import type { PageEntry } from '../routes/table';

/** Files whose content a page shows, by kind: the page's lastmod is the newest commit among them. */
function filesFor(entry: PageEntry): string[] {
  const params = entry.params;
  switch (entry.kind) {
    case 'service':
    case 'service-category':
      return [`content/services/${params.serviceId}.yaml`, 'content/pages/service.yaml'];
    case 'service-city':
      return [`content/services/${params.serviceId}.yaml`, `content/cities/${params.cityId}.yaml`, 'content/pages/service-city.yaml'];
    case 'city':
      return [`content/cities/${params.cityId}.yaml`, 'content/pages/city.yaml'];
    case 'neighborhood':
      return [`content/cities/${params.cityId}.yaml`, 'content/pages/neighborhood.yaml'];
    case 'brand':
      return [`content/brands/${params.brandId}.yaml`, 'content/pages/brand.yaml'];
    case 'legal':
      return entry.body ? [entry.body] : [];
    default:
      return [`content/pages/${entry.kind}.yaml`];
  }
}

/**
 * The commit the repository's HEAD names, read from its files (no process started), or undefined
 * when it cannot be told that way (a worktree, a detached or packed state read elsewhere).
 */
function headCommit(root: string): string | undefined {
  try {
    const git = join(root, '.git');
    if (!existsSync(git) || !statSync(git).isDirectory()) return undefined;
    const head = readFileSync(join(git, 'HEAD'), 'utf8').trim();
    if (!head.startsWith('ref: ')) return /^[0-9a-f]{40}$/.test(head) ? head : undefined;
    const ref = head.slice(5);
    if (existsSync(join(git, ref))) return readFileSync(join(git, ref), 'utf8').trim();
    const packed = readFileSync(join(git, 'packed-refs'), 'utf8');
    return packed
      .split('\n')
      .find((text) => text.endsWith(` ${ref}`))
      ?.split(' ')[0];
  } catch {
    return undefined;
  }
}

/** The last log read, with the commit it was read at: the owner's server's builder builds after every save, between commits. */
let lastLog: { root: string; head: string; fileDates: Map<string, string> } | undefined;

/** Page URL -> YYYY-MM-DD of the last commit touching its content; pages with no committed content get none. */
export function contentDates(root: string, _site: Site, pages: PageEntry[]): Map<string, string> {
  const head = headCommit(root);
  const kept = head && lastLog?.root === root && lastLog.head === head ? lastLog.fileDates : undefined;
  const fileDates = kept ?? logDates(root);
  if (!fileDates) return new Map();
  if (head && !kept) lastLog = { root, head, fileDates };
  const out = new Map<string, string>();
  for (const page of pages) {
    const dates = filesFor(page)
      .map((text) => fileDates.get(text))
      .filter((text): text is string => Boolean(text));
    if (dates.length) out.set(page.url, dates.sort().at(-1)!);
  }
  return out;
}

/** Each content file's last commit date (git log), or undefined where there is no repository. */
function logDates(root: string): Map<string, string> | undefined {
  const fileDates = new Map<string, string>();
  try {
    const log = execFileSync('git', ['log', '--format=@%cs', '--name-only', '--', 'content'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let date = '';
    for (const line of log.split('\n')) {
      if (line.startsWith('@')) date = line.slice(1);
      else if (line && !fileDates.has(line)) fileDates.set(line, date);
    }
  } catch {
    return undefined;
  }
  return fileDates;
}
