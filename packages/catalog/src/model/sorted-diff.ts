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
 * is not in order. The order is checked without a comparison per entry (issue 18: three
 * comparisons per ACL row per DDL statement): `before` was checked when it was a diff's `after`
 * (remembered per comparison function), and two neighbours of `after` that are both entries of
 * `before`, met in the walk, are in order as they are there; only the other neighbours (beside
 * an entry `before` does not hold) are compared.
 */
export function diffSorted<T>(before: readonly T[], after: readonly T[], compare: (a: T, b: T) => number, limit: number): SortedDiff<T> | null {
  // The difference noted where `after` was built from `before` (noteDiff): no walk over both.
  const known = knownDiffs.get(after);
  if (known !== undefined && known.before === before) {
    if (known.diff.removed.length + known.diff.added.length > limit) return null;
    return known.diff as SortedDiff<T>;
  }
  // Both lists come sorted from their reads; one out of order (no read orders it so) is indexed afresh.
  if (!knownAscending(before, compare)) return null;
  const removed: T[] = [];
  const added: T[] = [];
  let i = 0;
  let j = 0;
  /** after[j - 1] is before's entry (met as the same object): ordered before after[j] when that one is too. */
  let lastShared = false;
  while (i < before.length || j < after.length) {
    if (i < before.length && j < after.length) {
      const x = before[i]!;
      const y = after[j]!;
      if (x === y) {
        if (!lastShared && j > 0 && compare(after[j - 1]!, y) >= 0) return null;
        i++;
        j++;
        lastShared = true;
        continue;
      }
      if (j > 0 && compare(after[j - 1]!, y) >= 0) return null;
      const c = compare(x, y);
      if (c === 0) {
        removed.push(x);
        added.push(y);
        i++;
        j++;
        lastShared = false;
      } else if (c < 0) {
        removed.push(x);
        i++;
      } else {
        added.push(y);
        j++;
        lastShared = false;
      }
    } else if (i < before.length) removed.push(before[i++]!);
    else {
      if (j > 0 && compare(after[j - 1]!, after[j]!) >= 0) return null;
      added.push(after[j++]!);
      lastShared = false;
    }
    if (removed.length + added.length > limit) return null;
  }
  ascendingLists(compare).add(after);
  return { removed, added };
}

/** Differences noted by the code that built a list from another (noteDiff), by the list built. */
const knownDiffs = new WeakMap<readonly unknown[], { readonly before: readonly unknown[]; readonly diff: SortedDiff<unknown> }>();

/**
 * Notes that `after` is `before` (a list in some read's order) with `diff.removed` left out and
 * `diff.added` put in their places in the same order: what {@link diffSorted} of the two would
 * find, known without walking both (issue 18: the walks over every relation, constraint, index
 * and ACL row per DDL statement). Only for lists built from their reads' rows in order
 * (load-facts.ts fromParent, load.ts relationsOf), so `after` is ordered as `before` is.
 */
export function noteDiff<T>(before: readonly T[], after: readonly T[], diff: SortedDiff<T>): void {
  knownDiffs.set(after, { before, diff });
  // A link is one step long: `before`'s own note would make the WeakMap's values a chain holding
  // every earlier version of the list (one per DDL statement, each the size of the catalog).
  knownDiffs.delete(before);
}

/** Per comparison function, the lists found in its order (by a check or a diff). */
const checked = new WeakMap<(a: never, b: never) => number, WeakSet<readonly unknown[]>>();

function ascendingLists<T>(compare: (a: T, b: T) => number): WeakSet<readonly T[]> {
  let lists = checked.get(compare);
  if (lists === undefined) checked.set(compare, (lists = new WeakSet()));
  return lists as WeakSet<readonly T[]>;
}

function knownAscending<T>(list: readonly T[], compare: (a: T, b: T) => number): boolean {
  const lists = ascendingLists(compare);
  if (lists.has(list)) return true;
  if (!ascending(list, compare)) return false;
  lists.add(list);
  return true;
}

function ascending<T>(list: readonly T[], compare: (a: T, b: T) => number): boolean {
  for (let k = 1; k < list.length; k++) if (compare(list[k - 1]!, list[k]!) >= 0) return false;
  return true;
}

/** Compares by one numeric key. */
export function byKey<T>(key: (t: T) => number): (a: T, b: T) => number {
  return (a, b) => key(a) - key(b);
}
