import { createElement, useContext, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { cachedPage, fetchPage, normalizePath } from './page-store';
import { getRenderer, loadRenderer, type PageComponent } from './kind-pages';
import { resolveBeforeFetch } from './resolve';
import { useShell } from './shell-context';
import type { HeadData, PageData } from './types';
import { HeadContext } from './head-context';
import { LocalFacts } from '../components/local-facts';
import { FloatingButtons } from '../components/floating-buttons';
import { NOT_FOUND_DATA } from '../routes/urls';
import { unknownIdRule } from '../routes/unknown-id';

type Shown = { path: string; page: PageData; Comp: PageComponent };

function initial(path: string): Shown | null {
  const page = cachedPage(path);
  const Comp = page && getRenderer(page.kind);
  return page && Comp ? { path, page, Comp } : null;
}

/** Shows the page for the current location: the same data and renderer the prerender used. */
export function PageSlot() {
  const location = useLocation();
  const navigate = useNavigate();
  const shell = useShell();
  const path = normalizePath(location.pathname);
  const [shown, setShown] = useState<Shown | null>(() => initial(path));
  const [failure, setFailure] = useState<Error | null>(null);

  useEffect(() => {
    if (shown?.path === path) return;
    let cancelled = false;
    (async () => {
      const first = resolveBeforeFetch(shell, path);
      if (first.type === 'redirect') return navigate(first.to + location.hash, { replace: true });
      if (first.type === 'hard-redirect') return window.location.replace(first.to);
      let page = await fetchPage(path);
      if (!page) {
        // The same rule the host's _redirects applies (src/routes/unknown-id.ts).
        const rule = unknownIdRule(shell.routes, path);
        if (rule?.status === 301) return navigate(rule.to, { replace: true });
        const stand = rule ? rule.standIn : NOT_FOUND_DATA;
        page = await fetchPage(stand);
        if (!page) throw new Error(`No page data for ${stand}`);
      }
      const Comp = await loadRenderer(page.kind);
      if (!cancelled) setShown({ path, page, Comp });
    })().catch((e: unknown) => !cancelled && setFailure(e instanceof Error ? e : new Error(String(e))));
    return () => {
      cancelled = true;
    };
  }, [path, shown?.path, shell, navigate, location.hash]);

  useFocusOnArrival(shown?.path, location.hash);

  if (failure) throw failure;
  if (!shown) return null;
  const { Comp, page } = shown;
  return (
    <>
      <HeadSlot head={page.head} />
      <Comp key={shown.path} page={page} />
      {page.facts ? <LocalFacts place={page.facts.place} facts={page.facts.items} /> : null}
      <FloatingButtons book={page.book} />
    </>
  );
}

/**
 * After a link within the site, the focus moves to the new page's heading, as a full load would
 * start there: a screen reader reads where the visitor arrived, and the next Tab goes on from the
 * top of the new page, not from the link of a page that is gone. Not on the first page (the
 * browser has placed it), nor for a #target (the scroll goes there).
 */
function useFocusOnArrival(path: string | undefined, hash: string): void {
  const last = useRef<string>(undefined);
  useEffect(() => {
    if (!path || path === last.current) return;
    const heading = last.current && !hash && document.querySelector<HTMLElement>('main h1');
    last.current = path;
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [path, hash]);
}

/** Writes the page's head with whatever the context provides (unhead at prerender, DomHead in the browser). */
function HeadSlot({ head }: { head: HeadData }) {
  const impl = useContext(HeadContext);
  return impl ? createElement(impl, { head }) : null;
}
