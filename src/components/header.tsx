import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useShell } from '../app/shell-context';
import type { ShellData } from '../app/types';
import { Icon } from './icon';
import { bareList, color, headerHeight, media } from './theme';
import { href } from '../routes/urls';

type NavItem = ShellData['nav'][number];

/**
 * Fixed header. Menus are <details> elements, so they open without JavaScript; the script adds
 * Escape, click-outside, one-open-at-a-time for older browsers and closing on navigation.
 */
export function Header() {
  const shell = useShell();
  const { pathname } = useLocation();
  const compact = useScrolledPast(shell.ui.headerCompactAfterPx);
  const ref = useMenuClosing(pathname);
  return (
    <Bar ref={ref} data-compact={compact ? 'true' : 'false'}>
      <div className="container inner">
        <Link to={href('home')} className="brand" aria-label={`${shell.company}, home`}>
          <Icon name="door" size={28} />
          <span>{shell.company}</span>
        </Link>
        <DesktopNav nav={shell.nav} pathname={pathname} />
        <a className="call" href={`tel:${shell.phone.e164}`}>
          <Icon name="phone" size={18} />
          <span className="call-label">
            <span className="visually-hidden">Call </span>
            {shell.phone.display}
          </span>
        </a>
        <Link to={href('booking')} className="book-header">
          <Icon name="calendar" size={18} />
          Book<span className="visually-hidden"> a Service</span>
        </Link>
        <MobileMenu nav={shell.nav} />
      </div>
    </Bar>
  );
}

/** Whether the page is scrolled further down than `afterPx` (the header then turns compact). */
function useScrolledPast(afterPx: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > afterPx);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [afterPx]);
  return past;
}

/**
 * The menus' closing rules, for the element the returned ref is put on: all close on navigation, on
 * a click outside or on a link; Escape closes the innermost open one and focuses its summary; opening
 * one closes the others of its `data-group`. The phone's menu, open, makes the rest of the page inert.
 */
function useMenuClosing(pathname: string) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => closeAll(ref.current), [pathname]);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const open = [...root.querySelectorAll('details[open]')] as HTMLDetailsElement[];
      const last = open[open.length - 1];
      if (!last) return;
      last.open = false;
      last.querySelector('summary')?.focus();
    };
    const onClick = (e: MouseEvent) => {
      const target = e.target as Element;
      if (!root.contains(target)) closeAll(root);
      else if (target.closest('a')) closeAll(root);
    };
    const onToggle = (e: Event) => {
      const target = e.target as HTMLDetailsElement;
      // The phone's menu covers the page: while it is open, the page under it is out of reach of
      // Tab and of screen readers (inert), so the focus stays in the header.
      if (target.dataset.group === 'mobile-root')
        for (const other of root.parentElement?.children ?? []) if (other !== root) (other as HTMLElement).inert = target.open;
      if (!target.open || !target.dataset.group) return;
      root.querySelectorAll<HTMLDetailsElement>(`details[data-group="${target.dataset.group}"][open]`).forEach((htmlDetailsElement) => {
        if (htmlDetailsElement !== target) htmlDetailsElement.open = false;
      });
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    root.addEventListener('toggle', onToggle, true);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
      root.removeEventListener('toggle', onToggle, true);
    };
  }, []);
  return ref;
}

/** The wide screens' menu bar: a link per item, a dropdown per item with children. */
function DesktopNav({ nav, pathname }: { nav: NavItem[]; pathname: string }) {
  return (
    <nav aria-label="Main" className="desktop">
      <ul>
        <MenuItems nav={nav} look="desktop" current={pathname} />
      </ul>
    </nav>
  );
}

/** The narrow screens' menu button and its full-height panel, ending with the booking link. */
function MobileMenu({ nav }: { nav: NavItem[] }) {
  return (
    <details className="mobile" data-group="mobile-root">
      <summary>
        <span className="visually-hidden">Menu</span>
        <Icon name="menu" className="open-icon" />
        <Icon name="close" className="close-icon" />
      </summary>
      <nav aria-label="Mobile" className="panel">
        <ul>
          <MenuItems nav={nav} look="mobile" />
          <li>
            <Link to={href('booking')} className="book">
              Book a Service
            </Link>
          </li>
        </ul>
      </nav>
    </details>
  );
}

/** The menu's items: a link each, or a submenu for an item with children; `current` marks the page's own link. */
function MenuItems({ nav, look, current }: { nav: NavItem[]; look: 'desktop' | 'mobile'; current?: string }) {
  return nav.map((item) =>
    item.children ? (
      <Submenu key={item.href} item={item} links={item.children} look={look} />
    ) : (
      <li key={item.href}>
        <Link to={item.href} aria-current={current === item.href ? 'page' : undefined}>
          {item.label}
        </Link>
      </li>
    ),
  );
}

