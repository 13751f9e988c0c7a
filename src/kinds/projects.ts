/** Server-side: the recent-work entries of one place, as the RecentProjects component shows them. */
import type { ProjectCard } from '../components/parts/recent-projects';
import type { Site } from '../manifest/load';
import { fillDeep } from '../manifest/template';
import { href } from '../routes/urls';
import { shownPhoto } from './photos';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * The jobs done at a place, newest first, at most `ui.limits.recentProjects`: a neighborhood's own
 * entries, or a city's entries that name no neighborhood. Each job is shown on one page only.
 */
export function projectsAt(site: Site, cityId: string, neighborhoodId?: string): ProjectCard[] {
  const city = site.cities.find((c) => c.id === cityId);
  const place = neighborhoodId ? city?.neighborhoods.find((n) => n.id === neighborhoodId)?.name : city?.name;
  return site.projects
    .filter((p) => p.city === cityId && p.neighborhood === neighborhoodId)
    .sort((a, b) => b.month.localeCompare(a.month))
    .slice(0, site.manifest.ui.limits.recentProjects)
    .map((p) => {
      const service = site.services.find((s) => s.id === p.service);
      const [y, m] = p.month.split('-').map(Number);
      const f = fillDeep({ title: p.title, text: p.text }, site.facts);
      return {
        id: p.id,
        title: f.title,
        text: f.text,
        place: place ?? '',
        month: `${MONTHS[m - 1]} ${y}`,
        isoMonth: p.month,
        service: { label: service?.title ?? p.service, href: href('service', { serviceId: p.service }) },
        sample: p.sample === true,
        before: shownPhoto(site, p.before),
        after: shownPhoto(site, p.after),
      };
    });
}
