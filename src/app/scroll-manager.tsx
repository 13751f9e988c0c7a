import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls to top on every path change; a #hash scrolls smoothly to its element, the hash offset
 * (the root's scroll-padding, site.yaml ui.hashScrollOffsetPx) below the top.
 * Not on hydration: the browser has already placed the page (at the top, at the #hash target with
 * the root's scroll-padding, or where the visitor has scrolled since), and hydration must not move it.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const hydrating = useRef(true);

  useEffect(() => {
    if (hydrating.current) {
      hydrating.current = false;
      return;
    }
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
      return;
    }
    let tries = 0;
    const id = decodeURIComponent(hash.slice(1));
    const timer = window.setInterval(() => {
      const el = document.getElementById(id);
      if (el || ++tries > 20) {
        window.clearInterval(timer);
        if (el) scrollToElement(el);
      }
    }, 50);
    return () => window.clearInterval(timer);
  }, [pathname, hash]);

  return null;
}

/** Scrolls smoothly (unless the visitor prefers reduced motion) to el, clear of the fixed header by the root's scroll-padding. */
export function scrollToElement(el: HTMLElement): void {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
}
