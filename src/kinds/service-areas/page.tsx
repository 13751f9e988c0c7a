import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useShell } from '../../app/shell-context';
import type { PageData } from '../../app/types';
import { Accordion } from '../../components/accordion';
import { CardSection } from '../../components/card-section';
import { CityNeighborhoods } from '../../components/parts/city-neighborhoods';
import { CtaBand } from '../../components/parts/cta-band';
import { Hero } from '../../components/hero';
import { HeroActions } from '../../components/hero-actions';
import { CardList } from '../../components/card-list';
import { ListSection } from '../../components/list-section';
import { Icon } from '../../components/icon';
import { Card } from '../../components/parts/card';
import { IconList } from '../../components/parts/icon-list';
import { LinkList } from '../../components/parts/link-list';
import { MapFacade } from '../../components/map-facade';
import { Prose } from '../../components/prose';
import { Section } from '../../components/section';
import { Split } from '../../components/parts/split';
import { MoreText } from '../../components/parts/more-text';
import { bareList, capsHeading, color, media, phoneRow } from '../../components/theme';
import type { ServiceAreasProps } from './data';
import { href } from '../../routes/urls';
import { CopyText } from '../../components/copy-text';

export default function ServiceAreasPage({ page }: { page: PageData<ServiceAreasProps> }) {
  const props = page.props;
  const { phone } = useShell();
  return (
    <>
      <Hero heading={props.hero.heading} intro={props.hero.intro} breadcrumbs={page.breadcrumbs}>
        <HeroActions book={{ href: href('booking'), label: 'Schedule Service' }} phone={phone} />
      </Hero>
      <IntroSection intro={props.intro} map={props.map} />
      <ListSection id="counties" {...props.counties} tone="sky" list={CountyGrid} keyOf={(item) => item.name}>
        {(item) => <CountyCard county={item} />}
      </ListSection>
      <NeighborhoodDirectory all={props.allNeighborhoods} />
      <DistrictsSection districts={props.districts} />
      <CardSection id="commitments" heading={props.commitments.heading} items={props.commitments.items} columns={3} />
      <CardSection
        id="popular"
        heading={props.popular.heading}
        tone="sky"
        items={props.popular.items.map((it) => ({ ...it, linkLabel: 'View service' }))}
        columns={3}
      />

      <Section id="faq" heading={props.faq.heading}>
        <Accordion items={props.faq.items} />
      </Section>

      <ReadMoreSection heading={props.more.heading} body={props.body} />
      <CtaBand heading={props.cta.heading} intro={props.cta.intro} />
    </>
  );
}

/** What the company promises across the area, beside the map of it. */
function IntroSection({ intro, map }: Pick<ServiceAreasProps, 'intro' | 'map'>) {
  return (
    <Section id="intro" heading={intro.heading}>
      <Intro $columns="1.1fr 1fr">
        <div>
          <CopyText text={intro.paragraphs[0]} />
          {intro.paragraphs.length > 1 ? (
            <MoreText label="Read more" phoneOnly>
              {intro.paragraphs.slice(1).map((paragraph) => (
                <CopyText key={paragraph} text={paragraph} />
              ))}
            </MoreText>
          ) : null}
          <IconList items={intro.promises} icon="check" iconSize={20} tone="success" align="top" iconOffset="0.2rem" strong />
          <p>
            <Link className="arrow-link" to={intro.servicesLink.href}>
              {intro.servicesLink.label} <Icon name="arrow" size={16} />
            </Link>
          </p>
        </div>
        <div aria-labelledby="map-heading" role="group">
          <h3 id="map-heading">{map.heading}</h3>
          {map.intro ? <CopyText text={map.intro} /> : null}
          <MapFacade title={map.title} embedUrl={map.embedUrl} linkUrl={map.linkUrl} linkLabel={map.linkLabel} />
        </div>
      </Intro>
    </Section>
  );
}

/** A county's card: its description, its cities as pills and its featured neighborhoods. */
function CountyCard({ county: item }: { county: ServiceAreasProps['counties']['items'][number] }) {
  return (
    <Card heading={`${item.name} County`}>
      <CopyText text={item.description} />
      {item.cities.length ? (
        <>
          <h4>Cities</h4>
          <LinkList links={item.cities} className="pills" />
        </>
      ) : null}
      {item.featured.length ? <FeaturedNeighborhoods links={item.featured} /> : null}
    </Card>
  );
}

