import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { FIXTURE_SITE } from '../../../tests/support/fixture-site';
import { copySchemas } from '../../kinds/kinds';
import { adminConfig, type Field } from './config';
import { applyEdits } from '../shared/yaml-edit';

/** The closed dates' list on the business settings form. */
function closedDatesField(): Field {
  const { config } = adminConfig(FIXTURE_SITE, copySchemas());
  const files = (config.collections as Array<{ files?: Array<{ file: string; fields: Field[] }> }>).flatMap(
    (collection) => collection.files ?? [],
  );
  const site = files.find((file) => file.file === 'site.yaml')!;
  const booking = site.fields.find((field) => field.name === 'booking')!;
  return booking.fields!.find((field) => field.name === 'closedDates')!;
}

describe('closed days on the editing screen', () => {
  it('an entry offers one day, or a first and a last day, each with the date field', () => {
    const fields = closedDatesField().fields!;
    expect(fields.map((field) => [field.name, field.widget, field.required ?? true])).toEqual([
      ['date', 'calendar-date', false],
      ['from', 'calendar-date', false],
      ['to', 'calendar-date', false],
      ['name', 'string', true],
    ]);
    expect(fields.map((field) => field.label)).toEqual(['One day', 'From (first day)', 'To (last day)', 'Name']);
    // The field takes "12/25/2026" or "December 25, 2026": its hint does not ask for the file's form.
    for (const field of fields.slice(0, 3)) expect(field.hint ?? '', field.name).not.toMatch(/year-month-day|\d{4}-\d\d-\d\d/);
    expect(fields[0].hint).toBe('One closed day; leave empty for a run of days');
  });

  it('a run of days entered there is written as one line beside the single days, the empty day left out', () => {
    const src = readFileSync(join(FIXTURE_SITE, 'site.yaml'), 'utf8');
    const data = parse(src) as { booking: { closedDates: Array<Record<string, string>> } };
    const before = data.booking.closedDates.length;
    data.booking.closedDates.push({ date: '', from: '2031-12-24', to: '2031-12-31', name: 'Year end' });
    const written = applyEdits(src, data);
    const added = written.split('\n').filter((text) => !src.split('\n').includes(text));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^ {4}- \{ from: "?2031-12-24"?, to: "?2031-12-31"?, name: Year end \}$/);
    const back = parse(written) as typeof data;
    expect(back.booking.closedDates).toHaveLength(before + 1);
    expect(back.booking.closedDates.at(-1)).toEqual({ from: '2031-12-24', to: '2031-12-31', name: 'Year end' });
  });
});
