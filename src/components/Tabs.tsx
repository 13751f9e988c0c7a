import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { tabKeyTarget } from './tab-keys';
import { color } from './theme';

type Tab = { id: string; label: string; content: ReactNode };
type Props = { tabs: Tab[]; label: string; initial?: string };

/**
 * WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs.
 * Without JavaScript a <noscript> rule shows every panel.
 */
export function Tabs({ tabs, label, initial }: Props) {
  // A letter first: React's ids start with '_', which is not a valid id for every tool.
  const base = `tabs${useId()}`;
  const [active, setActive] = useState(initial ?? tabs[0]?.id);
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKey = (e: KeyboardEvent, i: number) => {
    const next = tabKeyTarget(e.key, i, tabs.length);
    if (next < 0) return;
    e.preventDefault();
    setActive(tabs[next].id);
    refs.current[next]?.focus();
  };

  return (
    <Wrap>
      <div role="tablist" aria-label={label} className="js-only-tabs">
        {tabs.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${t.id}`}
            aria-selected={active === t.id}
            aria-controls={`${base}-panel-${t.id}`}
            tabIndex={active === t.id ? 0 : -1}
            onClick={() => setActive(t.id)}
            onKeyDown={(e) => onKey(e, i)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={`${base}-panel-${t.id}`}
          aria-labelledby={`${base}-tab-${t.id}`}
          hidden={active !== t.id}
          tabIndex={0}
        >
          {t.content}
        </div>
      ))}
    </Wrap>
  );
}

const Wrap = styled.div`
  [role='tablist'] {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    border-bottom: 2px solid ${color.line};
    margin-bottom: 1.25rem;
  }
  [role='tab'] {
    min-height: 44px;
    padding: 0.6rem 1.1rem;
    border: 0;
    border-bottom: 3px solid transparent;
    margin-bottom: -2px;
    background: none;
    color: ${color.muted};
    font-weight: 700;
    cursor: pointer;
  }
  [role='tab'][aria-selected='true'] {
    color: ${color.navyDark};
    border-bottom-color: ${color.accent};
  }
  [role='tabpanel'] {
    outline-offset: 4px;
  }
  [role='tabpanel'][hidden] {
    display: none;
  }
`;
