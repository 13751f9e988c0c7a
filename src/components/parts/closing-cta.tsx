import type { CardItem } from '../cards';
import { CardSection } from '../card-section';
import { CtaBand } from './cta-band';

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
