import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from '../../components/icon';
import { CityNeighborhoods } from '../../components/parts/city-neighborhoods';
import { Prose } from '../../components/prose';
import { bareList, color, media, phoneRow } from '../../components/theme';
import type { HomeProps } from './types';

type Props = { areas: HomeProps['areas'] };

/**
 * Service areas: the long Tampa text behind Read More / Read Less and the ZIP codes by county behind
 * Show ZIP Codes / Hide ZIP Codes (both <details>: collapsed by default, no script needed), then the
 * popular cities and the city grid.
 */
export function ServiceAreas({ areas }: Props) {
  return (
    <Wrap>
      <div className="toggles">
        <details className="tampa">
          <summary>
            <span className="closed">Read More</span>
            <span className="open">Read Less</span>
            <Icon name="chevron" size={18} />
          </summary>
          <div className="body">
            <Prose {...areas.tampa} />
          </div>
        </details>
        <details className="zips">
          <summary>
            <span className="closed">Show ZIP Codes</span>
            <span className="open">Hide ZIP Codes</span>
            <Icon name="chevron" size={18} />
          </summary>
          <div className="body">
            {areas.counties.map((county) => (
              <section key={county.name} aria-labelledby={`zips-${county.name}`}>
                <h3 id={`zips-${county.name}`}>{county.name} County</h3>
                <ul className="zip-list">
                  {county.zips.map((zip) => (
                    <li key={zip}>{zip}</li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </details>
      </div>

      <div className="cities">
        <section aria-labelledby="popular-cities">
          <h3 id="popular-cities">{areas.popular.heading}</h3>
          <ul className="popular">
            {areas.popular.cities.map((city) => (
              <li key={city.href}>
                <Link to={city.href}>
                  <Icon name="pin" size={18} />
                  <span>
                    {city.name}
                    <small>{city.county}</small>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="city-grid">
          <h3 id="city-grid">{areas.grid.heading}</h3>
          <ul className="grid">
            {areas.grid.cities.map((city) => (
              <CityNeighborhoods key={city.href} city={city} as="li" />
            ))}
          </ul>
        </section>
      </div>
      <p className="all">
        <Link to={areas.all.href}>
          {areas.all.label} <Icon name="arrow" size={16} />
        </Link>
      </p>
    </Wrap>
  );
}

const Wrap = styled.div`
  .toggles {
    display: grid;
    gap: 0.75rem;
    margin-bottom: 2rem;
  }
  details {
    background: #fff;
    border: 1px solid ${color.line};
    border-radius: 12px;
  }
  summary {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 44px;
    padding: 0.6rem 1.1rem;
    cursor: pointer;
    list-style: none;
    font-weight: 700;
    color: ${color.navy};
  }
  summary::-webkit-details-marker {
    display: none;
  }
  details .open,
  details[open] .closed {
    display: none;
  }
  details[open] .open {
    display: inline;
  }
  details[open] summary svg {
    transform: rotate(180deg);
  }
  .body {
    padding: 0 1.25rem 1.25rem;
  }
  .zips h3 {
    font-size: 1.05rem;
    margin: 1rem 0 0.5rem;
  }
  .zip-list {
    ${bareList}
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
  }
  .zip-list li {
    padding: 0.1rem 0.5rem;
    border-radius: 6px;
    background: ${color.sky};
    font-variant-numeric: tabular-nums;
    font-size: 0.95rem;
  }
  .cities {
    display: grid;
    gap: 1.5rem;
  }
  ul {
    ${bareList}
  }
  .popular {
    display: grid;
    gap: 0.5rem;
    ${phoneRow}
  }
  ${media.narrow} {
    .popular {
      grid-auto-columns: 10.5rem;
    }
  }
  ${media.wide} {
    .popular {
      grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
    }
  }
  .popular a {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    padding: 0.7rem 0.9rem;
    border-radius: 10px;
    background: #fff;
    border: 1px solid ${color.line};
    text-decoration: none;
    font-weight: 700;
  }
  .popular small {
    display: block;
    font-weight: 400;
    color: ${color.muted};
  }
  .grid {
    display: grid;
    gap: 1rem;
    ${phoneRow}
  }
  ${media.wide} {
    .grid {
      grid-template-columns: repeat(3, 1fr);
    }
  }
  .grid > li {
    padding: 1.1rem;
    border-radius: 12px;
    background: #fff;
    border: 1px solid ${color.line};
  }
  .grid h4 {
    margin: 0 0 0.5rem;
    font-size: 1.1rem;
  }
  .grid li li {
    margin: 0.2rem 0;
  }
  .grid li li a {
    display: inline-block;
    min-height: 24px;
  }
  .all {
    margin: 1.5rem 0 0;
  }
  .all a {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    font-weight: 700;
    min-height: 24px;
  }
`;
