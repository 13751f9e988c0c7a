import { execFileSync } from 'node:child_process';
import type { Site } from '../manifest/load';
import type { PageEntry } from '../routes/table';

/** Files whose content a page shows, by kind: the page's lastmod is the newest commit among them. */
function filesFor(entry: PageEntry): string[] {
  const p = entry.params;
  switch (entry.kind) {
    case 'service':
    case 'service-category':
      return [`content/services/${p.serviceId}.yaml`, 'content/pages/service.yaml'];
    case 'service-city':
      return [`content/services/${p.serviceId}.yaml`, `content/cities/${p.cityId}.yaml`, 'content/pages/service-city.yaml'];
    case 'city':
      return [`content/cities/${p.cityId}.yaml`, 'content/pages/city.yaml'];
    case 'neighborhood':
      return [`content/cities/${p.cityId}.yaml`, 'content/pages/neighborhood.yaml'];
    case 'brand':
      return [`content/brands/${p.brandId}.yaml`, 'content/pages/brand.yaml'];
    case 'legal':
      return entry.body ? [entry.body] : [];
    default:
      return [`content/pages/${entry.kind}.yaml`];
  }
}

/** Page URL -> YYYY-MM-DD of the last commit touching its content; pages with no committed content get none. */
export function contentDates(root: string, _site: Site, pages: PageEntry[]): Map<string, string> {
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
    return new Map();
  }
  const out = new Map<string, string>();
  for (const p of pages) {
    const dates = filesFor(p)
      .map((f) => fileDates.get(f))
      .filter((d): d is string => Boolean(d));
    if (dates.length) out.set(p.url, dates.sort().at(-1)!);
  }
  return out;
}
