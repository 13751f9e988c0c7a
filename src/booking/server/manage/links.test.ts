import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { linkSecret, linkSigner, LinkSecretError } from './links';
import { requestLinks } from './handler';
import { loadSite } from '../../../manifest/load';
import { FIXTURE_SITE } from '../../../../tests/support/fixture-site';
import type { Lead } from '../lead-store';

const dir = mkdtempSync(join(tmpdir(), 'links-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('accepts its own token until it expires, and refuses any changed part', () => {
  const signer = linkSigner('s'.repeat(40));
  const token = signer.sign({ leadId: 12, action: 'manage', expires: 2_000 });
  expect(signer.verify(token, 1_000)).toEqual({ ok: true, claim: { leadId: 12, action: 'manage', expires: 2_000 } });
  expect(signer.verify(token, 2_001)).toEqual({ ok: false, why: 'expired' });
  const [id, action, expires, sig] = token.split('.');
  const swapped = (parts: string[]) => signer.verify(parts.join('.'), 1_000);
  expect(swapped(['13', action, expires, sig])).toEqual({ ok: false, why: 'signature' });
  expect(swapped([id, 'confirm', expires, sig])).toEqual({ ok: false, why: 'signature' });
  expect(swapped([id, action, '9999999', sig])).toEqual({ ok: false, why: 'signature' });
  expect(swapped([id, action, expires, `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`])).toEqual({ ok: false, why: 'signature' });
  expect(swapped([id, action, expires, sig.slice(0, -2)])).toEqual({ ok: false, why: 'signature' });
  expect(signer.verify('not-a-token', 1_000)).toEqual({ ok: false, why: 'malformed' });
  expect(linkSigner('t'.repeat(40)).verify(token, 1_000)).toEqual({ ok: false, why: 'signature' });
});

it('takes the secret from BOOKING_LINK_SECRET, else makes one once beside the database, readable by its owner only', () => {
  const db = join(dir, 'leads.sqlite');
  expect(linkSecret(db, { BOOKING_LINK_SECRET: 'x'.repeat(32) })).toBe('x'.repeat(32));
  expect(() => linkSecret(db, { BOOKING_LINK_SECRET: 'short' })).toThrow(LinkSecretError);
  const made = linkSecret(db, {});
  expect(made).toMatch(/^[0-9a-f]{64}$/);
  expect(linkSecret(db, {})).toBe(made);
  const file = join(dir, 'booking-link.secret');
  expect(readFileSync(file, 'utf8').trim()).toBe(made);
  expect(statSync(file).mode & 0o077).toBe(0);
  expect(linkSecret(join(dir, 'not', 'made', 'yet', 'leads.sqlite'), {})).not.toBe(made);
});

it("a request's links start with the address of the server that answers them: PUBLIC_URL when set, else site.url", () => {
  const loaded = loadSite(FIXTURE_SITE);
  if (!loaded.site) throw new Error('site.yaml did not load');
  const site = loaded.site;
  const lead = { id: 7, receivedAt: '2031-03-01T12:00:00.000Z' } as Lead;
  const signer = linkSigner('s'.repeat(40));
  const onTrial = requestLinks(site, signer, { PUBLIC_URL: 'http://localhost:4401' })(lead);
  for (const link of Object.values(onTrial)) expect(new URL(link).origin).toBe('http://localhost:4401');
  expect(new URL(requestLinks(site, signer, {})(lead).manage).origin).toBe(new URL(site.manifest.site.url).origin);
});
