import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useShell } from '../../app/shell-context';
import { useHydrated } from '../../app/hooks';
import type { PageData } from '../../app/types';
import { Accordion } from '../../components/accordion';
import { AsidePanel } from '../../components/parts/aside-panel';
import { Button } from '../../components/button';
import { Cards } from '../../components/cards';
import { CtaBand } from '../../components/parts/cta-band';
import { Hero } from '../../components/hero';
import { HeroActions } from '../../components/hero-actions';
import { Icon } from '../../components/icon';
import { IconList } from '../../components/parts/icon-list';
import { LinkTiles } from '../../components/parts/link-tiles';
import { NotFoundNotice } from '../../components/parts/not-found-notice';
import { MoreText } from '../../components/parts/more-text';
import { OwnCopy } from '../../components/parts/own-copy';
import { ProjectsSection } from '../../components/parts/projects-section';
import { Section } from '../../components/section';
import { Split } from '../../components/parts/split';
import { color, media } from '../../components/theme';
import type { NeighborhoodProps } from './data';
import { href } from '../../routes/urls';
import { CopyText } from '../../components/copy-text';

export default function NeighborhoodPage({ page }: { page: PageData<NeighborhoodProps> }) {
  const props = page.props;
  const { phone } = useShell();
  if (page.missing || props.missing) return <MissingNeighborhood />;
  const zipLabel = props.hero.zipCodes.length > 1 ? 'ZIP codes' : 'ZIP code';
  // The about section takes the tone opposite to the first own-copy section after it (own copy ends plain).
  const aboutTone = props.own && props.own.sections.length % 2 === 1 ? 'sky' : 'plain';
  return (
    <>
      <Hero
        tag={`${zipLabel} ${props.hero.zipCodes.join(', ')}`}
        heading={props.hero.heading}
        intro={props.hero.intro}
        breadcrumbs={page.breadcrumbs}
      >
        <HeroActions book={{ href: props.bookHref, label: 'Schedule Service' }} phone={phone} />
      </Hero>

      <Section id="about" heading={props.about.heading} tone={aboutTone}>
        <About $columns="1.5fr 1fr" $aside="sky">
          <div>
            <CopyText className="lead" text={props.about.description} />
            {props.own ? null : props.about.paragraphs.map((paragraph) => <CopyText key={paragraph} text={paragraph} />)}
            {props.about.homes ? (
              <div className="homes">
                <h3>{props.about.homes.heading}</h3>
                <CopyText text={props.about.homes.text} />
              </div>
            ) : null}
          </div>
          <WhyChoose why={props.whyChoose} />
        </About>
      </Section>

      {props.own ? <OwnCopy sections={props.own.sections} idPrefix="local" last="plain" /> : null}

      <Section id="popular" heading={props.popular.heading} tone="sky">
        <Cards
          columns={3}
          phone="row"
          items={props.popular.items.map((it) => ({
            title: it.title,
            text: it.text,
            href: it.href,
            linkLabel: 'View service',
          }))}
        />
      </Section>

      <OfferSection {...props.offer} />

      <Section id="faq" heading={props.faq.heading}>
        <Accordion items={props.faq.items} />
      </Section>

      <ProjectsSection projects={props.projects} tone="sand" />

      <CtaBand heading={props.cta.heading} intro={props.cta.intro} bookHref={props.bookHref} />

      <Section id="related" heading={props.related.heading}>
        <Related $large={4}>
          {props.related.links.map((link) => (
            <li key={link.href}>
              <Link to={link.href}>
                {link.label} <Icon name="arrow" size={16} />
              </Link>
            </li>
          ))}
        </Related>
      </Section>
    </>
  );
}

/**
 * The stand-in for an unknown neighborhood id, pointing to the service areas; under a city we serve
 * (/cities/tampa/hyde-park), also to that city's page, which lists its neighborhoods. The ids are in
 * the URL only, so that link shows after hydration.
 */
function MissingNeighborhood() {
  const hydrated = useHydrated();
  const { cityId = '' } = useParams();
  const shell = useShell();
  const city = cityId.toLowerCase();
  const known = hydrated && shell.ids.cities.includes(city);
  return (
    <NotFoundNotice
      heading="Neighborhood Not Found"
      actions={
        <>
          <Button to={href('service-areas')}>View All Service Areas</Button>
          {known && (
            <Button to={href('city', { cityId: city })} variant="ghost">
              All Neighborhoods in This City
            </Button>
          )}
        </>
      }
    >
      <p>Sorry, we couldn&apos;t find information for the requested neighborhood.</p>
    </NotFoundNotice>
  );
}

/** The special offer as a band across the page, with its link to the booking page. */
function OfferSection({ heading, intro, book }: { heading: string; intro: string; book: string }) {
  return (
    <Section id="offer">
      <Offer role="note" aria-labelledby="offer-heading">
        <Icon name="dollar" size={36} />
        <div>
          <h2 id="offer-heading">{heading}</h2>
          <CopyText text={intro} />
        </div>
        <Button to={book}>Claim This Offer</Button>
      </Offer>
    </Section>
  );
}

const About = styled(Split)`
  .lead {
    font-size: 1.1rem;
  }
  .homes {
    background: ${color.sand};
    border-radius: 12px;
    padding: 1rem 1.25rem;
  }
  .homes p {
    margin: 0;
  }
`;

const Offer = styled.div`
  display: grid;
  gap: 1rem;
  align-items: center;
  padding: 1.5rem;
  border: 2px dashed ${color.accent};
  border-radius: 14px;
  background: ${color.sand};
  ${media.wide} {
    grid-template-columns: auto 1fr auto;
    padding: 1.75rem 2rem;
  }
  > svg {
    color: ${color.accent};
  }
  h2 {
    margin: 0 0 0.3rem;
    font-size: 1.5rem;
  }
  p {
    margin: 0;
    font-size: 1.1rem;
  }
`;

const Related = styled(LinkTiles)`
  a {
    justify-content: space-between;
    gap: 0.5rem;
    min-height: 52px;
  }
`;

/** Why choose us, beside the about text; folded on a phone. */
function WhyChoose({ why }: { why: { heading: string; list: string[] } }) {
  return (
    <AsidePanel id="why-heading" heading={why.heading}>
      <MoreText label="See why" about={`: ${why.heading}`} phoneOnly>
        <IconList items={why.list} icon="check" iconSize={20} tone="success" align="top" iconOffset="0.2rem" gap={0.6} strong />
      </MoreText>
    </AsidePanel>
  );
}
