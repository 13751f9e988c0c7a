import { describe, expect, it } from 'vitest';
import { csvCell, failedText, isoInZone, leadsCsv, leadsText, mailWords, type Deliveries } from './lead-export';
import type { Lead, LeadEvent } from './lead-store';
import type { Delivery } from './mail/outbox';

const lead: Lead = {
  id: 7,
  outcome: '',
  receivedAt: '2031-03-17T14:05:00.000Z',
  reference: 'BG-7K3M9',
  status: 'requested',
  statusAt: '2031-03-17T14:05:00.000Z',
  name: 'Ana "Annie" Ruiz',
  phone: '+1 813 555 0123',
  email: 'ana@example.com',
  street: '1 Main St, Apt 2',
  city: 'Tampa',
  state: 'Florida',
  zip: '33602',
  date: '2031-03-20',
  time: '9:00 AM',
  serviceType: 'Other',
  issue: 'Line one\nline two',
};

it('names each e-mail as the office knows it, not by its kind in the outbox', () => {
  expect(mailWords('office')).toBe('to the office (new request)');
  expect(mailWords('visitor')).toBe('to the customer (request received)');
  expect(mailWords('visitor-confirmed-3')).toBe('to the customer (confirmed)');
  expect(mailWords('visitor-cancelled-on-request-12')).toBe('to the customer (cancelled on request)');
  expect(mailWords('office-changed-4')).toBe('to the office (changed)');
  expect(mailWords('visitor-reminder-2031-03-20')).toBe('to the customer (reminder)');
});

