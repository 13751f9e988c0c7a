import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CardGrid } from '../../components/CardGrid';
import { Icon } from '../../components/Icon';
import { IconList } from '../../components/parts/IconList';
import { IconTile } from '../../components/IconTile';
import { color } from '../../components/theme';
import type { HomeServiceCard } from './types';

type Props = { cards: HomeServiceCard[] };

/** The home page's service cards: title, description, Common Issues, the detailed description, Learn more. */
export function ServiceCards({ cards }: Props) {
  return (
    <Grid className="service-cards">
      {cards.map((c) => (
        <li key={c.id}>
          <IconTile icon={c.icon} box={48} radius={12} />
          <h3>{c.title}</h3>
          <p>{c.description}</p>
          <h4>Common Issues</h4>
          <IconList items={c.issues} icon="check" iconSize={16} tone="success" iconOffset="2px" gap={0.3} itemGap={0.4} />
          <p className="detail">{c.detail}</p>
          <Link className="more" to={c.href}>
            Learn more<span className="visually-hidden"> about {c.title}</span> <Icon name="arrow" size={16} />
          </Link>
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled(CardGrid)`
  gap: 1.25rem;
  > li {
    padding: 1.4rem;
    border-radius: 14px;
  }
  h3 {
    margin: 0.25rem 0 0;
    font-size: 1.25rem;
  }
  h4 {
    margin: 0.25rem 0 0;
    font-size: 0.95rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${color.muted};
  }
  .checks li {
    font-size: 0.98rem;
  }
  .detail {
    color: ${color.muted};
    font-size: 0.98rem;
  }
`;
