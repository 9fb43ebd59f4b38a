/**
 * A lookup index a catalog snapshot shares with the one before it (issue 18): the entries a DDL
 * statement changed sit in a small map on top of the previous snapshot's index (a removed key
 * maps to undefined there), so a new snapshot costs what the statement changed, not a copy of
 * every entry — JavaScript cannot copy a Map without visiting (and, through its iterator,
 * allocating for) every entry. Lookups walk at most {@link MAX_DEPTH} layers: a layer that would
 * be deeper folds the layers above the bottom one into one (their entries only, which is what
 * the statements since the bottom was built changed); only when those changes outgrow a
 * {@link FOLD_SHARE} of the bottom is the index built afresh from its list.
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

  /**
   * `changes` (undefined: removed) on top of `below`; or, when that would be too deep, the layers
   * of `below` above its bottom and `changes` folded into one layer over the bottom; null when
   * the folded layer would outgrow its share of the bottom (then index afresh).
   */
  static over<K, V>(below: LayeredIndex<K, V>, changes: Map<K, V | undefined>): LayeredIndex<K, V> | null {
    if (changes.size === 0) return below;
    if (below.depth + 1 < MAX_DEPTH) return new LayeredIndex(changes, below);
    const layers: Map<K, V | undefined>[] = [changes];
    let bottom: LayeredIndex<K, V> = below;
    let size = changes.size;
    for (; bottom.#below !== null; bottom = bottom.#below) {
      layers.push(bottom.#own);
      size += bottom.#own.size;
    }
    if (size > bottom.#own.size * FOLD_SHARE) return null;
    // Lowest layer first: an upper layer's entry replaces a lower one's.
    const folded = new Map<K, V | undefined>();
    for (let i = layers.length - 1; i >= 0; i--) for (const [k, v] of layers[i]!) folded.set(k, v);
    return new LayeredIndex(folded, bottom);
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
/** The share of the bottom layer's entries that folded upper layers may hold before the index is built afresh. */
export const FOLD_SHARE = 0.25;
