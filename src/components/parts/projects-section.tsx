import type { ComponentProps } from 'react';
import { BeforeAfter } from './before-after';
import { RecentProjects, type ProjectCard } from './recent-projects';
import { Section } from '../section';

type Props = {
  /** the place's projects; none, no section */
  projects?: { heading: string; items: ProjectCard[] };
  tone?: ComponentProps<typeof Section>['tone'];
};

/** A place page's recent projects, where the place has any, then the before-and-after photos of those that have both. */
export function ProjectsSection({ projects, tone }: Props) {
  if (!projects) return null;
  return (
    <Section id="projects" heading={projects.heading} tone={tone}>
      <RecentProjects items={projects.items} />
      <BeforeAfter items={projects.items} />
    </Section>
  );
}
