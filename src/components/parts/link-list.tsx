import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { bareList, color, media } from '../theme';

type Props = {
  links: Array<{ href: string; label: string }>;
  className?: string;
  /** `chips`: rounded, bordered links in a wrapping row; `plain`: a bare list the page styles */
  look?: 'plain' | 'chips';
  /** chips only: on a phone, one row that scrolls sideways instead of wrapping */
  phoneRow?: boolean;
};

/** A list of links, one an item. */
export function LinkList({ links, className, look = 'plain', phoneRow = false }: Props) {
  const items = links.map((link) => (
    <li key={link.href}>
      <Link to={link.href}>{link.label}</Link>
    </li>
  ));
  return look === 'chips' ? (
    <Chips className={className} data-phone={phoneRow ? 'row' : undefined}>
      {items}
    </Chips>
  ) : (
    <ul className={className}>{items}</ul>
  );
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
  ${media.narrow} {
    &[data-phone='row'] {
      flex-wrap: nowrap;
      width: 100%;
      overflow-x: auto;
      contain: inline-size;
      position: relative;
      overscroll-behavior-x: contain;
      padding-bottom: 0.5rem;
    }
    &[data-phone='row'] a {
      white-space: nowrap;
    }
  }
`;
