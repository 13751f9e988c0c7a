import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBed,
  encode,
  inDays,
  nextWeekday,
  send,
  stop,
  unescapeHtml,
  type Reply,
  type Running,
} from '../../../tests/support/booking-http';
import { contactLimitFromEnv, rateLimitFromEnv } from '../../http/rate-limit';
import { bookingChoices } from '../form/config';
import { callAt } from '../rules/office-call';

const { site, startServer, form, cleanup } = bookingBed();
afterAll(cleanup);

describe('the booking handler', () => {
  let server: Running;
  beforeAll(async () => {
    server = await startServer('main');
  });
  afterAll(() => stop(server));
  const count = () => server.booking.store.count();

  it('stores a valid lead once and answers JSON to a script', async () => {
    const before = count();
    const data = form({ email: 'once@example.com' });
    const reply = await send(server.port, encode(data));
    expect(reply.status).toBe(200);
    const answer = JSON.parse(reply.text) as { ok: boolean; reference: string };
    expect(answer.ok).toBe(true);
    expect(count()).toBe(before + 1);
    const [lead] = server.booking.store.list(1);
    expect(answer.reference).toBe(lead.reference);
    // the same attempt again answers with the same reference
    expect(JSON.parse((await send(server.port, encode(data))).text)).toEqual({ ok: true, reference: lead.reference, emailed: false });
    expect(lead).toMatchObject({
      name: 'Jane Doe',
      email: 'once@example.com',
      zip: '33606',
      date: data.date,
      state: 'Florida',
      issue: data.issue,
    });
  });

  it('sends a plain form post (no JavaScript) on to the confirmation page with a 303', async () => {
    const before = count();
    const reply = await send(server.port, encode(form({ email: 'nojs@example.com' })), { Accept: 'text/html' });
    expect(reply.status).toBe(303);
    // With the stored request's reference, which the page shows a visitor without JavaScript.
    // And, sent while the office is closed (this run's hour decides), when the call comes.
    const call = callAt(bookingChoices(site).availability, new Date());
    expect(reply.headers.location).toMatch(/^\/booking\/thanks\?ref=[A-Z]{1,4}-[2-9A-Z]{5}(&call=[\dT:-]+)?$/);
    expect(new URL(String(reply.headers.location), 'http://x').searchParams.get('call')).toBe(call ?? null);
    expect(count()).toBe(before + 1);
  });

  it('stores a retried post with the same key once; without a key, the same details once a day', async () => {
    const before = count();
    const data = form({ email: 'retry@example.com' });
    for (let i = 0; i < 3; i++) expect((await send(server.port, encode(data))).status).toBe(200);
    expect(count()).toBe(before + 1);
    const noKey = form({ email: 'double-click@example.com', 'submission-key': '' });
    for (let i = 0; i < 2; i++) expect((await send(server.port, encode(noKey), { Accept: 'text/html' })).status).toBe(303);
    expect(count()).toBe(before + 2);
  });

  it('carries the security headers and is never cached', async () => {
    const reply = await send(server.port, encode(form({ email: 'headers@example.com' })));
    expect(reply.headers['content-security-policy']).toMatch(
      /script-src 'self'.*frame-ancestors 'none'.*object-src 'none'.*base-uri 'self'.*form-action 'self'/,
    );
    expect(reply.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(reply.headers['cache-control']).toBe('no-store');
    const bad = await send(server.port, 'x', { 'Content-Type': 'text/plain' });
    expect(bad.headers['content-security-policy']).toBeTruthy();
  });

  it('ignores unknown fields', async () => {
    const reply = await send(server.port, encode({ ...form({ email: 'extra@example.com' }), admin: 'true', 'g-recaptcha-response': 'x' }));
    expect(reply.status).toBe(200);
    expect(server.booking.store.list(1)[0].email).toBe('extra@example.com');
  });

  it('stores SQL in a field as plain text, harmlessly', async () => {
    const sql = "Robert'); DROP TABLE leads;--";
    const reply = await send(server.port, encode(form({ name: sql, issue: "1' OR '1'='1" })));
    expect(reply.status).toBe(200);
    const [lead] = server.booking.store.list(1);
    expect(lead.name).toBe(sql);
    expect(lead.issue).toBe("1' OR '1'='1");
    expect(count()).toBeGreaterThan(1);
  });

  it('answers a honeypot hit like a success and stores nothing', async () => {
    const before = count();
    const json = await send(server.port, encode(form({ 'bot-field': 'http://spam.example' })));
    expect(json.status).toBe(200);
    expect(JSON.parse(json.text)).toEqual({ ok: true });
    const html = await send(server.port, encode(form({ 'bot-field': 'spam' })), { Accept: 'text/html' });
    expect(html.status).toBe(303);
    expect(html.headers.location).toBe('/booking/thanks');
    expect(count()).toBe(before);
  });

  it('sends a GET of the handler path to the booking page', async () => {
    const reply = await send(server.port, '', {}, { method: 'GET' });
    expect(reply.status).toBe(303);
    expect(reply.headers.location).toBe('/booking');
  });

  describe('refuses bad input with a clear 4xx and stores nothing', () => {
    const cases: Array<[string, () => { body: string | Buffer; headers?: Record<string, string> }, number, RegExp]> = [
      [
        'missing required fields',
        () => ({ body: encode(form({ name: '', phone: '', email: '', street: '', city: '', zip: '' })) }),
        422,
        /Please enter your name/,
      ],
      ['a body over the size cap', () => ({ body: encode(form({ issue: 'x'.repeat(100_000) })) }), 413, /larger than a booking/],
      [
        'a JSON body',
        () => ({ body: JSON.stringify(form()), headers: { 'Content-Type': 'application/json' } }),
        415,
        /format we do not accept/,
      ],
      [
        'a multipart body',
        () => ({ body: '--x\r\n\r\n--x--', headers: { 'Content-Type': 'multipart/form-data; boundary=x' } }),
        415,
        /format/,
      ],
      ['no content type', () => ({ body: encode(form()), headers: { 'Content-Type': '' } }), 415, /format/],
      [
        'a Latin-1 charset',
        () => ({ body: encode(form()), headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=iso-8859-1' } }),
        415,
        /format/,
      ],
      ['a foreign Origin', () => ({ body: encode(form()), headers: { Origin: 'https://evil.example' } }), 403, /our own website/],
      ['an opaque Origin', () => ({ body: encode(form()), headers: { Origin: 'null' } }), 403, /our own website/],
      ['a cross-site fetch', () => ({ body: encode(form()), headers: { 'Sec-Fetch-Site': 'cross-site' } }), 403, /our own website/],
      [
        'a foreign Referer without Origin',
        () => ({ body: encode(form()), headers: { Origin: '', Referer: 'https://evil.example/page' } }),
        403,
        /our own website/,
      ],
      [
        'a script tag in the name',
        () => ({ body: encode(form({ name: '<script>alert(1)</script>' })) }),
        422,
        /remove the < and > characters/,
      ],
      [
        'a script tag in the issue',
        () => ({ body: encode(form({ issue: 'hi <script src=//x.example/a.js></script>' })) }),
        422,
        /without HTML tags/,
      ],
      ['a 10 KB name', () => ({ body: encode(form({ name: 'A'.repeat(10 * 1024) })) }), 422, /at most 100 characters/],
      [
        '%-escaped bytes that are not UTF-8',
        () => ({ body: encode(form()).replace(/name=[^&]*/, 'name=Jos%E9') }),
        400,
        /could not be read/,
      ],
      [
        'raw bytes that are not UTF-8',
        () => ({ body: Buffer.concat([Buffer.from(encode(form()) + '&city='), Buffer.from([0xff, 0xfe])]) }),
        400,
        /could not be read/,
      ],
      ['a broken %-escape', () => ({ body: encode(form()).replace(/city=[^&]*/, 'city=Tam%zzpa') }), 400, /could not be read/],
      ['a missing form-name', () => ({ body: encode(form({ 'form-name': '' })) }), 400, /not a booking form/],
      ['a malformed email and phone', () => ({ body: encode(form({ email: 'jane@', phone: '555-01' })) }), 422, /10-digit US phone number/],
      ['a 4-digit ZIP', () => ({ body: encode(form({ zip: '3360' })) }), 422, /5-digit ZIP/],
      [
        'an unknown state, time and service',
        () => ({ body: encode(form({ state: 'Texas', time: '3:30 AM', serviceType: 'Roof Repair' })) }),
        422,
        /one of the listed services/,
      ],
      ['a past date', () => ({ body: encode(form({ date: inDays(-10) })) }), 422, /today or a later date/],
      ['an impossible date', () => ({ body: encode(form({ date: '2031-02-30' })) }), 422, /from the calendar/],
      ['a state other than Florida', () => ({ body: encode(form({ state: 'Georgia' })) }), 422, /addresses in Florida only/],
      [
        'a time after closing on a Sunday',
        () => ({ body: encode(form({ date: nextWeekday(0), time: '6:00 PM' })) }),
        422,
        /6:00 PM is outside our Sunday service hours \(10:00 AM-4:00 PM\)/,
      ],
      [
        'a time after closing on a Saturday',
        () => ({ body: encode(form({ date: nextWeekday(6), time: '5:00 PM' })) }),
        422,
        /outside our Saturday service hours/,
      ],
      ['control characters', () => ({ body: encode(form({ city: 'Tampa\u0007\u001b[2J' })) }), 422, /characters we cannot accept/],
      [
        'a right-to-left override in the name',
        () => ({ body: encode(form({ name: 'Jane \u202eeoD' })) }),
        422,
        /characters we cannot accept/,
      ],
      [
        'a zero-width joiner in the e-mail',
        () => ({ body: encode(form({ email: 'ja\u200dne@example.com' })) }),
        422,
        /characters we cannot accept/,
      ],
      [
        'a directional isolate in the street',
        () => ({ body: encode(form({ street: '12 \u2067Bayshore\u2069 Blvd' })) }),
        422,
        /characters we cannot accept/,
      ],
      ['a ZIP outside the served counties', () => ({ body: encode(form({ zip: '99501' })) }), 422, /ZIP 99501 is outside our service area/],
      ['the ZIP 00000', () => ({ body: encode(form({ zip: '00000' })) }), 422, /outside our service area/],
      ['a date far in the future', () => ({ body: encode(form({ date: '9999-12-31' })) }), 422, /at the latest/],
      [
        'a date just past the booking window',
        () => ({ body: encode(form({ date: inDays(site.manifest.booking.maxDaysAhead + 3) })) }),
        422,
        /at the latest/,
      ],
    ];
    for (const [what, make, status, message] of cases) {
      it(what, async () => {
        const before = count();
        const { body, headers } = make();
        const json = await send(server.port, body, headers);
        expect(json.status).toBe(status);
        const parsed = JSON.parse(json.text) as { ok: boolean; message: string; errors?: Record<string, string> };
        expect(parsed.ok).toBe(false);
        expect(`${parsed.message} ${Object.values(parsed.errors ?? {}).join(' ')}`).toMatch(message);
        const html = await send(server.port, body, { ...headers, Accept: 'text/html' });
        expect(html.status).toBe(status);
        expect(html.headers['content-type']).toMatch(/^text\/html/);
        expect(unescapeHtml(html.text)).toMatch(message);
        expect(html.text).toContain('href="/booking"');
        expect(count()).toBe(before);
      });
    }

    it('on the page for field errors, the phone number in a message is a link that calls it, beside the link to the field', async () => {
      const reply = await send(server.port, encode(form({ zip: '32801' })), { Accept: 'text/html' });
      expect(reply.status).toBe(422);
      const { display, e164 } = site.manifest.business.phone;
      const call = `<a href="tel:${e164}">${display.replace(/&/g, '&amp;')}</a>`;
      expect(reply.text).toMatch(
        new RegExp(`<li><a href="#f-zip">ZIP Code</a>: ZIP 32801 is outside our service area[^<]*${call.replace(/[()+]/g, '\\$&')}`),
      );
      expect(reply.text).not.toMatch(/<a href="#f-zip">[^<]*\(\d{3}\)/);
    });

    it('the page for field errors lists each one and keeps every typed value, escaped', async () => {
      const data = form({ name: '<b>Jane</b>', zip: '12', issue: 'Door stuck "halfway" & noisy' });
      const reply = await send(server.port, encode(data), { Accept: 'text/html' });
      expect(reply.status).toBe(422);
      expect(reply.text).toContain('<a href="#f-name">Full Name</a>: Please remove the &lt; and &gt; characters from Full Name.');
      expect(reply.text).toContain('<a href="#f-zip">ZIP Code</a>: Please enter the 5-digit ZIP code.');
      expect(reply.text).toContain('value="&lt;b&gt;Jane&lt;/b&gt;"');
      expect(reply.text).toContain('Door stuck &quot;halfway&quot; &amp; noisy</textarea>');
      expect(reply.text).toContain(`value="${data['submission-key']}"`);
      expect(reply.text).toContain(`<option selected>${data.serviceType}</option>`);
      expect(reply.text).toMatch(/<form method="post" action="\/booking\/submit"/);
      expect(reply.text).not.toContain('<b>Jane</b>');
    });
  });

  it('names the served counties and the phone number for a ZIP outside them, both from the site data', async () => {
    const reply = await send(server.port, encode(form({ zip: '10001' })));
    const message = JSON.parse(reply.text).errors.zip as string;
    for (const county of site.counties.map((item) => item.name)) expect(message).toContain(county);
    expect(message).toContain(site.manifest.business.phone.display);
  });

  it('strips zero-width spaces and byte-order marks pasted with a value', async () => {
    const reply = await send(server.port, encode(form({ name: '\ufeffJane\u200b Doe', email: 'zw\u200b@example.com' })));
    expect(reply.status).toBe(200);
    expect(server.booking.store.list(1)[0]).toMatchObject({ name: 'Jane Doe', email: 'zw@example.com' });
  });

  it('a retry with the same key and corrected details updates the lead, never drops the correction', async () => {
    const before = count();
    const data = form({ email: 'typo@exmaple.com' });
    expect((await send(server.port, encode(data))).status).toBe(200);
    const corrected = { ...data, email: 'typo@example.com', issue: 'Corrected: the cable snapped.' };
    expect((await send(server.port, encode(corrected))).status).toBe(200);
    expect((await send(server.port, encode(corrected), { Accept: 'text/html' })).status).toBe(303);
    expect(count()).toBe(before + 1);
    expect(server.booking.store.list(1)[0]).toMatchObject({ email: 'typo@example.com', issue: 'Corrected: the cable snapped.' });
  });

  it("without JavaScript, a time outside the day's hours comes back with the message, every value kept and each time labelled with its days", async () => {
    const data = form({ date: nextWeekday(0), time: '5:00 PM' });
    const reply = await send(server.port, encode(data), { Accept: 'text/html' });
    expect(reply.status).toBe(422);
    expect(unescapeHtml(reply.text)).toContain(
      'Preferred Time</a>: 5:00 PM is outside our Sunday service hours (10:00 AM-4:00 PM). Please choose a time from 10:00 AM to 3:00 PM, or another day.',
    );
    expect(reply.text).toContain('<option value="5:00 PM" selected>5:00 PM (Mon-Fri)</option>');
    expect(reply.text).toContain(`value="${data.date}"`);
    expect(reply.text).toContain('name="state" type="text" value="Florida" readonly');
    expect(reply.text).not.toMatch(/Alabama|Georgia/);
  });

  it('accepts the site origin and its own host, and clients that send no Origin', async () => {
    const before = count();
    expect((await send(server.port, encode(form()), { Origin: 'https://www.example.com' })).status).toBe(200);
    expect((await send(server.port, encode(form()), { Origin: '' })).status).toBe(200);
    expect(count()).toBe(before + 2);
  });
});

describe('rate limit per address', () => {
  it('refuses with 429 and Retry-After past the limit, and stores nothing', async () => {
    const server = await startServer('rate', { max: 3, windowMs: 60_000 });
    try {
      for (let i = 0; i < 3; i++) expect((await send(server.port, encode(form()))).status).toBe(200);
      const reply = await send(server.port, encode(form()));
      expect(reply.status).toBe(429);
      expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
      expect(JSON.parse(reply.text).message).toMatch(/too many requests/i);
      const key = randomUUID();
      const html = await send(server.port, encode(form({ issue: 'The spring snapped & the door is stuck', 'submission-key': key })), {
        Accept: 'text/html',
      });
      expect(html.status).toBe(429);
      expect(html.text).toMatch(/try again in 1 minute/);
      // Refused, not stored, but the form comes back as the visitor typed it, with its submission key.
      expect(html.text).toContain('value="Jane Doe"');
      expect(html.text).toContain('value="12 Bayshore Blvd"');
      expect(html.text).toContain('The spring snapped &amp; the door is stuck</textarea>');
      expect(html.text).toContain(`value="${key}"`);
      expect(server.booking.store.count()).toBe(3);
    } finally {
      await stop(server);
    }
  });
});

describe('limits per address and per contact', () => {
  it('behind a proxy without TRUST_PROXY, ten junk posts do not lock out the next customer (default limits)', async () => {
    const server = await startServer('shared', rateLimitFromEnv({}), { contactLimit: contactLimitFromEnv({}) });
    try {
      const junk = form({ email: 'junk@example.com', phone: '(813) 555-0100' });
      const answers: number[] = [];
      for (let i = 0; i < 10; i++) answers.push((await send(server.port, encode({ ...junk, 'submission-key': randomUUID() }))).status);
      const max = contactLimitFromEnv({}).max;
      expect(answers).toEqual([...Array(max).fill(200), ...Array(10 - max).fill(429)]);
      const refused = await send(server.port, encode({ ...junk, 'submission-key': randomUUID() }), { Accept: 'text/html' });
      expect(unescapeHtml(refused.text)).toMatch(/already received \d+ requests with this e-mail address/);
      expect(refused.text).toContain('value="junk@example.com"'); // the form comes back filled in
      const customer = await send(server.port, encode(form({ email: 'customer@example.com', phone: '(727) 555-0111' })));
      expect(customer.status).toBe(200);
      // the same phone with another e-mail address counts against the phone
      const samePhone = await send(server.port, encode(form({ email: 'other@example.com', phone: '813-555-0100' })));
      expect(samePhone.status).toBe(429);
      expect(JSON.parse(samePhone.text).message).toMatch(/this phone number/);
    } finally {
      await stop(server);
    }
  });

  it('with TRUST_PROXY=1 a forged X-Forwarded-For neither evades the limit nor locks out the address it names', async () => {
    const server = await startServer('proxy', { max: 5, windowMs: 60_000 }, { trustProxy: 1 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) {
        // the attacker (198.51.100.7) writes a new address each time, and the victim's; the proxy appends what it saw
        const forged = i % 2 ? `203.0.113.${i}` : '192.0.2.44';
        statuses.push((await send(server.port, encode(form()), { 'X-Forwarded-For': `${forged}, 198.51.100.7` })).status);
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(25);
      // the victim's own posts, through the proxy
      expect((await send(server.port, encode(form()), { 'X-Forwarded-For': '192.0.2.44' })).status).toBe(200);
      // a 15 KB header value is not a key: the proxy's last entry is
      const huge = await send(server.port, encode(form()), { 'X-Forwarded-For': `${'A'.repeat(15_000)}, 198.51.100.7` });
      expect(huge.status).toBe(429);
    } finally {
      await stop(server);
    }
  });
});

/** A raw request to the handler, for bodies sent slowly, in part, or announced with Expect. */
function open(port: number, headers: Record<string, string>) {
  const req = request({
    host: '127.0.0.1',
    port,
    path: '/booking/submit',
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: `http://127.0.0.1:${port}`, ...headers },
  });
  const continued = new Promise<boolean>((resolve) => {
    req.once('continue', () => resolve(true));
    req.once('response', () => resolve(false));
  });
  const reply = new Promise<Reply>((resolve, reject) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (item) => chunks.push(item));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  return { req, continued, reply };
}

describe('oversized and slow requests get their page, not a reset', () => {
  let server: Running;
  beforeAll(async () => {
    server = await startServer('sizes', undefined, { bodyTimeoutMs: 500 });
  });
  afterAll(() => stop(server));

  for (const [what, make] of [
    ['a 1 MB field', () => encode(form({ issue: 'x'.repeat(1024 * 1024) }))],
    ['a 10 MB body', () => encode(form()) + '&pad=' + 'y'.repeat(10 * 1024 * 1024)],
  ] as const) {
    for (const accept of ['application/json', 'text/html']) {
      it(`${what} (${accept}) gets 413 and its message`, async () => {
        const reply = await send(server.port, make(), { Accept: accept });
        expect(reply.status).toBe(413);
        expect(reply.text).toMatch(/larger than a booking can be/);
      });
    }
    it(`${what} sent without a length (chunked) gets 413 and its message`, async () => {
      const reply = await send(server.port, make(), { 'Content-Length': '' });
      expect(reply.status).toBe(413);
      expect(JSON.parse(reply.text).error).toBe('too-large');
    });
  }

  it('a 999 MB Content-Length with Expect: 100-continue gets 413 and never 100 Continue', async () => {
    const { req, continued, reply } = open(server.port, {
      Accept: 'application/json',
      'Content-Length': String(999 * 1024 * 1024),
      Expect: '100-continue',
    });
    req.flushHeaders();
    expect(await continued).toBe(false);
    const result = await reply;
    expect(result.status).toBe(413);
    expect(JSON.parse(result.text).message).toMatch(/larger than a booking can be/);
    req.destroy();
  });

  it('a booking of the right size with Expect: 100-continue is told to go on, and stored', async () => {
    const before = server.booking.store.count();
    const body = encode(form({ email: 'continue@example.com' }));
    const { req, continued, reply } = open(server.port, {
      Accept: 'application/json',
      'Content-Length': String(Buffer.byteLength(body)),
      Expect: '100-continue',
    });
    req.flushHeaders();
    expect(await continued).toBe(true);
    req.end(body);
    expect((await reply).status).toBe(200);
    expect(server.booking.store.count()).toBe(before + 1);
  });

  for (const accept of ['application/json', 'text/html']) {
    it(`a body that stops arriving gets the 408 page (${accept})`, async () => {
      const { req, reply } = open(server.port, { Accept: accept, 'Content-Length': '1000' });
      req.write('form-name=booking-form&name=Jane');
      const result = await reply;
      expect(result.status).toBe(408);
      expect(result.text).toMatch(/took too long to arrive/);
      req.destroy();
    });
  }
});

/** Another process that takes the database's write lock and keeps it until told to let go. */
