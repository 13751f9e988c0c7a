import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from '../icon';
import { bareList, color, media } from '../theme';

type Place = { label: string; href?: string };
type Props = {
  places: Place[];
  iconSize?: number;
  /** `plain`: names beside their pins; `tiles`: each place on a white tile */
  look?: 'plain' | 'tiles';
};

/** Places served, each with a pin, two columns then three; a place with a page of its own links to it. */
export function Places({ places, iconSize = 16, look = 'plain' }: Props) {
  return (
    <List className="places" data-look={look}>
      {places.map((pl) => (
        <li key={pl.label}>
          <Icon name="pin" size={iconSize} />
          {pl.href ? <Link to={pl.href}>{pl.label}</Link> : <span>{pl.label}</span>}
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  ${bareList}
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  li {
    display: flex;
    align-items: center;
  }
  svg {
    flex: none;
    color: ${color.accent};
  }

  &[data-look='plain'] {
    gap: 0.4rem 1rem;
  }
  ${media.wide} {
    &[data-look='plain'] {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
  &[data-look='plain'] li {
    gap: 0.35rem;
    min-height: 28px;
  }

  /* Two tiles to a row where a long name fits beside its pin; one on the narrowest phones. */
  &[data-look='tiles'] {
    gap: 0.6rem;
    grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  }
  ${media.wide} {
    &[data-look='tiles'] {
      grid-template-columns: repeat(3, 1fr);
    }
  }
  &[data-look='tiles'] li {
    gap: 0.45rem;
    padding: 0.75rem 0.9rem;
    border-radius: 10px;
    background: #fff;
    border: 1px solid ${color.line};
    font-weight: 600;
  }
`;
