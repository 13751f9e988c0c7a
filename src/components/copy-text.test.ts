import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withPhoneLinks } from './copy-text';

const phone = { display: '(813) 555-0142', e164: '+18135550142' };
const drawn = (text: string) => renderToStaticMarkup(createElement('p', null, withPhoneLinks(text, phone)));

describe('page text with the phone number as a link that calls it', () => {
  it('links each mention of the number, and leaves the words around it as written', () => {
    expect(drawn('Call (813) 555-0142 or book online; after hours, (813) 555-0142 still answers.')).toBe(
      '<p>Call <a href="tel:+18135550142" class="phone-link">(813) 555-0142</a> or book online; after hours, ' +
        '<a href="tel:+18135550142" class="phone-link">(813) 555-0142</a> still answers.</p>',
    );
  });

  it('links the business e-mail too, when it is given', () => {
    expect(
      renderToStaticMarkup(
        createElement('p', null, withPhoneLinks('Call (813) 555-0142 or e-mail office@example.com today.', phone, 'office@example.com')),
      ),
    ).toBe(
      '<p>Call <a href="tel:+18135550142" class="phone-link">(813) 555-0142</a> or e-mail ' +
        '<a href="mailto:office@example.com" class="phone-link">office@example.com</a> today.</p>',
    );
  });

  it('leaves a text that does not name the number as it is', () => {
    expect(withPhoneLinks('Book online in two minutes.', phone)).toBe('Book online in two minutes.');
    expect(withPhoneLinks('Call 813-555-0142', phone)).toBe('Call 813-555-0142');
  });
});
