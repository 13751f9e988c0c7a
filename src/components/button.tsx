import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { color } from './theme';

type Props = { to: string; children: ReactNode; variant?: 'primary' | 'secondary' | 'ghost'; external?: boolean; className?: string };

/** A link that looks like a button: internal paths navigate in-app, tel:/sms:/https: are plain links. */
export function Button({ to, children, variant = 'primary', className }: Props) {
  const plain = /^(tel:|sms:|mailto:|https?:)/.test(to);
  return plain ? (
    <Anchor href={to} data-variant={variant} className={className}>
      {children}
    </Anchor>
  ) : (
    <RouterLink to={to} data-variant={variant} className={className}>
      {children}
    </RouterLink>
  );
}

const base = css`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.45rem;
  min-height: 46px;
  padding: 0.65rem 1.3rem;
  border-radius: 999px;
  font-weight: 700;
  text-decoration: none;
  border: 2px solid transparent;
  &[data-variant='primary'] {
    background: ${color.accent};
    color: #fff;
  }
  &[data-variant='primary']:hover {
    background: ${color.accentDark};
    color: #fff;
  }
  &[data-variant='secondary'] {
    background: #fff;
    color: ${color.navyDark};
    border-color: #fff;
  }
  &[data-variant='secondary']:hover {
    background: ${color.sky};
    color: ${color.navyDark};
  }
  &[data-variant='ghost'] {
    background: transparent;
    color: inherit;
    border-color: currentColor;
  }
`;
const Anchor = styled.a`
  ${base}
`;
const RouterLink = styled(Link)`
  ${base}
`;
