/**
 * A Map bounded to `capacity` entries that evicts the least recently used one. Small on
 * purpose: the executor keeps one per connection for its prepared statements.
 */
export class LruMap<K, V> {
  readonly #capacity: number;
  readonly #map = new Map<K, V>();

  constructor(capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`LruMap capacity must be a positive integer, got ${capacity}`);
    this.#capacity = capacity;
  }

  get size(): number {
    return this.#map.size;
  }

  /** Returns the value and marks it most recently used. */
  get(key: K): V | undefined {
    const value = this.#map.get(key);
    if (value === undefined) return undefined;
    // Re-inserting moves the key to the end of the Map's insertion order.
    this.#map.delete(key);
    this.#map.set(key, value);
    return value;
  }

  /** Inserts or replaces; evicts the least recently used entry beyond capacity. */
  set(key: K, value: V): void {
    this.#map.delete(key);
    this.#map.set(key, value);
    if (this.#map.size > this.#capacity) {
      const oldest = this.#map.keys().next();
      if (oldest.done !== true) this.#map.delete(oldest.value);
    }
  }

  has(key: K): boolean {
    return this.#map.has(key);
  }

  clear(): void {
    this.#map.clear();
  }
}
