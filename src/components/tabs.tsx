import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { TabList } from './tab-list';
import { color } from './theme';

type Tab = { id: string; label: string; content: ReactNode };
type Props = {
  tabs: Tab[];
  label: string;
  initial?: string;
  /** Without JavaScript, each panel under its tab's name: for panels that have no heading of their own. */
  titled?: boolean;
};

/**
 * WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs.
 * Without JavaScript a <noscript> rule shows every panel and hides the tab bar, whose buttons would
 * do nothing; panels without a heading of their own (`titled`) then stand under their tab's name,
 * so that their lists do not run together unnamed.
 */
export function Tabs({ tabs, label, initial, titled = false }: Props) {
  // A letter first: React's ids start with '_', which is not a valid id for every tool.
  const base = `tabs${useId()}`;
  const [active, setActive] = useState(initial ?? tabs[0]?.id);

  return (
    <Wrap>
      <TabList
        label={label}
        tabs={tabs}
        active={active}
        onChange={setActive}
        base={base}
        panelOf={(id) => `${base}-panel-${id}`}
        className="js-only"
      />
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={active !== tab.id}
          tabIndex={0}
        >
          {titled ? <h3 className="no-js-only">{tab.label}</h3> : null}
          {tab.content}
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
  /* Shown by the page's <noscript> rule only. */
  .no-js-only {
    display: none;
    font-size: 1.25rem;
    margin: 1.5rem 0 0.75rem;
  }
`;
