import { describe, expect, it } from 'vitest';
import { projects } from './projects';
import { changed, realSite, run } from './test-site';

describe('projects', () => {
  it("the real site's projects name existing places", () => expect(run(projects)).toEqual([]));

  it('the same job at two places is one error naming the first', () => {
    const all = realSite().projects;
    const elsewhere = realSite().cities.find((city) => city.id !== all[0].city)!;
    const errors = run(projects, changed({ projects: [...all, { ...all[0], id: 'copy', city: elsewhere.id, neighborhood: undefined }] }));
    expect(errors.map((e) => e.code)).toEqual(['duplicate-id']);
    expect(errors[0].message).toMatch(/as projects\[1\] too, line \d+/);
  });
});
