import type { Lead, LeadEvent } from '../../src/booking/server/lead-store';

/**
 * A lead as the store gives it back, with fixed details: a request in Tampa for a December 2031
 * morning. `over` changes some of them. Built loosely (a cast), so the tests that use it read the
 * fields they name, whatever the store adds beside them.
 */
export function sampleLead(over: Partial<Lead> = {}): Lead {
  return {
    id: 42,
    outcome: '',
    receivedAt: '2031-12-01T14:05:00.000Z',
    reference: 'BG-7K3M9',
    status: 'requested',
    statusAt: '2031-12-01T14:05:00.000Z',
    name: 'Tom Neil',
    phone: '(813) 555-0123',
    email: 'tj@example.org',
    street: '12 Bayshore Blvd',
    city: 'Tampa',
    state: 'Florida',
    zip: '33606',
    date: '2031-12-09',
    time: '9:00 AM',
    serviceType: 'Spring Replacement',
    issue: 'The spring snapped.',
    ...over,
  } as Lead;
}

/** One change of the sample lead: what, its number (events are numbered in the order they happen), by whom, with its detail. */
export function sampleEvent(action: string, id: number, by: LeadEvent['by'] = 'office', detail = ''): LeadEvent {
  return {
    id,
    leadId: 42,
    at: '2031-12-01T15:00:00.000Z',
    by,
    who: by === 'office' ? 'Dana Office <dana@example.com>' : '',
    action,
    detail,
  } as LeadEvent;
}
