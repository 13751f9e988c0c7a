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
