import type { ComponentType } from 'react';
import type { PageData } from './types';

export type PageComponent = ComponentType<{ page: PageData<any> }>;

/**
 * Each page kind's component, found by its folder (src/kinds/<kind>/page.tsx) and loaded lazily:
 * a page loads only its own kind's code.
 */
const modules = import.meta.glob<{ default: PageComponent }>('../kinds/*/page.tsx');
const loaders = new Map(Object.entries(modules).map(([path, load]) => [path.split('/')[2], load]));
const loaded = new Map<string, PageComponent>();

export async function loadRenderer(kind: string): Promise<PageComponent> {
  const hit = loaded.get(kind);
  if (hit) return hit;
  const load = loaders.get(kind);
  // The check refuses a route naming a kind without a folder (unknown-kind): a built page cannot reach this.
  if (!load) throw new Error(`no page kind '${kind}'`);
  const Comp = (await load()).default;
  loaded.set(kind, Comp);
  return Comp;
}

export function getRenderer(kind: string): PageComponent | undefined {
  return loaded.get(kind);
}
