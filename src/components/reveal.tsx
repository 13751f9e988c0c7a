import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

type Props = { children: ReactNode; className?: string };
type State = 'static' | 'waiting' | 'shown';

/**
 * Lets its children rise into place, one after another, the first time they scroll into view.
 * The prerendered HTML shows them as they are; nothing animates without JavaScript, without
 * IntersectionObserver, for visitors who prefer reduced motion, or when already in view at load.
 */
export function Reveal({ children, className }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>('static');

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const box = el.getBoundingClientRect();
    if (box.top < window.innerHeight && box.bottom > 0) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setState('shown');
        io.disconnect();
      },
      { threshold: 0.2 },
    );
    io.observe(el);
    // Hide only once the observer is watching, so a failure leaves the content visible.
    const raf = requestAnimationFrame(() => setState((state) => (state === 'static' ? 'waiting' : state)));
    return () => {
      cancelAnimationFrame(raf);
      io.disconnect();
    };
  }, []);

  return (
    <Wrap ref={ref} className={className} data-reveal={state}>
      {children}
    </Wrap>
  );
}

const Wrap = styled.div`
  &[data-reveal='waiting'] > * > * {
    opacity: 0;
    transform: translateY(24px);
  }
  &[data-reveal='shown'] > * > * {
    animation: reveal-rise 0.6s cubic-bezier(0.2, 0.7, 0.2, 1) both;
  }
  &[data-reveal='shown'] > * > :nth-child(2) {
    animation-delay: 0.1s;
  }
  &[data-reveal='shown'] > * > :nth-child(3) {
    animation-delay: 0.2s;
  }
  &[data-reveal='shown'] > * > :nth-child(4) {
    animation-delay: 0.3s;
  }
  &[data-reveal='shown'] > * > :nth-child(n + 5) {
    animation-delay: 0.4s;
  }
  @keyframes reveal-rise {
    from {
      opacity: 0;
      transform: translateY(24px);
    }
    to {
      opacity: 1;
      transform: none;
    }
  }
`;
