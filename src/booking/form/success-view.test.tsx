import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import SuccessView from './success-view';

describe('the booking form once a request is accepted', () => {
  it("says the booking copy's thanks (content/pages/booking.yaml), as the office wrote it", () => {
    const html = renderToStaticMarkup(
      <SuccessView
        headingLevel={2}
        confirmationTime="within 1 hour"
        thanks={{ heading: 'Request Received', intro: 'We will call you back to set the time.' }}
        phone={{ display: '(813) 555-0100', e164: '+18135550100' }}
        onAnother={() => {}}
      />,
    );
    expect(html).toMatch(/<h2[^>]*>Request Received<\/h2>/);
    expect(html).toContain('Thank you! We will call you back to set the time. We confirm every request by phone within 1 hour');
  });
});
