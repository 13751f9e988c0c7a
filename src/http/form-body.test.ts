import { describe, expect, it } from 'vitest';
import { parseFormBody } from './form-body';

const parse = (item: string | Buffer) => parseFormBody(Buffer.isBuffer(item) ? item : Buffer.from(item, 'utf8'));

describe('the strict form body reader', () => {
  it('reads what browsers send, + as space, %-escapes as UTF-8, the first of repeated keys', () => {
    const parsedForm = parse('name=Jos%C3%A9+N%C3%BA%C3%B1ez&issue=a%0Ab&name=second&empty=&flag');
    expect(parsedForm.ok && Object.fromEntries(parsedForm.fields)).toEqual({ name: 'José Núñez', issue: 'a\nb', empty: '', flag: '' });
  });
  it('tolerates raw UTF-8 from lax clients', () => {
    const parsedForm = parse('city=Tampa+–+South');
    expect(parsedForm.ok && parsedForm.fields.get('city')).toBe('Tampa – South');
  });
  it.each([
    ['a %-escaped byte that is not UTF-8', 'name=Jos%E9', 'encoding'],
    ['a lone continuation byte', 'name=%80', 'encoding'],
    ['raw Latin-1 bytes', Buffer.from([0x6e, 0x3d, 0xe9]), 'encoding'],
    ['a broken %-escape', 'name=50%', 'malformed'],
    ['too many fields', Array.from({ length: 100 }, (_, i) => `f${i}=1`).join('&'), 'too-many-fields'],
  ] as const)('refuses %s', (_what, body, reason) => {
    expect(parse(body)).toEqual({ ok: false, reason });
  });
});
