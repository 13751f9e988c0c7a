import { useEffect, useState } from 'react';
import { fetchPage, pageName } from '../../app/page-store';

/** A page of the site by its name (its title before " | "), once its data has arrived; undefined until then, or for no path. */
export function usePageName(path: string | undefined): string | undefined {
  const [name, setName] = useState<{ path: string; name?: string }>();
  useEffect(() => {
    if (!path) return;
    let shown = true;
    fetchPage(path)
      .then((page) => shown && setName({ path, name: page && pageName(page.head.title) }))
      .catch(() => undefined);
    return () => {
      shown = false;
    };
  }, [path]);
  return name && name.path === path ? name.name : undefined;
}
