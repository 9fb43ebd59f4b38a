import { describe, expect, it } from 'vitest';
import { type HstorePair, hstoreText, normalizePairs, utf8Encode } from '@pgsqlite/catalog';
import { sortKey } from './hstore-ops.js';

/** hstore_cmp (hstore_op.c) over pairs in hstore's order, as the C code walks its entries and string area. */
function hstoreCmp(a: readonly HstorePair[], b: readonly HstorePair[]): number {
  if (a.length === 0 || b.length === 0) return a.length > 0 ? 1 : b.length > 0 ? -1 : 0;
  const area = (p: readonly HstorePair[]): { bytes: number[]; ends: number[]; nulls: boolean[] } => {
    const bytes: number[] = [];
    const ends: number[] = [];
    const nulls: boolean[] = [];
    for (const x of p) {
      bytes.push(...utf8Encode(x.k));
      ends.push(bytes.length);
      nulls.push(false);
      bytes.push(...utf8Encode(x.v ?? ''));
      ends.push(bytes.length);
      nulls.push(x.v === null);
    }
    return { bytes, ends, nulls };
  };
  const x = area(a);
  const y = area(b);
  const n = Math.min(x.bytes.length, y.bytes.length);
  for (let i = 0; i < n; i++) if (x.bytes[i] !== y.bytes[i]) return (x.bytes[i] as number) < (y.bytes[i] as number) ? -1 : 1;
  if (x.bytes.length !== y.bytes.length) return x.bytes.length > y.bytes.length ? 1 : -1;
  if (a.length !== b.length) return a.length > b.length ? 1 : -1;
  for (let i = 0; i < x.ends.length; i++) {
    if (x.ends[i] !== y.ends[i]) return (x.ends[i] as number) < (y.ends[i] as number) ? -1 : 1;
    if (x.nulls[i] !== y.nulls[i]) return x.nulls[i] ? 1 : -1;
  }
  return 0;
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return (a[i] as number) < (b[i] as number) ? -1 : 1;
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

/** A small deterministic generator of hstores with colliding prefixes, empty strings, NULLs and UTF-8. */
function* hstores(): Generator<HstorePair[]> {
  const atoms = ['', 'a', 'b', 'aa', 'ab', 'é', 'a b'];
  let seed = 7;
  const next = (n: number): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  for (let i = 0; i < 400; i++) {
    const pairs: HstorePair[] = [];
    const count = next(4);
    for (let j = 0; j < count; j++) pairs.push({ k: atoms[next(atoms.length)] as string, v: next(5) === 0 ? null : (atoms[next(atoms.length)] as string) });
    yield normalizePairs(pairs);
  }
}

describe('hstore btree order', () => {
  it('pg_hstore_sortkey orders (and equates) hstores exactly as hstore_cmp does', () => {
    const all = [...hstores()];
    for (const a of all) {
      for (const b of all.slice(0, 80)) {
        const want = hstoreCmp(a, b);
        const got = compareBytes(sortKey(hstoreText(a)), sortKey(hstoreText(b)));
        if (got !== want) expect({ a: hstoreText(a), b: hstoreText(b), got }).toEqual({ a: hstoreText(a), b: hstoreText(b), got: want });
      }
    }
  });
});