/** A county's featured neighborhoods, one pin link each. */
function FeaturedNeighborhoods({ links }: { links: Array<{ href: string; label: string }> }) {
  return (
    <>
      <h4>Featured Neighborhoods</h4>
      <ul className="links">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>
              <Icon name="pin" size={16} /> {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Every neighborhood served, by county, then city. */
function NeighborhoodDirectory({ all }: { all: ServiceAreasProps['allNeighborhoods'] }) {
  return (
    <Section id="neighborhoods" heading={all.heading} intro={all.intro}>
      {all.counties.map((county) => (
        <Directory key={county.name} aria-labelledby={`all-${slug(county.name)}`} role="group">
          <h3 id={`all-${slug(county.name)}`}>{county.name} County</h3>
          <div className="cities">
            {county.cities.map((city) => (
              <CityNeighborhoods key={city.href} city={city} as="div" />
            ))}
          </div>
        </Directory>
      ))}
    </Section>
  );
}

/** The business districts served, one column a county. */
function DistrictsSection({ districts }: { districts: ServiceAreasProps['districts'] }) {
  return (
    <Section id="districts" heading={districts.heading} intro={districts.intro} tone="sand">
      <MoreText label="See the districts" about=" by county" phoneOnly>
        <Columns>
          {districts.counties.map((county) => (
            <div key={county.name}>
              <h3>{county.name} County</h3>
              <IconList items={county.districts} icon="building" align="top" gap={0.45} />
            </div>
          ))}
        </Columns>
      </MoreText>
    </Section>
  );
}

/** The long text about the service areas, folded until the visitor opens it. */
function ReadMoreSection({ heading, body }: { heading: string; body: ServiceAreasProps['body'] }) {
  return (
    <Section id="more" heading={heading} tone="sand">
      <More>
        <summary>
          <span className="closed">Read More About Our Service Areas</span>
          <span className="open">Read Less</span>
          <Icon name="chevron" size={20} />
        </summary>
        <Prose {...body} />
      </More>
    </Section>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

const Intro = styled(Split)`
  .checks {
    margin-bottom: 1.25rem;
  }
  .arrow-link {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    font-weight: 700;
    min-height: 24px;
  }
`;

const CountyGrid = styled(CardList).attrs({ $large: 3, $radius: 12, $padding: '1.4rem' })`
  ${phoneRow}
  h3 {
    font-size: 1.35rem;
  }
  h4 {
    margin: 1.1rem 0 0.5rem;
    font-size: 1rem;
    ${capsHeading}
  }
  ul ul,
  .pills,
  .links {
    ${bareList}
  }
  .pills {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .pills a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0.3rem 0.85rem;
    border-radius: 999px;
    background: ${color.sky};
    color: ${color.navyDark};
    font-weight: 600;
    text-decoration: none;
  }
  .pills a:hover {
    text-decoration: underline;
  }
  .links {
    display: grid;
    gap: 0.25rem;
  }
  .links a {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    min-height: 28px;
  }
`;

const Directory = styled.div`
  margin-top: 1.75rem;
  h3 {
    border-bottom: 2px solid ${color.line};
    padding-bottom: 0.4rem;
  }
  .cities {
    display: grid;
    gap: 1.25rem;
    grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  }
  .cities {
    ${phoneRow}
  }
  ${media.narrow} {
    .cities {
      grid-auto-columns: 11rem;
    }
  }
  h4 {
    margin: 0 0 0.4rem;
    font-size: 1.05rem;
  }
  ul {
    ${bareList}
  }
  li a {
    display: inline-block;
    min-height: 28px;
    padding: 0.1rem 0;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  ${media.wide} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const More = styled.details`
  summary {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 46px;
    padding: 0.6rem 1.2rem;
    border: 2px solid ${color.navy};
    border-radius: 999px;
    color: ${color.navyDark};
    font-weight: 700;
    cursor: pointer;
    list-style: none;
    background: #fff;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary svg {
    transition: transform 0.2s;
  }
  &[open] summary svg {
    transform: rotate(180deg);
  }
  .open {
    display: none;
  }
  &[open] .open {
    display: inline;
  }
  &[open] .closed {
    display: none;
  }
  > div {
    margin-top: 1rem;
  }
`;
