import styled from 'styled-components';
import type { PageData } from '../../app/types';
import { Accordion } from '../../components/accordion';
import { Button } from '../../components/button';
import { HashLink } from '../../components/hash-link';
import { Hero } from '../../components/hero';
import { Icon } from '../../components/icon';
import { IconTile } from '../../components/icon-tile';
import { Section } from '../../components/section';
import { bareList, color, media } from '../../components/theme';
import type { FaqProps } from './data';
import { href } from '../../routes/urls';

export default function FaqPage({ page }: { page: PageData<FaqProps> }) {
  const { hero, categories, contact } = page.props;
  return (
    <>
      <Hero heading={hero.heading} intro={hero.intro} breadcrumbs={page.breadcrumbs} />
      <Jump aria-label="FAQ categories" className="container">
        <ul>
          {categories.map((category) => (
            <li key={category.id}>
              <HashLink id={category.id}>
                <IconTile icon={category.icon} iconSize={22} box={42} />
                <span className="name">{category.name}</span>
                <span className="count">{category.questions.length} questions</span>
              </HashLink>
            </li>
          ))}
        </ul>
      </Jump>
      <Categories className="container">
        {categories.map((category) => (
          <section key={category.id} id={category.id} aria-labelledby={`${category.id}-heading`}>
            <h2 id={`${category.id}-heading`}>
              <IconTile icon={category.icon} iconSize={24} tone="navy" />
              {category.name}
            </h2>
            <Accordion items={category.questions} name={`faq-${category.id}`} />
          </section>
        ))}
      </Categories>
      <Section id="still-have-a-question" heading={contact.heading} intro={contact.intro} tone="sky">
        <Actions>
          <Button to={href('booking')}>
            <Icon name="calendar" size={20} /> Book a Service
          </Button>
          <Button to={`tel:${contact.phone.e164}`} variant="ghost">
            <Icon name="phone" size={20} /> Call {contact.phone.display}
          </Button>
        </Actions>
      </Section>
    </>
  );
}

const Jump = styled.nav`
  padding-top: 2rem;
  ul {
    ${bareList}
    display: grid;
    gap: 0.75rem;
    grid-template-columns: 1fr;
  }
  ${media.wide} {
    ul {
      grid-template-columns: repeat(3, 1fr);
    }
  }
  ${media.large} {
    ul {
      grid-template-columns: repeat(5, 1fr);
    }
  }
  a {
    display: grid;
    grid-template-columns: auto 1fr;
    grid-template-rows: auto auto;
    column-gap: 0.75rem;
    align-items: center;
    height: 100%;
    min-height: 48px;
    padding: 0.85rem 1rem;
    border: 1px solid ${color.line};
    border-radius: 12px;
    background: #fff;
    text-decoration: none;
    color: ${color.navyDark};
  }
  a:hover {
    border-color: ${color.navy};
    background: ${color.sky};
  }
  .tile {
    grid-row: span 2;
  }
  .name {
    font-weight: 800;
    line-height: 1.25;
  }
  .count {
    color: ${color.muted};
    font-size: 0.9rem;
  }
`;

const Categories = styled.div`
  padding-top: 1rem;
  padding-bottom: 3rem;
  section {
    padding-top: 2rem;
  }
  h2 {
    display: flex;
    align-items: center;
    gap: 0.65rem;
    font-size: clamp(1.4rem, 3vw, 1.85rem);
  }
  h2 .tile {
    flex: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  a[data-variant='ghost'] {
    color: ${color.navyDark};
  }
`;
