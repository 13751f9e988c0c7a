import { describe, expect, it } from 'vitest';
import { bookingRefusals, minutes, type Refusal } from './booking-refusals';

const PHONE = '(555) 010-0199';
const values = { name: 'A', phone: '5550100100', email: 'a@example.org' } as never;
const all = (): Array<[string, Refusal]> => {
  const r = bookingRefusals(PHONE);
  return [
    ['method', r.method()],
    ['origin', r.origin()],
    ['rateLimit', r.rateLimit(90)],
    ['contentType', r.contentType()],
    ['tooLarge', r.tooLarge()],
    ['timeout', r.timeout()],
    ['unreadable', r.unreadable('encoding')],
    ['formName', r.formName()],
    ['invalid', r.invalid({ email: 'x' }, { values, key: 'k' })],
    ['contactLimit', r.contactLimit('email', 3, 3600, 120, { values })],
    ['busy', r.busy(10, { values })],
    ['storage', r.storage({ values })],
    ['full', r.full('That time is full.', { values })],
    ['date', r.date()],
  ];
};

describe('the booking refusals', () => {
  it('each has an error status, a code, a heading and a message that ends a sentence', () => {
    for (const [, f] of all()) {
      expect(f.status).toBeGreaterThanOrEqual(400);
      expect(f.code).toMatch(/^[a-z-]+$/);
      expect(f.heading.length).toBeGreaterThan(3);
      expect(f.message).toMatch(/[.]$/);
    }
  });

  it('every refusal the visitor can act on only by trying again offers the phone number', () => {
    const fixable = new Set(['method', 'invalid', 'full', 'date']);
    for (const [name, f] of all()) if (!fixable.has(name)) expect(f.message, name).toContain(`call us at ${PHONE}`);
  });

  it('a refusal after the form was read keeps what the visitor typed, and a wait is said in minutes and sent as Retry-After', () => {
    for (const [name, f] of all())
      if (['invalid', 'contactLimit', 'busy', 'storage', 'full'].includes(name)) expect(f.values, name).toBe(values);
    const limited = bookingRefusals(PHONE).rateLimit(90);
    expect(limited.headers).toEqual({ 'Retry-After': '90' });
    expect(limited.message).toContain('2 minutes');
    expect([minutes(1), minutes(60), minutes(61)]).toEqual(['1 minute', '1 minute', '2 minutes']);
  });
});
