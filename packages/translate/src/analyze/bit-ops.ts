import { BIT_OID, Oid, VARBIT_OID, checkBitLength, parseBits } from '@pgsqlite/catalog';
import { toPgError } from '@pgsqlite/errors';
import { quoteString } from '../sql/quote.js';
import type { PlanCtx } from './context.js';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';
import { isInteger, typeName } from './types.js';

/**
 * bit(n) and bit varying(n) in expressions: B'…' / X'…' constants, the operators (& | # ~ << >>
 * || and comparisons) and the casts (bit ↔ varbit with length coercion, integer ↔ bit). The
 * stored form is TEXT of '0'/'1' (catalog/types/bit.ts), which compares as bit_cmp does.
 */

type Mode = 'implicit' | 'assignment' | 'explicit';
type CoerceFn = (ctx: PlanCtx, e: Expr, target: number, typmod: number, mode: Mode) => Expr;

/** bit or bit varying. */
export function isBitType(oid: number): boolean {
  return oid === BIT_OID || oid === VARBIT_OID;
}

/** A B'…' / X'…' constant (the parser gives `b101` / `x1F`): type bit, its length as given. */
export function bitConstant(ctx: PlanCtx, bsval: string, location?: number): Expr {
  try {
    const v = parseBits(bsval);
    return { sql: quoteString(v), type: BIT_OID, typmod: -1, name: '?column?', constant: { value: v }, location };
  } catch (err) {
    throw toPgError(err).with({ position: ctx.position(location) });
  }
}

function retyped(e: Expr, sql: string, type: number, typmod: number): Expr {
  return { ...e, sql, type, typmod, literal: undefined, param: undefined, constant: undefined };
}

/** The length coercion bit(n) / varbit(n): an explicit cast cuts (and bit pads), otherwise 22026. */
function lengthCoerced(ctx: PlanCtx, e: Expr, target: number, typmod: number, mode: Mode): Expr {
  if (typmod < 0 || (typmod === e.typmod && e.type === target)) return retyped(e, e.sql, target, typmod >= 0 ? typmod : e.type === target ? e.typmod : -1);
  if (mode === 'explicit') return retyped(e, `pg_bit_resize(${e.sql}, ${typmod}, ${target === VARBIT_OID ? 1 : 0})`, target, typmod);
  return retyped(e, `pg_cast(${e.sql}, ${e.type}, ${target}, ${typmod}, 'a')`, target, typmod);
}

/** Casts to and from the bit types; undefined when neither side is one. */
export function coerceBits(ctx: PlanCtx, e: Expr, target: number, typmod: number, mode: Mode, _coerce: CoerceFn): Expr | undefined {
  const toBit = isBitType(target);
  if (toBit && e.literal !== undefined && e.type === Oid.unknown) {
    let v: string;
    try {
      v = parseBits(e.literal);
    } catch (err) {
      throw toPgError(err).with({ position: ctx.position(e.location) });
    }
    if (typmod > 0 && mode === 'explicit') v = target === VARBIT_OID ? v.slice(0, typmod) : v.slice(0, typmod).padEnd(typmod, '0');
    else checkBitLength(v, typmod, target === VARBIT_OID);
    return { ...retyped(e, quoteString(v), target, typmod), constant: { value: v } };
  }
  if (toBit && isBitType(e.type)) return lengthCoerced(ctx, e, target, typmod, mode);
  if (toBit && (e.type === Oid.int4 || e.type === Oid.int8) && target === BIT_OID) {
    if (mode !== 'explicit') return undefined;
    return retyped(e, `pg_bit_from_int(${e.sql}, ${typmod < 0 ? 1 : typmod}, ${e.type === Oid.int8 ? 64 : 32})`, target, typmod);
  }
  if (e.type === BIT_OID && (target === Oid.int4 || target === Oid.int8) && mode === 'explicit') {
    return retyped(e, `pg_bit_to_int(${e.sql}, ${target === Oid.int8 ? 64 : 32})`, target, -1);
  }
  return undefined;
}

function result(sql: string, type: number, ...parts: Expr[]): Expr {
  return { sql, type, typmod: -1, name: '?column?', hasAgg: parts.some((p) => p.hasAgg) };
}

const COMPARISON: Readonly<Record<string, string>> = { '=': '=', '<>': '<>', '!=': '<>', '<': '<', '>': '>', '<=': '<=', '>=': '>=' };

/** `l op r` when a side is bit or bit varying; undefined otherwise. */
export function bitOperator(op: string, l0: Expr, r0: Expr, env: ExprEnv, location?: number): Expr | undefined {
  const ctx = env.scope.ctx;
  if (!isBitType(l0.type) && !isBitType(r0.type)) return undefined;
  const asBit = (e: Expr, other: Expr): Expr => (e.type === Oid.unknown && isBitType(other.type) ? coerceBits(ctx, e, other.type, -1, 'implicit', () => e) ?? e : e);
  const l = asBit(l0, r0);
  const r = asBit(r0, l0);
  const bothBits = isBitType(l.type) && isBitType(r.type);
  const none = (): never => {
    throw ctx.error('undefined_function', `operator does not exist: ${typeName(l.type)} ${op} ${typeName(r.type)}`, location, {
      hint: 'No operator matches the given name and argument types. You might need to add explicit type casts.',
    });
  };
  if (op === '<<' || op === '>>') {
    if (!isBitType(l.type)) return undefined;
    if (!isInteger(r.type) && r.type !== Oid.unknown) none();
    const n = r.type === Oid.int8 ? none() : r.sql;
    return result(`pg_bit_op(${l.sql}, ${n}, '${op}')`, BIT_OID, l, r);
  }
  if (!bothBits) return op === '||' ? undefined : COMPARISON[op] || op === '&' || op === '|' || op === '#' ? none() : undefined;
  if (op === '&' || op === '|' || op === '#') return result(`pg_bit_op(${l.sql}, ${r.sql}, '${op}')`, BIT_OID, l, r);
  if (op === '||') return result(`(${l.sql} || ${r.sql})`, VARBIT_OID, l, r);
  const cmp = COMPARISON[op];
  if (cmp) return { ...result(`(${l.sql} ${cmp} ${r.sql})`, Oid.bool, l, r) };
  return undefined;
}

/** `~ bit`. */
export function bitUnary(op: string, e: Expr): Expr | undefined {
  if (op !== '~' || !isBitType(e.type)) return undefined;
  return result(`pg_bit_op(${e.sql}, NULL, '~')`, BIT_OID, e);
}
