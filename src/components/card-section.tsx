import type { ComponentProps } from 'react';
import { Cards, type CardItem } from './cards';
import { Section } from './section';

type Props = {
  id: string;
  heading: string;
  intro?: string;
  tone?: ComponentProps<typeof Section>['tone'];
  items: CardItem[];
  columns?: 2 | 3 | 4;
  phone?: ComponentProps<typeof Cards>['phone'];
};

/** A page section whose body is a grid of cards: on a phone, by default, one row that scrolls sideways. */
export function CardSection({ id, heading, intro, tone, items, columns, phone = 'row' }: Props) {
  return (
    <Section id={id} heading={heading} intro={intro} tone={tone}>
      <Cards items={items} columns={columns} phone={phone} label={heading} />
    </Section>
  );
}
