import { didYouMean } from '../../manifest/errors';
import { SCREEN } from './routes';
import type { CheckContext, Rule } from './context';

const folder = (text: string) => text.split('/').slice(0, -1).join('/');

/** A page of the same folder close to `to` (a typo), else undefined. */
export function samePlaceGuess(ctx: CheckContext, to: string): string {
  return (
    didYouMean(
      to,
      [...ctx.urls].filter((text) => folder(text) === folder(to)),
    ) ?? ''
  );
}

/** Where a visitor of a removed page is best sent: its folder's page, or home. */
export const parentPage = (ctx: CheckContext, path: string) => (ctx.urls.has(folder(path)) ? folder(path) : '/');

/**
 * Each declared redirect starts at no page and outside the editing screen, and arrives at a page in
 * one hop. (That each starts only once, since the host uses the first redirect of a source and
 * npm start the last, is unique-ids' business: reported at the one added.)
 */
export const redirects: Rule = {
  name: 'redirects',
  run(ctx) {
    const list = ctx.site.manifest.redirects;
    const loops = new Set<string>();
    list.forEach((redirect, i) => {
      if (redirect.from.startsWith(SCREEN))
        ctx.report('reserved-redirect', { from: redirect.from, screen: SCREEN }, 'site.yaml', ['redirects', i, 'from']);
      if (ctx.urls.has(redirect.from)) ctx.report('redirect-shadows-page', { from: redirect.from }, 'site.yaml', ['redirects', i, 'from']);
      const chain = [redirect.from];
      let to = redirect.to;
      while (ctx.redirects.has(to) && !chain.includes(to)) {
        chain.push(to);
        to = ctx.redirects.get(to)!;
      }
      const shown = [...chain, to].join(' -> ');
      if (chain.includes(to)) {
        const key = [...chain].sort().join(' ');
        if (loops.has(key)) return;
        loops.add(key);
        ctx.report('redirect-loop', { chain: shown }, 'site.yaml', ['redirects', i]);
      } else if (chain.length > 1 && ctx.urls.has(to)) {
        ctx.report('redirect-chain', { from: redirect.from, to: redirect.to, chain: shown, final: to }, 'site.yaml', [
          'redirects',
          i,
          'to',
        ]);
      } else if (!ctx.urls.has(to)) {
        ctx.report('redirect-to-nothing', { to, guess: samePlaceGuess(ctx, to), parent: parentPage(ctx, to) }, 'site.yaml', [
          'redirects',
          i,
          'to',
        ]);
      }
    });
  },
};
