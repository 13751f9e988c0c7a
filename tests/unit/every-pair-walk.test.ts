import { describe, expect, it } from 'vitest';
import { everyPairWalk } from '../support/every-pair-walk';

describe('a walk through every ordered pair (the browser suite navigates it)', () => {
  for (const size of [2, 3, 7, 20]) {
    it(`takes each ordered pair of ${size} different nodes exactly once as one step, starting and ending at the first`, () => {
      const nodes = Array.from({ length: size }, (_, i) => `/page-${i}`);
      const walk = everyPairWalk(nodes);
      const steps = walk.slice(1).map((to, i) => `${walk[i]} -> ${to}`);
      const pairs = nodes.flatMap((from) => nodes.filter((to) => to !== from).map((to) => `${from} -> ${to}`));
      expect(steps.toSorted()).toEqual(pairs.toSorted());
      expect(walk[0]).toBe(nodes[0]);
      expect(walk.at(-1)).toBe(nodes[0]);
    });
  }
});
