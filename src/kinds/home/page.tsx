import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PageData } from '../../app/types';
import { Accordion } from '../../components/accordion';
import { Button } from '../../components/button';
import { CardSection } from '../../components/card-section';
import { Cards } from '../../components/cards';
import { Carousel } from '../../components/carousel';
import { Icon } from '../../components/icon';
import { LinkList } from '../../components/parts/link-list';
import { MoreText } from '../../components/parts/more-text';
import { Reveal } from '../../components/reveal';
import { Section } from '../../components/section';
import { color, media } from '../../components/theme';
import { BrandFilter } from './brand-filter';
import { HomeHero } from './home-hero';
import { ReviewCard } from './review-card';
import { ServiceAreas } from './service-areas';
import { ServiceCards } from './service-cards';
import type { HomeProps, Link as LinkData } from './types';
import { MoreLink } from '../../components/parts/more-link';
import { CopyText } from '../../components/copy-text';

export default function HomePage({ page }: { page: PageData<HomeProps> }) {
  const { hero, booking, toast, services, brands, about, reviews, cta, faq, areas, issues } = page.props;
  return (
    <Page>
      <HomeHero hero={hero} booking={booking} toast={toast} />
      <ServicesSection services={services} />
      <BrandsSection brands={brands} />
      <AboutSection about={about} />
      <ReviewsSection reviews={reviews} />
      <CallToAction cta={cta} />

      <Section id="faq" heading={faq.heading} intro={faq.intro}>
        <Accordion items={faq.items} firstOpen name="home-faq" />
      </Section>

      <Section id="service-areas" heading={areas.heading} intro={areas.intro} tone="sky">
        <ServiceAreas areas={areas} />
      </Section>

      <CardSection id="common-issues" heading={issues.heading} intro={issues.intro} items={issues.items} columns={4} phone="row" />
    </Page>
  );
}

/** The services: one card a main service, links to the others, why choose us and quick links. */
function ServicesSection({ services }: { services: HomeProps['services'] }) {
  return (
    <Section id="services" heading={services.heading} intro={services.intro}>
      <ServiceCards cards={services.cards} />
      <nav className="inline-links" aria-labelledby="more-services">
        <h3 id="more-services">{services.more.heading}</h3>
        <LinkList links={services.more.links} look="chips" phoneRow />
      </nav>
      <h3 className="sub">{services.whyChooseUs.heading}</h3>
      <Cards items={services.whyChooseUs.items} columns={4} headingLevel={4} phone="row" label={services.whyChooseUs.heading} />
      <h3 className="sub">{services.quickLinks.heading}</h3>
      <Cards items={services.quickLinks.items} columns={4} headingLevel={4} phone="row" />
      <ViewAll link={services.viewAll} />
    </Section>
  );
}

/** The brands: the filterable brand tiles, then a card for each featured brand. */
function BrandsSection({ brands }: { brands: HomeProps['brands'] }) {
  return (
    <Section id="brands" heading={brands.heading} intro={brands.intro} tone="sky">
      <BrandFilter tiles={brands.tiles} />
      <h3 className="sub">{brands.byBrand.heading}</h3>
      <Cards items={brands.byBrand.items} columns={3} headingLevel={4} phone="row" />
      <ViewAll link={brands.viewAll} />
    </Section>
  );
}

/** A centred button to the full list a section previews. */
function ViewAll({ link }: { link: LinkData }) {
  return (
    <p className="actions">
      <Button to={link.href}>
        {link.label} <Icon name="arrow" size={18} />
      </Button>
    </p>
  );
}

/** About the company: its paragraphs and figures, beside a card naming the counties served. */
function AboutSection({ about }: { about: HomeProps['about'] }) {
  return (
    <Section id="about" heading={about.heading}>
      <div className="about">
        <div>
          <CopyText text={about.paragraphs[0]} />
          {about.paragraphs.length > 1 ? (
            <MoreText label="Read more" about={` about ${about.heading}`} phoneOnly>
              {about.paragraphs.slice(1).map((paragraph) => (
                <CopyText key={paragraph} text={paragraph} />
              ))}
            </MoreText>
          ) : null}
          <Reveal className="stats">
            <ul>
              {about.stats.map((stat) => (
                <li key={stat.title}>
                  <span className="value">{stat.value}</span>
                  <span className="label">{stat.title}</span>
                </li>
              ))}
            </ul>
          </Reveal>
        </div>
        <AreaCard card={about.areaCard} />
      </div>
    </Section>
  );
}

