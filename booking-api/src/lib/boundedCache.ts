/**
 * A least-recently-used map with two bounds: how many entries, and their total weight (what an
 * entry costs in memory, as the caller counts it). Setting past either bound evicts the least
 * recently used entries first; an entry heavier than the whole budget is not kept at all.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, { value: V; weight: number }>()
  private weight = 0

  constructor(
    private readonly maxEntries: number,
    private readonly maxWeight = Number.POSITIVE_INFINITY,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  get size(): number {
    return this.entries.size
  }

  get totalWeight(): number {
    return this.weight
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    // Map keeps insertion order: re-inserting makes this entry the most recently used.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }

  set(key: K, value: V): void {
    this.delete(key)
    const weight = this.weigh(value)
    if (this.maxEntries <= 0 || weight > this.maxWeight) return
    this.entries.set(key, { value, weight })
    this.weight += weight
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.weight <= this.maxWeight) break
      this.entries.delete(oldest)
      this.weight -= entry.weight
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.weight -= entry.weight
  }

  /** Removes every entry `drop` says yes to. */
  deleteWhere(drop: (value: V, key: K) => boolean): void {
    for (const [key, entry] of this.entries) if (drop(entry.value, key)) this.delete(key)
  }

  clear(): void {
    this.entries.clear()
    this.weight = 0
  }
}
