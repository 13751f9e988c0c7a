import { describe, expect, it } from 'vitest';
import { phoneLinked } from './html';

const phone = { display: '(813) 555-0142', e164: '+18135550142' };

describe("the request pages' text names the phone number as a link that calls it", () => {
  it('links the number where the text names it, and nowhere else', () => {
    const html =
      '<p>Please call us at (813) 555-0142 and we will help you.</p>' +
      '<p>Questions? Call <a href="tel:+18135550142">(813) 555-0142</a>.</p>' +
      '<input name="phone" value="(813) 555-0142"><textarea name="note">(813) 555-0142</textarea>';
    expect(phoneLinked(html, phone)).toBe(
      '<p>Please call us at <a href="tel:+18135550142">(813) 555-0142</a> and we will help you.</p>' +
        '<p>Questions? Call <a href="tel:+18135550142">(813) 555-0142</a>.</p>' +
        '<input name="phone" value="(813) 555-0142"><textarea name="note">(813) 555-0142</textarea>',
    );
  });
});
