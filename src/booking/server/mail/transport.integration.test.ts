/**
 * The SMTP transport against a real SMTP server (smtp-server, with its built-in test certificate):
 * TLS is what SMTP_URL says, and what the server receives is what the outbox holds.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../tests/support/ports';
import { loadSite, type Site } from '../../../manifest/load';
import { mailConfig } from './config';
import type { MailMessage } from './messages';
import { smtpSend } from './sender';

const PORT = await freePort();
let site: Site;
beforeAll(() => {
  const loaded = loadSite(process.cwd());
  if (!loaded.site) throw new Error('site.yaml did not load');
  site = loaded.site;
});

type Got = { mail: ParsedMail; secure: boolean; user?: string; rcpt: string[] };
let server: SMTPServer | undefined;
afterEach(async () => {
  if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
  server = undefined;
});
async function listen(options: SMTPServerOptions): Promise<Got[]> {
  const got: Got[] = [];
  server = new SMTPServer({
    logger: false,
    authOptional: true,
    onAuth: (auth, _s, cb) => cb(null, { user: `${auth.username}:${auth.password}` }),
    onData(stream, session, cb) {
      simpleParser(stream).then((mail) => {
        got.push({
          mail,
          secure: session.secure,
          user: session.user as string | undefined,
          rcpt: session.envelope.rcptTo.map((address) => address.address),
        });
        cb();
      }, cb);
    },
    ...options,
  });
  await new Promise<void>((resolve) => server!.listen(PORT, '127.0.0.1', () => resolve()));
  return got;
}
const message: MailMessage = {
  kind: 'office',
  to: [],
  replyTo: { name: 'Jane Doe', address: 'jane@example.org' },
  subject: 'New booking request: Jane Doe',
  text: 'plain',
  html: '<p>html</p>',
  messageId: '<booking-1-office-abc@www.example.com>',
  attachments: [
    {
      filename: 'booking-request.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    },
  ],
};
const send = (url: string) =>
  smtpSend({ ...mailConfig(site, { SMTP_URL: url, LEADS_NOTIFY_TO: 'office@example.com, dispatch@example.com' }), smtpUrl: url });

describe('SMTP transport', () => {
  it("smtps:// speaks TLS from the first byte, with the URL's credentials", async () => {
    const got = await listen({ secure: true });
    await send(`smtps://mailer:p%40ss@127.0.0.1:${PORT}?tls.rejectUnauthorized=false`)(message);
    expect(got).toHaveLength(1);
    expect(got[0].secure).toBe(true);
    expect(got[0].user).toBe('mailer:p@ss'); // percent-encoded in the URL
  });

  it('smtp:// upgrades with STARTTLS when the server offers it', async () => {
    const got = await listen({});
    await send(`smtp://127.0.0.1:${PORT}?tls.rejectUnauthorized=false`)(message);
    expect(got[0].secure).toBe(true);
  });

  it('smtp:// with requireTLS refuses a server that cannot upgrade, and nothing is delivered', async () => {
    const got = await listen({ disabledCommands: ['STARTTLS'] });
    await expect(send(`smtp://127.0.0.1:${PORT}?requireTLS=true`)(message)).rejects.toThrow(/STARTTLS/);
    expect(got).toHaveLength(0);
  });

  it('sends what the outbox holds: the office addresses, From, Reply-To, Message-ID, both bodies and the calendar file', async () => {
    const got = await listen({ disabledCommands: ['STARTTLS'] });
    await send(`smtp://127.0.0.1:${PORT}`)(message);
    const { mail, rcpt } = got[0];
    expect(rcpt).toEqual(['office@example.com', 'dispatch@example.com']);
    expect(mail.from?.value[0]).toEqual({ name: site.manifest.business.name, address: site.manifest.business.email });
    expect(mail.replyTo?.value[0]).toEqual({ name: 'Jane Doe', address: 'jane@example.org' });
    expect(mail.messageId).toBe(message.messageId);
    expect(mail.subject).toBe(message.subject);
    expect(mail.text?.trim()).toBe('plain');
    expect(mail.html).toContain('<p>html</p>');
    expect(mail.attachments.map((attachment) => [attachment.filename, attachment.contentType])).toEqual([
      ['booking-request.ics', 'text/calendar'],
    ]);
  });
});
