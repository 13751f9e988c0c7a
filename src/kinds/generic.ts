import type { DataBuilder } from './context';

/** Placeholder data for a kind that has no builder of its own yet. */
export const genericBuilder: DataBuilder<{ heading: string }> = ({ entry }) => ({
  props: { heading: entry.breadcrumbs.at(-1)?.name ?? entry.title },
});
