import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bookingBed, encode, get, send, stop, type Running } from '../../../tests/support/booking-http';
import { listen } from '../../../tests/support/http';
import { createSiteServer } from '../../server/static-server';
import { href } from '../../routes/urls';
import { prefillMaps } from '../form/config';
import { CALL_QUERY, EMAILED_QUERY, REFERENCE_QUERY, REQUEST_QUERY, referenceIn, saysEmailed } from '../rules/emailed';
import { bookingHref } from '../rules/links';
import { bookingPageFill, fillForm, showEmailed } from './booking-fill';
import type { Lead } from './lead-store';
import type { MailMessage } from './mail/messages';

const { site, siteDir, startServer, form, cleanup } = bookingBed();
afterAll(cleanup);

const mail = (kind: MailMessage['kind']): MailMessage => ({
  kind,
  to: kind === 'visitor' ? [{ name: 'Jane', address: 'jane@example.com' }] : [],
  subject: 's',
  text: 't',
  html: '<p>t</p>',
  messageId: `<${kind}-${Math.random()}@example.com>`,
});
const withVisitorMail = () => [mail('office'), mail('visitor')];

/** One accepted request's answers: to a script (JSON) and to a plain form post (where it sends the visitor). */
async function answers(server: Running, email: string) {
  const json = JSON.parse((await send(server.port, encode(form({ email })))).text) as { ok: boolean; emailed?: boolean };
  const plain = await send(server.port, encode(form({ email: `plain-${email}` })), { Accept: 'text/html' });
  const to = new URL(String(plain.headers.location), 'http://localhost');
  // The reference's sentence is the page's for every received request; the e-mail's only when one went.
  return {
    emailed: json.emailed,
    page: to.pathname,
    email: saysEmailed(to.searchParams),
    reference: referenceIn(to.searchParams) !== undefined,
  };
}

describe('what the booking answer says of the confirmation e-mail', () => {
  it('says one went, and sends a visitor without JavaScript to the page that says so, only when a sender delivers it', async () => {
    const server = await startServer('mail-on', undefined, { messages: withVisitorMail, mailOn: true });
    try {
      expect(await answers(server, 'on@example.com')).toEqual({
        emailed: true,
        page: href('booking-result'),
        email: true,
        reference: true,
      });
    } finally {
      await stop(server);
    }
  });

  it('says none went when e-mail is off, even with the confirmation kept in the outbox', async () => {
    const server = await startServer('mail-off', undefined, { messages: withVisitorMail, mailOn: false });
    try {
      expect(await answers(server, 'off@example.com')).toEqual({
        emailed: false,
        page: href('booking-result'),
        email: false,
        reference: true,
      });
    } finally {
      await stop(server);
    }
  });

  it('says none went when the lead has no confirmation for the visitor (the hour’s cap, or no messages)', async () => {
    const server = await startServer('no-visitor', undefined, { messages: () => [mail('office')], mailOn: true });
    try {
      expect(await answers(server, 'capped@example.com')).toEqual({
        emailed: false,
        page: href('booking-result'),
        email: false,
        reference: true,
      });
    } finally {
      await stop(server);
    }
  });
});

