import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useShell } from '../app/shell-context';
import type { ShellData } from '../app/types';
import { Icon } from './icon';
import { bareList, color, media } from './theme';
import { href, SITEMAP_HTML } from '../routes/urls';

/** The site's footer: the company, contact, services and hours in four columns, then the legal links. */
export function Footer() {
  const shell = useShell();
  return (
    <Wrap>
      <div className="container grid">
        <CompanyColumn shell={shell} />
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <p>
            <a href={`tel:${shell.phone.e164}`} className="strong">
              <Icon name="phone" size={18} /> {shell.phone.display}
            </a>
          </p>
          <address>
            {shell.address.street}
            <br />
            {shell.address.locality}
          </address>
        </section>
        <section aria-labelledby="footer-services">
          <h2 id="footer-services">Services</h2>
          <ul>
            <LinkItems links={shell.footerServices} />
            <li>
              <Link to={href('service-areas')}>Service Areas</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours">Service hours</h2>
          <ul>
            {shell.hours.map((hour) => (
              <li key={hour}>{hour}</li>
            ))}
            <li>{shell.emergency}</li>
          </ul>
        </section>
      </div>
      <LegalBar shell={shell} />
    </Wrap>
  );
}

/** The company's name, tagline, license (linked to its public record) and social profiles. */
function CompanyColumn({ shell }: { shell: ShellData }) {
  return (
    <section aria-labelledby="footer-about">
      <h2 id="footer-about">{shell.company}</h2>
      <p>{shell.tagline}.</p>
      <p className="license">
        Licensed and insured:{' '}
        <a href={shell.license.verifyUrl} rel="noopener">
          {shell.license.label} {shell.license.number}
        </a>
      </p>
      <ul className="social">
        {shell.social.map((item) => (
          <li key={item.name}>
            {item.url ? (
              <a href={item.url} rel="noopener">
                {item.name}
              </a>
            ) : (
              // A placeholder address is not offered as a link until the owner enters the real one.
              <span>{item.name} (soon)</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The bottom line: the copyright, the legal pages and the sitemap page. */
function LegalBar({ shell }: { shell: ShellData }) {
  return (
    <div className="container bottom">
      <p>
        © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {shell.company.replace(/\.$/, '')}. All rights reserved.
      </p>
      <ul>
        <LinkItems links={shell.legal} />
        <li>
          <a href={SITEMAP_HTML}>Sitemap</a>
        </li>
      </ul>
    </div>
  );
}

/** One list item a link. */
function LinkItems({ links }: { links: Array<{ href: string; label: string }> }) {
  return links.map((link) => (
    <li key={link.href}>
      <Link to={link.href}>{link.label}</Link>
    </li>
  ));
}

const Wrap = styled.footer`
  background: ${color.navyDark};
  color: #e6eef4;
  padding: 3rem 0 5.5rem;
  ${media.wide} {
    padding-bottom: 1.5rem;
  }
  h2 {
    color: #fff;
    font-size: 1.1rem;
    margin-bottom: 0.75rem;
  }
  a {
    color: #e6eef4;
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    min-height: 24px;
  }
  a:hover {
    color: #fff;
  }
  ul {
    ${bareList}
  }
  li {
    margin: 0.3rem 0;
  }
  address {
    font-style: normal;
  }
  .strong {
    font-weight: 700;
    font-size: 1.1rem;
  }
  .grid {
    display: grid;
    gap: 2rem;
    grid-template-columns: 1fr;
  }
  /* On a phone: contact and hours side by side, the services in two columns. */
  ${media.narrow} {
    padding-top: 2rem;
    font-size: 0.95rem;
    .grid {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: 1.25rem 1rem;
    }
    .grid > section:first-child,
    .grid > section[aria-labelledby='footer-services'] {
      grid-column: 1 / -1;
    }
    .grid > section[aria-labelledby='footer-services'] {
      order: 1;
    }
    .grid > section[aria-labelledby='footer-services'] ul {
      columns: 2;
      column-gap: 1rem;
    }
    .grid > section[aria-labelledby='footer-services'] li {
      break-inside: avoid;
    }
    h2 {
      margin-bottom: 0.4rem;
    }
    /* The number whole in its half of the footer: on the narrowest phones (320 px), without its icon. */
    .strong {
      font-size: 0.95rem;
      gap: 0.25rem;
    }
    @media (max-width: 359.98px) {
      .strong .icon {
        display: none;
      }
    }
    p {
      margin: 0 0 0.5rem;
    }
    li {
      margin: 0.15rem 0;
    }
    .bottom {
      margin-top: 1.25rem;
    }
  }
  ${media.wide} {
    .grid {
      grid-template-columns: repeat(4, 1fr);
    }
  }
  .social {
    display: flex;
    gap: 1rem;
    flex-wrap: wrap;
  }
  .bottom {
    margin-top: 2rem;
    padding-top: 1.25rem;
    border-top: 1px solid rgba(255, 255, 255, 0.2);
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.5rem;
    justify-content: space-between;
    font-size: 0.95rem;
  }
  .bottom ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.25rem;
  }
  .bottom p {
    margin: 0.3rem 0;
  }
`;
