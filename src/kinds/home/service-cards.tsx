import styled from 'styled-components';
import { CardGrid } from '../../components/card-grid';
import { IconList } from '../../components/parts/icon-list';
import { IconTile } from '../../components/icon-tile';
import { MoreText } from '../../components/parts/more-text';
import { color, phoneRow } from '../../components/theme';
import type { HomeServiceCard } from './types';
import { MoreLink } from '../../components/parts/more-link';
import { CopyText } from '../../components/copy-text';

type Props = { cards: HomeServiceCard[] };

/**
 * The home page's service cards: title, description, Common Issues, the detailed description, Learn more.
 * On a phone the cards stand in a row that scrolls sideways and the issues and detail fold away.
 */
export function ServiceCards({ cards }: Props) {
  return (
    <Grid className="service-cards">
      {cards.map((card) => (
        <li key={card.id}>
          <IconTile icon={card.icon} box={48} radius={12} />
          <h3>{card.title}</h3>
          <CopyText text={card.description} />
          <MoreText label="Common Issues" about={` with ${card.title}`} phoneOnly>
            <h4>Common Issues</h4>
            <IconList items={card.issues} icon="check" iconSize={16} tone="success" iconOffset="2px" gap={0.3} itemGap={0.4} />
            <CopyText className="detail" text={card.detail} />
          </MoreText>
          <MoreLink to={card.href} about={` about ${card.title}`}>
            Learn more
          </MoreLink>
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled(CardGrid)`
  gap: 1.25rem;
  ${phoneRow}
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
  .more-body {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
  }
  @media (max-width: 767.98px) {
    .more-body h4 {
      display: none;
    }
  }
  .detail {
    color: ${color.muted};
    font-size: 0.98rem;
  }
`;
