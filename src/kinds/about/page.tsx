import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';
import type { PageData } from '../../app/types';
import { CardSection } from '../../components/card-section';
import { Hero } from '../../components/hero';
import { HeroActions } from '../../components/hero-actions';
import { Icon } from '../../components/icon';
import { MapFacade } from '../../components/map-facade';
import { Photo } from '../../components/photo';
import { Prose } from '../../components/prose';
import { Section } from '../../components/section';
import { bareList, color, media, phoneRow, tileColumns } from '../../components/theme';
import type { AboutProps } from './data';
import { href } from '../../routes/urls';
import { CopyText } from '../../components/copy-text';

export default function AboutPage({ page }: { page: PageData<AboutProps> }) {
  const { hero, storyHeading, story, photos, stats, values, whyChoose, contact, map } = page.props;
  return (
    <>
      <Hero heading={hero.heading} intro={hero.intro} breadcrumbs={page.breadcrumbs}>
        <HeroActions book={{ href: href('booking'), label: 'Book a Service' }} phone={contact.phone} />
      </Hero>
      <Section id="story" heading={storyHeading}>
        <Prose {...story} />
      </Section>
      {photos.items.length ? (
        <Section id="team" heading={photos.heading}>
          {/* On a phone several photos stand in a row that scrolls sideways; the row takes the focus to be scrolled by keyboard. */}
          <PhotoGrid
            data-count={Math.min(photos.items.length, 3)}
            {...(photos.items.length > 1 ? { tabIndex: 0, 'aria-labelledby': 'team-heading' } : {})}
          >
            {photos.items.map((item) => (
              <li key={item.src}>
                <Photo photo={item} sizes={photoSizes(photos.items.length)} ratio="4 / 3" />
              </li>
            ))}
          </PhotoGrid>
        </Section>
      ) : null}
      <CardSection id="stats" heading={stats.heading} tone="sky" items={stats.items} columns={4} />
      <CardSection id="values" heading={values.heading} items={values.items} columns={3} />
      <CardSection id="why-choose" heading={whyChoose.heading} tone="sand" items={whyChoose.items} columns={4} />
      <Section id="contact" heading={contact.heading} intro={contact.intro}>
        <Contact>
          <dl>
            <ContactRow icon="phone" label="Phone">
              <dd>
                <a href={`tel:${contact.phone.e164}`}>{contact.phone.display}</a>
              </dd>
            </ContactRow>
            <ContactRow icon="mail" label="E-mail">
              <dd>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </dd>
            </ContactRow>
            <ContactRow icon="pin" label="Address">
              <dd>
                <address>
                  {contact.address[0]}
                  <br />
                  {contact.address[1]}
                </address>
              </dd>
            </ContactRow>
            <ContactRow icon="clock" label="Office Hours">
              {contact.officeHours.map((officeHour) => (
                <dd key={officeHour}>{officeHour}</dd>
              ))}
            </ContactRow>
            <ContactRow icon="calendar" label="Service Hours">
              {contact.serviceHours.map((serviceHour) => (
                <dd key={serviceHour}>{serviceHour}</dd>
              ))}
              <dd>Emergency service {contact.emergency}</dd>
            </ContactRow>
          </dl>
          <div className="map">
            <h3>{map.heading}</h3>
            <CopyText text={map.intro} />
            <MapFacade
              title={map.title}
              embedUrl={map.embedUrl}
              linkUrl={map.linkUrl}
              linkLabel="Open our office in Google Maps"
              buttonLabel="Show map"
            />
          </div>
        </Contact>
      </Section>
    </>
  );
}

/** One line of the contact list: an icon and a label, then what it says (`dd` elements). */
function ContactRow({ icon, label, children }: { icon: ComponentProps<typeof Icon>['name']; label: string; children: ReactNode }) {
  return (
    <div>
      <dt>
        <Icon name={icon} size={20} /> {label}
      </dt>
      {children}
    </div>
  );
}

const Contact = styled.div`
  display: grid;
  gap: 2rem;
  ${media.large} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: start;
  }
  dl {
    margin: 0;
    display: grid;
    gap: 1rem;
  }
  dl > div {
    background: ${color.sky};
    border-radius: 12px;
    padding: 1rem 1.15rem;
  }
  dt {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    font-weight: 800;
    color: ${color.navyDark};
  }
  dt svg {
    color: ${color.accent};
  }
  dd {
    margin: 0.25rem 0 0 1.75rem;
  }
  dd a {
    font-weight: 700;
    overflow-wrap: anywhere;
    display: inline-block;
    min-height: 24px;
  }
  address {
    font-style: normal;
  }
  .map h3 {
    margin-bottom: 0.35rem;
  }
`;

/** How wide each photo is drawn, by how many there are (PhotoGrid): the browser picks the copy it needs. */
function photoSizes(count: number): string {
  if (count === 1) return '(min-width: 800px) 720px, 92vw';
  if (count === 2) return '(min-width: 1200px) 560px, (min-width: 768px) 46vw, 80vw';
  return '(min-width: 1200px) 370px, (min-width: 1024px) 30vw, (min-width: 768px) 46vw, 80vw';
}

/**
 * The team's and the vans' photos: one, alone and not too wide; two, side by side from the tablet
 * width up; three or more, two then three to a row. On a phone, more than one stand in a row that
 * scrolls sideways, the next one peeking.
 */
const PhotoGrid = styled.ul`
  ${bareList}
  ${tileColumns}
  gap: 1.25rem;
  &[data-count='1'] {
    grid-template-columns: minmax(0, 720px);
  }
  ${media.large} {
    &[data-count='2'] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  &:not([data-count='1']) {
    ${phoneRow}
  }
`;
