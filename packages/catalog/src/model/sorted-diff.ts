/**
 * What changed between two lists sorted by the same key (catalog rows in their read's order):
 * entries of `before` only (`removed`), of `after` only (`added`), and entries whose key holds
 * another object now (the old one in `removed`, the new one in `added`). Objects are compared by
 * identity: an incremental catalog load hands back the very objects of the rows a DDL statement
 * did not change (load-facts.ts `fromRow`), so an unchanged entry costs one comparison.
 */
export interface SortedDiff<T> {
  readonly removed: T[];
  readonly added: T[];
}

/**
 * The {@link SortedDiff} of `before` and `after` (both sorted by `compare`, keys unique), or null
 * once more than `limit` entries differ (a snapshot is then cheaper to index afresh) or a list
 * is not in order (a comparison per entry, no allocation: cheap beside indexing afresh).
 */
export function diffSorted<T>(before: readonly T[], after: readonly T[], compare: (a: T, b: T) => number, limit: number): SortedDiff<T> | null {
  // Both lists come sorted from their reads; one out of order (no read orders it so) is indexed afresh.
  if (!ascending(before, compare) || !ascending(after, compare)) return null;
  const removed: T[] = [];
  const added: T[] = [];
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    if (i < before.length && j < after.length) {
      const x = before[i]!;
      const y = after[j]!;
      if (x === y) {
        i++;
        j++;
        continue;
      }
      const c = compare(x, y);
      if (c === 0) {
        removed.push(x);
        added.push(y);
        i++;
        j++;
      } else if (c < 0) {
        removed.push(x);
        i++;
      } else {
        added.push(y);
        j++;
      }
    } else if (i < before.length) removed.push(before[i++]!);
    else added.push(after[j++]!);
    if (removed.length + added.length > limit) return null;
  }
  return { removed, added };
}

function ascending<T>(list: readonly T[], compare: (a: T, b: T) => number): boolean {
  for (let k = 1; k < list.length; k++) if (compare(list[k - 1]!, list[k]!) >= 0) return false;
  return true;
}

/** Compares by one numeric key. */
export function byKey<T>(key: (t: T) => number): (a: T, b: T) => number {
  return (a, b) => key(a) - key(b);
}
