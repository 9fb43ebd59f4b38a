import { PgError } from '@pgsqlite/errors';
import {
  EMPTY_RANGE,
  type RangeSpec,
  type RangeValue,
  compareBounds,
  compareRanges,
  lowerBound,
  makeRange,
  normalizeRanges,
  readMultirange,
  readRange,
  upperBound,
  writeMultirange,
  writeRange,
} from '@pgsqlite/catalog';
import type { RuntimeHost, SqlValue } from './host.js';
import { rangeCombine, rangeContainsElem, rangeKey, rangeRelation } from './fn-ranges.js';

/**
 * Multirange functions and operators (multirangetypes.c). A multirange is a normalized list of
 * ranges (catalog/types/multirange.ts); `kinds` says which operands are multiranges ('m') and
 * which ranges ('r'), e.g. 'mr' for `multirange OP range`.
 */

function specOf(spec: SqlValue): RangeSpec {
  const n = Number(spec);
  return { subtype: Math.abs(n), discrete: n < 0 };
}

/** An operand as a list of ranges: a range is one (none when empty). */
function operand(v: Stored, kind: string, subtype: number): RangeValue[] {
  if (kind === 'm') return readMultirange(v, subtype);
  const r = readRange(v, subtype);
  return r.empty ? [] : [r];
}

type Stored = Exclude<SqlValue, null>;

/** The smallest range covering every range of the list (empty for none). */
function span(rs: readonly RangeValue[]): RangeValue {
  const first = rs[0];
  const last = rs[rs.length - 1];
  if (!first || !last) return EMPTY_RANGE;
  return { empty: false, lower: first.lower, lowerInc: first.lowerInc, upper: last.upper, upperInc: last.upperInc };
}

/** The order key of a stored multirange: each range's key after a 0x01, then 0x00 (shorter first). */
export function multirangeKey(v: SqlValue, spec: SqlValue): SqlValue {
  if (v === null) return null;
  const out: number[] = [];
  for (const r of readMultirange(v, specOf(spec).subtype)) out.push(1, ...(rangeKey(writeRange(r), spec) as Uint8Array));
  out.push(0);
  return Uint8Array.from(out);
}

/** multirange_cmp as -1 / 0 / 1. */
function multirangeCompare(a: SqlValue, b: SqlValue, spec: SqlValue): SqlValue {
  if (a === null || b === null) return null;
  const sub = specOf(spec).subtype;
  const x = readMultirange(a, sub);
  const y = readMultirange(b, sub);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const c = compareRanges(x[i] as RangeValue, y[i] as RangeValue, sub);
    if (c !== 0) return c;
  }
  return Math.sign(x.length - y.length);
}

function containsAll(outer: readonly RangeValue[], inner: readonly RangeValue[], spec: SqlValue): boolean {
  return inner.every((r) => outer.some((o) => rangeRelation(writeRange(o), writeRange(r), '@>', spec) === 1));
}

/** The boolean operators between multiranges and ranges (kinds: 'mm', 'mr', 'rm'). */
function multirangeRelation(a: SqlValue, b: SqlValue, op: SqlValue, spec: SqlValue, kinds: SqlValue): SqlValue {
  if (a === null || b === null) return null;
  const sub = specOf(spec).subtype;
  const k = String(kinds);
  const x = operand(a, k[0] ?? 'm', sub);
  const y = operand(b, k[1] ?? 'm', sub);
  const rel = (o: string): boolean => rangeRelation(writeRange(span(x)), writeRange(span(y)), o, spec) === 1;
  switch (String(op)) {
    case '@>':
      return containsAll(x, y, spec) ? 1 : 0;
    case '<@':
      return containsAll(y, x, spec) ? 1 : 0;
    case '&&':
      return x.some((r) => y.some((s) => rangeRelation(writeRange(r), writeRange(s), '&&', spec) === 1)) ? 1 : 0;
    case '<<':
    case '>>':
    case '&<':
    case '&>':
    case '-|-':
      return x.length > 0 && y.length > 0 && rel(String(op)) ? 1 : 0;
    default:
      throw new PgError('internal_error', `unknown multirange operator ${String(op)}`);
  }
}

function subtract(rs: readonly RangeValue[], cut: readonly RangeValue[], spec: RangeSpec, specV: SqlValue): RangeValue[] {
  let cur = [...rs];
  for (const c of cut) {
    const next: RangeValue[] = [];
    for (const r of cur) {
      if (rangeRelation(writeRange(r), writeRange(c), '&&', specV) !== 1) {
        next.push(r);
        continue;
      }
      // the part before c and the part after c (each only where r reaches beyond c)
      if (c.lower !== undefined && compareBounds(lowerBound(r), lowerBound(c), spec.subtype) < 0) next.push(makeRange(r.lower, c.lower, r.lowerInc, !c.lowerInc, spec));
      if (c.upper !== undefined && compareBounds(upperBound(r), upperBound(c), spec.subtype) > 0) next.push(makeRange(c.upper, r.upper, !c.upperInc, r.upperInc, spec));
    }
    cur = next.filter((r) => !r.empty);
  }
  return cur;
}

