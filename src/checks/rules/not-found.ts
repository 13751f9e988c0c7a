import { didYouMean } from '../../manifest/errors';
import { matchesPattern } from '../../routes/urls';
import type { Rule } from './context';

/** The not-found page's suggestions lead to pages; its patterns are valid and lead to a route. */
export const notFound: Rule = {
  name: 'not-found',
  run(ctx) {
    const { manifest } = ctx.site;
    manifest.notFound.suggestions.forEach((s, i) => {
      if (!ctx.urls.has(s.to))
        ctx.report('suggestion-to-nothing', { to: s.to, guess: didYouMean(s.to, ctx.urls) ?? '' }, 'site.yaml', [
          'notFound',
          'suggestions',
          i,
          'to',
        ]);
    });
    manifest.notFound.patterns.forEach((p, i) => {
      try {
        new RegExp(p.match);
      } catch (e) {
        ctx.report('bad-pattern', { reason: (e as Error).message }, 'site.yaml', ['notFound', 'patterns', i, 'match']);
      }
      if (p.capture === 'path' && p.to && !manifest.routes.some((r) => matchesPattern(r.path, p.to!.replace(/\$\d/g, 'x'))))
        ctx.report('pattern-to-nothing', { to: p.to }, 'site.yaml', ['notFound', 'patterns', i, 'to']);
    });
  },
};
