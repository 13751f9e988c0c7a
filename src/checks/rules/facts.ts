import { checkFacts } from '../../manifest/check-facts';
import type { Rule } from './context';

/** Each place's local facts carry their sources, and a neighborhood never contradicts its city (check-facts.ts). */
export const facts: Rule = {
  name: 'facts',
  run(ctx) {
    ctx.errors.push(...checkFacts(ctx.site));
  },
};
