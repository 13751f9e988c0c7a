import styled from 'styled-components';
import { Icon } from '../icon';
import { bareList, color } from '../theme';

type IconName = Parameters<typeof Icon>[0]['name'];
type Props = {
  tags: Array<{ icon: IconName; label: string }>;
  /** `hero`: white tags on the hero's dark band; `small`: small sky tags on a card */
  look?: 'hero' | 'small';
  className?: string;
};

/** Short labels, each after an icon, as rounded tags in a wrapping row. */
export function TagList({ tags, look = 'small', className }: Props) {
  return (
    <List className={className} data-look={look}>
      {tags.map((tag) => (
        <li key={tag.label}>
          <Icon name={tag.icon} size={18} /> {tag.label}
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  ${bareList}
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
  li {
    display: inline-flex;
    align-items: center;
    border-radius: 999px;
    color: ${color.navyDark};
    font-weight: 700;
  }
  &[data-look='hero'] {
    align-items: center;
  }
  &[data-look='hero'] li {
    gap: 0.35rem;
    min-height: 36px;
    padding: 0.25rem 0.85rem;
    background: #fff;
    font-size: 0.95rem;
  }
  &[data-look='small'] li {
    gap: 0.3rem;
    padding: 0.15rem 0.65rem;
    background: ${color.sky};
    font-size: 0.9rem;
  }
`;
