import { describe, expect, it } from 'vitest';
import { DATE_EXAMPLE, TIME_EXAMPLE } from '../../manifest/plain-schema';
import { entryPlace, fieldPath, fieldProblems } from './field-problems';

const error = (code: string, field: string, plain = 'The name cannot be empty', plainHint = 'Fill in the name.') => ({
  code: code as never,
  file: '/project/content/cities/a.yaml',
  field,
  plain,
  plainHint,
});

describe('the check’s errors as the screen shows them', () => {
  it('marks a field only left to write (empty, an empty list, the template’s ✎ text), never a mistake in what was written', () => {
    const said = (id: string) => fieldProblems([{ ...error('schema', 'name'), id: id as never }])[0].toWrite;
    for (const id of ['missing-key', 'missing-choice', 'empty-text', 'empty-list', 'template-text']) expect(said(id), id).toBe(true);
    for (const id of ['too-few', 'too-short', 'wrong-form', undefined]) expect(said(id as string), String(id)).toBeUndefined();
  });

  it('reads a key path as the check counts (from 1) into keys and list positions from 0', () => {
    expect(fieldPath('business.hours.service[2].opens')).toEqual(['business', 'hours', 'service', 1, 'opens']);
    expect(fieldPath('reviews[1].date')).toEqual(['reviews', 0, 'date']);
    expect(fieldPath('')).toEqual([]);
  });

  it("quotes a date as the screen shows one, not in the file's form", () => {
    const [said] = fieldProblems([
      error(
        'closed-range-backwards',
        'booking.closedDates[7].to',
        "'Team training' ends before it starts (2027-07-06 to 2027-07-02)",
        'Make the last day the same as the first day or later.',
      ),
    ]);
    expect(said.message).toBe("'Team training' ends before it starts (7/6/2027 to 7/2/2027).");
  });

  it("says a date as the screen's date field takes one (3/14/2026), not in the file's form it writes itself", () => {
    const [problem] = fieldProblems([error('schema', 'reviews[2].date', "'12/32/2026' is not a date", DATE_EXAMPLE)]);
    expect(problem.hint).toBe('Write it like 3/14/2026 or March 14, 2026, or pick it from the calendar.');
    expect(`${problem.message} ${problem.hint}`).not.toMatch(/2026-03-14|year, month, day/);
  });

  it("says a time as the screen's time field takes one (5:30 PM), not in the file's 24-hour form", () => {
    const [problem] = fieldProblems([error('schema', 'business.hours.service[2].closes', "'25:00' is not a time of day", TIME_EXAMPLE)]);
    expect(problem.hint).toBe('Write it like 9:00 AM or 5:30 PM.');
    expect(problem.hint).not.toMatch(/17:30|09:00/);
  });

  it("says nothing of a new list entry's empty id while its name is empty too: the screen makes the id from the name", () => {
    const id = error('schema', 'reviews[4].id', "'' is not a short name for the address", 'Fill in the id.');
    const name = error('empty-text', 'reviews[4].name');
    expect(fieldProblems([id, name]).map((problem) => problem.field)).toEqual([['reviews', 3, 'name']]);
    // Alone (another entry's name is empty), or outside a list, an empty id is said.
    expect(fieldProblems([id, error('empty-text', 'reviews[40].name')]).map((problem) => problem.field)).toEqual([
      ['reviews', 3, 'id'],
      ['reviews', 39, 'name'],
    ]);
    expect(fieldProblems([error('missing-key', 'id'), error('missing-key', 'name')])).toHaveLength(2);
  });

  it('gives each error its field, its file within the project, and whole sentences', () => {
    expect(fieldProblems([error('schema', 'name')], '/project')).toEqual([
      {
        code: 'schema',
        file: 'content/cities/a.yaml',
        field: ['name'],
        label: 'name',
        message: 'The name cannot be empty.',
        hint: 'Fill in the name.',
      },
    ]);
  });

  it('says every message of the file being saved (a new entry with all its example texts left)', () => {
    const own = Array.from({ length: 7 }, (_, i) => ({
      ...error('template-text', `faq[${i + 1}].answer`),
      file: '/project/content/cities/lutz.yaml',
    }));
    const other = Array.from({ length: 5 }, (_, i) => ({
      ...error('template-text', `faq[${i + 1}].answer`),
      file: '/project/content/cities/tampa.yaml',
    }));
    const said = fieldProblems([...own, ...other], '/project', 'content/cities/lutz.yaml');
    expect(said.filter((problem) => problem.file === 'content/cities/lutz.yaml')).toHaveLength(7);
    expect(said.filter((problem) => problem.file === 'content/cities/tampa.yaml')).toHaveLength(3);
  });

  it('says at most three messages for one mistake in the other files', () => {
    const many = Array.from({ length: 7 }, (_, i) => error('broken-link', `links[${i + 1}].href`));
    expect(fieldProblems([...many, error('schema', 'name')]).map((fieldProblem) => fieldProblem.code)).toEqual([
      'broken-link',
      'broken-link',
      'broken-link',
      'schema',
    ]);
  });

  it("names a list entry's problem by its entry, as the list names one and counts from 1", () => {
    expect(entryPlace(['neighborhoods', 1, 'zipCodes'])).toBe('Neighborhood 2: ');
    expect(entryPlace(['commonIssues', 0, 'title'])).toBe('Common issue 1: ');
    expect(entryPlace(['neighborhoods', 0, 'zipCodes', 2])).toBe('Neighborhood 1, ZIP code 3: ');
    expect(entryPlace(['metaDescription'])).toBe('');
  });
});
