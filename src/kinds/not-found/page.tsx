import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { useHydrated } from '../../app/hooks';
import { usePageName } from '../../components/parts/page-name';
import { useShell } from '../../app/shell-context';
import type { PageData } from '../../app/types';
import { Button } from '../../components/button';
import { Icon } from '../../components/icon';
import { LinkList } from '../../components/parts/link-list';
import { bareList, color, media } from '../../components/theme';
import { suggest } from '../../routes/suggest';
import { NO_SCRIPT_SUGGESTION } from '../../routes/no-script-places';
import type { NotFoundProps } from './data';
import { otherIndex } from './messages';
import { href } from '../../routes/urls';
import { CopyText } from '../../components/copy-text';

/**
 * The page for any unknown path (direct loads get it with status 404 as 404.html). The prerendered
 * HTML is the same for every path; after hydration the page reads the path and adds what depends
 * on it: a random message, the suggestion banner, topical links, or a redirect for a malformed path.
 * Without JavaScript, the owner's server fills in the suggested page (a static host cannot).
 */
export default function NotFoundPage({ page }: { page: PageData<NotFoundProps> }) {
  const { heading, intro, help, bannerHeading, suggestionsHeading, messages } = page.props;
  const shell = useShell();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const advice = useMemo(() => suggest(shell, hydrated ? pathname : '/'), [shell, hydrated, pathname]);

  useEffect(() => {
    console.log(`Page not found: ${pathname}`);
  }, [pathname]);

  const [message, another] = useRandomMessage(messages.length);

  useEffect(() => {
    if (advice.hardRedirect) window.location.replace(advice.hardRedirect.to);
    else if (advice.caseRedirect) navigate(advice.caseRedirect + search + hash, { replace: true });
  }, [advice, navigate, search, hash]);

  if (advice.hardRedirect) {
    return (
      <Wrap className="container">
        <h1>{advice.hardRedirect.message}</h1>
      </Wrap>
    );
  }

  const goBack = () => (window.history.length > 1 ? window.history.back() : navigate('/'));

  return (
    <Wrap className="container">
      <p className="code">
        <span className="visually-hidden">Error </span>404
      </p>
      <h1>{heading}</h1>
      <div className="message" aria-live="polite">
        <p key={message.index} data-animate={message.changed ? 'true' : undefined}>
          {messages[message.index]}
        </p>
      </div>
      <button type="button" className="js-only another" onClick={another}>
        Try another message
      </button>
      <CopyText className="intro" text={intro} />

      {advice.banner ? <SuggestionBanner key={advice.banner} heading={bannerHeading} to={advice.banner} /> : null}
      {/* Without JavaScript, the owner's server puts the suggested page here (src/server/not-found-fill.ts). */}
      <noscript id={NO_SCRIPT_SUGGESTION} data-heading={bannerHeading} />

      <div className="actions">
        <button type="button" className="js-only back" onClick={goBack}>
          <Icon name="arrow" size={18} className="flip" /> Go Back
        </button>
        <Button to={href('home')}>
          <Icon name="home" size={18} /> Return to Home
        </Button>
      </div>

      <nav className="suggestions" aria-labelledby="nf-suggestions">
        <h2 id="nf-suggestions">{suggestionsHeading}</h2>
        <LinkList links={advice.links} />
      </nav>
      <p className="help">
        {help} <a href={`tel:${shell.phone.e164}`}>Call {shell.phone.display}</a>
      </p>
    </Wrap>
  );
}

/**
 * Which of `count` messages shows: the first in the prerendered HTML, a random one once hydrated,
 * and another (`changed`, so it swings in) each time the visitor asks.
 */
function useRandomMessage(count: number) {
  const [message, setMessage] = useState({ index: 0, changed: false });
  useEffect(() => {
    // Random only in the browser, after hydration: the prerendered HTML shows the first message.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMessage({ index: Math.floor(Math.random() * count), changed: false });
  }, [count]);
  const another = () => setMessage((item) => ({ index: otherIndex(item.index, count), changed: true }));
  return [message, another] as const;
}

