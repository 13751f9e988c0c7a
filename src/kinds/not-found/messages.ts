/** An index in [0, count) different from `current` (when count > 1), uniformly among the others. */
export function otherIndex(current: number, count: number, random: () => number = Math.random): number {
  if (count < 2) return 0;
  return (current + 1 + Math.floor(random() * (count - 1))) % count;
}
