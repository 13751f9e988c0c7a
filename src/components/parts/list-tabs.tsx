import type { ReactNode } from 'react';
import type { Icon } from '../icon';
import { Tabs } from '../tabs';
import { IconList } from './icon-list';

type IconName = Parameters<typeof Icon>[0]['name'];
/** A tab: a list of short lines, each after the same icon, or a panel of its own. */
export type ListTab = { id: string; label: string } & ({ icon: IconName; items: string[] } | { content: ReactNode });
type Props = { label: string; tabs: ListTab[] };

/** Tabs whose panels are mostly icon lists (the service pages' symptoms, tips, benefits). */
export function ListTabs({ label, tabs }: Props) {
  return (
    <Tabs
      label={label}
      titled
      tabs={tabs.map((tab) =>
        'content' in tab ? tab : { id: tab.id, label: tab.label, content: <IconList items={tab.items} icon={tab.icon} gap={0.55} /> },
      )}
    />
  );
}