/**
 * The page the mistyped path most likely meant, shown by its name (its title, once its data
 * arrives; its address until then, as words, not code), and a button to it.
 */
function SuggestionBanner({ heading, to }: { heading: string; to: string }) {
  const name = usePageName(to);
  return (
    <section className="banner" aria-labelledby="nf-banner">
      <h2 id="nf-banner">{heading}</h2>
      <p>{name ? <strong className="name">{name}</strong> : <span className="address">{to}</span>}</p>
      <Button to={to}>
        Go to suggested page <Icon name="arrow" size={18} />
      </Button>
    </section>
  );
}

const swing = keyframes`
  0% { opacity: 0; transform: perspective(400px) rotateX(-75deg); }
  60% { opacity: 1; transform: perspective(400px) rotateX(12deg); }
  100% { opacity: 1; transform: none; }
`;

const Wrap = styled.section`
  padding-top: 3rem;
  padding-bottom: 4rem;
  text-align: center;
  ${media.wide} {
    padding-top: 4rem;
  }
  .code {
    margin: 0;
    font-size: clamp(4.5rem, 18vw, 8rem);
    font-weight: 800;
    line-height: 1;
    color: ${color.accent};
    letter-spacing: 0.04em;
  }
  h1 {
    max-width: none;
    margin-top: 0.5rem;
  }
  .message {
    min-height: 3.4em;
    max-width: 46ch;
    margin: 0 auto;
    font-size: 1.25rem;
    font-style: italic;
    color: ${color.navyDark};
  }
  .message p {
    margin: 0;
    transform-origin: top center;
  }
  .message p[data-animate='true'] {
    animation: ${swing} 1s ease-out;
  }
  @media (prefers-reduced-motion: reduce) {
    .message p[data-animate='true'] {
      animation: none;
    }
  }
  .intro {
    max-width: 60ch;
    margin: 1.5rem auto;
  }
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.45rem;
    min-height: 46px;
    padding: 0.6rem 1.3rem;
    border-radius: 999px;
    cursor: pointer;
    font-weight: 700;
  }
  .another {
    min-height: 40px;
    margin-top: 0.75rem;
    background: transparent;
    border: 2px solid ${color.navy};
    color: ${color.navy};
  }
  .another:hover,
  .back:hover {
    background: ${color.sky};
  }
  .back {
    background: #fff;
    border: 2px solid ${color.navyDark};
    color: ${color.navyDark};
  }
  .flip {
    transform: scaleX(-1);
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.75rem;
    margin: 1.5rem 0 2.5rem;
  }
  .banner {
    max-width: 560px;
    margin: 0 auto 1.5rem;
    padding: 1.25rem;
    border-radius: 12px;
    background: ${color.sky};
    border: 1px solid ${color.line};
  }
  .banner h2 {
    font-size: 1.25rem;
  }
  .banner .address {
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
  .banner .name {
    display: block;
    font-size: 1.15rem;
  }
  .suggestions {
    max-width: 720px;
    margin: 0 auto;
  }
  .suggestions h2 {
    font-size: 1.35rem;
  }
  .suggestions ul {
    ${bareList}
    display: grid;
    gap: 0.6rem;
    grid-template-columns: 1fr;
  }
  ${media.wide} {
    .suggestions ul {
      grid-template-columns: repeat(2, 1fr);
    }
  }
  .suggestions a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 48px;
    padding: 0.5rem 1rem;
    border: 1px solid ${color.line};
    border-radius: 10px;
    background: #fff;
    font-weight: 700;
    text-decoration: none;
  }
  .suggestions a:hover {
    border-color: ${color.navy};
    text-decoration: underline;
  }
  .help {
    margin-top: 2rem;
  }
`;
