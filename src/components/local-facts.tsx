import styled from 'styled-components';
import { MoreText } from './parts/more-text';
import { color, media } from './theme';

export type LocalFact = {
  /** the fact's name in content (county, permitOffice ...): the audit compares a neighborhood's with its city's */
  id: string;
  label: string;
  value: string;
  meaning?: string;
  source: { title: string; url: string; section?: string };
};

type Props = { place: string; facts: LocalFact[] };

/**
 * "Local facts": what differs by place (county, permit office, ZIP codes, wind-borne debris region),
 * each with a link to its source. The block carries `data-local-facts` and each fact `data-fact`:
 * the own-text measure leaves the block out (a fact is counted as a fact, not as words), and the
 * audit counts the sourced facts of every place page.
 */
export function LocalFacts({ place, facts }: Props) {
  return (
    <Wrap aria-labelledby="local-facts-heading" data-local-facts="">
      <div className="container">
        <h2 id="local-facts-heading">Local Facts for {place}</h2>
        <dl>
          {facts.map((fact) => (
            <div key={fact.id} data-fact={fact.id}>
              <dt>{fact.label}</dt>
              <dd>
                <span className="value">{fact.value}</span>
                {fact.meaning ? (
                  <MoreText className="meaning" label="What it means" phoneOnly>
                    {fact.meaning}
                  </MoreText>
                ) : null}{' '}
                <a className="source" href={fact.source.url} rel="noopener" data-source="">
                  Source: {fact.source.title}
                  {fact.source.section ? `, ${fact.source.section}` : ''}
                </a>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </Wrap>
  );
}

const Wrap = styled.section`
  padding-block: 2rem;
  ${media.wide} {
    padding-block: 2.5rem;
  }
  h2 {
    margin: 0 0 1rem;
  }
  dl {
    margin: 0;
    display: grid;
    gap: 0.75rem;
    /* On a phone the facts stand one under another, each card as tall as its own fact (a sideways
       row was as tall as its longest fact, a blank screen under the short ones); what a fact means
       folds under "What it means" there, which keeps the block about as short as the row was. */
    ${media.large} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  dl > div {
    background: #fff;
    border: 1px solid ${color.line};
    border-radius: 12px;
    padding: 1rem 1.25rem;
  }
  dt {
    font-weight: 700;
    color: ${color.navyDark};
  }
  dd {
    margin: 0.3rem 0 0;
  }
  .value {
    display: block;
  }
  .meaning {
    margin-top: 0.25rem;
    color: ${color.muted};
  }
  .source {
    display: inline-block;
    /* A target of at least 24 px however its line rounds (WCAG 2.2 target size). */
    padding-block: 2px;
    margin-top: 0.35rem;
    font-size: 0.92rem;
  }
`;
