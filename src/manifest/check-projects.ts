import { didYouMean, formatPath, ManifestError } from './errors';
import type { Site } from './load';

const FILE = 'content/projects.yaml';

/**
 * content/projects.yaml: every project names a service, a city and (optionally) a neighborhood of
 * that city that exist; one job is one entry, so the same project never shows as local work on two
 * places. (Sample entries are listed for launch by the check's sample rule, like sample reviews.)
 */
export function checkProjects(site: Site): ManifestError[] {
  const errors: ManifestError[] = [];
  const at = (path: Array<string | number>, code: ManifestError['code'], message: string, hint: string) => {
    const pos = site.sources.get(FILE)?.locate(path) ?? { line: 1, column: 1 };
    errors.push(new ManifestError({ code, file: FILE, line: pos.line, column: pos.column, path: formatPath(path), message, hint }));
  };
  const unknown = (path: Array<string | number>, kind: string, id: string, known: string[]) => {
    const guess = didYouMean(id, known);
    at(path, 'unknown-id', `unknown ${kind} id '${id}'`, guess ? `Did you mean '${guess}'?` : `Use one of: ${known.join(', ')}.`);
  };
  const ids = new Map<string, number>();
  const texts = new Map<string, { index: number; place: string }>();
  const norm = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  site.projects.forEach((p, i) => {
    if (ids.has(p.id)) at(['projects', i, 'id'], 'duplicate-id', `project id '${p.id}' appears twice`, 'Give each project its own id.');
    ids.set(p.id, i);
    if (!site.services.some((s) => s.id === p.service))
      unknown(
        ['projects', i, 'service'],
        'service',
        p.service,
        site.services.map((s) => s.id),
      );
    const city = site.cities.find((c) => c.id === p.city);
    if (!city)
      unknown(
        ['projects', i, 'city'],
        'city',
        p.city,
        site.cities.map((c) => c.id),
      );
    else if (p.neighborhood && !city.neighborhoods.some((n) => n.id === p.neighborhood)) {
      unknown(
        ['projects', i, 'neighborhood'],
        `${city.name} neighborhood`,
        p.neighborhood,
        city.neighborhoods.map((n) => n.id),
      );
    }
    const place = `${p.city}/${p.neighborhood ?? ''}`;
    const first = texts.get(norm(p.text));
    if (first && first.place !== place) {
      at(
        ['projects', i, 'text'],
        'duplicate-id',
        `the same project is listed for two places (as projects[${first.index}] too)`,
        'One job is one entry, shown where it was done: remove the copy or describe the other job.',
      );
    } else if (!first) texts.set(norm(p.text), { index: i, place });
  });
  return errors;
}
