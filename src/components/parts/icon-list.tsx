import styled from 'styled-components';
import { Icon } from '../icon';
import { bareList, color, media } from '../theme';

type IconName = Parameters<typeof Icon>[0]['name'];
type Props = {
  items: string[];
  icon: IconName;
  iconSize?: number;
  /** the icons' colour */
  tone?: 'navy' | 'success' | 'accent';
  /** `baseline`: the icon sits on the line of text, lowered by `iconOffset`; `top`: it hangs from the first line's top */
  align?: 'baseline' | 'top';
  /** how far the icon is moved down (CSS length) */
  iconOffset?: string;
  /** rem between lines, and between the two columns when there are two */
  gap?: number;
  columnGap?: number;
  /** rem between an icon and its text */
  itemGap?: number;
  /** two columns from the tablet width up */
  columns?: 1 | 2;
  /** bold, dark lines (claims and promises) */
  strong?: boolean;
};

/** A list of short lines, each after an icon (`ul.checks`). */
export function IconList({
  items,
  icon,
  iconSize = 18,
  tone = 'navy',
  align = 'baseline',
  iconOffset = align === 'baseline' ? '3px' : '0.25rem',
  gap = 0.5,
  columnGap = gap,
  itemGap = 0.5,
  columns = 1,
  strong = false,
}: Props) {
  return (
    <List
      className="checks"
      $tone={tone}
      $align={align}
      $offset={iconOffset}
      $gap={gap}
      $columnGap={columnGap}
      $itemGap={itemGap}
      $columns={columns}
      $strong={strong}
    >
      {items.map((i) => (
        <li key={i}>
          <Icon name={icon} size={iconSize} /> {i}
        </li>
      ))}
    </List>
  );
}

type Style = {
  $tone: 'navy' | 'success' | 'accent';
  $align: 'baseline' | 'top';
  $offset: string;
  $gap: number;
  $columnGap: number;
  $itemGap: number;
  $columns: 1 | 2;
  $strong: boolean;
};

const List = styled.ul<Style>`
  ${bareList}
  display: grid;
  gap: ${(p) => p.$gap}rem;
  ${(p) =>
    p.$columns === 2 ? `${media.wide} { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: ${p.$gap}rem ${p.$columnGap}rem; }` : ''}
  li {
    display: flex;
    gap: ${(p) => p.$itemGap}rem;
    align-items: ${(p) => (p.$align === 'baseline' ? 'baseline' : 'flex-start')};
    ${(p) => (p.$strong ? `font-weight: 600; color: ${color.navyDark};` : '')}
  }
  svg {
    flex: none;
    ${(p) => (p.$align === 'baseline' ? `position: relative; top: ${p.$offset};` : `margin-top: ${p.$offset};`)}
    color: ${(p) => color[p.$tone]};
  }
`;
