import { Oid, arrayLowerBound, datetimeReadsClock, truncateArrayElements, typeByOid } from '@pgsqlite/catalog';
import { castErrorsDeferred } from './deferred-cast-errors.js';
import { clockSql } from './fn-clock.js';
import { toPgError } from '@pgsqlite/errors';
import { sqlLiteral, quoteString } from '../sql/quote.js';
import { runtimeCast } from '@pgsqlite/runtime';
import { defaultRuntimeState, type RuntimeState } from '@pgsqlite/runtime';
import type { PlanCtx } from './context.js';
import type { Expr } from './expr-types.js';
import { nullWhenOf, withNullWhen } from './plan-time-null.js';
import { coerceUserType } from './user-types.js';
import { coerceBits } from './bit-ops.js';
import { coerceGeo } from './geo/geo-casts.js';
import { coerceTsReg } from './tsearch/ts-casts.js';
import { coerceRangeToMultirange } from './multirange-ops.js';
import { explicitCastExists } from './cast-matrix.js';
import { isFloat, isInteger, isNumeric, isString, planType, typeName } from './types.js';
import { formatTypeSql } from '../catalog-views/user-type-names.js';
import { regclassTextSql } from '../catalog-views/relation-names.js';
import { regObjectLiteral, regclassLiteral } from './regclass.js';
import { REG_OBJECT_TYPES, regObjectTextSql } from '../catalog-views/reg-objects.js';
import { oidIntegerSql } from './oid-integer.js';
import { regNamesInContainer } from './reg-container-text.js';
import { regArrayLiteral } from './reg-array-literal.js';

/** How a coercion was asked for (PostgreSQL's coercion contexts). */
export type CoercionMode = 'implicit' | 'assignment' | 'explicit';

/** Types whose text output equals SQLite's CAST(x AS TEXT) of their storage. */
const TEXT_BY_SQLITE = new Set<number>([Oid.int2, Oid.int4, Oid.int8, Oid.oid, Oid.text, Oid.varchar, Oid.name]);

/**
 * Converts `e` to `target`, or throws 42804/42846 as PostgreSQL does when no cast exists
 * in this context. Untyped literals are converted at plan time through the type's input
 * function, so SQLite only ever sees canonical storage values.
 */
export function coerce(ctx: PlanCtx, e: Expr, target: number, typmod: number, mode: CoercionMode, castLocation?: number): Expr {
  const r = coerceValue(ctx, e, target, typmod, mode, castLocation);
  // A value cast to another type is no longer of its domain (a cast to the domain sets it again).
  const plain = r.domain !== undefined && r.domain !== target ? { ...r, domain: undefined } : r;
  // a cast is strict: it folds to NULL where its argument does (a domain's checks are not folded)
  return plain.domain === undefined ? withNullWhen(plain, nullWhenOf(e)) : plain;
}

