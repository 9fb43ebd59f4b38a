import { describe, expect, it } from 'vitest';
import type { SqlValue } from '../types/sql-value.js';
import { merge, type KeyedRead } from './load-delta.js';
import { fromRows } from './load-facts.js';

/** A deterministic pseudo-random sequence. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const read = (order: number[], keyIndex: number): KeyedRead => ({ read: { sql: 'x', columns: 3 }, table: 't', keyColumn: 'k', keyIndex, order });

/** What merge must answer: the rows of other keys, the new rows, in the read's order. */
function expected(before: SqlValue[][], now: SqlValue[][], keys: Set<SqlValue>, keyed: KeyedRead): SqlValue[][] {
  const cmp = (a: SqlValue[], b: SqlValue[]): number => {
    for (const i of keyed.order) if (Number(a[i]) !== Number(b[i])) return Number(a[i]) - Number(b[i]);
    return 0;
  };
  return [...before.filter((r) => !keys.has(r[keyed.keyIndex] ?? null)), ...now].sort(cmp);
}

describe('catalog: merging the noted rows into the previous ones (issue 18)', () => {
  it('load-delta-merge-1 by binary search (key first, or second in runs of the first column) agrees with a filter and sort, for random rows and keys', () => {
    const next = rng(18);
    for (const keyed of [read([0, 1], 0), read([0, 1, 2], 1)]) {
      for (let trial = 0; trial < 400; trial++) {
        const rows: SqlValue[][] = [];
        const n = Math.floor(next() * 40);
        const seen = new Set<string>();
        for (let i = 0; i < n; i++) {
          const row: SqlValue[] = [Math.floor(next() * 15), Math.floor(next() * 4), Math.floor(next() * 3)];
          const id = keyed.order.map((c) => row[c]).join('/');
          if (!seen.has(id)) rows.push(row), seen.add(id);
        }
        const cmp = (a: SqlValue[], b: SqlValue[]): number => {
          for (const i of keyed.order) if (Number(a[i]) !== Number(b[i])) return Number(a[i]) - Number(b[i]);
          return 0;
        };
        rows.sort(cmp);
        const keys = new Set<SqlValue>();
        for (let i = Math.floor(next() * 4); i > 0; i--) keys.add(Math.floor(next() * 18));
        // The noted keys' rows now: some kept, some changed, some new (a key may have lost every row).
        const now: SqlValue[][] = [];
        for (const key of keys) {
          for (let a = Math.floor(next() * 4); a > 0; a--) {
            const row: SqlValue[] = keyed.keyIndex === 0 ? [key, a, Math.floor(next() * 3)] : [Math.floor(next() * 15), key, a];
            if (!now.some((r) => cmp(r, row) === 0)) now.push(row);
          }
        }
        now.reverse();
        expect(merge(rows, now, keys, keyed), `trial ${trial}`).toEqual(expected(rows, now, keys, keyed));
      }
    }
  });

  it('load-delta-merge-4 lists around the preallocation limit (16,384) are merged whole, without holes, with their objects', () => {
    const keyed = read([0, 1], 0);
    const make = (r: readonly SqlValue[]): { k: number; n: number } => ({ k: Number(r[0]), n: Number(r[1]) });
    for (const size of [16_383, 16_384, 16_385, 20_000]) {
      const rows: SqlValue[][] = Array.from({ length: size }, (_, i) => [i, 0, 0]);
      const before = fromRows(rows, make, true);
      // One key's row replaced, one gone, one new key at the end, one new beside an old one.
      const keys = new Set<SqlValue>([5, 700, size + 3, 9_001]);
      const now: SqlValue[][] = [[5, 1, 1], [size + 3, 0, 1], [9_001, 0, 1], [9_001, 1, 1]];
      const merged = merge(rows, now, keys, keyed);
      expect(merged.length, `${size}`).toBe(size - 3 + 4);
      expect(merged, `${size}`).toEqual(expected(rows, now, keys, keyed));
      expect(Object.keys(merged).length, `${size}: no holes`).toBe(merged.length);
      const objects = fromRows(merged, make, true);
      expect(Object.keys(objects).length, `${size}: no holes`).toBe(merged.length);
      expect(objects[0]).toBe(before[0]);
      expect(objects[merged.length - 1]).toEqual({ k: size + 3, n: 0 });
      expect(objects.map((o) => o.k)).toEqual(merged.map((r) => r[0]));
    }
  });

  it('load-delta-merge-2 keys that are not numbers are merged row by row', () => {
    const keyed = read([0], 0);
    const before: SqlValue[][] = [[1, 'a', 0], [2, 'b', 0], [3, 'c', 0]];
    expect(merge(before, [[2, 'B', 1]], new Set<SqlValue>([2, null]), keyed)).toEqual([[1, 'a', 0], [2, 'B', 1], [3, 'c', 0]]);
    expect(merge(before, [], new Set<SqlValue>([1, 3]), keyed)).toEqual([[2, 'b', 0]]);
  });
});

describe('catalog: objects of merged rows (issue 18)', () => {
  it('load-delta-merge-3 the kept rows keep their objects, the new rows get new ones, in the merged order', () => {
    const keyed = read([0, 1], 0);
    const make = (r: readonly SqlValue[]): { k: number; n: number; at: number } => ({ k: Number(r[0]), n: Number(r[1]), at: Number(r[2]) });
    let rows: SqlValue[][] = Array.from({ length: 30 }, (_, i) => [Math.floor(i / 3), i % 3, 0]);
    let list = fromRows(rows, make, true);
    const next = rng(7);
    for (let step = 1; step <= 50; step++) {
      const keys = new Set<SqlValue>([Math.floor(next() * 14), Math.floor(next() * 14)]);
      const now: SqlValue[][] = [];
      for (const key of keys) for (let a = Math.floor(next() * 3); a > 0; a--) now.push([key, a, step]);
      const merged = merge(rows, now, keys, keyed);
      const objects = fromRows(merged, make, true);
      expect(objects).toEqual(merged.map(make));
      merged.forEach((row, i) => {
        const at = rows.indexOf(row);
        if (at >= 0) expect(objects[i], `step ${step} row ${i}`).toBe(list[at]);
        else expect(now).toContain(row);
      });
      rows = merged;
      list = objects;
    }
  });
});
