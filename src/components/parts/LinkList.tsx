import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { bareList, color } from '../theme';

type Props = {
  links: Array<{ href: string; label: string }>;
  className?: string;
  /** `chips`: rounded, bordered links in a wrapping row; `plain`: a bare list the page styles */
  look?: 'plain' | 'chips';
};

/** A list of links, one an item. */
export function LinkList({ links, className, look = 'plain' }: Props) {
  const items = links.map((l) => (
    <li key={l.href}>
      <Link to={l.href}>{l.label}</Link>
    </li>
  ));
  return look === 'chips' ? <Chips className={className}>{items}</Chips> : <ul className={className}>{items}</ul>;
}

const Chips = styled.ul`
  ${bareList}
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0.35rem 0.9rem;
    border-radius: 999px;
    border: 1px solid ${color.line};
    background: #fff;
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    border-color: ${color.navy};
  }
`;
