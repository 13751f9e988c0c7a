import { unknownId } from './ids';
import { duplicates } from '../../manifest/consistency';
import type { Rule } from './context';

const FILE = 'content/projects.yaml';
const norm = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * content/projects.yaml: every project names a service, a city and (optionally) a neighborhood of
 * that city that exist; one job is one entry, so the same project never shows as local work on two
 * places. (Ids are unique-ids' business; samples are listed for launch by the placeholders rule.)
 */
export const projects: Rule = {
  name: 'projects',
  run(ctx) {
    const { site } = ctx;
    const serviceIds = site.services.map((service) => service.id);
    site.projects.forEach((project, i) => {
      if (!serviceIds.includes(project.service)) unknownId(ctx, FILE, ['projects', i, 'service'], 'service', project.service, serviceIds);
      const city = site.cities.find((item) => item.id === project.city);
      const neighborhoods = city?.neighborhoods.map((neighborhood) => neighborhood.id) ?? [];
      if (!city)
        unknownId(
          ctx,
          FILE,
          ['projects', i, 'city'],
          'city',
          project.city,
          site.cities.map((item) => item.id),
        );
      else if (project.neighborhood && !neighborhoods.includes(project.neighborhood))
        unknownId(ctx, FILE, ['projects', i, 'neighborhood'], `${city.name} neighborhood`, project.neighborhood, neighborhoods);
    });
    const place = (i: number) => `${site.projects[i].city}/${site.projects[i].neighborhood ?? ''}`;
    for (const { first, at } of duplicates(site.projects, (project) => norm(project.text)))
      if (place(first) !== place(at))
        ctx.report('project-two-places', { first: first + 1, firstLine: ctx.lineOf(FILE, ['projects', first, 'text']) }, FILE, [
          'projects',
          at,
          'text',
        ]);
  },
};
