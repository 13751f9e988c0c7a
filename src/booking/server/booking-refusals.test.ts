import { describe, expect, it } from 'vitest';
import { bookingRefusals, minutes, type Refusal } from './booking-refusals';

const PHONE = '(555) 010-0199';
const values = { name: 'A', phone: '5550100100', email: 'a@example.org' } as never;
const all = (): Array<[string, Refusal]> => {
  const result = bookingRefusals(PHONE);
  return [
    ['method', result.method()],
    ['origin', result.origin()],
    ['rateLimit', result.rateLimit(90)],
    ['contentType', result.contentType()],
    ['tooLarge', result.tooLarge()],
    ['timeout', result.timeout()],
    ['unreadable', result.unreadable('encoding')],
    ['formName', result.formName()],
    ['invalid', result.invalid({ email: 'x' }, { values, key: 'k' })],
    ['contactLimit', result.contactLimit('email', 3, 3600, 120, { values })],
    ['busy', result.busy(10, { values })],
    ['storage', result.storage({ values })],
    ['full', result.full('That time is full.', { values })],
    ['date', result.date()],
  ];
};

describe('the booking refusals', () => {
  it('each has an error status, a code, a heading and a message that ends a sentence', () => {
    for (const [, refusal] of all()) {
      expect(refusal.status).toBeGreaterThanOrEqual(400);
      expect(refusal.code).toMatch(/^[a-z-]+$/);
      expect(refusal.heading.length).toBeGreaterThan(3);
      expect(refusal.message).toMatch(/[.]$/);
    }
  });

  it('every refusal the visitor can act on only by trying again offers the phone number', () => {
    const fixable = new Set(['method', 'invalid', 'full', 'date']);
    for (const [name, refusal] of all()) if (!fixable.has(name)) expect(refusal.message, name).toContain(`call us at ${PHONE}`);
  });

  it('a refusal after the form was read keeps what the visitor typed, and a wait is said in minutes and sent as Retry-After', () => {
    for (const [name, refusal] of all())
      if (['invalid', 'contactLimit', 'busy', 'storage', 'full'].includes(name)) expect(refusal.values, name).toBe(values);
    const limited = bookingRefusals(PHONE).rateLimit(90);
    expect(limited.headers).toEqual({ 'Retry-After': '90' });
    expect(limited.message).toContain('2 minutes');
    expect([minutes(1), minutes(60), minutes(61)]).toEqual(['1 minute', '1 minute', '2 minutes']);
  });
});
