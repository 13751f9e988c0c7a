/** Server-side: the recent-work entries of one place, as the RecentProjects component shows them. */
import type { ProjectCard } from '../components/parts/recent-projects';
import type { Site } from '../manifest/load';
import { fillDeep } from '../manifest/template';
import { monthInWords } from '../manifest/words';
import { href } from '../routes/urls';
import { shownPhoto } from './photos';

/**
 * The jobs done at a place, newest first, at most `ui.limits.recentProjects`: a neighborhood's own
 * entries, or a city's entries that name no neighborhood. Each job is shown on one page only.
 */
export function projectsAt(site: Site, cityId: string, neighborhoodId?: string): ProjectCard[] {
  const city = site.cities.find((item) => item.id === cityId);
  const place = neighborhoodId ? city?.neighborhoods.find((neighborhood) => neighborhood.id === neighborhoodId)?.name : city?.name;
  return site.projects
    .filter((project) => project.city === cityId && project.neighborhood === neighborhoodId)
    .sort((a, b) => b.month.localeCompare(a.month))
    .slice(0, site.manifest.ui.limits.recentProjects)
    .map((project) => {
      const service = site.services.find((item) => item.id === project.service);
      const path = fillDeep({ title: project.title, text: project.text }, site.facts);
      return {
        id: project.id,
        title: path.title,
        text: path.text,
        place: place ?? '',
        month: monthInWords(project.month),
        isoMonth: project.month,
        service: { label: service?.title ?? project.service, href: href('service', { serviceId: project.service }) },
        sample: project.sample === true,
        before: shownPhoto(site, project.before),
        after: shownPhoto(site, project.after),
      };
    });
}
