import { useRef, type KeyboardEvent } from 'react';
import { tabKeyTarget } from './tab-keys';

type Props<T extends string> = {
  /** the list's accessible name */
  label: string;
  tabs: ReadonlyArray<{ id: T; label: string }>;
  active: T;
  onChange: (id: T) => void;
  /** a tab's id is `<base>-tab-<id>` */
  base: string;
  /** the id of the panel a tab controls */
  panelOf: (id: T) => string;
  className?: string;
};

/**
 * A WAI-ARIA tab list with automatic activation: arrows, Home and End move between the tabs and
 * select them. The panels are the caller's (one per tab, or one the tabs filter).
 */
export function TabList<T extends string>({ label, tabs, active, onChange, base, panelOf, className }: Props<T>) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKey = (e: KeyboardEvent, i: number) => {
    const next = tabKeyTarget(e.key, i, tabs.length);
    if (next < 0) return;
    e.preventDefault();
    onChange(tabs[next].id);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={className}>
      {tabs.map((tab, i) => (
        <button
          key={tab.id}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${base}-tab-${tab.id}`}
          aria-selected={active === tab.id}
          aria-controls={panelOf(tab.id)}
          tabIndex={active === tab.id ? 0 : -1}
          onClick={() => onChange(tab.id)}
          onKeyDown={(e) => onKey(e, i)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
