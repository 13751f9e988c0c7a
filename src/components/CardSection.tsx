import type { ComponentProps } from 'react';
import { Cards, type CardItem } from './Cards';
import { Section } from './Section';

type Props = {
  id: string;
  heading: string;
  intro?: string;
  tone?: ComponentProps<typeof Section>['tone'];
  items: CardItem[];
  columns?: 2 | 3 | 4;
  phone?: ComponentProps<typeof Cards>['phone'];
};

/** A page section whose body is a grid of cards. */
export function CardSection({ id, heading, intro, tone, items, columns, phone }: Props) {
  return (
    <Section id={id} heading={heading} intro={intro} tone={tone}>
      <Cards items={items} columns={columns} phone={phone} label={heading} />
    </Section>
  );
}
