import { didYouMean } from '../../manifest/errors';
import { matchesPattern } from '../../routes/urls';
import type { Rule } from './context';

/** The not-found page's suggestions lead to pages; its patterns are valid and lead to a route. */
export const notFound: Rule = {
  name: 'not-found',
  run(ctx) {
    const { manifest } = ctx.site;
    manifest.notFound.suggestions.forEach((suggestion, i) => {
      if (!ctx.urls.has(suggestion.to))
        ctx.report('suggestion-to-nothing', { to: suggestion.to, guess: didYouMean(suggestion.to, ctx.urls) ?? '' }, 'site.yaml', [
          'notFound',
          'suggestions',
          i,
          'to',
        ]);
    });
    manifest.notFound.patterns.forEach((pattern, i) => {
      try {
        new RegExp(pattern.match);
      } catch (e) {
        ctx.report('bad-pattern', { reason: (e as Error).message }, 'site.yaml', ['notFound', 'patterns', i, 'match']);
      }
      if (
        pattern.capture === 'path' &&
        pattern.to &&
        !manifest.routes.some((route) => matchesPattern(route.path, pattern.to!.replace(/\$\d/g, 'x')))
      )
        ctx.report('pattern-to-nothing', { to: pattern.to }, 'site.yaml', ['notFound', 'patterns', i, 'to']);
    });
  },
};
