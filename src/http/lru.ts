/**
 * A least-recently-used cache bounded by entries and by an estimate of the bytes it holds (keys are
 * counted at two bytes a character: a server that remembers one answer per URL must not grow with
 * the URLs an attacker makes up).
 */
export class LruCache<V> {
  private readonly map = new Map<string, { value: V; bytes: number }>();
  private used = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number = () => 64,
  ) {}

  get(key: string): V | undefined {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    this.map.delete(key);
    this.map.set(key, hit);
    return hit.value;
  }

  set(key: string, value: V): void {
    const bytes = key.length * 2 + this.sizeOf(value);
    if (bytes > this.maxBytes) return;
    this.delete(key);
    this.map.set(key, { value, bytes });
    this.used += bytes;
    while (this.map.size > this.maxEntries || this.used > this.maxBytes) this.delete(this.map.keys().next().value!);
  }

  delete(key: string): void {
    const hit = this.map.get(key);
    if (!hit) return;
    this.map.delete(key);
    this.used -= hit.bytes;
  }

  get size(): number {
    return this.map.size;
  }

  get bytes(): number {
    return this.used;
  }
}
