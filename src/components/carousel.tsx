import { useEffect, useId, useState, useSyncExternalStore, type FocusEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useHydrated } from '../app/hooks';
import { Icon } from './icon';
import { color, media } from './theme';

type Props = {
  slides: Array<{ id: string; content: ReactNode }>;
  /** the carousel's accessible name */
  label: string;
  /** what one slide is, for button labels: "Next review", "Show review 3" */
  itemName: string;
  intervalMs: number;
  /** slides in view at >= breakpointPx, and below it */
  perView: { wide: number; narrow: number };
  breakpointPx: number;
};

/**
 * WAI-ARIA carousel: a rotation control, previous/next, one dot per slide, wrapping at both ends.
 * Auto-advances every intervalMs unless the pointer is over it, focus is inside it, the visitor
 * stopped it or prefers reduced motion. Before hydration (and without JavaScript) every slide is
 * rendered in a horizontally scrollable row at the same card width, so hydration shifts nothing.
 */
export function Carousel({ slides, label, itemName, intervalMs, perView, breakpointPx }: Props) {
  const n = slides.length;
  const carousel = useCarousel(n, intervalMs, perView, breakpointPx);
  return (
    <Wrap
      aria-roledescription="carousel"
      aria-label={label}
      data-enhanced={carousel.hydrated ? 'true' : 'false'}
      style={{
        ['--per-view-narrow' as string]: String(Math.min(n, perView.narrow)),
        ['--per-view-wide' as string]: String(Math.min(n, perView.wide)),
      }}
      {...carousel.pauseOnHoverAndFocus}
    >
      <div
        className="track"
        id={carousel.trackId}
        aria-live={carousel.rotating ? 'off' : 'polite'}
        tabIndex={carousel.hydrated ? undefined : 0}
      >
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            className="slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${n}`}
            hidden={carousel.hydrated && carousel.position(i) >= carousel.inView}
            style={carousel.hydrated ? { order: carousel.position(i) } : undefined}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {carousel.hydrated && n > carousel.inView ? <Controls slides={slides} itemName={itemName} carousel={carousel} /> : null}
    </Wrap>
  );
}

/**
 * The carousel's state: the first slide in view, how many are in view (by the breakpoint), whether
 * it rotates (hydrated, not stopped, more slides than fit) and runs (rotating, neither hovered nor
 * focused), and the timer that advances it while it runs.
 */
function useCarousel(n: number, intervalMs: number, perView: Props['perView'], breakpointPx: number) {
  // A letter first: React ids start with a character not every tool accepts in an id.
  const base = `carousel${useId()}`;
  const hydrated = useHydrated();
  const wide = useMedia(`(min-width: ${breakpointPx}px)`);
  const reduced = useMedia('(prefers-reduced-motion: reduce)');
  const inView = Math.max(1, Math.min(n, wide ? perView.wide : perView.narrow));
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stoppedByUser, setStoppedByUser] = useState<boolean | null>(null);
  const stopped = stoppedByUser ?? reduced;
  const rotating = hydrated && !stopped && n > inView;
  const running = rotating && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const timeout = setTimeout(() => setIndex((i) => (i + 1) % n), intervalMs);
    return () => clearTimeout(timeout);
  }, [running, index, n, intervalMs]);

  const pauseOnHoverAndFocus = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return {
    trackId: `${base}-track`,
    hydrated,
    inView,
    index,
    stopped,
    rotating,
    pauseOnHoverAndFocus,
    /** show slide i first (wrapping at both ends) */
    go: (i: number) => setIndex(((i % n) + n) % n),
    /** slide i's place in the row, 0 being the first in view */
    position: (i: number) => (i - index + n) % n,
    toggleRotation: () => setStoppedByUser(!stopped),
  };
}

type ControlsProps = { slides: Props['slides']; itemName: string; carousel: ReturnType<typeof useCarousel> };

/** The buttons under the slides: start/stop, previous, one dot per slide, next. */
function Controls({ slides, itemName, carousel: carousel }: ControlsProps) {
  return (
    <div className="controls">
      <button
        type="button"
        className="rotation"
        aria-label={carousel.stopped ? 'Start automatic slide show' : 'Stop automatic slide show'}
        onClick={carousel.toggleRotation}
      >
        {carousel.stopped ? <PlayIcon /> : <PauseIcon />}
      </button>
      <button
        type="button"
        className="step"
        aria-controls={carousel.trackId}
        aria-label={`Previous ${itemName}`}
        onClick={() => carousel.go(carousel.index - 1)}
      >
        <Icon name="arrow" size={20} className="flip" />
      </button>
      <div className="dots" role="group" aria-label={`Choose a ${itemName}`}>
        {slides.map((slide, i) => (
          <button
            key={slide.id}
            type="button"
            aria-controls={carousel.trackId}
            aria-label={`Show ${itemName} ${i + 1}`}
            aria-current={i === carousel.index ? 'true' : undefined}
            onClick={() => carousel.go(i)}
          >
            <span />
          </button>
        ))}
      </div>
      <button
        type="button"
        className="step"
        aria-controls={carousel.trackId}
        aria-label={`Next ${itemName}`}
        onClick={() => carousel.go(carousel.index + 1)}
      >
        <Icon name="arrow" size={20} />
      </button>
    </div>
  );
}

function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mediaQueryList = window.matchMedia(query);
      mediaQueryList.addEventListener('change', onChange);
      return () => mediaQueryList.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

const PauseIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
    <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
  </svg>
);
const PlayIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
    <path d="M7 4l13 8-13 8z" fill="currentColor" />
  </svg>
);

const Wrap = styled.section`
  --gap: 1rem;
  .track {
    display: flex;
    gap: var(--gap);
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    padding: 0.25rem 0.1rem 0.75rem;
  }
  &[data-enhanced='true'] .track {
    overflow: hidden;
  }
  .slide {
    flex: 0 0 calc((100% - (var(--per-view-narrow) - 1) * var(--gap)) / var(--per-view-narrow));
    scroll-snap-align: start;
    display: flex;
  }
  .slide > * {
    flex: 1;
  }
  .slide[hidden] {
    display: none;
  }
  ${media.wide} {
    .slide {
      flex-basis: calc((100% - (var(--per-view-wide) - 1) * var(--gap)) / var(--per-view-wide));
    }
  }
  @media (prefers-reduced-motion: no-preference) {
    &[data-enhanced='true'] .slide {
      animation: carousel-in 0.35s ease both;
    }
    @keyframes carousel-in {
      from {
        opacity: 0.2;
      }
      to {
        opacity: 1;
      }
    }
  }
  .controls {
    display: flex;
    align-items: center;
    justify-content: center;
    flex-wrap: wrap;
    gap: 0.35rem;
    margin-top: 0.75rem;
  }
  .controls button {
    cursor: pointer;
    color: ${color.navyDark};
  }
  .rotation,
  .step {
    display: inline-grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    border: 2px solid ${color.navy};
    background: #fff;
  }
  .rotation:hover,
  .step:hover {
    background: ${color.sky};
  }
  .flip {
    transform: rotate(180deg);
  }
  .dots {
    display: flex;
    flex-wrap: wrap;
  }
  .dots button {
    display: inline-grid;
    place-items: center;
    width: 24px;
    height: 24px;
    padding: 0;
    border: 0;
    background: none;
  }
  ${media.wide} {
    .dots button {
      width: 28px;
      height: 28px;
    }
  }
  .dots span {
    width: 12px;
    height: 12px;
    border-radius: 50%;
    border: 2px solid ${color.navy};
    background: #fff;
  }
  .dots button[aria-current='true'] span {
    background: ${color.navy};
  }
`;
