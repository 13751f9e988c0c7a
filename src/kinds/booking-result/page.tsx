import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { referenceIn, requestKeyIn, saysEmailed } from '../../booking/rules/emailed';
import { callIn } from '../../booking/rules/call-line';
import type { PageData } from '../../app/types';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { Button } from '../../components/button';
import { CallButton } from '../../components/call-button';
import { Icon } from '../../components/icon';
import { color } from '../../components/theme';
import type { BookingResultProps } from './data';
import { BOOKING_REQUEST_PATH, href } from '../../routes/urls';
import { CopyText } from '../../components/copy-text';
import { NO_SCRIPT_REQUEST } from './without-script';
import { requestList } from '../../booking/form/request-list';

export default function BookingResultPage({ page }: { page: PageData<BookingResultProps> }) {
  const { heading, intro, next, phone } = page.props;
  // The handler sends a visitor it e-mailed here with that in the query; `npm start` shows the sentence
  // in the page it sends (src/booking/server/booking-fill.ts), the script keeps it.
  const query = new URLSearchParams(useLocation().search);
  const emailed = saysEmailed(query);
  const reference = referenceIn(query);
  // On the owner's server a visitor without JavaScript is sent here with the key of their request's own page.
  const requestKey = requestKeyIn(query);
  // Sent while the office was closed: when the call comes, as the visitor's e-mail says it.
  const call = callIn(query);
  return (
    <Wrap className="container">
      <Breadcrumbs items={page.breadcrumbs} />
      <div className="done">
        <span className="tick">
          <Icon name="check" size={40} />
        </span>
        <h1>{heading}</h1>
        <CopyText className="intro" text={intro} />
        <p className="call" data-call="" hidden={!call}>
          {call}
        </p>
        {/* Without JavaScript, the owner's server puts the request here: what, when, where (src/booking/server/booking-fill.ts). */}
        <noscript id={NO_SCRIPT_REQUEST} />
        <p className="reference" data-reference="" hidden={!reference}>
          Your reference: <strong data-reference-value="">{reference}</strong>. Please keep it: quote it when you call us.
        </p>
        <p className="request" data-request="" hidden={!requestKey}>
          See your request online, and move or cancel it there:{' '}
          <a data-request-href="" href={requestKey ? BOOKING_REQUEST_PATH + requestKey : undefined}>
            your request’s page
          </a>
          .
        </p>
        <p className="emailed" data-emailed="" hidden={!emailed}>
          We also sent you an e-mail with your request, its reference and a link to it online.
        </p>
      </div>
      <section aria-labelledby="next-heading" className="next">
        <h2 id="next-heading">{next.heading}</h2>
        <ol>
          {next.list.map((item) => (
            <CopyText key={item} as="li" text={item} />
          ))}
        </ol>
      </section>
      <div className="actions">
        <Button to={href('home')}>
          <Icon name="home" size={20} /> Return to Home
        </Button>
        <CallButton phone={phone} variant="ghost" />
      </div>
    </Wrap>
  );
}

const Wrap = styled.section`
  padding-top: 2rem;
  padding-bottom: 4rem;
  .done {
    text-align: center;
    margin: 1.5rem auto 2rem;
    max-width: 640px;
  }
  .tick {
    display: inline-grid;
    place-items: center;
    width: 72px;
    height: 72px;
    border-radius: 50%;
    background: ${color.success};
    color: #fff;
    margin-bottom: 1rem;
  }
  h1 {
    max-width: none;
  }
  .intro {
    font-size: 1.2rem;
  }
  /* The request, as the owner's server fills it in without JavaScript: as the form's own confirmation shows it. */
  .asked {
    ${requestList}
  }
  .next {
    max-width: 640px;
    margin: 0 auto;
    background: ${color.sky};
    border-radius: 12px;
    padding: 1.25rem 1.5rem;
  }
  .next h2 {
    font-size: 1.4rem;
  }
  .next ol {
    margin: 0;
    padding-left: 1.3rem;
  }
  .next li {
    margin: 0.35rem 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.75rem;
    margin-top: 2rem;
  }
  .actions a[data-variant='ghost'] {
    color: ${color.navyDark};
  }
`;
