/**
 * A walk through `nodes` that takes every ordered pair (a, b) of different nodes exactly once as
 * one step from a to b, starting and ending at the first node (an Euler circuit of the complete
 * directed graph, by Hierholzer's algorithm): n(n-1) steps, where visiting each pair apart takes twice as many.
 */
export function everyPairWalk<T>(nodes: T[]): T[] {
  const left = new Map(nodes.map((node) => [node, nodes.filter((other) => other !== node)]));
  const stack = [nodes[0]];
  const walk: T[] = [];
  while (stack.length) {
    const next = left.get(stack.at(-1)!)!.shift();
    if (next === undefined) walk.push(stack.pop()!);
    else stack.push(next);
  }
  return walk.reverse();
}
