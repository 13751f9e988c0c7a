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
import { CopyText } from '../../components/copy-text';

export default function ServiceCategoryPage({ page }: { page: PageData<ServiceCategoryProps> }) {
  const props = page.props;
  return (
    <>
      <Hero tag={props.tag} heading={props.title} intro={props.intro} breadcrumbs={page.breadcrumbs}>
        <Button to={props.details.href}>
          {props.details.label} <Icon name="arrow" size={18} />
        </Button>
        <Button to={props.cta.book.href} variant="secondary">
          <Icon name="calendar" size={20} /> {props.cta.book.label}
        </Button>
      </Hero>
      <Main className="container">
        <ServiceBlock id="overview" heading={props.overview.heading}>
          <CopyText className="lead" text={props.overview.text} />
        </ServiceBlock>
        <ServiceBlock id="benefits-process-care" heading={props.tabs.heading}>
          <ListTabs label={props.tabs.heading} tabs={tabsOf(props.tabs)} />
        </ServiceBlock>
        <ServiceBlock id="symptoms" heading={props.symptoms.heading}>
          <IconList items={props.symptoms.items} icon="info" gap={0.55} />
        </ServiceBlock>
        <ServiceBlock id="local" heading={props.local.heading}>
          {props.local.paragraphs.map((paragraph) => (
            <CopyText key={paragraph} text={paragraph} />
          ))}
        </ServiceBlock>
        <ServiceBlock id="service-areas" heading={props.areas.heading} intro={props.areas.intro}>
          <Places places={props.areas.places} />
        </ServiceBlock>
        <ServiceBlock id="why-choose-us" heading={props.whyChooseUs.heading}>
          <Cards items={props.whyChooseUs.items} columns={4} />
        </ServiceBlock>
        <ServiceBlock id="faq" heading={props.faq.heading}>
          <Accordion items={props.faq.items} name="category-faq" />
        </ServiceBlock>
      </Main>
      <ClosingCta cta={props.cta} related={props.related} />
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
function tabsOf(tab: ServiceCategoryProps['tabs']): ListTab[] {
  return [
    { id: 'benefits', label: tab.labels[0], icon: 'check', items: tab.benefits },
    { id: 'process', label: tab.labels[1], content: <Steps steps={tab.process} /> },
    { id: 'tips', label: tab.labels[2], icon: 'wrench', items: tab.tips },
  ];
}
