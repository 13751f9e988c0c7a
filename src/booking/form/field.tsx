import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useContactLinks } from '../../components/copy-text';
import { color } from '../../components/theme';

type Props = { id: string; label: string; required?: boolean; error?: string; children: ReactNode; action?: ReactNode };

/** One labelled form control with its error message (the control points at `${id}-error`), and what fixes it in one tap (`action`). */
export function Field({ id, label, required, error, children, action }: Props) {
  const linked = useContactLinks();
  return (
    <Row>
      <label id={`${id}-label`} htmlFor={id}>
        {label}
        {required && (
          <span className="req" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {error && (
        <p className="error" id={`${id}-error`}>
          {linked(error)}
        </p>
      )}
      {error && action}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  min-width: 0;
  label {
    font-weight: 700;
    color: ${color.ink};
  }
  .req {
    color: ${color.accent};
  }
  .count {
    margin: 0;
    color: ${color.muted};
    font-size: 0.92rem;
  }
  .error {
    margin: 0;
    color: ${color.accentDark};
    font-size: 0.92rem;
    font-weight: 600;
  }
  /* What puts the message right in one tap: a button in the message's colour, wrapping a long address. */
  .fix {
    min-height: 44px;
    padding: 0.5rem 0.9rem;
    border: 2px solid;
    border-radius: 8px;
    background: none;
    color: ${color.accentDark};
    font: inherit;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;