/** One menu item with children: a <details> whose summary is the item and whose list is its links. */
function Submenu({ item, links, look }: { item: NavItem; links: NavItem[]; look: 'desktop' | 'mobile' }) {
  return (
    <li>
      <details data-group={look} name={`${look}-menu`}>
        <summary>
          {item.label} <Icon name="chevron" size={look === 'desktop' ? 16 : 18} />
        </summary>
        <ul className={look === 'desktop' ? 'dropdown' : undefined}>
          {links.map((link) => (
            <li key={link.href + link.label}>
              <Link to={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/** Visually hidden but still read out, so an icon-only link keeps its name. */
const hidden = 'position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;';

function closeAll(root: HTMLElement | null) {
  root?.querySelectorAll<HTMLDetailsElement>('details[open]').forEach((htmlDetailsElement) => (htmlDetailsElement.open = false));
}

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  background: rgba(255, 255, 255, 0.94);
  border-bottom: 1px solid ${color.line};
  transition: 0.2s;
  &[data-compact='true'] {
    background: #fff;
    box-shadow: 0 2px 12px rgba(7, 37, 56, 0.12);
  }
  .inner {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    height: ${headerHeight.tall}px;
    transition: height 0.2s;
  }
  &[data-compact='true'] .inner {
    height: ${headerHeight.compact}px;
  }
  /* On a phone the name wraps rather than push the menu button off the screen; from 768 px it stays on one line. */
  .brand {
    display: flex;
    align-items: center;
    gap: 0.4rem;
    font-weight: 800;
    font-size: 0.95rem;
    line-height: 1.2;
    color: ${color.navyDark};
    text-decoration: none;
    margin-right: auto;
  }
  summary {
    list-style: none;
    cursor: pointer;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  ul {
    ${bareList}
  }
  .desktop {
    display: none;
  }
  ${media.wide} {
    .brand {
      white-space: nowrap;
      font-size: 1.05rem;
    }
    .desktop {
      display: block;
    }
    .mobile {
      display: none;
    }
  }
  /* The menu stays on one line: below 1280 px the brand shows as its mark alone (its name is still
     read out), below 1100 px the phone button as its icon. */
  @media (min-width: 768px) and (max-width: 1279.98px) {
    .brand span {
      ${hidden}
    }
  }
  @media (min-width: 768px) and (max-width: 1099.98px) {
    .call .call-label {
      ${hidden}
    }
    /* A thumb's target, as the menu button beside it (44 px). */
    .call {
      flex: none;
      justify-content: center;
      width: 44px;
      height: 44px;
      padding: 0;
    }
  }
  .desktop > ul {
    display: flex;
    gap: 0.25rem;
    align-items: center;
  }
  .desktop a,
  .desktop summary {
    display: flex;
    align-items: center;
    gap: 0.2rem;
    padding: 0.5rem;
    border-radius: 6px;
    color: ${color.ink};
    text-decoration: none;
    font-weight: 600;
    font-size: 0.95rem;
  }
  .desktop > ul > li > a,
  .desktop summary {
    white-space: nowrap;
  }
  @media (min-width: 768px) and (max-width: 1023.98px) {
    .desktop a,
    .desktop summary {
      padding-inline: 0.4rem;
      font-size: 0.9rem;
    }
  }
  .desktop a:hover,
  .desktop summary:hover {
    background: ${color.sky};
    color: ${color.navyDark};
  }
  .desktop details {
    position: relative;
  }
  .desktop details[open] summary svg {
    transform: rotate(180deg);
  }
  .dropdown {
    position: absolute;
    top: calc(100% + 6px);
    left: 0;
    min-width: 260px;
    padding: 0.5rem;
    background: #fff;
    border: 1px solid ${color.line};
    border-radius: 10px;
    box-shadow: 0 12px 30px rgba(7, 37, 56, 0.15);
  }
  .call {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    padding: 0.55rem 0.9rem;
    border-radius: 999px;
    background: ${color.accent};
    color: #fff;
    font-weight: 700;
    text-decoration: none;
    white-space: nowrap;
  }
  .call:hover {
    background: ${color.accentDark};
    color: #fff;
  }
  /* On wide screens the booking page is one click away beside the phone number (phones: the floating button). */
  .book-header {
    display: none;
  }
  ${media.wide} {
    .book-header {
      display: inline-flex;
      align-items: center;
      gap: 0.4rem;
      padding: 0.55rem 0.9rem;
      border-radius: 999px;
      background: ${color.navyDark};
      color: #fff;
      font-weight: 700;
      text-decoration: none;
      white-space: nowrap;
    }
    .book-header:hover {
      background: ${color.navy};
      color: #fff;
    }
  }
  ${media.narrow} {
    .call .call-label {
      ${hidden}
    }
    /* A thumb's target, as the menu button beside it (44 px). */
    .call {
      flex: none;
      justify-content: center;
      width: 44px;
      height: 44px;
      padding: 0;
    }
  }
  .mobile > summary {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 8px;
    color: ${color.navyDark};
  }
  .mobile .close-icon {
    display: none;
  }
  .mobile[open] .close-icon {
    display: block;
  }
  .mobile[open] .open-icon {
    display: none;
  }
  .panel {
    position: fixed;
    inset: ${headerHeight.tall}px 0 0 0;
    overflow-y: auto;
    background: #fff;
    padding: 1rem 1.25rem 6rem;
    border-top: 1px solid ${color.line};
  }
  &[data-compact='true'] .panel {
    top: ${headerHeight.compact}px;
  }
  .panel a,
  .panel summary {
    display: flex;
    justify-content: space-between;
    align-items: center;
    padding: 0.9rem 0.25rem;
    font-size: 1.15rem;
    font-weight: 600;
    color: ${color.ink};
    text-decoration: none;
    border-bottom: 1px solid ${color.line};
  }
  .panel details ul {
    padding-left: 1rem;
  }
  .panel details ul a {
    font-weight: 500;
    font-size: 1.05rem;
  }
  .panel details[open] > summary svg {
    transform: rotate(180deg);
  }
  .panel .book {
    justify-content: center;
    margin-top: 1.25rem;
    border: 0;
    border-radius: 999px;
    background: ${color.accent};
    color: #fff;
  }
`;
