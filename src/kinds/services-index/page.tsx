import styled from 'styled-components';
import type { PageData } from '../../app/types';
import { Accordion } from '../../components/accordion';
import { CardSection } from '../../components/card-section';
import { CtaBand } from '../../components/parts/cta-band';
import { Hero } from '../../components/hero';
import { Icon } from '../../components/icon';
import { Places } from '../../components/parts/places';
import { Section } from '../../components/section';
import type { ServicesIndexProps } from './data';
import { CopyText } from '../../components/copy-text';

export default function ServicesIndexPage({ page }: { page: PageData<ServicesIndexProps> }) {
  const { hero, main, specialized, expertise, problems, whyChooseUs, serviceArea, faq, closing } = page.props;
  return (
    <Page>
      <Hero heading={hero.heading} breadcrumbs={page.breadcrumbs}>
        <ul className="badges">
          {hero.badges.map((badge) => (
            <li key={badge.label}>
              <Icon name={badge.icon} size={20} /> {badge.label}
            </li>
          ))}
        </ul>
      </Hero>
      <Section id="intro">
        <div className="intro">
          {hero.paragraphs.map((paragraph) => (
            <CopyText key={paragraph} text={paragraph} />
          ))}
        </div>
      </Section>
      <CardSection id="main-services" heading={main.heading} tone="sky" items={main.cards} columns={3} />
      <CardSection id="specialized-services" heading={specialized.heading} items={specialized.cards} columns={3} />
      <CardSection id="expertise" heading={expertise.heading} tone="sand" items={expertise.items} columns={4} />
      <CardSection id="problems" heading={problems.heading} items={problems.items} columns={3} />
      <CardSection id="why-choose-us" heading={whyChooseUs.heading} tone="sky" items={whyChooseUs.items} columns={4} />
      <Section id="service-area" heading={serviceArea.heading} intro={serviceArea.intro}>
        <Places places={serviceArea.places} iconSize={18} look="tiles" />
      </Section>
      <Section id="faq" heading={faq.heading} tone="sand">
        <Accordion items={faq.items} name="services-faq" />
      </Section>
      <CtaBand id="closing" heading={closing.heading} intro={closing.paragraphs.join(' ')} />
    </Page>
  );
}

const Page = styled.div`
  .badges {
    list-style: none;
    margin: 0.5rem 0 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.6rem;
  }
  .badges li {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    padding: 0.4rem 0.9rem;
    border-radius: 999px;
    background: rgba(255, 255, 255, 0.12);
    border: 1px solid rgba(255, 255, 255, 0.35);
    font-weight: 700;
  }
  .intro {
    max-width: 75ch;
    font-size: 1.1rem;
  }
  .intro p:last-child {
    margin-bottom: 0;
  }
  #intro {
    padding-bottom: 1rem;
  }
`;
