import type { CardItem } from '../Cards';
import { CardSection } from '../CardSection';
import { CtaBand } from './CtaBand';

type Props = {
  cta: { heading: string; intro: string; book: { label: string; href: string } };
  related: { heading: string; cards: CardItem[] };
};

/** A page's closing call to action, then its related cards (a sky section) when it has any. */
export function ClosingCta({ cta, related }: Props) {
  return (
    <>
      <CtaBand heading={cta.heading} intro={cta.intro} bookLabel={cta.book.label} bookHref={cta.book.href} />
      {related.cards.length ? <CardSection id="related" heading={related.heading} tone="sky" items={related.cards} columns={3} /> : null}
    </>
  );
}
