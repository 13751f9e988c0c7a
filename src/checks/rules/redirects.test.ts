import { describe, expect, it } from 'vitest';
import { redirects } from './redirects';
import { realSite, run, withManifest } from './test-site';

describe('redirects', () => {
  it("the real site's redirects each reach a page in one hop", () => expect(run(redirects)).toEqual([]));

  it('a loop is one error; a redirect to a redirect names the final page', () => {
    const list = realSite().manifest.redirects;
    const loop = run(redirects, withManifest({ redirects: [...list, { from: '/old-a', to: '/old-b' }, { from: '/old-b', to: '/old-a' }] }));
    expect(loop.map((e) => [e.code, e.message])).toEqual([['redirect-loop', 'redirect loop: /old-a -> /old-b -> /old-a']]);
    const first = list[0];
    const chain = run(redirects, withManifest({ redirects: [...list, { from: '/older', to: first.from }] }));
    expect(chain.map((e) => [e.code, e.plainHint])).toEqual([['redirect-chain', `Point it at ${first.to} directly.`]]);
  });
});
