import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SuccessView, { type SentRequest } from './success-view';
import type { Availability } from '../rules/slots';
import { availability as noOfficeHours, withOffice as office } from '../../../tests/fixtures/booking-hours';

/** The success view as rendered, with the booking copy's words unless the office wrote its own. */
const view = (
  emailed: boolean,
  reference?: string,
  received = { heading: 'Request Received', intro: 'Thank you! We call to confirm every request within 1 hour during office hours.' },
  request?: SentRequest,
  requestKey?: string,
  availability: Availability = noOfficeHours,
) =>
  renderToStaticMarkup(
    <SuccessView
      headingLevel={2}
      config={{
        received,
        phone: { display: '(813) 555-0100', e164: '+18135550100' },
        zoneLabel: 'Eastern Time (Tampa)',
        availability,
        slotMinutes: 60,
      }}
      reference={reference}
      emailed={emailed}
      requestKey={requestKey}
      request={request}
      onAnother={() => {}}
    />,
  );

describe('the booking form once a request is accepted', () => {
  it("says the booking copy's `received` (content/pages/booking.yaml), as the office wrote it, and never that a visit is scheduled", () => {
    const html = view(false, undefined, { heading: 'We Have Your Request', intro: 'We will call you back to set the time.' });
    expect(html).toMatch(/<h2[^>]*>We Have Your Request<\/h2>/);
    expect(html).toContain('<p>We will call you back to set the time.</p>');
    expect(html).not.toMatch(/scheduled/i);
  });

  it('promises no change or cancel online: a visit within the notice can only be changed by phone', () => {
    expect(view(true, 'BW-7K3Q')).not.toMatch(/change|cancel/i);
  });

  it('speaks of an e-mail only when the handler said one went to the visitor', () => {
    for (const reference of ['BW-7K3Q', undefined]) {
      expect(view(false, reference), `reference ${reference}`).not.toMatch(/e-?mail/i);
      expect(view(true, reference), `reference ${reference}`).toMatch(/e-mail we sent you|sent you an e-mail/);
    }
  });

  it('links the request’s own page when the handler gave its address (no e-mail may carry it), promising nothing it may refuse', () => {
    const html = view(false, 'BW-7K3Q', undefined, undefined, '42.manage.1900000000000.AbC-_9');
    expect(html).toContain('(<a href="/booking/request/42.manage.1900000000000.AbC-_9">see your request online</a>).');
    expect(html).not.toMatch(/change|cancel/i);
    expect(view(false, 'BW-7K3Q')).not.toContain('see your request online');
    for (const bad of ['//evil.example/x', 'javascript:alert(1)', '42.confirm.1900000000000.AbC'])
      expect(view(false, 'BW-7K3Q', undefined, undefined, bad), bad).not.toContain('see your request online');
  });

  it('shows the reference whether or not an e-mail went', () => {
    expect(view(false, 'BW-7K3Q')).toContain('BW-7K3Q');
    expect(view(true, 'BW-7K3Q')).toContain('BW-7K3Q');
  });

  it('says back what the visitor asked for, as its e-mail and the page without script say it: the service, the day and arrival window, and the whole address', () => {
    const request = {
      serviceType: 'Spring Replacement',
      date: '2026-11-30',
      time: '9:00 AM',
      street: '1412 Oakfield Dr',
      city: 'Brandon',
      state: 'Florida',
      zip: '33511',
    };
    const html = view(false, 'BW-7K3Q', undefined, request);
    for (const said of [
      'Spring Replacement',
      'Monday, November 30, 2026, 9:00 AM-10:00 AM, Eastern Time (Tampa)',
      '1412 Oakfield Dr, Brandon, Florida 33511',
    ])
      expect(html).toContain(said);
    expect(view(false, 'BW-7K3Q', undefined, { ...request, time: '11:30 AM' })).toContain('11:30 AM-12:30 PM');
    // A time without a day: on the day agreed on the phone, as the e-mail says it.
    expect(view(false, 'BW-7K3Q', undefined, { ...request, date: '' })).toContain(
      '9:00 AM-10:00 AM, Eastern Time (Tampa), on the day we agree',
    );
    // A day without a time: any time that day, as the request's own page says it.
    expect(view(false, 'BW-7K3Q', undefined, { ...request, time: '' })).toContain('Monday, November 30, 2026, any time that day');
    // Without it (a reload of the success view), nothing is made up.
    expect(view(false, 'BW-7K3Q')).not.toContain('Requested time');
  });

  describe('sent while the office is closed', () => {
    afterEach(() => void vi.useRealTimers());
    const sentAt = (instant: string) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(instant));
      return view(false, 'BW-7K3Q', undefined, undefined, undefined, office);
    };

    it('says when the call comes: after the office opens, on the day it next opens', () => {
      // A Friday at 9 PM in Tampa: the office opens again on Monday.
      expect(sentAt('2031-12-05T21:00:00-05:00')).toContain(
        'Thank you! We call to confirm every request within 1 hour during office hours. Our office is closed now: we call you on Monday, December 8, after 8:00\u00a0AM.',
      );
      // During office hours the copy's promise says it all.
      expect(sentAt('2031-12-05T13:00:00-05:00')).not.toContain('office is closed');
    });
  });
});
