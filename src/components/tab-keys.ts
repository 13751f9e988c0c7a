/**
 * The tab a key moves to in a WAI-ARIA tab list with automatic activation: ArrowRight and ArrowLeft
 * step and wrap around, Home and End jump to the ends. -1 when the key moves nothing.
 */
export function tabKeyTarget(key: string, index: number, count: number): number {
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
      return index === last ? 0 : index + 1;
    case 'ArrowLeft':
      return index === 0 ? last : index - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return -1;
  }
}
