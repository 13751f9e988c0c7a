import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FilterButtons } from '../../components/filter-buttons';
import { Icon } from '../../components/icon';
import { bareList, color, media, phoneRow } from '../../components/theme';
import type { BrandTile } from './types';

type Props = { tiles: BrandTile[] };
type Filter = 'all' | 'residential' | 'commercial';

const FILTERS: Array<{ id: Filter; label: string }> = [
  { id: 'all', label: 'All Brands' },
  { id: 'residential', label: 'Residential' },
  { id: 'commercial', label: 'Commercial' },
];
const CATEGORY = { residential: { label: 'Residential', icon: 'home' }, commercial: { label: 'Commercial', icon: 'building' } } as const;

/** Brand tiles with an All / Residential / Commercial filter (toggle buttons; all tiles without JavaScript). */
export function BrandFilter({ tiles }: Props) {
  const [filter, setFilter] = useState<Filter>('all');
  const shown = tiles.filter((tile) => filter === 'all' || tile.categories.includes(filter));
  return (
    <Wrap>
      <FilterButtons label="Filter brands" options={FILTERS} value={filter} onChange={setFilter} look="large" />
      <p className="visually-hidden" role="status">
        {filter === 'all' ? '' : `${shown.length} of ${tiles.length} brands shown`}
      </p>
      <ul className="tiles">
        {shown.map((brandTile) => (
          <li key={brandTile.id}>
            <Link to={brandTile.href}>
              <span className="name">{brandTile.name}</span>
              <span className="cats">
                {brandTile.categories.map((category) => (
                  <span key={category} className="cat">
                    <Icon name={CATEGORY[category].icon} size={16} />
                    {CATEGORY[category].label}
                  </span>
                ))}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Wrap>
  );
}

const Wrap = styled.div`
  .tiles {
    ${bareList}
    display: grid;
    gap: 0.75rem;
    grid-template-columns: repeat(2, 1fr);
    /* On a phone: two rows of tiles that scroll sideways. */
    ${phoneRow}
  }
  ${media.narrow} {
    .tiles {
      grid-template-rows: repeat(2, auto);
      grid-auto-columns: 9.5rem;
    }
    .tiles a {
      padding: 0.75rem;
    }
  }
  ${media.wide} {
    .tiles {
      grid-template-columns: repeat(3, 1fr);
    }
  }
  ${media.large} {
    .tiles {
      grid-template-columns: repeat(5, 1fr);
    }
  }
  .tiles a {
    display: flex;
    flex-direction: column;
    gap: 0.35rem;
    height: 100%;
    padding: 1rem;
    border-radius: 12px;
    background: #fff;
    border: 1px solid ${color.line};
    text-decoration: none;
    color: ${color.ink};
  }
  .tiles a:hover {
    border-color: ${color.navy};
    box-shadow: 0 6px 16px rgba(7, 37, 56, 0.1);
  }
  .name {
    font-weight: 800;
    font-size: 1.1rem;
    color: ${color.navyDark};
  }
  .cats {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
  }
  .cat {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    font-size: 0.85rem;
    color: ${color.muted};
  }
`;
