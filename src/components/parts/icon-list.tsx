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
      {items.map((item) => (
        <li key={item}>
          <Icon name={icon} size={iconSize} /> {item}
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
  gap: ${(props) => props.$gap}rem;
  ${(props) =>
    props.$columns === 2
      ? `${media.wide} { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: ${props.$gap}rem ${props.$columnGap}rem; }`
      : ''}
  li {
    display: flex;
    gap: ${(props) => props.$itemGap}rem;
    align-items: ${(props) => (props.$align === 'baseline' ? 'baseline' : 'flex-start')};
    ${(props) => (props.$strong ? `font-weight: 600; color: ${color.navyDark};` : '')}
  }
  svg {
    flex: none;
    ${(props) => (props.$align === 'baseline' ? `position: relative; top: ${props.$offset};` : `margin-top: ${props.$offset};`)}
    color: ${(props) => color[props.$tone]};
  }
`;
