import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Icon } from '../../components/icon';
import { color } from '../../components/theme';
import { scrollIntoRoom } from './toast-band';
import { requestList } from './request-list';
import type { BookingConfig } from './types';
import { longDay } from '../../manifest/words';
import { arrivalWindow } from '../../manifest/facts';
import { slotMinutes } from '../rules/slots';
import { isRequestKey } from '../rules/emailed';
import { officeCallNote } from '../rules/office-call';
import { BOOKING_REQUEST_PATH } from '../../routes/urls';

/** What the visitor asked for, as sent. */
export type SentRequest = { serviceType: string; date: string; time: string; street: string; city: string; state: string; zip: string };

type Props = {
  headingLevel: 2 | 3;
  /**
   * The form's settings it says back: the booking copy's `received` (its heading, and its intro: the
   * time is a request until the office calls), the phone, the business's time zone as people read it
   * ("Eastern Time (Tampa)": the time asked for is the business's), and the office's hours and closed
   * days (a request sent while the office is closed is told when it gets its call).
   */
  config: Pick<BookingConfig, 'received' | 'phone' | 'zoneLabel' | 'availability' | 'slotMinutes'>;
  /** the request's reference, when the handler gave one (the static host's does not) */
  reference?: string;
  /** the handler said a confirmation e-mail went, or is queued to go, to the visitor */
  emailed: boolean;
  /** the signed key of the request's own page, where the visitor sees it (the owner's server gives it); linked when it has the shape of one */
  requestKey?: string;
  /** what the visitor asked for, as sent: said back so that they can check it */
  request?: SentRequest;
  onAnother: () => void;
};

/**
 * Shown in place of the form once the handler has accepted the request; takes focus. Its heading
 * and its button are scrolled clear of whatever is fixed on screen (the header, the toast that
 * says the same, a phone's floating buttons), once the toast has its place.
 */
export default function SuccessView({ headingLevel, config, reference, emailed, requestKey, request, onAnother }: Props) {
  const { received, phone, zoneLabel: zone } = config;
  const heading = useRef<HTMLHeadingElement>(null);
  // As at the moment it was sent: the view does not change its words while it is open.
  const [callNote] = useState(() => officeCallNote(config.availability, new Date()));
  const again = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        if (heading.current && again.current) scrollIntoRoom(heading.current, again.current, box.current ?? undefined);
      });
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  const Heading = `h${headingLevel}` as const;
  return (
    <Box ref={box}>
      <Icon name="check" size={40} className="mark" />
      <Heading ref={heading} tabIndex={-1}>
        {received.heading}
      </Heading>
      {/* One paragraph: on a phone the view's heading and its button fit between the toast and the floating buttons. */}
      <p>{callNote ? `${received.intro} ${callNote}` : received.intro}</p>
      {request && <RequestSummary request={request} zone={zone} windowMinutes={config.slotMinutes} />}
      {reference && (
        <p className="reference">
          Your reference: <strong>{reference}</strong>
          {isRequestKey(requestKey) && (
            <>
              {' '}
              (<a href={BOOKING_REQUEST_PATH + requestKey}>see your request online</a>)
            </>
          )}
          .
          {emailed
            ? ' It is also in the e-mail we sent you, with a link to your request online.'
            : ' Please keep it: quote it when you call us.'}
        </p>
      )}
      {!reference && emailed && <p>We sent you an e-mail with the details of your request.</p>}
      <p className="sooner">
        Need us sooner? Call <a href={`tel:${phone.e164}`}>{phone.display}</a>.
      </p>
      <button ref={again} type="button" onClick={onAnother}>
        Schedule Another Appointment
      </button>
    </Box>
  );
}

/**
 * The request as the visitor sent it, as its e-mail and the page without script say it: the service,
 * the day and the arrival window asked for (in the business's time zone), and the whole address.
 */
function RequestSummary({ request, zone, windowMinutes }: { request: NonNullable<Props['request']>; zone: string; windowMinutes: number }) {
  // A day without a time: any time that day (as the request's own page and the page without script say it).
  const day = request.date ? `${weekdayOf(request.date)}, ${longDay(request.date)}` : '';
  const start = slotMinutes(request.time);
  // A time it cannot read is said as it is.
  const window = start === undefined ? request.time : arrivalWindow(start, windowMinutes);
  // A time without a day: on the day agreed on the phone, as the e-mail says it.
  const when = !request.time
    ? day && `${day}, any time that day`
    : day
      ? `${day}, ${window}, ${zone}`
      : `${window}, ${zone}, on the day we agree`;
  const where = [request.street, request.city, `${request.state} ${request.zip}`.trim()].filter(Boolean).join(', ');
  const lines = [
    { label: 'Service', value: request.serviceType },
    { label: 'Requested time', value: when },
    { label: 'Address', value: where },
  ].filter((line) => line.value);
  if (!lines.length) return null;
  return (
    <dl className="request" aria-label="Your request">
      {lines.map((line) => (
        <div key={line.label}>
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The day of the week of a yyyy-MM-dd day ("Monday"). Not the booking rules' `WEEKDAYS[weekdayOf()]`:
 * with it /booking's first-visit JavaScript grew past its budget (src/build/measure.ts) by 3 bytes.
 */
const weekdayOf = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

const Box = styled.div`
  text-align: center;
  padding: 2rem 1rem;
  background: #fff;
  border: 1px solid ${color.line};
  border-radius: 12px;
  .mark {
    color: ${color.success};
  }
  h2,
  h3 {
    margin: 0.5rem 0;
    color: ${color.navyDark};
    outline: none;
  }
  p {
    color: ${color.ink};
    max-width: 34rem;
    margin: 0.5rem auto;
  }
  .request {
    ${requestList}
  }
  button {
    margin-top: 1rem;
    min-height: 48px;
    padding: 0.7rem 1.4rem;
    border-radius: 999px;
    border: 2px solid ${color.navy};
    background: #fff;
    color: ${color.navyDark};
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  button:hover {
    background: ${color.sky};
  }
  /* A phone's screen holds the view from its heading to its button between the header, the toast
     and the floating buttons (scrollIntoRoom), with the whole request said back. */
  @media (max-width: 30rem) {
    padding: 1rem 0.75rem;
    /* the toast above it shows the same tick; the room goes to the words (a request sent while the
       office is closed says when the call comes) */
    .mark {
      display: none;
    }
    h2,
    h3 {
      margin: 0.25rem 0;
      font-size: 1.4rem;
    }
    p {
      margin: 0.4rem auto;
      font-size: 0.95rem;
      line-height: 1.45;
    }
    .request {
      margin: 0.6rem auto;
      padding: 0.6rem 0.85rem;
      font-size: 0.95rem;
    }
    button {
      margin-top: 0.5rem;
      padding: 0.7rem 1rem;
      font-size: 0.95rem;
    }
    /* the floating Call button says it there */
    .sooner {
      display: none;
    }
  }
`;
