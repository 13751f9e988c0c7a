import styled from 'styled-components';
import { MoreText } from './more-text';
import { Section } from '../section';
import { CopyText } from '../copy-text';

export type OwnCopySection = { heading: string; paragraphs: string[]; list?: string[] };
/** `last`: the tone of the last section, the opposite of the section that follows on the page. */
type Props = { sections: OwnCopySection[]; idPrefix: string; last: 'plain' | 'sky' };

/** A page's own copy, written for its place: one section per heading, prose and optional points, in alternating tones. */
export function OwnCopy({ sections, idPrefix, last }: Props) {
  const other = last === 'sky' ? 'plain' : 'sky';
  return (
    <>
      {sections.map((section, i) => (
        <Section
          key={section.heading}
          id={`${idPrefix}-${i + 1}`}
          heading={section.heading}
          tone={(sections.length - 1 - i) % 2 ? other : last}
        >
          <Body>
            {section.paragraphs.slice(0, 1).map((paragraph) => (
              <CopyText key={paragraph} text={paragraph} />
            ))}
            {section.paragraphs.length > 1 || section.list ? (
              // On a phone the rest of the section opens on a tap (still in the HTML); wider screens show it all.
              <MoreText label="Read more" about={`: ${section.heading}`} phoneOnly>
                {section.paragraphs.slice(1).map((paragraph) => (
                  <CopyText key={paragraph} text={paragraph} />
                ))}
                {section.list ? (
                  <ul>
                    {section.list.map((text) => (
                      <CopyText key={text} as="li" text={text} />
                    ))}
                  </ul>
                ) : null}
              </MoreText>
            ) : null}
          </Body>
        </Section>
      ))}
    </>
  );
}

const Body = styled.div`
  max-width: 72ch;
  p {
    font-size: 1.05rem;
  }
  li {
    margin: 0.35rem 0;
  }
`;
