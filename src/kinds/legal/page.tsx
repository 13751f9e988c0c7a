import type { ComponentProps, ReactNode } from 'react';
import { Children, isValidElement } from 'react';
import styled from 'styled-components';
import type { PageData } from '../../app/types';
import { HashLink } from '../../components/hash-link';
import { Hero } from '../../components/hero';
import { Wrap as ProseWrap } from '../../components/prose';
import { color, media } from '../../components/theme';
import { Body } from '../../components/body';
import type { LegalProps } from './data';
import { slug } from './sections';

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return Children.toArray(node).map(textOf).join('');
}

/** ## headings get the ids the table of contents links to (the same slug() the data builder used). */
function H2({ children, ...rest }: ComponentProps<'h2'>) {
  return (
    <h2 id={slug(textOf(children))} {...rest}>
      {children}
    </h2>
  );
}

export default function LegalPage({ page }: { page: PageData<LegalProps> }) {
  const { heading, body, toc } = page.props;
  return (
    <>
      <Hero heading={heading} breadcrumbs={page.breadcrumbs} />
      <Layout className="container">
        <nav className="toc" aria-labelledby="toc-heading">
          <h2 id="toc-heading">Contents</h2>
          <ol>
            {toc.map((item) => (
              <li key={item.id}>
                <HashLink id={item.id}>{item.title}</HashLink>
              </li>
            ))}
          </ol>
        </nav>
        <article aria-label={heading}>
          <ProseWrap>
            <Body {...body} components={{ h2: H2 }} />
          </ProseWrap>
        </article>
      </Layout>
    </>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 2rem;
  padding-top: 2.5rem;
  padding-bottom: 3.5rem;
  ${media.large} {
    grid-template-columns: 260px minmax(0, 1fr);
    align-items: start;
    .toc {
      position: sticky;
      top: 84px;
    }
  }
  .toc {
    background: ${color.sky};
    border-radius: 12px;
    padding: 1.25rem 1.25rem 1rem;
  }
  .toc h2 {
    font-size: 1.15rem;
    margin-bottom: 0.5rem;
  }
  .toc ol {
    margin: 0;
    padding-left: 1.4rem;
  }
  .toc li {
    margin: 0.15rem 0;
  }
  .toc a {
    display: inline-block;
    min-height: 24px;
    padding: 0.15rem 0;
  }
  article h2 {
    margin-top: 2.25rem;
  }
  article > div > p:first-child {
    font-size: 1.1rem;
  }
`;
