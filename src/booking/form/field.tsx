import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useContactLinks } from '../../components/copy-text';
import { color } from '../../components/theme';

type Props = { id: string; label: string; required?: boolean; error?: string; children: ReactNode };

/** One labelled form control with its error message (the control points at `${id}-error`). */
export function Field({ id, label, required, error, children }: Props) {
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
`;
