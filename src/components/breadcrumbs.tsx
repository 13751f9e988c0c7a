import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { color } from './theme';

type Props = { items: Array<{ name: string; url: string }>; tone?: 'light' | 'dark' };

/** The visible trail; its names and order equal the BreadcrumbList JSON-LD. */
export function Breadcrumbs({ items, tone = 'dark' }: Props) {
  if (items.length < 2) return null;
  return (
    <Nav aria-label="Breadcrumb" data-tone={tone}>
      <ol>
        {items.map((item, i) => (
          <li key={item.url}>
            {i < items.length - 1 ? <Link to={item.url}>{item.name}</Link> : <span aria-current="page">{item.name}</span>}
          </li>
        ))}
      </ol>
    </Nav>
  );
}

const Nav = styled.nav`
  font-size: 0.95rem;
  margin-bottom: 1rem;
  ol {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
  }
  li + li::before {
    content: '›';
    margin-right: 0.35rem;
    opacity: 0.8;
  }
  a {
    min-height: 24px;
    display: inline-block;
  }
  &[data-tone='light'] {
    color: #e6eef4;
  }
  &[data-tone='light'] a {
    color: #fff;
  }
  &[data-tone='dark'] {
    color: ${color.muted};
  }
`;
