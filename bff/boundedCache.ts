/**
 * A least-recently-used cache with a bound on its entries and, optionally, on their total size (`sizeOf`, e.g. the
 * characters of a key and its value): what a server may keep for anything a visitor can vary (a path, a bucket, a
 * header), so that no run of distinct requests can grow it without end. An entry bigger than the whole size bound is
 * not kept.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, { value: V; size: number }>();
  private totalSize = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxSize = Infinity,
    private readonly sizeOf: (key: K, value: V) => number = () => 0,
  ) {
    if (!(maxEntries >= 1)) throw new Error('a bounded cache needs room for one entry at least');
  }

  get size(): number {
    return this.entries.size;
  }

  /** The sum of `sizeOf` over the entries kept. */
  get weight(): number {
    return this.totalSize;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Most recently used last: Map keeps insertion order, so the first key is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const size = this.sizeOf(key, value);
    if (size > this.maxSize) return;
    this.entries.set(key, { value, size });
    this.totalSize += size;
    while (this.entries.size > this.maxEntries || this.totalSize > this.maxSize) {
      const oldest = this.entries.keys().next().value as K;
      this.delete(oldest);
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalSize -= entry.size;
  }

  clear(): void {
    this.entries.clear();
    this.totalSize = 0;
  }

  /** The value for `key`, made by `make` when it is not kept (and then kept). */
  getOrSet(key: K, make: () => V): V {
    const kept = this.get(key);
    if (kept !== undefined) return kept;
    const value = make();
    this.set(key, value);
    return value;
  }
}
