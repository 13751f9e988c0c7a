import type { ComponentType, ReactNode } from 'react';
import styled from 'styled-components';
import { withArticle } from '../manifest/template';
import { color } from './theme';

type MdxComponent = ComponentType<{ components?: Record<string, ComponentType<any>> }>;
type Props = { Content: MdxComponent; facts: Record<string, string>; children?: ReactNode };

/**
 * Renders an MDX body: {{name}} in the MDX became <Fact name="name" />, filled from site.yaml facts;
 * "a {{name}}" became <Fact name="name" article="a" />, and the article agrees with the value.
 */
export function Prose({ Content, facts }: Props) {
  const Fact = ({ name, article }: { name: string; article?: string }) => {
    const value = facts[name];
    if (value === undefined) return <>{`${article ? `${article} ` : ''}{{${name}}}`}</>;
    return <>{article ? `${withArticle(article, value)} ${value}` : value}</>;
  };
  return (
    <Wrap>
      <Content components={{ Fact }} />
    </Wrap>
  );
}

export const Wrap = styled.div`
  max-width: 72ch;
  h2 {
    margin-top: 2rem;
    font-size: 1.5rem;
  }
  h3 {
    margin-top: 1.5rem;
  }
  li {
    margin: 0.3rem 0;
  }
  a {
    color: ${color.navy};
  }
`;
