import styled from 'styled-components';
import { useParams } from 'react-router-dom';
import { useHydrated } from '../../app/hooks';
import { href } from '../../routes/urls';
import { useShell } from '../../app/shell-context';
import type { PageData } from '../../app/types';
import { Accordion } from '../../components/accordion';
import { Button } from '../../components/button';
import { CardSection } from '../../components/card-section';
import { CardGrid } from '../../components/card-grid';
import { CtaBand } from '../../components/parts/cta-band';
import { Hero } from '../../components/hero';
import { HeroActions } from '../../components/hero-actions';
import { Icon } from '../../components/icon';
import { Card } from '../../components/parts/card';
import { IconList } from '../../components/parts/icon-list';
import { LinkList } from '../../components/parts/link-list';
import { MoreText } from '../../components/parts/more-text';
import { NotFoundNotice, TownsWithoutPage } from '../../components/parts/not-found-notice';
import { OwnCopy } from '../../components/parts/own-copy';
import { Section } from '../../components/section';
import { Steps } from '../../components/parts/steps';
import { bareList, color, media, phoneRow } from '../../components/theme';
import type { ServiceCityProps } from './data';
import { CopyText } from '../../components/copy-text';

export default function ServiceCityPage({ page }: { page: PageData<ServiceCityProps> }) {
  const props = page.props;
  const { phone } = useShell();
  if (props.missing) return <MissingPair missing={props.missing} />;
  return (
    <Page>
      <Hero heading={props.hero.heading} intro={props.hero.intro} breadcrumbs={page.breadcrumbs}>
        <HeroActions book={props.cta.book} phone={phone} />
      </Hero>

      {/* Own copy replaces the words of the description, never a section: the rest of the page is the same for every pair. */}
      {props.own ? <OwnCopy sections={props.own.sections} idPrefix="local" last="plain" /> : <Overview {...props.overview} />}

      <Section id="process" heading={props.process.heading} tone="sky">
        <Steps steps={props.process.steps} level={3} layout="cards" />
        <Offer {...props.offer} />
      </Section>

      {props.conditions.items.length ? (
        <CardSection
          id="conditions"
          heading={props.conditions.heading}
          intro={props.conditions.intro}
          tone="sand"
          items={props.conditions.items}
          columns={2}
        />
      ) : null}

      <Section id="neighborhoods" heading={props.neighborhoods.heading} intro={props.neighborhoods.intro}>
        <CardGrid className="hoods" $gap={0.4}>
          {props.neighborhoods.items.map((item) => (
            <Card key={item.href} heading={item.name} more={{ to: item.href, label: item.linkLabel }}>
              <CopyText className="line" text={item.line} />
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section id="faq" heading={props.faq.heading} tone="sky">
        <Accordion items={props.faq.items} name="service-city-faq" />
      </Section>

      <CtaBand heading={props.cta.heading} intro={props.cta.intro} bookLabel={props.cta.book.label} bookHref={props.cta.book.href} />

      <Section id="related" heading={props.related.heading}>
        <div className="related">
          {props.related.groups.map((group) => (
            <nav key={group.heading} aria-label={group.heading}>
              <h3>{group.heading}</h3>
              <LinkList links={group.links} />
            </nav>
          ))}
        </div>
      </Section>
    </Page>
  );
}

/**
 * The stand-in for a service or city we have no page for: the spec's words and link to the service
 * areas; a town we may serve without a page of its own gets the call or the booking form; once the
 * page has hydrated (the ids are in the address only), a service we offer gets its own page too
 * (/services/garage-door-repair/miami: Garage Door Repair).
 */
function MissingPair({ missing }: { missing: Extract<ServiceCityProps, { missing: object }>['missing'] }) {
  const hydrated = useHydrated();
  const { serviceId = '' } = useParams();
  const shell = useShell();
  const service = hydrated ? shell.ids.services.find((item) => item.id === serviceId.toLowerCase()) : undefined;
  return (
    <NotFoundNotice
      heading={missing.heading}
      actions={
        <>
          <Button to={missing.link.href}>{missing.link.label}</Button>
          {service && (
            <Button to={href('service', { serviceId: service.id })} variant="ghost">
              {service.title}
            </Button>
          )}
        </>
      }
    >
      <CopyText text={missing.text} />
      <TownsWithoutPage />
    </NotFoundNotice>
  );
}

type ServiceCity = Exclude<ServiceCityProps, { missing: object }>;

/** The description when the place has no copy of its own: the service in this city and its warning signs. */
function Overview({ heading, paragraphs, signsIntro, signs }: ServiceCity['overview']) {
  return (
    <Section id="overview" heading={heading}>
      <div className="overview">
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className="lead">
            {paragraph}
          </p>
        ))}
        <CopyText text={signsIntro} />
        <MoreText label="See the signs" phoneOnly>
          <IconList items={signs} icon="info" />
        </MoreText>
      </div>
    </Section>
  );
}

/** The special offer panel with its link to the booking page. */
function Offer({ heading, intro, book }: { heading: string; intro: string; book: string }) {
  return (
    <aside id="offer" className="offer" aria-labelledby="offer-heading">
      <p className="badge">
        <Icon name="dollar" size={18} /> Special Offer
      </p>
      <h2 id="offer-heading">{heading}</h2>
      <CopyText text={intro} />
      <Button to={book}>Claim This Offer</Button>
    </aside>
  );
}

const Page = styled.div`
  .lead {
    font-size: 1.1rem;
    max-width: 70ch;
  }
  .offer {
    margin-top: 1.5rem;
    padding: 1.5rem;
    border-radius: 14px;
    border: 2px dashed ${color.accent};
    background: ${color.sand};
  }
  .offer h2 {
    font-size: 1.4rem;
  }
  .offer .badge {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    font-weight: 800;
    color: ${color.accentDark};
    text-transform: uppercase;
    letter-spacing: 0.05em;
    font-size: 0.85rem;
  }
  /* On a phone the neighborhood cards are one row that scrolls sideways, as on the city page. */
  .hoods {
    ${phoneRow}
  }
  .hoods .line {
    font-weight: 700;
    color: ${color.muted};
    font-size: 0.95rem;
  }
  .hoods .more {
    padding-top: 0;
  }
  .related {
    display: grid;
    gap: 1.5rem;
  }
  ${media.wide} {
    .related {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
  .related h3 {
    font-size: 1.1rem;
  }
  .related ul {
    ${bareList}
    display: grid;
    gap: 0.35rem;
  }
  .related a {
    display: inline-block;
    min-height: 24px;
  }
`;