function coerceValue(ctx: PlanCtx, e: Expr, target: number, typmod: number, mode: CoercionMode, castLocation?: number): Expr {
  const out = (sql: string): Expr => ({ ...e, sql, type: target, typmod, literal: undefined, param: undefined });
  if (target === Oid.unknown || target === 0) return e;
  if (isString(target) && e.type !== target && mode !== 'implicit') {
    // an array or row holding reg* values: array_out / record_out print their names
    const named = regNamesInContainer(ctx, e, coerce);
    if (named !== undefined) return coerce(ctx, named, target, typmod, mode, castLocation);
  }
  const user = coerceUserType(ctx, e, target, typmod, mode, coerce, castLocation) ?? coerceBits(ctx, e, target, typmod, mode, coerce) ?? coerceRangeToMultirange(ctx, e, target, mode) ?? coerceGeo(ctx, e, target, typmod, mode, castLocation) ?? (e.isNull || e.type === Oid.unknown ? undefined : coerceTsReg(e, target, typmod, mode));
  if (user) return user;
  // a NULL folded from a strict call still evaluates its constant arguments (strict-null.ts)
  if (e.isNull) return out(e.sql.startsWith('pg_strict_null(') ? e.sql : 'NULL');
  if (e.param !== undefined && e.type === Oid.unknown) {
    const t = ctx.inferParam(e.param, target, typmod);
    if (t === target) return out(e.sql);
    // the parameter was typed by another of its uses (variable_coerce_param_hook)
    throw ctx.error('ambiguous_parameter', `inconsistent types deduced for parameter $${e.param}`, e.location, { detail: `${typeName(t)} versus ${typeName(target)}` });
  }
  if (e.literal !== undefined && e.type === Oid.unknown && target === Oid.regclass) return { ...e, ...regclassLiteral(ctx, e.literal, e.location ?? castLocation), name: e.name, literal: undefined };
  if (e.literal !== undefined && e.type === Oid.unknown && REG_OBJECT_TYPES.has(target)) return { ...e, ...regObjectLiteral(ctx, target, e.literal, e.location ?? castLocation), name: e.name, literal: undefined };
  if (e.literal !== undefined && e.type === Oid.unknown) {
    // an array of reg* types: each element's name looked up as the scalar literal's
    const regs = regArrayLiteral(ctx, e.literal, target, e.location ?? castLocation);
    if (regs !== undefined) return { ...e, ...regs, name: e.name, literal: undefined };
    return out(literalAs(ctx, e, target, typmod, mode));
  }
  if (e.type === Oid.unknown) return coerce(ctx, { ...e, type: Oid.text }, target, typmod, mode, castLocation);
  const from = e.type;
  if (from === Oid.regtype && target !== Oid.regtype && isString(target) && mode !== 'implicit') {
    // regtypeout: format_type's spelling, which for user types only the catalog knows
    const text = { ...e, sql: formatTypeSql(ctx.catalog, ctx.searchPath, e.sql, 'NULL'), type: Oid.text, typmod: -1, constant: undefined };
    return target === Oid.text ? { ...text, typmod: -1 } : coerce(ctx, text, target, typmod, mode, castLocation);
  }
  if (from === Oid.regclass && target !== Oid.regclass && isString(target) && mode !== 'implicit') {
    // regclassout: the relation's name as the search path sees it
    const text = { ...e, sql: regclassTextSql(ctx.catalog, ctx.searchPath, e.sql), type: Oid.text, typmod: -1, constant: undefined };
    return target === Oid.text ? text : coerce(ctx, text, target, typmod, mode, castLocation);
  }
  if (REG_OBJECT_TYPES.has(from) && target !== from && isString(target) && mode !== 'implicit') {
    // regprocout / regoperout / regnamespaceout / regroleout: the object's name
    const text = { ...e, sql: regObjectTextSql(from, e.sql, ctx.catalog, ctx.searchPath), type: Oid.text, typmod: -1, constant: undefined };
    return target === Oid.text ? text : coerce(ctx, text, target, typmod, mode, castLocation);
  }
  if (from === target) {
    if (typmod >= 0 && typmod !== e.typmod && mode !== 'implicit') return out(runtimeCastSql(e.sql, from, target, typmod, mode));
    return { ...e, typmod: typmod >= 0 ? typmod : e.typmod };
  }
  if (e.constant && canCast(from, target, mode)) {
    try {
      const value = runtimeCast(constState(ctx), e.constant.value, from, target, typmod, mode[0] ?? 'e');
      const lit = typeof value === 'number' && isFloat(target) && Number.isInteger(value) && !String(value).includes('e') ? `${value}.0` : sqlLiteral(value);
      return { ...out(lit), constant: { value } };
    } catch (err) {
      // raised by the plan-time check in PostgreSQL's order (deferred-cast-errors.ts)
      const later = castErrorsDeferred(ctx) ? castSql(e.sql, from, target, typmod, mode) : undefined;
      if (later !== undefined) return { ...out(later), constant: undefined };
      // A folded cast of a typed constant reports no position (PostgreSQL evaluates it at run time).
      throw toPgError(err);
    }
  }
  const sql = castSql(e.sql, from, target, typmod, mode);
  if (sql === undefined) {
    throw ctx.error(
      mode === 'explicit' ? 'cannot_coerce' : 'datatype_mismatch',
      mode === 'explicit'
        ? `cannot cast type ${typeName(from)} to ${typeName(target)}`
        : `column is of type ${typeName(target)} but expression is of type ${typeName(from)}`,
      mode === 'explicit' ? (castLocation ?? e.location) : e.location,
      mode === 'explicit' ? {} : { hint: 'You will need to rewrite or cast the expression.' },
    );
  }
  return out(sql);
}

function canCast(from: number, to: number, mode: CoercionMode): boolean {
  return castSql('x', from, to, -1, mode) !== undefined;
}

function constState(ctx: PlanCtx): RuntimeState {
  return { ...defaultRuntimeState(), settings: ctx.settings };
}