describe('lead export', () => {
  it('writes RFC 4180 CSV with a header, every cell quoted', () => {
    const csv = leadsCsv([lead]);
    const [head, row] = csv.split('\r\n');
    expect(head).toBe(
      '\uFEFF"Request","Received","Full Name","Phone Number","Email Address","Street Address","City","State","ZIP Code","Preferred Date","Preferred Time","Service Needed","Describe the Issue","Reference","Status"',
    );
    expect(row).toContain('"Ana ""Annie"" Ruiz","+1 813 555 0123","ana@example.com","1 Main St, Apt 2"');
    expect(csv).toContain('"Line one\nline two"');
  });
  it('defuses values a spreadsheet would run as formulas, but not phone numbers', () => {
    expect(csvCell('=HYPERLINK("http://x.example")')).toBe(`"'=HYPERLINK(""http://x.example"")"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('-2+3')).toBe(`"'-2+3"`);
    expect(csvCell('+1 (813) 555-0123')).toBe('"+1 (813) 555-0123"');
    expect(csvCell('+cmd|x')).toBe(`"'+cmd|x"`);
    expect(csvCell('Tampa')).toBe('"Tampa"');
  });
  it.each([
    ['Tampa;=1+1', `"Tampa;'=1+1"`],
    ['Tampa,=1+1', `"Tampa,'=1+1"`],
    ['Tampa\t=1+1', `"Tampa\t'=1+1"`],
    ['Tampa; @SUM(A1)', `"Tampa; '@SUM(A1)"`],
    ['a|-2+3', `"a|'-2+3"`],
    ['one\n=cmd|x', `"one\n'=cmd|x"`],
    ['one\r\n+cmd', `"one\n'+cmd"`],
    ['\t=1+1', `"'\t'=1+1"`],
  ])('defuses a formula after a separator: %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
  it("gives every time in the business's time zone, named, whatever the machine's zone", () => {
    const at = Date.UTC(2031, 2, 17, 14, 6);
    const received = { ...lead, receivedAt: new Date(at).toISOString() };
    expect(leadsText([received], new Date(at), undefined, 'America/New_York')).toContain('#7  Mar 17, 2031, 10:06 AM EDT');
    expect(leadsText([received], new Date(at), undefined, 'America/New_York')).toContain('listed Mar 17, 2031, 10:06 AM EDT');
    expect(leadsText([received], new Date(at), undefined, 'UTC')).toContain('#7  Mar 17, 2031, 2:06 PM UTC');
  });
  it('leaves no character the booking rules refuse in a cell', () => {
    expect(csvCell('Ana\u202eziuR\u200d\u001b[2J')).toBe('"AnaziuR[2J"');
  });
  it('lists leads readably, with the date as the form shows it, and no terminal control codes', () => {
    const text = leadsText([
      { ...lead, name: 'Ana\u001b[2J\u202eziuR', email: 'ana\u200d@example.com', issue: 'Line one\u2066\nline two' },
    ]);
    expect(text).toContain('#7');
    expect(text).toContain('visit: March 20, 2031 at 9:00 AM');
    expect(text).toContain('issue: Line one / line two');
    for (const ch of ['\u001b', '\u202e', '\u200d', '\u2066']) expect(text).not.toContain(ch);
    expect(text).toContain('email ana@example.com');
    expect(leadsText([])).toBe('No leads yet.\n');
  });
  it('shows each lead with its reference and status, and when the status last changed', () => {
    const confirmed = { ...lead, id: 8, reference: 'BG-2WX9Q', status: 'confirmed' as const, statusAt: '2031-03-18T13:30:00.000Z' };
    const text = leadsText([lead, confirmed], new Date('2031-03-18T14:00:00Z'), undefined, 'America/New_York');
    expect(text).toContain(`reference ${lead.reference}  status requested\n`);
    expect(text).toContain('reference BG-2WX9Q  status confirmed since Mar 18, 2031, 9:30 AM EDT');
  });
  it("shows the state of each lead's e-mails, in the listing, the CSV and the failed view", () => {
    const at = Date.UTC(2031, 2, 17, 14, 6);
    const doc = (over: Partial<Delivery>): Delivery => ({
      id: 1,
      leadId: 7,
      kind: 'office',
      state: 'sent',
      attempts: 1,
      createdAt: at,
      nextAttemptAt: at,
      doneAt: at,
      lastError: null,
      ...over,
    });
    const deliveries: Deliveries = new Map([
      [
        7,
        [
          doc({}),
          doc({
            id: 2,
            kind: 'visitor',
            state: 'pending',
            attempts: 3,
            doneAt: null,
            nextAttemptAt: at + 60_000,
            lastError: 'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:25',
          }),
        ],
      ],
    ]);
    const other = { ...lead, id: 8 };
    const text = leadsText([lead, other], new Date(at), deliveries);
    expect(text).toMatch(
      /e-mail: to the office \(new request\) sent Mar 17, 2031, \d+:06 [AP]M \S+; to the customer \(request received\) waiting, 3 tries, next Mar 17, 2031, \d+:07 [AP]M \S+ \(ECONNREFUSED\)/,
    );
    expect(text).toContain('e-mail: none'); // lead #8 has no e-mails
    const [head, row, row8] = leadsCsv([lead, other], deliveries).split('\r\n');
    expect(head.endsWith(',"Describe the Issue","Reference","Status","E-mail to the office","E-mail to the customer"')).toBe(true);
    expect(row.endsWith(',"sent","waiting"')).toBe(true);
    expect(row8.endsWith(',"none","none"')).toBe(true);
    // With the history: how the visit went, and each change and note with who and when, in the business's time.
    const events = new Map<number, LeadEvent[]>([
      [
        7,
        [
          { id: 1, leadId: 7, at: '2031-03-17T14:06:00.000Z', by: 'office', who: 'Dana Office', action: 'confirmed', detail: '' },
          {
            id: 2,
            leadId: 7,
            at: '2031-03-18T15:00:00.000Z',
            by: 'office' as const,
            who: 'Dana Office',
            action: 'note',
            detail: '=Gate 4471',
          },
        ],
      ],
    ]);
    const [withHead, withRow] = leadsCsv(
      [{ ...lead, outcome: 'done' }, other],
      deliveries,
      'America/New_York',
      (id) => events.get(id) ?? [],
    ).split('\r\n');
    expect(withHead.endsWith(',"E-mail to the office","E-mail to the customer","Outcome","History"')).toBe(true);
    expect(withRow).toContain(
      `"done","Mar 17, 2031, 10:06 AM EDT: Dana Office confirmed the visit.\nMar 18, 2031, 11:00 AM EDT: Dana Office noted: “=Gate 4471”."`,
    );
    const failed = failedText(
      [doc({ id: 2, kind: 'visitor', state: 'failed', attempts: 290, lastError: 'SMTP 550 on RCPT: mailbox unavailable' })],
      new Map([[7, lead]]),
    );
    expect(failed).toContain('message #2  visitor e-mail of lead #7 (Ana "Annie" Ruiz, ana@example.com)');
    expect(failed).toMatch(/to the customer \(request received\) FAILED .* after 290 tries \(SMTP 550 on RCPT\)/);
    expect(failed).toContain('last error: SMTP 550 on RCPT: mailbox unavailable');
    expect(failed).toContain('1 failed e-mail.');
    expect(failedText([], new Map())).toBe('No failed e-mails.\n');
  });

  it("gives the time received in the business's time zone with its offset, as the listing does, in summer and in winter", () => {
    const summer = leadsCsv([lead], undefined, 'America/New_York');
    expect(summer).toContain('"7","2031-03-17T10:05:00-04:00",');
    expect(leadsText([lead], new Date(lead.receivedAt), undefined, 'America/New_York')).toContain('Mar 17, 2031, 10:05 AM EDT');
    const winter = { ...lead, receivedAt: '2031-12-02T19:30:00.000Z' };
    expect(leadsCsv([winter], undefined, 'America/New_York')).toContain('"2031-12-02T14:30:00-05:00"');
    // the same instant, whatever the zone
    for (const zone of ['America/New_York', 'America/Los_Angeles', 'UTC'])
      expect(Date.parse(isoInZone(winter.receivedAt, zone))).toBe(Date.parse(winter.receivedAt));
  });

  it('opens in a spreadsheet as UTF-8: a byte-order mark first, accents intact', () => {
    const csv = leadsCsv([{ ...lead, name: 'Seán Núñez', city: 'Güemes' }], undefined, 'America/New_York');
    const bytes = Buffer.from(csv, 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('"Seán Núñez"');
    expect(leadsCsv([], new Map()).startsWith('\uFEFF"Request"')).toBe(true);
  });
});
