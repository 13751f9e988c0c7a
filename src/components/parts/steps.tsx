import styled from 'styled-components';
import { bareList, color, media } from '../theme';
import { CopyText } from '../copy-text';

type Step = { title: string; text: string };
type Props = {
  steps: Step[];
  /** the level of each step's heading */
  level?: 3 | 4;
  /** `numbered`: a column, the number beside each step; `cards`: a row of cards, the number on top */
  layout?: 'numbered' | 'cards';
};

/** Numbered steps, each a title and a sentence; the numbers are CSS counters. */
export function Steps({ steps, level = 3, layout = 'numbered' }: Props) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <List className="steps" data-layout={layout}>
      {steps.map((step) => (
        <li key={step.title}>
          <Heading>{step.title}</Heading>
          <CopyText text={step.text} />
        </li>
      ))}
    </List>
  );
}

const List = styled.ol`
  ${bareList}
  counter-reset: step;
  display: grid;
  gap: 1rem;
  li {
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    display: grid;
    place-items: center;
    border-radius: 50%;
    background: ${color.navy};
    color: #fff;
    font-weight: 800;
  }
  h3,
  h4 {
    font-size: 1.1rem;
  }
  p {
    margin: 0;
  }

  &[data-layout='numbered'] li {
    position: relative;
    padding: 0 0 0 3.25rem;
  }
  &[data-layout='numbered'] li::before {
    position: absolute;
    left: 0;
    top: 0;
    width: 2.3rem;
    height: 2.3rem;
  }
  &[data-layout='numbered'] :is(h3, h4) {
    margin: 0.3rem 0 0.25rem;
  }

  /* On a phone too the step cards stand two to a row: each is short. */
  &[data-layout='cards'] {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.wide} {
    &[data-layout='cards'] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  ${media.large} {
    &[data-layout='cards'] {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
  &[data-layout='cards'] li {
    padding: 1.25rem;
    border-radius: 12px;
    border: 1px solid ${color.line};
    background: #fff;
  }
  ${media.narrow} {
    &[data-layout='cards'] li {
      padding: 0.85rem;
    }
  }
  &[data-layout='cards'] li::before {
    width: 2.2rem;
    height: 2.2rem;
    margin-bottom: 0.5rem;
  }
  &[data-layout='cards'] :is(h3, h4) {
    margin: 0 0 0.3rem;
  }
`;
