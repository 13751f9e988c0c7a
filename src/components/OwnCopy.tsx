import styled from 'styled-components';
import { Section } from './Section';

export type OwnCopySection = { heading: string; paragraphs: string[]; list?: string[] };
type Props = { sections: OwnCopySection[]; idPrefix: string };

/** A page's own copy, written for its place: one section per heading, prose and optional points. */
export function OwnCopy({ sections, idPrefix }: Props) {
  return (
    <>
      {sections.map((s, i) => (
        <Section key={s.heading} id={`${idPrefix}-${i + 1}`} heading={s.heading} tone={i % 2 ? 'sky' : 'plain'}>
          <Body>
            {s.paragraphs.map((t) => (
              <p key={t}>{t}</p>
            ))}
            {s.list ? (
              <ul>
                {s.list.map((t) => (
                  <li key={t}>{t}</li>
                ))}
              </ul>
            ) : null}
          </Body>
        </Section>
      ))}
    </>
  );
}

const Body = styled.div`
  max-width: 72ch;
  p { font-size: 1.05rem; }
  li { margin: 0.35rem 0; }
`;