/** The navy card of the counties served, with a link to the service areas. */
function AreaCard({ card }: { card: HomeProps['about']['areaCard'] }) {
  return (
    <aside className="area-card" aria-labelledby="area-card-heading">
      <h3 id="area-card-heading">
        <Icon name="map" /> {card.heading}
      </h3>
      <CopyText text={card.intro} />
      <ul>
        {card.counties.map((county) => (
          <li key={county}>
            <Icon name="check" size={18} /> {county}
          </li>
        ))}
      </ul>
      <MoreLink to={card.link.href}>{card.link.label}</MoreLink>
    </aside>
  );
}

/** The reviews carousel and a link to all reviews. */
function ReviewsSection({ reviews }: { reviews: HomeProps['reviews'] }) {
  return (
    <Section id="reviews" heading={reviews.heading} intro={reviews.intro} tone="sand">
      <Carousel
        label="Customer reviews"
        itemName="review"
        intervalMs={reviews.intervalMs}
        perView={{ wide: reviews.wideCards, narrow: reviews.narrowCards }}
        breakpointPx={reviews.breakpointPx}
        slides={reviews.items.map((item) => ({ id: item.id, content: <ReviewCard review={item} /> }))}
      />
      <p className="actions">
        <MoreLink to={reviews.all.href}>{reviews.all.label}</MoreLink>
      </p>
    </Section>
  );
}

/** The navy band that asks for a booking or a call, with links to the cities and more pages. */
function CallToAction({ cta }: { cta: HomeProps['cta'] }) {
  return (
    <section className="cta" aria-labelledby="home-cta-heading">
      <div className="container">
        <h2 id="home-cta-heading">
          <Link to={cta.book.href}>{cta.heading}</Link>
        </h2>
        <CopyText text={cta.intro} />
        <div className="cta-actions">
          <Button to={cta.book.href}>
            <Icon name="calendar" size={20} /> {cta.book.label}
          </Button>
          <Button to={`tel:${cta.phone.e164}`} variant="secondary">
            <Icon name="phone" size={20} /> Call {cta.phone.display}
          </Button>
        </div>
        <ul className="cta-links">
          {[...cta.cities, ...cta.more].map((link) => (
            <li key={link.href}>
              <Link to={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const Page = styled.div`
  .sub {
    margin-top: 2.5rem;
    font-size: 1.4rem;
  }
  ${media.narrow} {
    .sub {
      margin-top: 1.75rem;
    }
    .actions {
      margin-top: 1.25rem;
    }
  }
  .actions {
    margin: 2rem 0 0;
    display: flex;
    justify-content: center;
  }
  .more {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    font-weight: 700;
    min-height: 24px;
  }
  .inline-links {
    margin-top: 1.5rem;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 1rem;
  }
  .inline-links h3 {
    margin: 0;
    font-size: 1rem;
  }
  .about {
    display: grid;
    gap: 2rem;
    grid-template-columns: minmax(0, 1fr);
  }
  ${media.large} {
    .about {
      grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr);
      align-items: start;
    }
  }
  .stats ul {
    list-style: none;
    margin: 1.5rem 0 0;
    padding: 0;
    display: grid;
    gap: 0.75rem;
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.wide} {
    .stats ul {
      grid-template-columns: repeat(4, 1fr);
    }
  }
  .stats li {
    display: flex;
    flex-direction: column;
    gap: 0.2rem;
    padding: 1.1rem;
    border-radius: 12px;
    background: ${color.sky};
    text-align: center;
  }
  .stats .value {
    font-size: clamp(1.5rem, 6vw, 2rem);
    font-weight: 800;
    color: ${color.accentDark};
    line-height: 1.1;
  }
  .stats .label {
    font-weight: 600;
    color: ${color.navyDark};
  }
  .area-card {
    padding: 1.5rem;
    border-radius: 14px;
    background: ${color.navy};
    color: #fff;
  }
  .area-card h3 {
    color: #fff;
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
  .area-card ul {
    list-style: none;
    margin: 0 0 1rem;
    padding: 0;
    display: grid;
    gap: 0.35rem;
  }
  .area-card li {
    display: flex;
    align-items: center;
    gap: 0.4rem;
  }
  .area-card a {
    color: #fff;
  }
  .cta {
    background: linear-gradient(135deg, ${color.navyDark}, ${color.navy});
    color: #fff;
    padding: 3rem 0;
    text-align: center;
  }
  .cta h2 {
    color: #fff;
  }
  .cta h2 a {
    color: inherit;
    text-decoration-thickness: 2px;
    text-underline-offset: 0.2em;
  }
  .cta p {
    max-width: 62ch;
    margin: 0 auto 1.25rem;
    font-size: 1.1rem;
    color: #e6eef4;
  }
  .cta-actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.75rem;
  }
  .cta-links {
    list-style: none;
    margin: 1.5rem 0 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.25rem 1.25rem;
  }
  .cta-links a {
    color: #fff;
    font-weight: 600;
    display: inline-block;
    min-height: 24px;
  }
`;
