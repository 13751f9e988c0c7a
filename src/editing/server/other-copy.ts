import { readFileSync } from 'node:fs';
import { isMap, isScalar, parseDocument } from 'yaml';
import { plainHint } from '../shared/plain-words';
import type { Field } from './schema-fields';

/**
 * The copy files that are no page kind's (the booking e-mails, the request's own page): each block
 * named for what it is, not by its key ("Manage soon", "Calendar first" told the office nothing),
 * with the file's own comment above it as its hint.
 */
const BLOCK_TITLES: Record<string, Record<string, string>> = {
  'booking-email': {
    office: 'To the office: a new request',
    visitor: 'To the customer: request received',
    calendar: 'Calendar entry of a request',
    manage: "Link to the customer's request page",
    manageSoon: 'Link to the request page, when the visit is too near to change',
    officeActions: "The office's Confirm and Decline links",
    confirmed: 'To the customer: visit confirmed',
    confirmedCalendar: 'Calendar entry of a confirmed visit',
    cancelledCalendar: 'Calendar entry of a visit that is off',
    declined: 'To the customer: request declined',
    requestChanged: 'To the customer: they moved their request',
    rescheduled: 'To the customer: we moved their visit',
    requestCancelled: 'To the customer: they cancelled',
    visitCancelled: 'To the customer: we cancelled their visit',
    reminder: 'To the customer: reminder the day before',
    calendarUpdated: 'Line about an updated calendar file',
    calendarRemoved: 'Line about a calendar file that removes the visit',
    calendarFirst: "Line about the calendar file of the visit's first date",
    changed: 'To the office: the customer moved their request',
    cancelled: 'To the office: the customer cancelled a request',
    cancelledVisit: 'To the office: the customer cancelled a confirmed visit',
  },
  'booking-manage': {
    request: "The customer's request page",
    confirmedVisit: 'Once the visit is confirmed',
    visitDone: 'Once the visit is marked done',
    visitMissed: 'Once nobody was there for the visit',
    declinedRequest: 'Once the request is declined',
    change: 'Change the date or time',
    cancel: 'Cancel a request',
    cancelVisit: 'Cancel a confirmed visit',
    cancelRequestAsk: 'Asked before a request is cancelled',
    cancelAsk: 'Asked before a confirmed visit is cancelled',
    changed: 'After a change of date or time',
    cancelled: 'After the customer cancelled',
    cancelledByUs: 'After we cancelled the visit',
    closed: 'When it can no longer be changed',
    refused: 'A link that does not work',
    confirm: "The office's Confirm page",
    decline: "The office's Decline page",
  },
};

/** The blocks of such a file named and explained (its comments read only then); any other entry as it is. */
export function namedBlocks(kind: string, file: string, fields: Field[]): Field[] {
  const titles = BLOCK_TITLES[kind];
  if (!titles) return fields;
  const comments = blockComments(readFileSync(file, 'utf8'));
  return fields.map((field) =>
    field.name === 'blocks' && field.fields
      ? {
          ...field,
          fields: field.fields.map((block) => {
            const hint = plainHint(comments[block.name]);
            return { ...block, label: titles[block.name] ?? block.label, ...(hint ? { hint } : {}) };
          }),
        }
      : field,
  );
}

/** The comment above each block of the file (its lines joined), by the block's key. */
function blockComments(text: string): Record<string, string> {
  const blocks = parseDocument(text).get('blocks', true);
  const out: Record<string, string> = {};
  if (!isMap(blocks)) return out;
  for (const pair of blocks.items)
    if (isScalar(pair.key) && pair.key.commentBefore)
      out[String(pair.key.value)] = capital(
        pair.key.commentBefore
          .replace(/\s*\n\s*/g, ' ')
          .trim()
          .replace(/^\.\.\.\s*/, ''),
      );
  return out;
}

/** A comment that goes on from the block above ("... and of a visit") as a hint of its own: "And of a visit". */
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
