import { describe, expect, it } from 'vitest';
import { notFound } from './not-found';
import { realSite, run, withManifest } from './test-site';

describe('not-found', () => {
  it("the real site's suggestions lead to pages", () => expect(run(notFound)).toEqual([]));

  it('a suggestion to no page, and a pattern that is not a valid expression', () => {
    const nf = realSite().manifest.notFound;
    const errors = run(
      notFound,
      withManifest({
        notFound: {
          ...nf,
          suggestions: [...nf.suggestions, { ...nf.suggestions[0], to: '/no-such-page' }],
          patterns: [...nf.patterns, { ...nf.patterns[0], match: '(' }],
        },
      }),
    );
    expect(errors.map((e) => e.code)).toEqual(['suggestion-to-nothing', 'schema']);
    expect(errors[0].plain).toBe('There is no page /no-such-page');
  });
});
