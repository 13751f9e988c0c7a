import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { listed } from './error-catalogue';
import { didYouMean, problem, type ManifestError } from './errors';
import type { City, LocalNeighborhoodCopy, LocalServiceCopy, Service } from './schema.generated';
import type { SourceFile } from './source';

/** The own copy of service-in-city and neighborhood pages, by `<service>/<city>` and `<city>/<neighborhood>`. */
export type LocalCopy = { services: Map<string, LocalServiceCopy>; neighborhoods: Map<string, LocalNeighborhoodCopy> };

const LOCAL_DIR = 'content/local';
const FOLDERS = {
  services: { schema: 'local-service.schema.json', keys: ['service', 'city'] },
  neighborhoods: { schema: 'local-neighborhood.schema.json', keys: ['city', 'neighborhood'] },
} as const;

/** The keys of a place's own text that name its place: they must be its file's folder and name. */
export const PLACE_KEYS: ReadonlySet<string> = new Set(Object.values(FOLDERS).flatMap((folder) => folder.keys));

type Read = (rel: string, schema: string) => unknown;

/**
 * Reads every own-copy file under content/local/ (each optional), schema-checked by `read`, and
 * checks its ids: each must name a service, city or neighborhood of the site, and match the file's
 * place in the folders.
 */
export function loadLocalCopy(
  root: string,
  read: Read,
  sources: Map<string, SourceFile>,
  services: Service[],
  cities: City[],
): { local: LocalCopy; errors: ManifestError[]; references: ManifestError[] } {
  const local: LocalCopy = { services: new Map(), neighborhoods: new Map() };
  const errors: ManifestError[] = [];
  // Those of the errors that name a neighborhood taken out of its city: the cross-checks can still
  // run (its city is there), and say where else it is named. A city or service taken away is said
  // by its copy's files alone (every link to its pages would repeat it).
  const references: ManifestError[] = [];
  const dir = join(root, LOCAL_DIR);
  if (!existsSync(dir)) return { local, errors, references };
  const known = {
    service: services.map((service) => service.id),
    city: cities.map((city) => city.id),
    neighborhood: (cityId: string) => cities.find((city) => city.id === cityId)?.neighborhoods.map((neighborhood) => neighborhood.id) ?? [],
  };
  for (const rel of walk(dir)) {
    const file = `${LOCAL_DIR}/${rel}`;
    const parts = rel.split('/');
    const folder = parts[0] as keyof typeof FOLDERS;
    if (parts.length !== 3 || !(folder in FOLDERS) || !parts[2].endsWith('.yaml')) {
      errors.push(problem('local-file-unread', {}, { file, line: 1, column: 1, path: '' }));
      continue;
    }
    const data = read(file, FOLDERS[folder].schema) as Record<string, string> | undefined;
    if (!data) continue;
    const [first, second] = FOLDERS[folder].keys;
    const expected = { [first]: parts[1], [second]: parts[2].slice(0, -'.yaml'.length) };
    const at = (key: string) => sources.get(file)!.locate([key]);
    const before = errors.length;
    for (const key of [first, second]) {
      // A neighborhood of a city that does not exist: the city's error says it once.
      if (key === 'neighborhood' && !known.city.includes(data.city)) continue;
      const ids = key === 'neighborhood' ? known.neighborhood(data.city) : known[key as 'service' | 'city'];
      const id = data[key];
      const pos = at(key);
      const where = { file, line: pos.line, column: pos.column, path: key };
      if (!ids.includes(id)) {
        const of =
          key === 'neighborhood'
            ? ` of content/cities/${data.city}.yaml`
            : `: there is no content/${key === 'city' ? 'cities' : 'services'}/${id}.yaml`;
        const unknown = problem('local-unknown-place', { id, key, of, known: listed(ids), guess: didYouMean(id, ids) ?? '' }, where);
        errors.push(unknown);
        if (key === 'neighborhood') references.push(unknown);
      } else if (id !== expected[key]) {
        errors.push(problem('local-wrong-place', { id, key, expected: expected[key] }, where));
      }
    }
    // A text for a place that is not one (or not this file's) is no page's copy.
    if (errors.length > before) continue;
    if (folder === 'services') local.services.set(`${data.service}/${data.city}`, data as unknown as LocalServiceCopy);
    else local.neighborhoods.set(`${data.city}/${data.neighborhood}`, data as unknown as LocalNeighborhoodCopy);
  }
  return { local, errors, references };
}

function walk(dir: string, prefix = ''): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name), `${prefix}${name}/`) : [`${prefix}${name}`]));
}
