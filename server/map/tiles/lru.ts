/**
 * A least-recently-used cache bounded by entry count and by total bytes. Map keeps
 * insertion order, so re-inserting on every hit puts the oldest entry first.
 */
export class LruCache<V extends { bytes: number }> {
  private readonly entries = new Map<string, V>();
  private totalBytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes = Infinity,
  ) {}

  get size() {
    return this.entries.size;
  }

  get bytes() {
    return this.totalBytes;
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V) {
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.entries.delete(key);
      this.totalBytes -= old.bytes;
    }
    if (value.bytes > this.maxBytes || this.maxEntries <= 0) return;
    this.entries.set(key, value);
    this.totalBytes += value.bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.totalBytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.totalBytes -= entry.bytes;
    }
  }
}
