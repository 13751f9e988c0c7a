import { createElement, type ComponentType } from 'react';

/**
 * The long texts (content/**.mdx) as the editing screen's preview draws them. In the screen's
 * bundles every MDX module's component is wrapped (vite-plugin.ts): it draws the text being
 * edited when there is one, and the bundled text otherwise. The site's own bundles are untouched.
 */
type Body = ComponentType<Record<string, unknown>>;
const edited = new Map<string, Body>();

export function editedBody(path: string, bundled: Body): Body {
  return function Body(props: Record<string, unknown>) {
    return createElement(edited.get(path) ?? bundled, props);
  };
}

/** While the preview draws the page: `path` is drawn from this component (undefined: the bundled one again). */
export function setEditedBody(path: string, body: Body | undefined): void {
  if (body) edited.set(path, body);
  else edited.delete(path);
}