/** True when PostgreSQL would apply this cast without being asked. */
export function canCoerceImplicitly(from: number, to: number): boolean {
  if (from === to || from === Oid.unknown) return true;
  if (isNumeric(from) && isNumeric(to)) {
    const order = [Oid.int2, Oid.int4, Oid.int8, Oid.numeric, Oid.float4, Oid.float8] as number[];
    return order.indexOf(from) <= order.indexOf(to);
  }
  if (isString(from) && (to === Oid.text || to === Oid.varchar)) return true;
  // text, varchar and char(n) → name are implicit casts in pg_cast (name → varchar is assignment-only)
  if ((from === Oid.text || from === Oid.varchar || from === Oid.bpchar) && to === Oid.name) return true;
  if (from === Oid.bpchar && isString(to)) return true;
  if (from === Oid.date && (to === Oid.timestamp || to === Oid.timestamptz)) return true;
  if (from === Oid.timestamp && to === Oid.timestamptz) return true;
  // oid ↔ regclass / regtype / regproc are binary-compatible implicit casts in pg_cast
  const reg = (t: number): boolean => t === Oid.regclass || t === Oid.regtype || REG_OBJECT_TYPES.has(t);
  if ((from === Oid.oid && reg(to)) || (reg(from) && to === Oid.oid)) return true;
  // int2 / int4 / int8 → oid and the reg* types are implicit casts in pg_cast (INSERT 2200 into an oid column)
  if (isInteger(from) && (to === Oid.oid || reg(to))) return true;
  return false;
}

function castSql(sql: string, from: number, to: number, typmod: number, mode: CoercionMode): string | undefined {
  const implicitOk = canCoerceImplicitly(from, to);
  if (mode === 'implicit' && !implicitOk) return undefined;
  // regtype ↔ oid / int4 / int8 (binary-compatible in pg_cast; regtype keeps the OID as storage)
  const bits = oidIntegerSql(sql, from, to);
  if ((from === Oid.regtype && (to === Oid.oid || isInteger(to))) || (to === Oid.regtype && from === Oid.oid)) return mode === 'implicit' && from === Oid.regtype && to !== Oid.oid ? undefined : bits;
  if ((from === Oid.regclass && (to === Oid.oid || isInteger(to))) || (to === Oid.regclass && from === Oid.oid)) return mode === 'implicit' && from === Oid.regclass && to !== Oid.oid ? undefined : bits;
  // regproc / regoper / regnamespace / regrole ↔ oid / int4 / int8 likewise
  if ((REG_OBJECT_TYPES.has(from) && (to === Oid.oid || isInteger(to))) || (REG_OBJECT_TYPES.has(to) && (from === Oid.oid || isInteger(from)))) return mode === 'implicit' && to !== Oid.oid && from !== Oid.oid ? undefined : bits;
  if ((from === Oid.oid && isInteger(to)) || (to === Oid.oid && isInteger(from))) {
    if (!explicitCastExists(from, to)) return undefined;
    if (mode === 'implicit' && !implicitOk) return undefined;
    if (mode === 'assignment' && !implicitOk && !assignmentCastExists(from, to)) return undefined;
    return bits;
  }
  if (!explicitCastExists(from, to)) return undefined;
  // int2vector / oidvector → arrays: their element type's array with lower bound 0 (pg_array_lb0)
  if (arrayLowerBound(from) === 0 && arrayElem(to) !== 0) {
    const asArray = typeByOid(arrayElem(from))?.arrayOid ?? 0;
    const zeroBased = `pg_array_lb0(${sql})`;
    return asArray === to ? zeroBased : castSql(zeroBased, asArray, to, typmod, mode);
  }
  if (isInteger(from) && isInteger(to)) {
    const widening = [Oid.int2, Oid.int4, Oid.int8].indexOf(to as never) >= [Oid.int2, Oid.int4, Oid.int8].indexOf(from as never);
    return widening ? sql : runtimeCastSql(sql, from, to, typmod, mode);
  }
  // int → real rounds to single precision (2147483647::real is 2147483648)
  if (isInteger(from) && isFloat(to)) return to === Oid.float4 ? `pg_float_check(CAST(${sql} AS REAL), 700)` : `CAST(${sql} AS REAL)`;
  // CAST AS INTEGER first: an integer a runtime function returned may be stored as REAL (522.0)
  if (isInteger(from) && to === Oid.numeric && typmod < 0) return `CAST(CAST(${sql} AS INTEGER) AS TEXT)`;
  if (from === Oid.float4 && to === Oid.float8) return sql;
  if (from === Oid.date && to === Oid.timestamp) return `pg_date_ts(${sql})`;
  // bpchar → text/varchar drops the padding (rtrim), as PostgreSQL's rtrim1 cast does.
  if (from === Oid.bpchar && (to === Oid.text || to === Oid.varchar || to === Oid.name)) return typmod < 0 || to !== Oid.varchar ? `rtrim(${sql}, ' ')` : runtimeCastSql(`rtrim(${sql}, ' ')`, Oid.text, to, typmod, mode);
  if (isString(from) && (to === Oid.text || (to === Oid.varchar && typmod < 0))) return sql;
  if (TEXT_BY_SQLITE.has(from) && to === Oid.text) return `CAST(${sql} AS TEXT)`;
  // boolout is immutable: plain SQL, so the cast may stand in an index expression or predicate
  if (from === Oid.bool && (to === Oid.text || (to === Oid.varchar && typmod < 0))) return `(CASE ${sql} WHEN 1 THEN 'true' WHEN 0 THEN 'false' END)`;
  // pg_cast has only int4 ↔ bool (explicit); int2/int8 are 42846.
  if (from === Oid.bool && to === Oid.int4 && mode === 'explicit') return sql;
  if (from === Oid.int4 && to === Oid.bool && mode === 'explicit') return `(${sql} <> 0)`;
  if (mode === 'implicit' && !implicitOk) return undefined;
  if (mode === 'assignment' && !implicitOk && !assignmentCastExists(from, to)) return undefined;
  return runtimeCastSql(sql, from, to, typmod, mode);
}

