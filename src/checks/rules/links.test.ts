import { describe, expect, it } from 'vitest';
import { links } from './links';
import { realSite, run, withManifest } from './test-site';

describe('links', () => {
  it("the real site's links all reach pages", () => expect(run(links)).toEqual([]));

  it('a navigation link to a redirect says where to link instead', () => {
    const { navigation, redirects } = realSite().manifest;
    const redirect = redirects[0];
    const header = [...navigation.header, { ...navigation.header[0], href: redirect.from, children: undefined }];
    const errors = run(links, withManifest({ navigation: { ...navigation, header } }));
    expect(errors.map((e) => [e.code, e.hint, e.plainHint])).toEqual([
      ['broken-link', `Link to ${redirect.to} directly.`, `Link to ${redirect.to} directly.`],
    ]);
  });
});
