import { useId } from 'react';
import styled from 'styled-components';
import { Icon } from './icon';
import { color } from './theme';
import { CopyText } from './copy-text';

type Props = { items: Array<{ question: string; answer: string }>; firstOpen?: boolean; name?: string };

/**
 * FAQ accordion on <details name>: one open at a time, the open one closes on click, and all of it
 * works without JavaScript. Questions are the same text as the FAQPage JSON-LD.
 */
export function Accordion({ items, firstOpen = false, name }: Props) {
  const group = useId();
  return (
    <List>
      {items.map((item, i) => (
        <details key={item.question} name={name ?? group} open={firstOpen && i === 0 ? true : undefined}>
          <summary>
            <h3>{item.question}</h3>
            <Icon name="chevron" size={20} />
          </summary>
          <div className="answer">
            <CopyText text={item.answer} />
          </div>
        </details>
      ))}
    </List>
  );
}

const List = styled.div`
  display: grid;
  gap: 0.75rem;
  max-width: 860px;
  details {
    background: #fff;
    border: 1px solid ${color.line};
    border-radius: 10px;
  }
  summary {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 1rem;
    padding: 1rem 1.15rem;
    cursor: pointer;
    list-style: none;
    color: ${color.navyDark};
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  summary svg {
    flex: none;
    transition: transform 0.2s;
  }
  details[open] summary svg {
    transform: rotate(180deg);
  }
  .answer {
    padding: 0 1.15rem 1rem;
    color: ${color.ink};
  }
  .answer p {
    margin: 0;
  }
`;
