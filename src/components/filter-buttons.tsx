import styled, { css } from 'styled-components';
import { color, media, pill } from './theme';

type Props<T extends string> = {
  /** the group's accessible name, e.g. "Filter reviews by service" */
  label: string;
  options: ReadonlyArray<{ id: T; label: string }>;
  value: T;
  onChange: (id: T) => void;
  /** `large` stands above a grid of tiles; `compact` above a long list, smaller again on narrow screens */
  look?: 'large' | 'compact';
};

/**
 * A row of toggle buttons that filter a list (one pressed at a time). It needs JavaScript, so it
 * shows only with it (`js-only`): without it the whole list is shown.
 */
export function FilterButtons<T extends string>({ label, options, value, onChange, look = 'compact' }: Props<T>) {
  return (
    <Group role="group" aria-label={label} className="filters js-only" $look={look}>
      {options.map((option) => (
        <button key={option.id} type="button" aria-pressed={value === option.id} onClick={() => onChange(option.id)}>
          {option.label}
        </button>
      ))}
    </Group>
  );
}

const large = css`
  margin-bottom: 1.25rem;
  button {
    min-height: 44px;
    padding: 0.5rem 1.1rem;
    color: ${color.navyDark};
  }
`;

const compact = css`
  margin-bottom: 1rem;
  button {
    min-height: 40px;
    padding: 0.4rem 1rem;
    color: ${color.navy};
  }
  ${media.narrow} {
    button {
      min-height: 36px;
      padding: 0.3rem 0.8rem;
      font-size: 0.92rem;
    }
  }
`;

const Group = styled.div<{ $look: 'large' | 'compact' }>`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  button {
    ${pill}
  }
  ${(props) => (props.$look === 'large' ? large : compact)}
  button:hover {
    background: ${color.sky};
  }
  button[aria-pressed='true'] {
    background: ${color.navy};
    color: #fff;
  }
`;
