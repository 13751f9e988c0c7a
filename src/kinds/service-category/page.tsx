import styled from 'styled-components';
import type { PageData } from '../../app/types';
import { Accordion } from '../../components/accordion';
import { Button } from '../../components/button';
import { Cards } from '../../components/cards';
import { ClosingCta } from '../../components/parts/closing-cta';
import { Hero } from '../../components/hero';
import { Icon } from '../../components/icon';
import { IconList } from '../../components/parts/icon-list';
import { ListTabs, type ListTab } from '../../components/parts/list-tabs';
import { Places } from '../../components/parts/places';
import { Steps } from '../../components/parts/steps';
import { ServiceBlock } from '../service/service-block';
import type { ServiceCategoryProps } from './data';

export default function ServiceCategoryPage({ page }: { page: PageData<ServiceCategoryProps> }) {
  const p = page.props;
  return (
    <>
      <Hero tag={p.tag} heading={p.title} intro={p.intro} breadcrumbs={page.breadcrumbs}>
        <Button to={p.details.href}>
          {p.details.label} <Icon name="arrow" size={18} />
        </Button>
        <Button to={p.cta.book.href} variant="secondary">
          <Icon name="calendar" size={20} /> {p.cta.book.label}
        </Button>
      </Hero>
      <Main className="container">
        <ServiceBlock id="overview" heading={p.overview.heading}>
          <p className="lead">{p.overview.text}</p>
        </ServiceBlock>
        <ServiceBlock id="benefits-process-care" heading={p.tabs.heading}>
          <ListTabs label={p.tabs.heading} tabs={tabsOf(p.tabs)} />
        </ServiceBlock>
        <ServiceBlock id="symptoms" heading={p.symptoms.heading}>
          <IconList items={p.symptoms.items} icon="info" gap={0.55} />
        </ServiceBlock>
        <ServiceBlock id="local" heading={p.local.heading}>
          {p.local.paragraphs.map((t) => (
            <p key={t}>{t}</p>
          ))}
        </ServiceBlock>
        <ServiceBlock id="service-areas" heading={p.areas.heading} intro={p.areas.intro}>
          <Places places={p.areas.places} />
        </ServiceBlock>
        <ServiceBlock id="why-choose-us" heading={p.whyChooseUs.heading}>
          <Cards items={p.whyChooseUs.items} columns={4} />
        </ServiceBlock>
        <ServiceBlock id="faq" heading={p.faq.heading}>
          <Accordion items={p.faq.items} name="category-faq" />
        </ServiceBlock>
      </Main>
      <ClosingCta cta={p.cta} related={p.related} />
    </>
  );
}

const Main = styled.div`
  padding-bottom: 2rem;
  .lead {
    font-size: 1.1rem;
    max-width: 72ch;
  }
  .checks,
  .steps {
    max-width: 75ch;
  }
`;

/** The category's tabs: its benefits, the process, care tips. */
function tabsOf(t: ServiceCategoryProps['tabs']): ListTab[] {
  return [
    { id: 'benefits', label: t.labels[0], icon: 'check', items: t.benefits },
    { id: 'process', label: t.labels[1], content: <Steps steps={t.process} /> },
    { id: 'tips', label: t.labels[2], icon: 'wrench', items: t.tips },
  ];
}
