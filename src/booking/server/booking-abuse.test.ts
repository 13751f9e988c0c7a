import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { bookingBed, encode, send, stop, unescapeHtml } from '../../../tests/support/booking-http';
import { mailBuilder } from './mail';

const { site, startServer, form, cleanup } = bookingBed();
afterAll(cleanup);

/** A different phone number for each post, so that only the e-mail address can tie them together. */
const phone = (i: number) => `(813) 555-01${String(10 + i).padStart(2, '0')}`;

describe('the booking form cannot be used to send mail for an attacker', () => {
  it('plus-tag, capitals and (at gmail.com) dot variants of one mailbox share one quota', async () => {
    const server = await startServer('plus-tags', undefined, { contactLimit: { max: 3, windowMs: 3_600_000 } });
    try {
      const variants = [
        'victim+1@example.com',
        'Victim+2@example.com',
        'VICTIM+3@EXAMPLE.COM',
        'victim+4@example.com',
        'victim@example.com',
      ];
      const statuses: number[] = [];
      for (const [i, email] of variants.entries())
        statuses.push((await send(server.port, encode(form({ email, phone: phone(i) })))).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const gmail = ['j.doe@gmail.com', 'jdoe+a@googlemail.com', 'J.D.O.E@gmail.com', 'jd.oe+b@gmail.com'];
      const fromGmail: number[] = [];
      for (const [i, email] of gmail.entries())
        fromGmail.push((await send(server.port, encode(form({ email, phone: phone(10 + i) })))).status);
      expect(fromGmail).toEqual([200, 200, 200, 429]);
      // another mailbox at the same domain is not held up
      expect((await send(server.port, encode(form({ email: 'neighbour+1@example.com', phone: phone(20) })))).status).toBe(200);
      expect(server.booking.store.count()).toBe(7);
    } finally {
      await stop(server);
    }
  });

  it.each([
    ['john..smith@example.com', /two dots in a row/],
    ['m@b.co?subject=Urgent&body=Click', /cannot contain \?/],
    ['"john smith"@example.com', /quotation marks/],
  ])('refuses %s with a plain message on the e-mail field, with and without JavaScript', async (email, message) => {
    const server = await startServer(`refused-${randomUUID()}`);
    try {
      const json = await send(server.port, encode(form({ email })));
      expect(json.status).toBe(422);
      expect(JSON.parse(json.text).errors.email).toMatch(message);
      const page = await send(server.port, encode(form({ email })), { Accept: 'text/html' });
      expect(page.status).toBe(422);
      expect(unescapeHtml(page.text)).toMatch(message);
      expect(server.booking.store.count()).toBe(0);
    } finally {
      await stop(server);
    }
  });

  it('caps visitor confirmations per hour for all visitors together; the leads and office notices are all kept', async () => {
    const messages = mailBuilder(site, () => {});
    const lines: string[] = [];
    const options = { messages, visitorMailPerHour: 2, log: (text: string) => lines.push(text) };
    const first = await startServer('capped', undefined, options);
    const kinds = (server: typeof first) => [...server.booking.store.outbox.deliveries().values()].flat().map((delivery) => delivery.kind);
    try {
      for (let i = 0; i < 4; i++)
        expect((await send(first.port, encode(form({ email: `caller${i}@example.com`, phone: phone(i) })))).status).toBe(200);
      expect(first.booking.store.count()).toBe(4);
      expect(kinds(first).filter((mailKind) => mailKind === 'office')).toHaveLength(4);
      expect(kinds(first).filter((mailKind) => mailKind === 'visitor')).toHaveLength(2);
      expect(lines.join('\n')).toMatch(/VISITOR_MAIL_MAX_PER_HOUR/);
    } finally {
      await stop(first);
    }
    // The count is kept in the database: a restart does not reset it.
    const again = await startServer('capped', undefined, options);
    try {
      expect((await send(again.port, encode(form({ email: 'caller9@example.com', phone: phone(9) })))).status).toBe(200);
      expect(kinds(again).filter((mailKind) => mailKind === 'office')).toHaveLength(5);
      expect(kinds(again).filter((mailKind) => mailKind === 'visitor')).toHaveLength(2);
    } finally {
      await stop(again);
    }
  });
});
