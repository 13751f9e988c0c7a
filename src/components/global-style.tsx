import { createGlobalStyle } from 'styled-components';
import { color, headerHeight, media } from './theme';

/**
 * $scrollOffset (site.yaml ui.hashScrollOffsetPx) keeps an #anchor's target clear of the fixed header,
 * with or without JavaScript: the root's scroll-padding applies to every in-page jump the browser makes.
 */
export const GlobalStyle = createGlobalStyle<{ $scrollOffset: number }>`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: ${(props) => props.$scrollOffset}px; }
  body {
    margin: 0;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
    font-size: 1.0625rem;
    line-height: 1.6;
    color: ${color.ink};
    background: ${color.white};
  }
  main { display: block; min-height: 60vh; padding-top: ${headerHeight.tall}px; outline: none; }
  h1, h2, h3, h4 { line-height: 1.2; color: ${color.navyDark}; margin: 0 0 0.6em; }
  h1 { font-size: clamp(1.9rem, 5vw, 3rem); }
  h2 { font-size: clamp(1.5rem, 3.6vw, 2.2rem); }
  h3 { font-size: 1.2rem; }
  p { margin: 0 0 1em; }
  a { color: ${color.navy}; text-underline-offset: 2px; }
  a:hover { color: ${color.accentDark}; }
  a[href^='tel:'] { white-space: nowrap; }
  /* The phone number in running text takes its text's colour, underlined: readable on every ground, dark bands too. */
  body a.phone-link { color: inherit; }
  img { max-width: 100%; height: auto; }
  button, input, select, textarea { font: inherit; }
  /* Two tones (WCAG technique C40): the orange ring is seen on light ground, the white one inside it
     on the dark footer, hero and cards, where the orange alone stood at 2.8:1. */
  :focus-visible { outline: 3px solid ${color.accent}; outline-offset: 2px; box-shadow: 0 0 0 2px #fff; }
  /* On a phone the quick-contact bar floats over the page's foot: what gets the focus is scrolled
     clear of it, not under it. */
  ${media.narrow} { html { scroll-padding-bottom: 5rem; } }
  /* A heading the page moved the focus to after a link within the site (page-slot.tsx) needs no ring: it is not a control. */
  h1[tabindex='-1']:focus { outline: none; box-shadow: none; }
  .container { width: 100%; max-width: 1200px; margin: 0 auto; padding: 0 1rem; }
  ${media.wide} { .container { padding: 0 1.5rem; } }
  /* Icons (components/icon.tsx); :where() keeps the rule as weak as the attributes it replaces.
     flex: none: an icon beside a long label keeps its size instead of shrinking with the line. */
  :where(.icon) { flex: none; fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  .skip-link {
    position: absolute; left: 0.5rem; top: -3rem; z-index: 100; padding: 0.5rem 1rem;
    background: ${color.navyDark}; color: ${color.white};
  }
  .skip-link:focus { top: 0.5rem; color: ${color.white}; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
