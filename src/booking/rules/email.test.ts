import { beforeAll, describe, expect, it } from 'vitest';
import { emailError, loadAddressCheck, mailboxKey, type AddressCheck } from './email';
import { fieldError, type Choices } from './validate';

const bare: Choices = { state: 'Florida', timeSlots: [], serviceTypes: [], slotsByDay: [], hoursByDay: [] };
let check: AddressCheck;
let choices: Choices;
beforeAll(async () => {
  check = await loadAddressCheck();
  choices = { ...bare, emailCheck: check };
});

describe('the e-mail address rule (form and handler)', () => {
  it.each([
    ['two dots in a row', 'john..smith@example.com', /two dots in a row/],
    ['a mailto: query after the domain', 'm@b.co?subject=Urgent&body=Click', /cannot contain \?/],
    ['a ? in the local part', 'who?@example.com', /cannot contain \?/],
    ['a quoted local part', '"john smith"@example.com', /quotation marks/],
    ['a quoted local part without spaces', '"john"@example.com', /quotation marks/],
    ['a dot at the start', '.john@example.com', /start or end with a dot/],
    ['a dot before the @', 'john.@example.com', /start or end with a dot/],
    ['no top-level domain', 'ana@localhost', /name@example.com/],
    ['an IP address for a domain', 'ana@[127.0.0.1]', /name@example.com/],
    ['two @', 'ana@b@example.com', /name@example.com/],
    ['a space', 'ana example@x.com', /name@example.com/],
    ['a local part over 64 characters', `${'a'.repeat(65)}@example.com`, /name@example.com/],
    ['a domain label starting with a hyphen', 'ana@-example.com', /name@example.com/],
    ['non-ASCII letters before the @', 'josé@example.com', /name@example.com/],
  ])('refuses %s, with a plain message on the field', (_what, address, message) => {
    expect(emailError(address, check)).toMatch(message);
    expect(fieldError('email', address, choices)).toMatch(message);
  });

  it.each([
    ['pat2@gmail.con', 'pat2@gmail.com'],
    ['Pat.Two@GMIAL.COM', 'Pat.Two@gmail.com'],
    ['ana@hotmial.co.uk', 'ana@hotmail.co.uk'],
    ['ana@mail.example.ent', 'ana@mail.example.net'],
  ])('asks about %s, a slip mail takes but no one receives: did you mean %s?', (address, meant) => {
    expect(fieldError('email', address, choices)).toBe(
      `Did you mean ${meant}? Please check the address: we e-mail your request there, and its confirmation once we have called you.`,
    );
  });

  it.each([
    'ana@example.com',
    'ana@con.example.com',
    'ana@gmail.com.br',
    'ana.ruiz+door@sub.example.co',
    "o'brien@example.ie",
    'first_last-1@mail.example.org',
    'ANA@EXAMPLE.COM',
  ])('accepts %s', (address) => {
    expect(fieldError('email', address, choices)).toBeUndefined();
  });
});

describe('before the library is loaded (a form whose visitor has not typed an address yet)', () => {
  it.each(['john..smith@example.com', 'm@b.co?subject=x', '"john"@example.com', 'ana@localhost', 'ana example@x.com'])(
    'the shape check refuses %s too',
    (address) => {
      expect(fieldError('email', address, bare)).toBeDefined();
    },
  );
  it('and accepts a plain address', () => {
    expect(fieldError('email', 'ana.ruiz+door@sub.example.co', bare)).toBeUndefined();
  });
});

describe('the mailbox an address reaches (the key of the per-contact quota)', () => {
  it('is one key for every +tag and every spelling in capitals', () => {
    const keys = new Set(
      ['victim@example.com', 'Victim@Example.com', ...[1, 2, 3, 4, 5, 6].map((n) => `victim+${n}@example.com`)].map(mailboxKey),
    );
    expect(keys.size).toBe(1);
  });

  it('ignores dots only where the provider does, and knows googlemail.com is gmail.com', () => {
    expect(mailboxKey('j.o.h.n+x@gmail.com')).toBe(mailboxKey('john@googlemail.com'));
    expect(mailboxKey('John.Smith@GMAIL.com')).toBe(mailboxKey('johnsmith@gmail.com'));
    expect(mailboxKey('john.smith@example.com')).not.toBe(mailboxKey('johnsmith@example.com'));
    expect(mailboxKey('john@example.com')).not.toBe(mailboxKey('john@example.org'));
  });
});
