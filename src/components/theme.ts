import { css } from 'styled-components';

/** Colours chosen for WCAG AA contrast on their backgrounds. */
export const color = {
  ink: '#1c2733',
  muted: '#4a5866',
  navy: '#0b3954',
  navyDark: '#072538',
  accent: '#b93d0c',
  accentDark: '#8f2f09',
  sky: '#e8f1f7',
  sand: '#f7f4ef',
  line: '#d5dde4',
  white: '#ffffff',
  star: '#a15c00',
  success: '#1d6b3a',
};

export const media = {
  /** at or above the mobile breakpoint (768 px, site.yaml ui.mobileBreakpointPx) */
  wide: '@media (min-width: 768px)',
  narrow: '@media (max-width: 767.98px)',
  large: '@media (min-width: 1024px)',
};

export const headerHeight = { tall: 72, compact: 60 };

/** A small heading over a group (a county's cities, a brand's models): upper case, spaced, muted. */
export const capsHeading = css`
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: ${color.muted};
`;

/** A list without bullets or indent: the start of every list the page lays out itself. */
export const bareList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A grid of equal tiles: one column on a phone, two from the tablet width, three on a large screen. */
export const tileColumns = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  ${media.wide} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.large} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** A rounded, outlined choice (a filter or a tab), filled when chosen: the page adds its size. */
export const pill = css`
  border-radius: 999px;
  border: 2px solid ${color.navy};
  background: #fff;
  font-weight: 700;
  cursor: pointer;
`;

/**
 * Below the mobile breakpoint, a list of cards becomes one row that scrolls sideways, each card most
 * of the screen wide and the next one peeking: a phone sees every card without scrolling the page
 * past each of them. Its items must hold a link (keyboard users reach the hidden cards by tabbing).
 */
export const phoneRow = css`
  @media (max-width: 767.98px) {
    display: grid;
    grid-template-columns: none;
    grid-auto-flow: column;
    grid-auto-columns: minmax(14rem, 80%);
    overflow-x: auto;
    /* Its width comes from the page, never from the row's content (which would widen the page);
       it holds what is laid over its cards too (a label said only to screen readers, say). */
    contain: inline-size;
    position: relative;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    /* The end's padding marks the peeking card as out of view: a control of it reached with Tab
       makes the browser scroll the row to it (part of it in view, the focus sat on "Learn m" at the
       screen's edge). Cards snap by their start, which the end's padding leaves alone. */
    scroll-padding-inline: 2px 45%;
    padding: 2px 2px 0.75rem;
    > * {
      scroll-snap-align: start;
    }
  }
`;

/**
 * Below the mobile breakpoint, a list of short cards stands two to a row, their insides tighter and
 * their decorative icon tiles left out.
 */
export const phonePair = css`
  @media (max-width: 767.98px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0.6rem;
    > li {
      padding: 0.85rem;
      font-size: 0.95rem;
      hyphens: auto;
    }
    > li > .tile {
      display: none;
    }
  }
`;
