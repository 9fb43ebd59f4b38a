/**
 * A lookup index a catalog snapshot shares with the one before it (issue 18): the entries a DDL
 * statement changed sit in a small map on top of the previous snapshot's index (a removed key
 * maps to undefined there), so a new snapshot costs what the statement changed, not a copy of
 * every entry — JavaScript cannot copy a Map without visiting (and, through its iterator,
 * allocating for) every entry. Lookups walk at most {@link MAX_DEPTH} layers; a snapshot whose
 * index would be deeper indexes its lists afresh instead (once per MAX_DEPTH statements).
 */
export class LayeredIndex<K, V> {
  readonly #own: Map<K, V | undefined>;
  readonly #below: LayeredIndex<K, V> | null;
  /** Layers below this one. */
  readonly depth: number;

  private constructor(own: Map<K, V | undefined>, below: LayeredIndex<K, V> | null) {
    this.#own = own;
    this.#below = below;
    this.depth = below === null ? 0 : below.depth + 1;
  }

  /** An index of its own (no layer below). */
  static of<K, V>(entries: Map<K, V>): LayeredIndex<K, V> {
    return new LayeredIndex<K, V>(entries, null);
  }

  /** `changes` (undefined: removed) on top of `below`, or null when that would be too deep. */
  static over<K, V>(below: LayeredIndex<K, V>, changes: Map<K, V | undefined>): LayeredIndex<K, V> | null {
    if (changes.size === 0) return below;
    return below.depth + 1 >= MAX_DEPTH ? null : new LayeredIndex(changes, below);
  }

  get(key: K): V | undefined {
    for (let layer: LayeredIndex<K, V> | null = this; layer !== null; layer = layer.#below) {
      const own = layer.#own;
      if (own.has(key)) return own.get(key);
    }
    return undefined;
  }
}

/** Layers a lookup may walk. */
export const MAX_DEPTH = 8;