function assignmentCastExists(from: number, to: number): boolean {
  if (isNumeric(from) && isNumeric(to)) return true;
  // Arrays coerce element-wise (array_coerce): int2[] → int4[] wherever int2 → int4 is allowed.
  const fromElem = arrayElem(from);
  const toElem = arrayElem(to);
  if (fromElem !== 0 && toElem !== 0) return canCoerceImplicitly(fromElem, toElem) || assignmentCastExists(fromElem, toElem);
  if (isString(to)) return true;
  if (from === Oid.timestamptz && (to === Oid.timestamp || to === Oid.date)) return true;
  if (from === Oid.timestamp && to === Oid.date) return true;
  if (from === Oid.json && to === Oid.jsonb) return true;
  if (from === Oid.jsonb && to === Oid.json) return true;
  return false;
}

/** The element type of an array type, or 0. */
function arrayElem(oid: number): number {
  const t = planType(oid);
  return t?.category === 'A' ? t.elemOid : 0;
}

/** `pg_cast(value, from, to, typmod, mode)`: a conversion done by the runtime's codecs. */
export function runtimeCastSql(sql: string, from: number, to: number, typmod: number, mode: CoercionMode): string {
  return `pg_cast(${sql}, ${from}, ${to}, ${typmod}, ${quoteString(mode[0] ?? 'e')})`;
}

function literalAs(ctx: PlanCtx, e: Expr, target: number, typmod: number, mode: CoercionMode): string {
  const t = typeByOid(target);
  if (!t) return quoteString(e.literal ?? '');
  let text = e.literal ?? '';
  // 'now', 'today'…: the transaction start of the run, not of the planning (plans are cached)
  if ((target === Oid.date || target === Oid.timestamp || target === Oid.timestamptz) && datetimeReadsClock(text, ctx.settings)) {
    return `pg_datetime_in_at(${quoteString(text)}, ${target}, ${typmod}, ${clockSql(ctx, 'transaction')})`;
  }
  // An explicit cast to varchar(n)/char(n) truncates; input and assignment raise 22001.
  if (mode === 'explicit' && typmod >= 4 && (target === Oid.varchar || target === Oid.bpchar)) text = Array.from(text).slice(0, typmod - 4).join('');
  // an explicit cast to varchar(n)[] / char(n)[] cuts each element (array_map of the length coercion)
  const elem = mode === 'explicit' && typmod >= 4 && (t.elemOid === Oid.varchar || t.elemOid === Oid.bpchar) && t.category === 'A' ? typeByOid(t.elemOid) : undefined;
  const at = (err: unknown): never => {
    throw toPgError(err).with({ position: ctx.position(e.location) });
  };
  // The input routine runs without the typmod (coerce_type), so its errors point at the literal;
  // the length coercion after it reports none. Interval's input must see its typmod.
  const separate = typmod >= 0 && target !== Oid.interval && elem === undefined;
  let v: ReturnType<typeof t.fromText>;
  try {
    v = elem ? truncateArrayElements(t.fromText(text, -1, ctx.settings), elem, typmod, ctx.settings) : t.fromText(text, separate ? -1 : typmod, ctx.settings);
  } catch (err) {
    return at(err);
  }
  if (separate) {
    try {
      v = t.fromText(text, typmod, ctx.settings);
    } catch (err) {
      throw toPgError(err);
    }
  }
  // A float stays a REAL in SQLite (float columns have no affinity to convert an INTEGER back).
  if (typeof v === 'number' && isFloat(target) && Number.isInteger(v) && !Object.is(v, -0) && Math.abs(v) < 2 ** 53) return `${v.toFixed(0)}.0`;
  try {
    return sqlLiteral(v);
  } catch (err) {
    return at(err);
  }
}
