import styled from 'styled-components';
import { BookingFormIsland } from '../../booking/form/booking-form-island';
import type { BookingConfig } from '../../booking/form/types';
import { HeroActions } from '../../components/hero-actions';
import { Icon } from '../../components/icon';
import { MoreText } from '../../components/parts/more-text';
import { color, media } from '../../components/theme';
import type { ToastSettings } from '../../components/toasts';
import { HeroImage } from './hero-image';
import type { HomeProps } from './types';

type Props = { hero: HomeProps['hero']; booking: BookingConfig; toast: ToastSettings };

/**
 * Tag, headline and what its price is, the hero's own Book and Call, three benefits and local copy
 * over the hero picture, with the booking form beside.
 */
export function HomeHero({ hero, booking, toast }: Props) {
  return (
    <Band aria-labelledby="home-hero-heading">
      <HeroImage image={hero.image} toast={toast} />
      <div className="container inner">
        <div className="copy">
          <p className="tag">
            <Icon name="pin" size={18} /> {hero.tag}
          </p>
          <h1 id="home-hero-heading">{hero.heading}</h1>
          <p className="price">{hero.price}</p>
          <div className="hero-actions">
            <HeroActions book={hero.book} phone={hero.phone} />
          </div>
          <ul className="benefits">
            {hero.benefits.map((benefit) => (
              <li key={benefit}>
                <Icon name="check" size={20} /> {benefit}
              </li>
            ))}
          </ul>
          {hero.paragraphs.map((paragraph) => (
            <p key={paragraph} className="local">
              {paragraph}
            </p>
          ))}
        </div>
        <div className="form">
          {/* On a phone the form folds under one line: the page stays short and the Book button is on screen. */}
          <MoreText label="Book online: choose a day and time" phoneOnly className="form-fold">
            <BookingFormIsland config={booking} headingLevel={2} load="intent" />
          </MoreText>
        </div>
      </div>
    </Band>
  );
}

const Band = styled.section`
  position: relative;
  color: #fff;
  padding: 2rem 0 2.5rem;
  ${media.wide} {
    padding: 3rem 0 3.5rem;
  }
  .inner {
    position: relative;
    z-index: 3;
    display: grid;
    gap: 2rem;
    align-items: start;
  }
  ${media.large} {
    .inner {
      grid-template-columns: 1.1fr 0.9fr;
      gap: 3rem;
    }
  }
  h1 {
    color: #fff;
    max-width: 18ch;
    font-size: clamp(2rem, 5.2vw, 3.2rem);
  }
  .tag {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    margin-bottom: 0.75rem;
    padding: 0.25rem 0.8rem;
    border-radius: 999px;
    background: rgba(255, 255, 255, 0.14);
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    font-size: 0.85rem;
    color: #ffe1cf;
  }
  .price {
    max-width: 52ch;
    margin: 0.25rem 0 1rem;
    font-size: 1.05rem;
    color: #fff;
  }
  .hero-actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-start;
    gap: 0.75rem;
    margin: 0 0 1.5rem;
  }
  .benefits {
    list-style: none;
    margin: 0 0 1.25rem;
    padding: 0;
    display: grid;
    gap: 0.45rem;
    font-size: 1.1rem;
    font-weight: 600;
  }
  .benefits li {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
  .benefits svg {
    flex: none;
    color: #8ee0a8;
  }
  .local {
    max-width: 60ch;
    color: #e6eef4;
  }
  .form {
    background: #fff;
    color: ${color.ink};
    border-radius: 16px;
    padding: 1.25rem;
    box-shadow: 0 18px 40px rgba(0, 0, 0, 0.3);
  }
  .form-fold > summary {
    font-size: 1.1rem;
    min-height: 44px;
  }
  ${media.narrow} {
    padding-top: 1.5rem;
    .inner {
      gap: 1.25rem;
    }
    .price {
      font-size: 1rem;
      margin-bottom: 0.85rem;
    }
    .hero-actions {
      margin-bottom: 1.25rem;
    }
    /* A phone's floating bar calls, on this same first screen: the hero keeps its Book. */
    .hero-actions a[href^='tel:'] {
      display: none;
    }
    .form {
      padding: 0.6rem 1.25rem;
    }
    .form-fold[open] {
      padding-bottom: 0.65rem;
    }
  }
  ${media.wide} {
    .form {
      padding: 1.75rem;
    }
  }
`;
