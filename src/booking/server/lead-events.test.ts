import { describe, expect, it } from 'vitest';
import { sampleEvent } from '../../../tests/support/sample-lead';
import { eventText } from './lead-events';
import { WAS_CONFIRMED } from './lead-store';

describe("a request's history, in the office's words", () => {
  it('quotes what the office wrote, with no empty quotes and no second full stop', () => {
    const office = (action: string, detail = '') => eventText({ ...sampleEvent(action, 1, 'office', detail), who: 'Dana' });
    // A decline from the office's e-mail link has no reason.
    expect(office('declined')).toBe('Dana declined it.');
    expect(office('declined', 'No crew free that week')).toBe('Dana declined it: “No crew free that week”.');
    expect(office('cancelled', 'The technician is ill, sorry.')).toBe('Dana cancelled it: “The technician is ill, sorry.”');
    expect(office('cancelled')).toBe('Dana cancelled it.');
    expect(office('cancelled-on-request', 'Sold the house')).toBe('Dana cancelled it at the customer’s request: “Sold the house”.');
    expect(office('note', 'Gate code 1234')).toBe('Dana noted: “Gate code 1234”.');
  });

  it('says what time a visit had before it was confirmed or moved, and when it had none', () => {
    expect(eventText({ ...sampleEvent('confirmed', 1, 'office', 'no date'), who: 'Dana' })).toBe(
      'Dana confirmed the visit (it had no date).',
    );
    expect(eventText({ ...sampleEvent('changed', 2, 'visitor', 'Monday, December 8, 2031, 9:00 AM') })).toBe(
      'The customer moved the visit (it was Monday, December 8, 2031, 9:00 AM).',
    );
    // The customer's own cancel: of a request, or of a visit the office had confirmed (never their words quoted).
    expect(eventText(sampleEvent('cancelled', 3, 'visitor', 'whatever the page sent'))).toBe('The customer cancelled the request.');
    expect(eventText(sampleEvent('cancelled', 3, 'visitor', WAS_CONFIRMED))).toBe('The customer cancelled the confirmed visit.');
  });
});
