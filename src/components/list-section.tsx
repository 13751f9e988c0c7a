import { Fragment, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { Section } from './section';

type Props<T> = {
  id: string;
  heading: string;
  intro?: string;
  tone?: ComponentProps<typeof Section>['tone'];
  /** the list element, styled by the page (a `ul` of cards) */
  list: ComponentType<{ children: ReactNode }>;
  items: readonly T[];
  /** a key for each item, unique in the list */
  keyOf: (item: T) => string;
  /** one item's `li` */
  children: (item: T) => ReactNode;
};

/** A page section whose body is one list, an entry an item (the brand's services, the counties served). */
export function ListSection<T>({ id, heading, intro, tone, list: List, items, keyOf, children }: Props<T>) {
  return (
    <Section id={id} heading={heading} intro={intro} tone={tone}>
      <List>
        {items.map((item) => (
          <Fragment key={keyOf(item)}>{children(item)}</Fragment>
        ))}
      </List>
    </Section>
  );
}
