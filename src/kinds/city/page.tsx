import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useHydrated } from '../../app/hooks';
import { useShell } from '../../app/shell-context';
import type { PageData } from '../../app/types';
import { Accordion } from '../../components/accordion';
import { AsidePanel } from '../../components/parts/aside-panel';
import { Button } from '../../components/button';
import { CardSection } from '../../components/card-section';
import { CardGrid } from '../../components/card-grid';
import { CtaBand } from '../../components/parts/cta-band';
import { Hero } from '../../components/hero';
import { HeroActions } from '../../components/hero-actions';
import { Icon } from '../../components/icon';
import { Card } from '../../components/parts/card';
import { IconList } from '../../components/parts/icon-list';
import { LinkTiles } from '../../components/parts/link-tiles';
import { NotFoundNotice, TownsWithoutPage } from '../../components/parts/not-found-notice';
import { ProjectsSection } from '../../components/parts/projects-section';
import { Section } from '../../components/section';
import { Split } from '../../components/parts/split';
import { Tabs } from '../../components/tabs';
import { MoreText } from '../../components/parts/more-text';
import { color, phoneRow } from '../../components/theme';
import type { CityProps } from './data';
import { href } from '../../routes/urls';
import { CopyText } from '../../components/copy-text';

export default function CityPage({ page }: { page: PageData<CityProps> }) {
  const props = page.props;
  const { phone } = useShell();
  if (page.missing || props.missing) return <MissingCity />;
  return (
    <>
      <Hero tag={props.hero.tag} heading={props.hero.heading} intro={props.hero.intro} breadcrumbs={page.breadcrumbs}>
        <HeroActions book={{ href: props.bookHref, label: 'Schedule Service' }} phone={phone} />
      </Hero>

      <Section id="about" heading={props.about.heading}>
        <About $aside="sand">
          <AboutText text={props.about.description} />
          <AsidePanel id="landmarks-heading" heading={props.landmarks.heading}>
            <CopyText text={props.landmarks.intro} />
            <MoreText label="See the landmarks" about={` of ${props.name}`} phoneOnly>
              <IconList items={props.landmarks.items} icon="pin" tone="accent" align="top" gap={0.4} itemGap={0.45} />
            </MoreText>
          </AsidePanel>
        </About>
      </Section>

      <Section id="services" heading={props.services.heading} tone="sky">
        <ServiceList>
          {props.services.items.map((item) => (
            <li key={item.href}>
              <Link to={item.href}>
                <Icon name={item.icon} size={20} /> {item.label} <Icon name="arrow" size={16} />
              </Link>
            </li>
          ))}
        </ServiceList>
      </Section>

      <CardSection id="issues" heading={props.issues.heading} items={props.issues.items} columns={2} />

      <Section id="neighborhoods" heading={props.neighborhoods.heading} intro={props.neighborhoods.intro} tone="sand">
        <Hoods $gap={0.4}>
          {props.neighborhoods.items.map((item) => (
            <Card key={item.href} heading={item.name} more={{ to: item.href, label: `Service in ${item.name}` }}>
              <p className="zips">
                <span className="visually-hidden">ZIP codes: </span>
                <Icon name="pin" size={16} /> {item.zipCodes.join(', ')}
              </p>
              <CopyText className="clamp" text={item.description} />
            </Card>
          ))}
        </Hoods>
      </Section>

      <Section id="service-types" heading={props.tabs.heading}>
        <Tabs
          label={`Garage door services in ${props.name}`}
          initial="repairs"
          tabs={props.tabs.items.map((item) => ({
            id: item.id,
            label: item.label,
            content: (
              <div>
                <h3>{item.heading}</h3>
                <CopyText text={item.intro} />
                <IconList items={item.list} icon="check" tone="success" align="top" columns={2} />
              </div>
            ),
          }))}
        />
      </Section>

      <ProjectsSection projects={props.projects} tone="sky" />

      <Section id="faq" heading={props.faq.heading}>
        <Accordion items={props.faq.items} />
      </Section>

      <CtaBand heading={props.cta.heading} intro={props.cta.intro} bookHref={props.bookHref} />
    </>
  );
}

/** The city's description: a blank line in it starts a new paragraph, and the first one leads; on a phone the rest fold. */
function AboutText({ text }: { text: string }) {
  const [lead, ...rest] = text.split(/\n+/);
  return (
    <div className="text">
      <CopyText className="lead" text={lead} />
      {rest.length ? (
        <MoreText label="Read more" phoneOnly>
          {rest.map((para, i) => (
            <CopyText key={i} text={para} />
          ))}
        </MoreText>
      ) : null}
    </div>
  );
}

/** The stand-in for an unknown city id; the id itself is in the URL only, so it shows after hydration. */
function MissingCity() {
  const hydrated = useHydrated();
  const { cityId = '' } = useParams();
  const shell = useShell();
  const navigate = useNavigate();
  useEffect(() => {
    // Ids are matched lower-cased: /cities/TaMpA is Tampa.
    const lower = cityId.toLowerCase();
    if (lower !== cityId && shell.ids.cities.includes(lower)) navigate(href('city', { cityId: lower }), { replace: true });
  }, [cityId, shell.ids.cities, navigate]);
  return (
    <NotFoundNotice
      heading="City Information Not Found"
      actions={
        <>
          <Button to={href('service-areas')}>View All Service Areas</Button>
          <Button to={href('home')} variant="ghost">
            Return to Home
          </Button>
        </>
      }
    >
      <p>
        Sorry, we couldn&apos;t find detailed information for the requested city
        {hydrated && cityId ? (
          <>
            : <strong>{cityId}</strong>
          </>
        ) : (
          '.'
        )}
      </p>
      <TownsWithoutPage />
    </NotFoundNotice>
  );
}

const About = styled(Split)`
  .text p {
    margin: 1rem 0 0;
    max-width: 70ch;
  }
  .text .lead {
    margin: 0;
  }
`;

const ServiceList = styled(LinkTiles)`
  a {
    gap: 0.6rem;
    min-height: 56px;
    background: #fff;
    color: ${color.navyDark};
  }
  a svg:first-child {
    color: ${color.accent};
    flex: none;
  }
  a svg:last-child {
    margin-left: auto;
    flex: none;
  }
`;

const Hoods = styled(CardGrid)`
  ${phoneRow}
  .zips {
    display: flex;
    align-items: center;
    gap: 0.35rem;
    color: ${color.muted};
    font-weight: 600;
    font-size: 0.95rem;
  }
  .clamp {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 3;
    overflow: hidden;
  }
  .more {
    padding-top: 0.4rem;
  }
`;
