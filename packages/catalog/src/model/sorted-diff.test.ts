import { describe, expect, it } from 'vitest';
import { FOLD_SHARE, LayeredIndex, MAX_DEPTH } from './layered-index.js';
import { byKey, diffSorted } from './sorted-diff.js';

interface Row {
  oid: number;
  v: string;
}
const row = (oid: number, v = 'x'): Row => ({ oid, v });
const byOid = byKey((r: Row) => r.oid);

describe('diffSorted (catalog snapshots patched from the previous one, issue 18)', () => {
  it('sorted-diff-1 unchanged objects cost nothing; replaced, removed and added entries are found', () => {
    const a = row(1);
    const b = row(2);
    const c = row(3);
    const b2 = row(2, 'renamed');
    const d = row(9);
    const diff = diffSorted([a, b, c], [a, b2, d], byOid, 10)!;
    expect(diff.removed).toEqual([b, c]);
    expect(diff.removed[0]).toBe(b);
    expect(diff.added).toEqual([b2, d]);
    expect(diffSorted([a, b, c], [a, b, c], byOid, 0)).toEqual({ removed: [], added: [] });
  });

  it('sorted-diff-2 a key inserted between existing ones is found; too many changes or a list out of order give null', () => {
    const [a, c] = [row(1), row(3)];
    const b = row(2);
    expect(diffSorted([a, c], [a, b, c], byOid, 10)).toEqual({ removed: [], added: [b] });
    expect(diffSorted([a], [a, row(2), row(3), row(4)], byOid, 2)).toBeNull();
    expect(diffSorted([a, c], [c, a], byOid, 10)).toBeNull();
    expect(diffSorted([c, a], [a, c], byOid, 10)).toBeNull();
  });

  it('sorted-diff-3 the order is checked beside the changes only: random edits, swaps included, answer as a full check would', () => {
    // The reference: both lists checked entry by entry, then the walk.
    const reference = (before: Row[], after: Row[]): { removed: Row[]; added: Row[] } | null => {
      const sorted = (l: Row[]): boolean => l.every((r, k) => k === 0 || l[k - 1]!.oid < r.oid);
      if (!sorted(before) || !sorted(after)) return null;
      const removed: Row[] = [];
      const added: Row[] = [];
      let [i, j] = [0, 0];
      while (i < before.length || j < after.length) {
        const x = before[i];
        const y = after[j];
        if (x !== undefined && y !== undefined && x === y) [i, j] = [i + 1, j + 1];
        else if (x !== undefined && y !== undefined && x.oid === y.oid) (removed.push(x), added.push(y), ([i, j] = [i + 1, j + 1]));
        else if (x !== undefined && (y === undefined || x.oid < y.oid)) (removed.push(x), i++);
        else (added.push(y!), j++);
      }
      return { removed, added };
    };
    let seed = 7;
    const rand = (n: number): number => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
    for (let round = 0; round < 2000; round++) {
      const before = Array.from({ length: 1 + rand(12) }, (_, k) => row(k * 10));
      const after = [...before];
      for (let e = rand(4); e > 0; e--) {
        const at = rand(after.length + 1);
        const kind = rand(4);
        if (kind === 0 && after.length > 0) after.splice(Math.min(at, after.length - 1), 1);
        else if (kind === 1 && at < after.length) after[at] = row(after[at]!.oid, 'replaced');
        else if (kind === 2) after.splice(at, 0, row(rand(130) - 5, 'new'));
        else if (after.length > 1) {
          const k = Math.min(at, after.length - 2);
          [after[k], after[k + 1]] = [after[k + 1]!, after[k]!];
        }
      }
      expect(diffSorted(before, after, byOid, 100), JSON.stringify({ before, after })).toEqual(reference(before, after));
    }
  });
});

describe('LayeredIndex', () => {
  it('layered-index-1 a layer answers its own changes, removals included, and the layers below for the rest', () => {
    const base = LayeredIndex.of(new Map([[1, 'one'], [2, 'two']]));
    const next = LayeredIndex.over(base, new Map<number, string | undefined>([[2, undefined], [3, 'three']]))!;
    expect([next.get(1), next.get(2), next.get(3), next.get(4)]).toEqual(['one', undefined, 'three', undefined]);
    expect([base.get(2), base.get(3)]).toEqual(['two', undefined]);
    expect(LayeredIndex.over(next, new Map())).toBe(next);
  });

  it(`layered-index-2 no index is more than ${MAX_DEPTH} layers deep: the layers above the bottom fold into one`, () => {
    const base = new Map<number, number>();
    for (let i = 0; i < 1000; i++) base.set(i, i);
    let index = LayeredIndex.of(base);
    let deepest = 0;
    for (let i = 1; i <= MAX_DEPTH * 3; i++) {
      // Each statement changes one entry, removes one and adds one.
      index = LayeredIndex.over(index, new Map<number, number | undefined>([[i, -i], [500 + i, undefined], [1000 + i, i]]))!;
      deepest = Math.max(deepest, index.depth);
    }
    expect(deepest).toBe(MAX_DEPTH - 1);
    const n = MAX_DEPTH * 3;
    expect([index.get(0), index.get(1), index.get(n), index.get(n + 1)]).toEqual([0, -1, -n, n + 1]);
    expect([index.get(501), index.get(500 + n), index.get(501 + n)]).toEqual([undefined, undefined, 501 + n]);
    expect([index.get(1001), index.get(1000 + n), index.get(1001 + n)]).toEqual([1, n, undefined]);
  });

  it(`layered-index-3 changes outgrowing ${FOLD_SHARE} of the bottom layer ask for a fresh index (null)`, () => {
    let index = LayeredIndex.of(new Map([[0, 0]]));
    let fresh = false;
    for (let i = 1; i < MAX_DEPTH * 2 && !fresh; i++) {
      const next = LayeredIndex.over(index, new Map([[i, i]]));
      if (next === null) fresh = true;
      else index = next;
    }
    expect(fresh).toBe(true);
    expect(index.depth).toBe(MAX_DEPTH - 1);
  });
});
