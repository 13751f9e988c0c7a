import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Icon as IconName } from '../manifest/schema.generated';
import { CardGrid } from './card-grid';
import { IconTile } from './icon-tile';
import { color, phonePair, phoneRow } from './theme';
import { MoreLink } from './parts/more-link';
import { SampleMark } from './sample-mark';
import { CopyText } from './copy-text';

export type CardItem = {
  title: string;
  text?: string;
  value?: string;
  icon?: IconName;
  href?: string;
  linkLabel?: string;
  extra?: ReactNode;
  /** a figure counted from sample reviews: the card carries the sample mark */
  sample?: boolean;
};
type Props = {
  items: CardItem[];
  columns?: 2 | 3 | 4;
  headingLevel?: 3 | 4;
  /**
   * How the cards stand on a phone: one under another (`stack`), two to a row (`pair`, for short
   * cards), or in one row that scrolls sideways (`row`, for cards that each hold a link).
   */
  phone?: 'stack' | 'pair' | 'row';
  /** what the row is, said to screen readers: a `row` of cards without links takes the focus itself (to scroll it by keyboard) */
  label?: string;
};

/** A grid of cards: icon, title (a link when the card has one), text and an optional call to action. */
export function Cards({ items, columns = 3, headingLevel = 3, phone = 'stack', label }: Props) {
  const focusable = phone === 'row' && !items.some((it) => it.href);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <Grid $large={columns} $gap={0.35} data-phone={phone} tabIndex={focusable ? 0 : undefined} aria-label={focusable ? label : undefined}>
      {items.map((it) => (
        <li key={it.title + (it.href ?? '')} {...(it.sample ? { 'data-sample': '' } : {})}>
          {it.sample ? <SampleMark what="rating" /> : null}
          {it.icon ? <IconTile icon={it.icon} /> : null}
          {it.value ? <p className="value">{it.value}</p> : null}
          <Heading>{it.href && !it.linkLabel ? <Link to={it.href}>{it.title}</Link> : it.title}</Heading>
          {it.text ? <CopyText text={it.text} /> : null}
          {it.extra}
          {it.href && it.linkLabel ? (
            <MoreLink to={it.href} about={`: ${it.title}`}>
              {it.linkLabel}
            </MoreLink>
          ) : null}
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled(CardGrid)`
  &[data-phone='pair'] {
    ${phonePair}
  }
  &[data-phone='row'] {
    ${phoneRow}
  }
  h3,
  h4 {
    margin: 0;
    font-size: 1.1rem;
  }
  h3 a,
  h4 a {
    text-decoration: none;
  }
  h3 a:hover,
  h4 a:hover {
    text-decoration: underline;
  }
  p {
    margin: 0;
    color: ${color.ink};
  }
  .value {
    font-size: 1.9rem;
    font-weight: 800;
    color: ${color.accentDark};
    line-height: 1.1;
  }
`;
