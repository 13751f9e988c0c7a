import type { ComponentType, ReactNode } from 'react';
import styled from 'styled-components';
import { color } from './theme';

type MdxComponent = ComponentType<{ components?: Record<string, ComponentType<any>> }>;
type Props = { Content: MdxComponent; facts: Record<string, string>; children?: ReactNode };

/** Renders an MDX body: {{name}} in the MDX became <Fact name="name" />, filled from site.yaml facts. */
export function Prose({ Content, facts }: Props) {
  const Fact = ({ name }: { name: string }) => <>{facts[name] ?? `{{${name}}}`}</>;
  return (
    <Wrap>
      <Content components={{ Fact }} />
    </Wrap>
  );
}

export const Wrap = styled.div`
  max-width: 72ch;
  h2 { margin-top: 2rem; font-size: 1.5rem; }
  h3 { margin-top: 1.5rem; }
  li { margin: 0.3rem 0; }
  a { color: ${color.navy}; }
`;