/** `+`, `-`, `*` between multiranges. */
function multirangeCombine(a: SqlValue, b: SqlValue, op: SqlValue, specV: SqlValue): SqlValue {
  if (a === null || b === null) return null;
  const spec = specOf(specV);
  const x = readMultirange(a, spec.subtype);
  const y = readMultirange(b, spec.subtype);
  switch (String(op)) {
    case '+':
      return writeMultirange(normalizeRanges([...x, ...y], spec));
    case '-':
      return writeMultirange(normalizeRanges(subtract(x, y, spec, specV), spec));
    case '*': {
      const parts: RangeValue[] = [];
      for (const r of x) for (const s of y) parts.push(readRange(String(rangeCombine(writeRange(r), writeRange(s), '*', specV)), spec.subtype));
      return writeMultirange(normalizeRanges(parts, spec));
    }
    default:
      throw new PgError('internal_error', `unknown multirange operator ${String(op)}`);
  }
}

/** `multirange @> element`. */
function multirangeHas(a: SqlValue, e: SqlValue, spec: SqlValue): SqlValue {
  if (a === null || e === null) return null;
  return readMultirange(a, specOf(spec).subtype).some((r) => rangeContainsElem(writeRange(r), e, spec) === 1) ? 1 : 0;
}

/** lower, upper, isempty, lower_inc … of the multirange's span; 'merge' is range_merge(multirange). */
function multirangePart(a: SqlValue, part: SqlValue, spec: SqlValue): SqlValue {
  if (a === null) return null;
  const rs = readMultirange(a, specOf(spec).subtype);
  const s = span(rs);
  switch (String(part)) {
    case 'merge':
      return writeRange(s);
    case 'isempty':
      return rs.length === 0 ? 1 : 0;
    case 'lower':
      return s.empty ? null : (s.lower ?? null);
    case 'upper':
      return s.empty ? null : (s.upper ?? null);
    case 'lower_inc':
      return !s.empty && s.lowerInc ? 1 : 0;
    case 'upper_inc':
      return !s.empty && s.upperInc ? 1 : 0;
    case 'lower_inf':
      return !s.empty && s.lower === undefined ? 1 : 0;
    case 'upper_inf':
      return !s.empty && s.upper === undefined ? 1 : 0;
    default:
      throw new PgError('internal_error', `unknown multirange part ${String(part)}`);
  }
}

/** A multirange from ranges (the constructors and range → multirange); the last argument is the spec. */
function multirangeOf(...args: SqlValue[]): SqlValue {
  const spec = specOf(args[args.length - 1] ?? 0);
  const ranges = args.slice(0, -1);
  if (ranges.some((r) => r === null)) throw new PgError('null_value_not_allowed', 'multirange values cannot contain null members');
  return writeMultirange(normalizeRanges(ranges.map((r) => readRange(r as Stored, spec.subtype)), spec));
}

/** `multirange(VARIADIC ranges[])` given the stored array (JSON text of stored ranges). */
function multirangeOfArray(arr: SqlValue, spec: SqlValue): SqlValue {
  if (arr === null) return null;
  const items = JSON.parse(String(arr)) as unknown[];
  return multirangeOf(...items.map((x) => (x === null ? null : String(x))), spec);
}

interface AggState {
  ranges: RangeValue[] | null;
}

/** Registers the multirange functions and range_agg / range_intersect_agg. */
export function registerMultirangeFunctions(host: RuntimeHost): void {
  const def = (name: string, arity: number, call: (...args: SqlValue[]) => SqlValue): void => host.defineFunction({ name, arity, deterministic: true, call });
  def('pg_mr_key', 2, multirangeKey);
  def('pg_mr_cmp', 3, multirangeCompare);
  def('pg_mr_rel', 5, multirangeRelation);
  def('pg_mr_combine', 4, multirangeCombine);
  def('pg_mr_has', 3, multirangeHas);
  def('pg_mr_part', 3, multirangePart);
  def('pg_mr_of', -1, multirangeOf);
  def('pg_mr_of_array', 2, multirangeOfArray);
  // unnest(multirange): its ranges as a stored range[] (JSON array of stored ranges)
  def('pg_mr_ranges', 2, (v, spec) => (v === null ? null : JSON.stringify(readMultirange(v, specOf(spec).subtype).map(writeRange))));
  // range_agg(range | multirange, spec, kind): the union as a multirange (NULL inputs skipped, no rows → NULL)
  host.defineAggregate<AggState & { spec: SqlValue }>({
    name: 'pg_range_agg',
    arity: 3,
    deterministic: true,
    start: () => ({ ranges: null, spec: 0 }),
    step: (s, v, spec, kind) => {
      if (v === null) return { ...s, spec };
      const rs = operand(v, String(kind), specOf(spec).subtype);
      return { ranges: [...(s.ranges ?? []), ...rs], spec };
    },
    result: (s) => (s.ranges === null ? null : writeMultirange(normalizeRanges(s.ranges, specOf(s.spec)))),
  });
  // range_intersect_agg: the intersection of every input (range → range, multirange → multirange)
  host.defineAggregate<{ acc: SqlValue; spec: SqlValue }>({
    name: 'pg_range_intersect_agg',
    arity: 3,
    deterministic: true,
    start: () => ({ acc: null, spec: 0 }),
    step: (s, v, spec, kind) => {
      if (v === null) return s;
      if (s.acc === null) return { acc: v, spec };
      const next = String(kind) === 'm' ? multirangeCombine(s.acc, v, '*', spec) : rangeCombine(s.acc, v, '*', spec);
      return { acc: next, spec };
    },
    result: (s) => s.acc,
  });
}
