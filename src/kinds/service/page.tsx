import styled from 'styled-components';
import { useShell } from '../../app/shell-context';
import type { PageData } from '../../app/types';
import { Accordion } from '../../components/accordion';
import { Cards } from '../../components/cards';
import { ClosingCta } from '../../components/parts/closing-cta';
import { Hero } from '../../components/hero';
import { HeroActions } from '../../components/hero-actions';
import { IconList } from '../../components/parts/icon-list';
import { LinkList } from '../../components/parts/link-list';
import { ListTabs, type ListTab } from '../../components/parts/list-tabs';
import { Places } from '../../components/parts/places';
import { Photo } from '../../components/photo';
import { Steps } from '../../components/parts/steps';
import { MoreText } from '../../components/parts/more-text';
import { media } from '../../components/theme';
import type { ServiceProps } from './data';
import { ServiceBlock } from './service-block';
import { SideCard } from './side-card';
import { CopyText } from '../../components/copy-text';

/** The photo beside the description: two fifths of the main column from the tablet width up, the screen's width on a phone. */
const ABOUT_PHOTO_SIZES = '(min-width: 1200px) 300px, (min-width: 1024px) 26vw, (min-width: 768px) 38vw, 92vw';

export default function ServicePage({ page }: { page: PageData<ServiceProps> }) {
  const props = page.props;
  const { phone } = useShell();
  return (
    <>
      <Hero heading={props.title} intro={props.intro} breadcrumbs={page.breadcrumbs}>
        <HeroActions book={props.cta.book} phone={phone} />
      </Hero>
      <Layout className="container">
        <div className="main">
          <ServiceBlock id="about" heading={props.about.heading}>
            {props.about.photo ? (
              <div className="about-with-photo">
                <CopyParagraphs lead="lead" text={props.about.description} />
                <Photo photo={props.about.photo} sizes={ABOUT_PHOTO_SIZES} className="about-photo" />
              </div>
            ) : (
              <CopyParagraphs lead="lead" text={props.about.description} />
            )}
          </ServiceBlock>
          <ServiceBlock id="why-choose-us" heading={props.whyChooseUs.heading}>
            <Cards items={props.whyChooseUs.items} columns={2} phone="row" label={props.whyChooseUs.heading} />
          </ServiceBlock>
          <ServiceBlock id="issues" heading={props.issues.heading}>
            <MoreText label="Show the problems we fix" about={`: ${props.issues.heading}`} phoneOnly>
              <IconList items={props.issues.items} icon="check" gap={0.55} columns={2} columnGap={1.5} />
            </MoreText>
          </ServiceBlock>
          <ServiceBlock id="signs-and-tips" heading={props.tabs.heading}>
            <ListTabs label={props.tabs.heading} tabs={tabsOf(props.tabs)} />
          </ServiceBlock>
          <ServiceBlock id="process" heading={props.process.heading}>
            <Steps steps={props.process.steps} />
          </ServiceBlock>
          <ServiceBlock id="service-areas" heading={props.areas.heading} intro={props.areas.intro}>
            <Places places={props.areas.places} />
            <h3 className="cities-heading">{props.cities.heading}</h3>
            <CopyText text={props.cities.intro} />
            <LinkList links={props.cities.links} className="cities" look="chips" phoneRow />
          </ServiceBlock>
          {props.local.map((item, i) => (
            <ServiceBlock key={item.heading} id={i === 0 ? 'local' : 'region'} heading={item.heading}>
              <CopyText text={item.lead} />
              {item.rest ? (
                <MoreText label="Read more" about={` about ${item.heading}`} phoneOnly>
                  <CopyText text={item.rest} />
                </MoreText>
              ) : null}
            </ServiceBlock>
          ))}
          <ServiceBlock id="professional" heading={props.professional.heading}>
            <MoreText label="Read the reasons" about={`: ${props.professional.heading}`} phoneOnly>
              <IconList items={props.professional.items} icon="shield" gap={0.55} />
            </MoreText>
          </ServiceBlock>
          <ServiceBlock id="faq" heading={props.faq.heading}>
            <Accordion items={props.faq.items} name="service-faq" />
          </ServiceBlock>
        </div>
        <div className="side">
          <SideCard heading={props.side.heading} list={props.side.list} book={props.cta.book} />
        </div>
      </Layout>
      <ClosingCta cta={props.cta} related={props.related} />
    </>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 0 3rem;
  padding-bottom: 2rem;
  ${media.large} {
    grid-template-columns: minmax(0, 1fr) 340px;
    align-items: start;
  }
  .side {
    padding: 2rem 0;
  }
  ${media.large} {
    .side {
      position: sticky;
      top: 88px;
    }
  }
  .lead {
    font-size: 1.1rem;
    max-width: 72ch;
  }
  /* The description and its photo: on a phone the photo follows as a wide band (the page stays
     short); from the tablet width up it stands beside the text, two fifths of the column. */
  .about-with-photo {
    display: grid;
    gap: 1rem;
  }
  .about-with-photo .lead:first-child {
    margin-top: 0;
  }
  .about-photo picture {
    aspect-ratio: 16 / 9;
  }
  .about-photo img {
    height: 100%;
  }
  ${media.wide} {
    .about-with-photo {
      grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
      gap: 1.5rem;
      align-items: start;
    }
    .about-photo picture {
      aspect-ratio: 4 / 3;
    }
  }
  .places {
    margin-bottom: 1.5rem;
  }
  .cities-heading {
    font-size: 1.15rem;
  }
`;

/** The service's tabs: signs it is needed, care tips, the brands it is done on. */
function tabsOf(tab: ServiceProps['tabs']): ListTab[] {
  return [
    { id: 'symptoms', label: tab.labels[0], icon: 'info', items: tab.symptoms },
    { id: 'tips', label: tab.labels[1], icon: 'wrench', items: tab.tips },
    { id: 'brands', label: tab.labels[2], content: <LinkList links={tab.brands} className="brands" look="chips" /> },
  ];
}

/**
 * A text whose lines are its paragraphs (a new line starts one, as the editing screen's hint says),
 * and whose lines that start with "- " are the points of a list: a service's description written on
 * the screen with paragraphs and a list showed as one run-on paragraph. The first paragraph takes `lead`.
 */
function CopyParagraphs({ text, lead }: { text: string; lead?: string }) {
  const blocks: Array<{ points?: string[]; paragraph?: string }> = [];
  for (const line of text.split('\n')) {
    const said = line.trim();
    const point = /^[-•*]\s+(.+)$/.exec(said)?.[1];
    const last = blocks.at(-1);
    if (point && last?.points) last.points.push(point);
    else if (point) blocks.push({ points: [point] });
    else if (said) blocks.push({ paragraph: said });
  }
  return (
    <div>
      {blocks.map((block, i) =>
        block.points ? (
          <ul key={i}>
            {block.points.map((point, j) => (
              <CopyText key={j} as="li" text={point} />
            ))}
          </ul>
        ) : (
          <CopyText key={i} className={i === 0 ? lead : undefined} text={block.paragraph!} />
        ),
      )}
    </div>
  );
}
