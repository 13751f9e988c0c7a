import { Link } from 'react-router-dom';
import { LinkList } from './link-list';

type Props = {
  city: { name: string; href: string; neighborhoods: Array<{ href: string; label: string }> };
  /** the element around it: `li` in a list of cities, `div` in a grid */
  as: 'li' | 'div';
};

/** A city's name as a link (`h4`), then its neighborhoods' links. */
export function CityNeighborhoods({ city, as: Item }: Props) {
  return (
    <Item>
      <h4>
        <Link to={city.href}>{city.name}</Link>
      </h4>
      <LinkList links={city.neighborhoods} />
    </Item>
  );
}
