import styled from 'styled-components';
import { useShell } from '../../app/shell-context';
import type { PageData } from '../../app/types';
import { Accordion } from '../../components/Accordion';
import { Button } from '../../components/Button';
import { CardSection } from '../../components/CardSection';
import { CardGrid } from '../../components/CardGrid';
import { CtaBand } from '../../components/CtaBand';
import { Hero } from '../../components/Hero';
import { HeroActions } from '../../components/HeroActions';
import { Icon } from '../../components/Icon';
import { Card } from '../../components/parts/Card';
import { IconList } from '../../components/parts/IconList';
import { LinkList } from '../../components/parts/LinkList';
import { MoreText } from '../../components/MoreText';
import { NotFoundNotice } from '../../components/NotFoundNotice';
import { OwnCopy } from '../../components/OwnCopy';
import { Section } from '../../components/Section';
import { Steps } from '../../components/parts/Steps';
import { bareList, color, media } from '../../components/theme';
import type { ServiceCityProps } from './data';
import { href } from '../../routes/urls';

export default function ServiceCityPage({ page }: { page: PageData<ServiceCityProps> }) {
  const p = page.props;
  const { phone } = useShell();
  if (p.missing) {
    return (
      <NotFoundNotice heading={p.missing.heading} actions={<Button to={p.missing.link.href}>{p.missing.link.label}</Button>}>
        <p>{p.missing.text}</p>
      </NotFoundNotice>
    );
  }
  return (
    <Page>
      <Hero heading={p.hero.heading} intro={p.hero.intro} breadcrumbs={page.breadcrumbs}>
        <HeroActions book={p.cta.book} phone={phone} />
      </Hero>

      {p.own ? (
        <>
          <OwnCopy sections={p.own.sections} idPrefix="local" last="sky" />
          <Section id="offer">
            <Offer {...p.offer} />
          </Section>
        </>
      ) : (
        <GeneratedCopy overview={p.overview} offer={p.offer} process={p.process} conditions={p.conditions} />
      )}

      <Section id="neighborhoods" heading={p.neighborhoods.heading} intro={p.neighborhoods.intro}>
        <CardGrid className="hoods" $gap={0.4}>
          {p.neighborhoods.items.map((n) => (
            <Card key={n.href} heading={n.name} more={{ to: n.href, label: n.linkLabel }}>
              <p className="line">{n.line}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      {p.own ? null : (
        <Section id="faq" heading={p.faq.heading} tone="sky">
          <Accordion items={p.faq.items} name="service-city-faq" />
        </Section>
      )}

      <CtaBand heading={p.cta.heading} intro={p.cta.intro} bookLabel={p.cta.book.label} bookHref={p.cta.book.href} />

      <Section id="related" heading={p.related.heading}>
        <div className="related">
          {p.related.groups.map((g) => (
            <nav key={g.heading} aria-label={g.heading}>
              <h3>{g.heading}</h3>
              <LinkList links={g.links} />
            </nav>
          ))}
        </div>
      </Section>
    </Page>
  );
}

type ServiceCity = Exclude<ServiceCityProps, { missing: object }>;

/**
 * The page's copy when the place has none of its own: the overview with its warning signs beside
 * the offer, the steps of the work, and the local conditions (when there are any).
 */
function GeneratedCopy({ overview, offer, process, conditions }: Pick<ServiceCity, 'overview' | 'offer' | 'process' | 'conditions'>) {
  return (
    <>
      <Section id="overview" heading={overview.heading}>
        <div className="overview">
          <div>
            {overview.paragraphs.map((t) => (
              <p key={t} className="lead">
                {t}
              </p>
            ))}
            <p>{overview.signsIntro}</p>
            <MoreText label="See the signs" phoneOnly>
              <IconList items={overview.signs} icon="info" />
            </MoreText>
          </div>
          <Offer {...offer} />
        </div>
        <h3 className="process-heading">{process.heading}</h3>
        <Steps steps={process.steps} level={4} layout="cards" />
      </Section>

      {conditions.items.length ? (
        <CardSection
          id="conditions"
          heading={conditions.heading}
          intro={conditions.intro}
          tone="sand"
          items={conditions.items}
          columns={2}
        />
      ) : null}
    </>
  );
}

/** The special offer panel with its link to the booking page. */
function Offer({ heading, intro }: { heading: string; intro: string }) {
  return (
    <aside className="offer" aria-labelledby="offer-heading">
      <p className="badge">
        <Icon name="dollar" size={18} /> Special Offer
      </p>
      <h2 id="offer-heading">{heading}</h2>
      <p>{intro}</p>
      <Button to={href('booking')}>Claim the Offer</Button>
    </aside>
  );
}

const Page = styled.div`
  .overview {
    display: grid;
    gap: 2rem;
  }
  ${media.large} {
    .overview {
      grid-template-columns: minmax(0, 1.7fr) minmax(0, 1fr);
      align-items: start;
    }
  }
  .lead {
    font-size: 1.1rem;
    max-width: 70ch;
  }
  .offer {
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
  .process-heading {
    margin-top: 2.5rem;
    font-size: 1.4rem;
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
