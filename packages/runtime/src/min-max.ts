import type { SqlValue } from './host.js';
import { floatKey } from './floats.js';
import { numericSortKeyOf } from './numeric-sortkey-text.js';
import { intervalKey, timetzKey } from './order-keys.js';
import { jsonbKey } from './jsonb-order.js';

/** How GREATEST/LEAST order their arguments: the stored value itself, or the type's order key. */
const KEYS: Record<string, (v: Exclude<SqlValue, null>) => SqlValue> = {
  plain: (v) => v,
  float: (v) => floatKey(v),
  numeric: (v) => numericSortKeyOf(v),
  interval: (v) => intervalKey(v),
  timetz: (v) => timetzKey(v),
  jsonb: (v) => jsonbKey(v),
};

/**
 * GREATEST(…) / LEAST(…) as PostgreSQL's ExecEvalMinMax computes them: every argument is
 * computed (a function call computes its arguments in order, where SQLite's own comparison and
 * arithmetic operators skip an operand holding a subquery once the other is NULL, or compute
 * the right operand first), NULLs are skipped, and of equal values the first is kept.
 * `kind` names the order key (KEYS); keys compare as SQLite orders them.
 */
export function minMax(greatest: boolean, kind: SqlValue, args: readonly SqlValue[]): SqlValue {
  const key = KEYS[String(kind)] ?? KEYS['plain']!;
  let best: SqlValue = null;
  let bestKey: SqlValue = null;
  for (const v of args) {
    if (v === null) continue;
    const k = key(v);
    if (best === null) {
      best = v;
      bestKey = k;
      continue;
    }
    const c = compareSqlite(k, bestKey);
    if (greatest ? c > 0 : c < 0) {
      best = v;
      bestKey = k;
    }
  }
  return best;
}

/** SQLite's order of two values: NULL, numbers (numerically), text (by UTF-8 bytes, BINARY), blobs (bytewise). */
export function compareSqlite(a: SqlValue, b: SqlValue): number {
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra - rb;
  if (ra === 1) return compareNumbers(a as number | bigint, b as number | bigint);
  if (ra === 2) return compareCodePoints(a as string, b as string);
  if (ra === 3) return compareBytes(a as Uint8Array, b as Uint8Array);
  return 0;
}

function rank(v: SqlValue): number {
  if (v === null) return 0;
  if (typeof v === 'number' || typeof v === 'bigint') return 1;
  return typeof v === 'string' ? 2 : 3;
}

function compareNumbers(a: number | bigint, b: number | bigint): number {
  if (typeof a === 'bigint' && typeof b === 'bigint') return a === b ? 0 : a < b ? -1 : 1;
  if (typeof a === 'number' && typeof b === 'number') return a === b ? 0 : a < b ? -1 : 1;
  // an integer against a real: exactly, where the real is integral
  const [x, y, sign] = typeof a === 'bigint' ? [a, b as number, 1] : [b as bigint, a as number, -1];
  if (Number.isNaN(y)) return 0;
  if (y === Infinity) return -sign;
  if (y === -Infinity) return sign;
  const f = Math.floor(y);
  const xi = BigInt(f);
  if (x !== xi) return (x < xi ? -1 : 1) * sign;
  return (y === f ? 0 : -1) * sign;
}

/** By code point, which is the order of the UTF-8 bytes SQLite's BINARY collation compares. */
function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const ca = a.codePointAt(i)!;
    const cb = b.codePointAt(j)!;
    if (ca !== cb) return ca < cb ? -1 : 1;
    i += ca > 0xffff ? 2 : 1;
    j += cb > 0xffff ? 2 : 1;
  }
  return a.length - i === 0 ? (b.length - j === 0 ? 0 : -1) : 1;
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return a.length - b.length;
}