describe('the booking pages the server fills in from their query', () => {
  const service = site.services.find((item) => item.bookingType)!;
  const city = site.cities[0];
  const options = site.manifest.booking.serviceTypes
    .map((serviceType) => `<option value="${serviceType}">${serviceType}</option>`)
    .join('');
  const formHtml = `<form><input id="f-city" name="city" type="text" value=""><select id="f-serviceType" name="serviceType"><option value="">Select a service</option>${options}</select></form>`;
  const thanksHtml =
    '<h1>Appointment Scheduled</h1><p class="call" data-call="" hidden=""></p><noscript id="request-without-script"></noscript><p class="reference" data-reference="" hidden="">Your reference: <strong data-reference-value=""></strong>.</p><p class="request" data-request="" hidden="">See your request online: <a data-request-href="">your request’s page</a>.</p><p class="emailed" data-emailed="" hidden="">We also sent you an e-mail.</p>';
  writeFileSync(join(siteDir, 'booking.html'), `<!DOCTYPE html><title>Book</title>${formHtml}`);

  it('chooses the linking page’s service and types its city, as if the visitor had', () => {
    const html = fillForm(formHtml, { serviceType: service.bookingType, city: city.name });
    expect(html).toContain(`value="${city.name}"`);
    expect(html).toContain(`<option value="${service.bookingType}" selected="">`);
    expect(html.match(/selected=""/g)).toHaveLength(1);
  });

  it('writes the offer a link claims into the issue box, its words escaped', () => {
    const box = '<form><textarea id="f-issue" name="issue" rows="4" placeholder="For example"></textarea></form>';
    expect(fillForm(box, { issue: 'Website offer: 10% off <when> you mention us.' })).toBe(
      '<form><textarea id="f-issue" name="issue" rows="4" placeholder="For example">Website offer: 10% off &lt;when&gt; you mention us.</textarea></form>',
    );
    const fill = bookingPageFill(site);
    expect(fill(href('booking'), new URLSearchParams('offer=1'))).toBeTypeOf('function');
  });

  it('ignores ids the site does not have, and serves the page as built', () => {
    const fill = bookingPageFill(site);
    expect(fill(href('booking'), new URLSearchParams('service=no-such-service&city=sarasota'))).toBeUndefined();
    expect(fill(href('booking'), new URLSearchParams('service=__proto__&city=constructor'))).toBeUndefined();
    expect(fill(href('home'), new URLSearchParams(`service=${service.id}`))).toBeUndefined();
  });

  it('maps every service that books a type and every city', () => {
    const maps = prefillMaps(site);
    for (const service of site.services.filter((item) => item.bookingType)) expect(maps.services[service.id]).toBe(service.bookingType);
    for (const city of site.cities) expect(maps.cities[city.id]).toBe(city.name);
  });

  it('shows the confirmation page’s e-mail sentence only when the query says the visitor was e-mailed', () => {
    expect(showEmailed(thanksHtml)).toContain('<p class="emailed" data-emailed="">');
    const fill = bookingPageFill(site);
    const emailedOnly = fill(href('booking-result'), new URLSearchParams(EMAILED_QUERY))!(thanksHtml);
    expect(emailedOnly).toContain('<p class="emailed" data-emailed="">');
    expect(emailedOnly).toContain('<p class="reference" data-reference="" hidden="">');
    expect(fill(href('booking-result'), new URLSearchParams(''))).toBeUndefined();
  });

  it('shows a visitor without JavaScript the reference the query carries, and nothing that is not the shape of one', () => {
    const fill = bookingPageFill(site);
    const shown = fill(href('booking-result'), new URLSearchParams(`${REFERENCE_QUERY}=BG-7K3M9`))!(thanksHtml);
    expect(shown).toContain('<p class="reference" data-reference="">Your reference: <strong data-reference-value="">BG-7K3M9</strong>');
    expect(shown).toContain('<p class="emailed" data-emailed="" hidden="">');
    for (const bad of ['<b>x</b>', 'BG-0000O', 'bg-7k3m9', ''])
      expect(fill(href('booking-result'), new URLSearchParams({ [REFERENCE_QUERY]: bad })), bad).toBeUndefined();
  });

  it('links a visitor without JavaScript to their request’s own page by the key the query carries, and to nothing else', () => {
    const fill = bookingPageFill(site);
    const key = '42.manage.1900000000000.AbC-_9';
    const shown = fill(href('booking-result'), new URLSearchParams({ [REQUEST_QUERY]: key }))!(thanksHtml);
    expect(shown).toContain(
      `<p class="request" data-request="">See your request online: <a href="/booking/request/${key}" data-request-href="">`,
    );
    for (const bad of ['42.confirm.1900000000000.AbC', '"><script>', 'https://evil.example/x', ''])
      expect(fill(href('booking-result'), new URLSearchParams({ [REQUEST_QUERY]: bad })), bad).toBeUndefined();
  });

  it('shows a visitor without JavaScript what their request asked for, from the request the key opens, its words escaped', () => {
    const key = '42.manage.1900000000000.AbC-_9';
    const lead = {
      serviceType: 'Opener Repair',
      date: '2031-12-08',
      time: '10:00 AM',
      street: '12 <b>Bay</b> St',
      city: 'Tampa',
      state: 'FL',
      zip: '33629',
    };
    const opened: string[] = [];
    const fill = bookingPageFill(site, (requestKey) => (opened.push(requestKey), lead as Lead));
    const shown = fill(href('booking-result'), new URLSearchParams({ [REQUEST_QUERY]: key }))!(thanksHtml);
    expect(opened).toEqual([key]);
    expect(shown).toContain(
      '<noscript id="request-without-script"><dl class="asked" aria-label="Your request"><div><dt>Service</dt><dd>Opener Repair</dd></div>' +
        '<div><dt>Requested time</dt><dd>Monday, December 8, 2031, 10:00 AM-11:00 AM EST</dd></div>' +
        '<div><dt>Address</dt><dd>12 &lt;b&gt;Bay&lt;/b&gt; St, Tampa, FL 33629</dd></div></dl></noscript>',
    );
    // No date asked for: the day is agreed on the phone; no service chosen: not said.
    const open = bookingPageFill(site, () => ({ ...lead, serviceType: '', date: '', time: '' }) as Lead);
    const undated = open(href('booking-result'), new URLSearchParams({ [REQUEST_QUERY]: key }))!(thanksHtml);
    expect(undated).toContain(
      '<dl class="asked" aria-label="Your request"><div><dt>Requested time</dt><dd>to be agreed on the phone</dd></div>',
    );
    // A time without a day: the time, on the day agreed on the phone (as the e-mail says it).
    const timed = bookingPageFill(site, () => ({ ...lead, date: '' }) as Lead);
    expect(timed(href('booking-result'), new URLSearchParams({ [REQUEST_QUERY]: key }))!(thanksHtml)).toContain(
      '<div><dt>Requested time</dt><dd>10:00 AM, on the day we agree</dd></div>',
    );
    // A key that opens no request (forged, expired, another action): the place stays empty.
    const none = bookingPageFill(site, () => undefined)(href('booking-result'), new URLSearchParams({ [REQUEST_QUERY]: key }))!(thanksHtml);
    expect(none).toContain('<noscript id="request-without-script"></noscript>');
  });

  it('tells a visitor without JavaScript who sent while the office was closed when the call comes, and nothing for a query that is not a time', () => {
    const fill = bookingPageFill(site);
    const shown = fill(href('booking-result'), new URLSearchParams({ [CALL_QUERY]: '2031-12-08T08:00' }))!(thanksHtml);
    expect(shown).toContain(
      '<p class="call" data-call="">Our office was closed when your request came in: we call you on Monday, December 8, after 8:00\u00a0AM.</p>',
    );
    expect(shown).toContain('<p class="reference" data-reference="" hidden="">');
    for (const bad of ['<b>x</b>', '2031-12-08', '2031-12-08T25:00', ''])
      expect(fill(href('booking-result'), new URLSearchParams({ [CALL_QUERY]: bad })), bad).toBeUndefined();
  });

  it('answers a booking link with the form filled in, not cached, over HTTP', async () => {
    const server = createSiteServer({ dir: siteDir, fill: bookingPageFill(site) });
    const port = await listen(server);
    try {
      const reply = await get(port, bookingHref({ service: service.id, city: city.id }));
      expect(reply.status).toBe(200);
      expect(reply.text).toContain(`value="${city.name}"`);
      expect(reply.text).toContain(`<option value="${service.bookingType}" selected="">`);
      expect(reply.headers['cache-control']).toBe('no-store');
      const plain = await get(port, href('booking'));
      expect(plain.text).not.toContain('selected=""');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
