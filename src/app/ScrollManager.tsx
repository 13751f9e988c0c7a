import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useShell } from './shell-context';

/**
 * Scrolls to top on every path change; a #hash scrolls smoothly to its element, 80 px below the top.
 * Not on hydration: the browser has already placed the page (at the top, at the #hash target with
 * the root's scroll-padding, or where the visitor has scrolled since), and hydration must not move it.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const { ui } = useShell();
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
        if (el) scrollToElement(el, ui.hashScrollOffsetPx);
      }
    }, 50);
    return () => window.clearInterval(timer);
  }, [pathname, hash, ui.hashScrollOffsetPx]);

  return null;
}

export function scrollToElement(el: HTMLElement, offset: number): void {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const top = el.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top, behavior: reduce ? 'auto' : 'smooth' });
}
