import type { MouseEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { scrollToElement } from '../app/scroll-manager';

type Props = { id: string; children: ReactNode; className?: string };

/**
 * A link to an element of the same page. Without JavaScript it is a plain #anchor (the global
 * scroll-padding keeps the offset); with it, a click scrolls smoothly to the element, the hash
 * offset below the fixed header, moves focus there and puts the #hash in the address bar, also
 * when the same link is clicked twice.
 */
export function HashLink({ id, children, className }: Props) {
  const location = useLocation();
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const el = document.getElementById(id);
    if (!el) return;
    e.preventDefault();
    scrollToElement(el);
    if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
    el.focus({ preventScroll: true });
    if (location.hash !== `#${id}`) navigate({ pathname: location.pathname, search: location.search, hash: id }, { replace: true });
  };
  return (
    <a href={`#${id}`} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
