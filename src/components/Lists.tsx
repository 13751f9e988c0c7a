import { Link } from 'react-router-dom';
import { Icon } from './Icon';

type IconName = Parameters<typeof Icon>[0]['name'];

/** A list of short lines, each after an icon (`ul.checks`; the page styles it). */
export function IconList({ items, icon }: { items: string[]; icon: IconName }) {
  return (
    <ul className="checks">
      {items.map((i) => (
        <li key={i}>
          <Icon name={icon} size={18} /> {i}
        </li>
      ))}
    </ul>
  );
}

/** Places served, each with a pin; a place with a page of its own links to it (`ul.places`). */
export function Places({ places, iconSize = 16 }: { places: Array<{ label: string; href?: string }>; iconSize?: number }) {
  return (
    <ul className="places">
      {places.map((pl) => (
        <li key={pl.label}>
          <Icon name="pin" size={iconSize} />
          {pl.href ? <Link to={pl.href}>{pl.label}</Link> : <span>{pl.label}</span>}
        </li>
      ))}
    </ul>
  );
}
