import { isOuterJoinQual, isQualNot, isTopAnd, markOuterJoinQual, markTopQual } from './top-qual.js';
import { qualNegationDropped } from './negated-qual.js';
import { readsColumnOrStandIn } from './column-stand-ins.js';
import { betweenQualSql, costOrderedAnd, flatQualTerms } from './between-qual-terms.js';
import { markNegatedExists } from './subplan-outer-quals.js';
import { comparisonNode, constantAndOr } from './constant-and-or.js';
import { isBuiltinOperator } from './unsupported-builtin.js';
import { Oid, isCitext } from '@pgsqlite/catalog';
import { citextAsText, citextPattern, citextSql } from './citext.js';
import { enumSortCaseSql, enumSortSql } from './user-types.js';
import { isRowLocalClause } from './array-membership-list.js';
import { trigramOperator } from './fn-trgm.js';
import { hstoreOperator, hstoreUnary } from './hstore-ops.js';
import { type AstNode, type Fields, listItems, names } from '../parse/ast.js';
import { andTerms } from '../stmt/join-side-quals.js';
import { quoteString } from '../sql/quote.js';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';
import { commonType, isHstoreType, isDateTime, isFloat, isInteger, isNumeric, isString, numericCommon, typeName } from './types.js';
import { arrayElementOf, arrayTypeOf, comparableArray, translateArrayMembership } from './arrays.js';
import { jsonOperator } from './json.js';
import { jsonbMinus } from './jsonb-delete.js';
import { mathOperator } from './fn-math.js';
import { translateSimilar } from './fn-similar.js';
import { ARRAY_FUNCTIONS, arrayOperator } from './fn-arrays.js';
import { datetimeOperator, datetimeUnary } from './type-datetime.js';
import { oidComparable } from './regclass.js';
import { arrayConcat } from './catalog-arrays.js';
import { orderKeySql } from './order-key.js';
import { rangeOperator, rangeSpecOf } from './range-ops.js';
import { bitOperator, bitUnary } from './bit-ops.js';
import { geoComparable, geoOperator, geoPrefixOperator } from './geo/geo-ops.js';
import { tsOperator, tsPrefixOperator } from './tsearch/ts-ops.js';
import { multirangeOperator, multirangeSpecOf } from './multirange-ops.js';
import { anonymousRecordLiteral, compositeNullTestSql, isComposite } from './composite.js';
import { translateWholeRowComparison } from './whole-row-compare.js';
import { translateDistinct, translateRowComparison, translateRowIn, translateRowNullTest } from './row-compare.js';
import { checkCharConcat, unknownBinaryOperands, unknownPrefixOperand } from './unknown-operands.js';
import { sqlConstruct } from '../errors/construct-names.js';
import { foldStrictNull, foldsToNull, isConstantNode, isStrictOperator } from './strict-null.js';
import { isQualTop, qualNullFolded } from './qual-null-false.js';
import { guardConstantNullArgs } from './strict-constant-guard.js';
import { foldedConstantsSql, foldsNullWhen, guardNullFolding, nullifFolded } from './plan-time-null.js';
import { shortCircuitSql } from './bool-short-circuit.js';
import { markStrictConcat, markUnfoldable, operatorFolds } from './plan-time-volatility.js';
import { byteaLike } from './fn-bytea-more.js';
import { patternComparison } from './pattern-compare.js';
import { nullInListSql } from './in-list-null.js';
import { lsnOperator } from './lsn-ops.js';
import { macOperator, macUnary } from './mac-ops.js';
import { xidOperator } from './xid-ops.js';
import { snapshotOperator } from './snapshot-functions.js';

const COMPARISON = new Set(['=', '<>', '!=', '<', '>', '<=', '>=']);
const ARITHMETIC = new Set(['+', '-', '*', '/', '%']);
const LIKE_OPS: Record<string, { fn: string; negate: boolean }> = {
  '~~': { fn: 'pg_like', negate: false },
  '!~~': { fn: 'pg_like', negate: true },
  '~~*': { fn: 'pg_ilike', negate: false },
  '!~~*': { fn: 'pg_ilike', negate: true },
};
const REGEX_OPS: Record<string, { flags: string; negate: boolean }> = {
  '~': { flags: '', negate: false },
  '!~': { flags: '', negate: true },
  '~*': { flags: 'i', negate: false },
  '!~*': { flags: 'i', negate: true },
};

/** Translates an A_Expr (operators, IN, LIKE, BETWEEN, IS DISTINCT FROM, NULLIF, ANY/ALL). */
export function translateAExpr(f: Fields, env: ExprEnv): Expr {
  const ctx = env.scope.ctx;
  const kind = f['kind'] as string;
  const op = names(f['name']).filter((n) => n !== 'pg_catalog').join('.');
  const location = f['location'] as number | undefined;
  switch (kind) {
    case 'AEXPR_OP': {
      if (!f['lexpr']) return unary(op, translateExpr(f['rexpr'], env), env, location, f['rexpr']);
      const row = translateWholeRowComparison(op, f, env) ?? translateRowComparison(op, f, env);
      if (row) return row;
      const l = translateExpr(f['lexpr'], env);
      const r = translateExpr(f['rexpr'], env);
      const trigram = trigramOperator(op, l, r, env, location);
      if (trigram) return trigram;
      const operands = untypedOperands(op, l, r, env, location);
      if (!operatorFolds(op, operands[0].type, operands[1].type)) markUnfoldable(f);
      const e = binary(op, ...operands, env, location, [f['lexpr'], f['rexpr']]);
      // a `||` of no array is strict (jsonb_concat, textcat …): the planner folds it over a NULL
      if (op === '||' && isStrictOperator(op, e, operands)) markStrictConcat(f);
      return e;
    }
    case 'AEXPR_LIKE':
    case 'AEXPR_ILIKE':
      return binary(op, translateExpr(f['lexpr'], env), translateExpr(f['rexpr'], env), env, location, [f['lexpr'], f['rexpr']]);
    case 'AEXPR_SIMILAR':
      return translateSimilar(f, env);
    case 'AEXPR_DISTINCT':
    case 'AEXPR_NOT_DISTINCT':
      return translateDistinct(f, env);
    case 'AEXPR_NULLIF': {
      const [l, r] = unify(translateExpr(f['lexpr'], env), translateExpr(f['rexpr'], env), env, '=', location);
      // NULLIF compares with the type's own equality (numeric 4.50 = 4.5), not SQLite's
      const eq = compare('=', l, r, env, location);
      // typed as the operator's left input: varchar = varchar is texteq, so NULLIF(varchar, …) is text
      const relabel = l.type === Oid.varchar ? { type: Oid.text, typmod: -1 } : {};
      // a first operand that folds to NULL folds NULLIF to NULL: the planner still evaluates a
      // second operand's constants (`NULLIF(NULL::int, 1/0)` divides by zero; kept whole where it
      // holds one, as the check of plan-time constants may not cover this query), no row computes
      // the rest (`NULLIF(NULL::int, a/0)` is NULL)
      if (l.isNull && !r.hasAgg) return { ...l, ...relabel, sql: foldedConstantsSql(f['rexpr'], (n) => translateExpr(n, env)), name: 'nullif', column: undefined, literal: undefined, constant: undefined, param: undefined, isNull: true };
      // its value is not the left operand's: no constant, parameter or NULL-ness carries over (LIMIT NULLIF(-1, -1) is no limit)
      const value: Expr = { ...l, ...relabel, sql: `(CASE WHEN ${eq.sql} THEN NULL ELSE ${l.sql} END)`, name: 'nullif', column: undefined, literal: undefined, constant: undefined, param: undefined, isNull: undefined, hasAgg: l.hasAgg || r.hasAgg };
      // an operand folding to a NULL constant folds NULLIF to its first operand (plan-time-null.ts)
      return l.hasAgg || r.hasAgg ? value : nullifFolded(value, l, r, f['lexpr'], f['rexpr']);
    }
    case 'AEXPR_IN':
      return translateRowIn(f, op, env) ?? translateIn(f, op, env, location);
    case 'AEXPR_BETWEEN':
    case 'AEXPR_NOT_BETWEEN':
    case 'AEXPR_BETWEEN_SYM':
    case 'AEXPR_NOT_BETWEEN_SYM':
      return translateBetween(f, kind, env, location);
    case 'AEXPR_OP_ANY':
    case 'AEXPR_OP_ALL':
      return translateArrayMembership(f, op, kind === 'AEXPR_OP_ALL', env, location);
    default:
      throw ctx.error('feature_not_supported', `${sqlConstruct(kind)} is not supported by pgsqlite`, location);
  }
}

/** `unknown OP unknown`: the operand types PostgreSQL picks (42725 where it finds no unique operator). */
function untypedOperands(op: string, l: Expr, r: Expr, env: ExprEnv, location?: number): [Expr, Expr] {
  const ctx = env.scope.ctx;
  const pick = unknownBinaryOperands(ctx, op, l, r, location);
  if (!pick) return [l, r];
  return [coerce(ctx, l, pick[0] as number, -1, 'implicit'), coerce(ctx, r, pick[1] as number, -1, 'implicit')];
}

/** Resolves an untyped side against the typed side, as PostgreSQL's operator resolution does. */
export function unify(l: Expr, r: Expr, env: ExprEnv, _op: string, _location?: number): [Expr, Expr] {
  const ctx = env.scope.ctx;
  const lu = l.type === Oid.unknown;
  const ru = r.type === Oid.unknown;
  // a composite against an untyped literal: PostgreSQL resolves record_eq & co. and the literal as an anonymous record
  if (lu !== ru) anonymousRecordLiteral(ctx, lu ? l : r, lu ? r : l);
  if (lu && ru) return [coerce(ctx, l, Oid.text, -1, 'implicit'), coerce(ctx, r, Oid.text, -1, 'implicit')];
  if (lu) return [coerce(ctx, l, r.type, r.column ? -1 : r.typmod, 'implicit'), r];
  if (ru) return [l, coerce(ctx, r, l.type, l.column ? -1 : l.typmod, 'implicit')];
  return [l, r];
}

function noOperator(env: ExprEnv, op: string, l: Expr | null, r: Expr, location?: number): never {
  const sig = l ? `${typeName(l.type)} ${op} ${typeName(r.type)}` : `${op} ${typeName(r.type)}`;
  // PostgreSQL 15 has it (pg_operator lists it) but pgsqlite does not implement it: refused, named.
  if (isBuiltinOperator(op, l?.type ?? null, r.type)) throw env.scope.ctx.error('feature_not_supported', `operator ${sig} is not supported by pgsqlite`, location);
  throw env.scope.ctx.error('undefined_function', `operator does not exist: ${sig}`, location, {
    hint: l
      ? 'No operator matches the given name and argument types. You might need to add explicit type casts.'
      : 'No operator matches the given name and argument type. You might need to add an explicit type cast.',
  });
}

function boolResult(sql: string, ...parts: Expr[]): Expr {
  return { sql, type: Oid.bool, typmod: -1, name: '?column?', hasAgg: parts.some((p) => p.hasAgg) };
}

/**
 * The type a numeric operator works in: the wider operand, except that real meets an integer or
 * numeric as double precision (PostgreSQL has float48 operators, and float8 is the preferred type).
 */
function operatorNumericType(a: number, b: number): number {
  if ((a === Oid.float4) !== (b === Oid.float4) && !(isFloat(a) && isFloat(b))) return Oid.float8;
  return numericCommon(a, b);
}

/** A bpchar operand compares without its padding (PostgreSQL's bpchar semantics and bpchar → text cast). */
function unpadded(e: Expr): Expr {
  return e.type === Oid.bpchar ? { ...e, sql: `rtrim(${e.sql}, ' ')` } : e;
}

/** Checks that `l op r` (after unify) is a comparison PostgreSQL has; returns operands on a common type. */
export function comparable(l: Expr, r: Expr, env: ExprEnv, op: string, location?: number): [Expr, Expr, number] {
  const ctx = env.scope.ctx;
  geoComparable(ctx, op, l, r, location);
  const lci = isCitext(ctx.catalog, l.type);
  const rci = isCitext(ctx.catalog, r.type);
  if (lci && rci) return [{ ...l, sql: citextSql(l.sql) }, r, l.type];
  // citext against text: citext → text is implicit and text → citext is not, so text's operator wins
  if (lci && (isString(r.type) || r.type === Oid.char)) return [citextAsText(l), unpadded(r), Oid.text];
  if (rci && (isString(l.type) || l.type === Oid.char)) return [unpadded(l), citextAsText(r), Oid.text];
  if (lci || rci) return noOperator(env, op, l, r, location);
  if (l.type === r.type) {
    if (l.type === Oid.json || l.type === Oid.refcursor) noOperator(env, op, l, r, location);
    if (l.type === Oid.bpchar) return [unpadded(l), unpadded(r), l.type];
    return [l, r, l.type];
  }
  if (isNumeric(l.type) && isNumeric(r.type)) {
    const t = operatorNumericType(l.type, r.type);
    return [coerce(ctx, l, t, -1, 'implicit'), coerce(ctx, r, t, -1, 'implicit'), t];
  }
  if (isString(l.type) && isString(r.type)) return [unpadded(l), unpadded(r), Oid.text];
  // "char" has an implicit cast to text (pg_cast 18 → 25 'i'): "char" = varchar compares as text.
  if ((l.type === Oid.char && isString(r.type)) || (r.type === Oid.char && isString(l.type))) return [unpadded(l), unpadded(r), Oid.text];
  // oid = int4: the integer becomes an OID first (-1 is 4294967295, an int8 out of range is 22003)
  if (oidComparable(l.type, r.type)) return [isInteger(l.type) ? coerce(ctx, l, Oid.oid, -1, 'implicit') : l, isInteger(r.type) ? coerce(ctx, r, Oid.oid, -1, 'implicit') : r, Oid.oid];
  if (isDateTime(l.type) && isDateTime(r.type)) {
    const t = commonType([l.type, r.type]) ?? Oid.timestamptz;
    if (l.type === Oid.date || r.type === Oid.date) return [comparedAs(ctx, l, t), comparedAs(ctx, r, t), t];
    return [coerce(ctx, l, t, -1, 'implicit'), coerce(ctx, r, t, -1, 'implicit'), t];
  }
  return noOperator(env, op, l, r, location);
}

/**
 * An operand of a comparison on type `t`: a date compared with a timestamp(tz) goes through
 * PostgreSQL's cross-type operators (date_cmp_timestamp[tz]), where a date past the timestamp
 * range is no overflow error (runtime date-stamp-compare.ts); anything else is cast.
 */
function comparedAs(ctx: Parameters<typeof coerce>[0], e: Expr, t: number): Expr {
  if (e.type === Oid.date && (t === Oid.timestamp || t === Oid.timestamptz)) return { ...e, sql: `pg_date_stamp_key(${e.sql}, ${t})`, type: t };
  return coerce(ctx, e, t, -1, 'implicit');
}

/** `l op r` for a comparison operator, on already-unified operands. */
export function compare(op: string, l: Expr, r: Expr, env: ExprEnv, location?: number): Expr {
  const [a, b, t] = comparable(l, r, env, op, location);
  const sqlOp = op === '!=' ? '<>' : op;
  if (t === Oid.numeric) return boolResult(`(pg_numeric_cmp(${a.sql}, ${b.sql}) ${sqlOp} 0)`, a, b);
  if (isFloat(t)) return boolResult(`(pg_float_cmp(${a.sql}, ${b.sql}) ${sqlOp} 0)`, a, b);
  const ca = comparableArray({ ...a, type: t });
  const cb = comparableArray({ ...b, type: t });
  if (ca && cb && ca.elem !== Oid.json && ca.elem !== Oid.jsonb) return boolResult(`(pg_array_cmp(${ca.sql}, ${cb.sql}, ${ca.elem}) ${sqlOp} 0)`, a, b);
  if (isCitext(env.scope.ctx.catalog, t)) return boolResult(`(${a.sql} ${sqlOp} ${b.sql})`, a, b);
  if (isHstoreType(t) && sqlOp !== '=' && sqlOp !== '<>') return noOperator(env, op, l, r, location);
  if (t === Oid.interval || t === Oid.timetz || t === Oid.jsonb || isComposite(t)) {
    const ka = orderKeySql({ ...a, type: t }) as string;
    return boolResult(`(${ka} ${sqlOp} ${orderKeySql({ ...b, type: t }) as string})`, a, b);
  }
  const enumKey = isRowLocalClause(env) ? (sql: string) => enumSortCaseSql(env.scope.ctx, t, sql) : (sql: string) => enumSortSql(t, sql);
  const enumA = sqlOp === '=' || sqlOp === '<>' ? undefined : enumKey(a.sql);
  if (enumA !== undefined) return boolResult(`(${enumA} ${sqlOp} ${enumKey(b.sql) ?? b.sql})`, a, b);
  return boolResult(`(${a.sql} ${sqlOp} ${b.sql})`, a, b);
}

/** A binary operator; a strict one with a NULL constant operand is NULL (strict-null.ts). */
function binary(op: string, l0: Expr, r0: Expr, env: ExprEnv, location?: number, nodes?: readonly unknown[]): Expr {
  const e = binaryOperator(op, l0, r0, env, location);
  if (!isStrictOperator(op, e, [l0, r0])) return e;
  if (!(l0.isNull || r0.isNull)) return nodes ? guardConstantNullArgs(e, [l0, r0], nodes) : e;
  return foldStrictNull(e, [l0, r0], nodes ? nodes.map(isConstantNode) : [true, true]);
}

function binaryOperator(op: string, l0: Expr, r0: Expr, env: ExprEnv, location?: number): Expr {
  const bits = tsOperator(op, l0, r0, env, location) ?? bitOperator(op, l0, r0, env, location) ?? hstoreOperator(op, l0, r0, env, location) ?? geoOperator(op, l0, r0, env, location);
  if (bits) return bits;
  if (op === '||') return concat(l0, r0, env, location);
  const lsn = lsnOperator(op, l0, r0, env) ?? macOperator(op, l0, r0, env, location) ?? xidOperator(op, l0, r0, env, location) ?? snapshotOperator(op, l0, r0, env, location);
  if (lsn) return lsn;
  const range = multirangeOperator(op, l0, r0, env, location) ?? rangeOperator(op, l0, r0, env, location);
  if (range) return range;
  const trigram = trigramOperator(op, l0, r0, env, location);
  if (trigram) return trigram;
  const temporal = datetimeOperator(op, l0, r0, env);
  if (temporal) return temporal;
  const json = jsonOperator(op, l0, r0, env) ?? (op === '-' ? jsonbMinus(l0, r0, env) : undefined);
  if (json) return json;
  const math = mathOperator(op, l0, r0, env, location) ?? arrayOperator(op, l0, r0, env);
  if (math) return math;
  if ((LIKE_OPS[op] || REGEX_OPS[op]) && r0.type === Oid.unknown && isCitext(env.scope.ctx.catalog, l0.type)) return citextMatch(op, l0, coerce(env.scope.ctx, r0, l0.type, -1, 'implicit'), env);
  if ((LIKE_OPS[op] || REGEX_OPS[op]) && citextPattern(env.scope.ctx, l0, r0)) return citextMatch(op, l0, r0, env);
  if ((LIKE_OPS[op] || REGEX_OPS[op]) && isCitext(env.scope.ctx.catalog, r0.type) && isString(l0.type)) return patternMatch(op, l0, citextAsText(r0), env, location) as Expr;
  const byteaPattern = byteaLike(op, l0, r0, env) ?? patternComparison(op, l0, r0, env);
  if (byteaPattern) return byteaPattern;
  if ((LIKE_OPS[op] || REGEX_OPS[op]) && (!isString(l0.type) || !isString(r0.type))) noOperator(env, op, l0, r0, location);
  if (op === '^@') return startsWith(l0, r0, env, location);
  // refcursor has no comparison operators (no btree/hash opclass; an unknown literal is not made one)
  if (COMPARISON.has(op) && (l0.type === Oid.refcursor || r0.type === Oid.refcursor)) noOperator(env, op, l0, r0, location);
  const [l, r] = unify(l0, r0, env, op, location);
  if (COMPARISON.has(op)) return compare(op, l, r, env, location);
  const pattern = patternMatch(op, l, r, env, location);
  if (pattern) return pattern;
  if (ARITHMETIC.has(op)) return arithmetic(op, l, r, env, location);
  return noOperator(env, op, l, r, location);
}

/** LIKE / ILIKE / regex operators (`~~ ~~* ~ ~*` and negations) on unified string operands. */
function patternMatch(op: string, l: Expr, r: Expr, env: ExprEnv, location?: number): Expr | undefined {
  const like = LIKE_OPS[op];
  if (like) {
    if (!isString(l.type) || !isString(r.type)) noOperator(env, op, l, r, location);
    const sql = `pg_like(${l.sql}, ${r.sql}, ${like.fn === 'pg_ilike' ? 1 : 0})`;
    return boolResult(like.negate ? `(NOT ${sql})` : sql, l, r);
  }
  const rx = REGEX_OPS[op];
  if (rx) {
    if (!isString(l.type) || !isString(r.type)) noOperator(env, op, l, r, location);
    const sql = `pg_regex(${l.sql}, ${r.sql}, ${quoteString(rx.flags)})`;
    return boolResult(rx.negate ? `(NOT ${sql})` : sql, l, r);
  }
  return undefined;
}

/** citext's LIKE / ILIKE / ~ / ~* (citext on the left): always case-insensitive, as citext 1.6's operators are. */
function citextMatch(op: string, l: Expr, r: Expr, env: ExprEnv): Expr {
  const a = citextAsText(l);
  const b = isCitext(env.scope.ctx.catalog, r.type) ? citextAsText(r) : r;
  const like = LIKE_OPS[op];
  if (like) {
    const sql = `pg_like(${a.sql}, ${b.sql}, 1)`;
    return boolResult(like.negate ? `(NOT ${sql})` : sql, a, b);
  }
  const rx = REGEX_OPS[op] as { flags: string; negate: boolean };
  const sql = `pg_regex(${a.sql}, ${b.sql}, ${quoteString(rx.flags.includes('i') ? rx.flags : `${rx.flags}i`)})`;
  return boolResult(rx.negate ? `(NOT ${sql})` : sql, a, b);
}

/** `l op r` for a comparison or pattern operator (the forms `x op ANY/ALL (array)` allows). */
export function compareOrMatch(op: string, l: Expr, r: Expr, env: ExprEnv, location?: number): Expr {
  if (!COMPARISONS.has(op) && !LIKE_OPS[op] && !REGEX_OPS[op]) {
    // any other operator resolves as usual; ANY/ALL then needs a boolean (make_scalar_array_op, 42809)
    const e = binaryOperator(op, l, r, env, location);
    if (e.type !== Oid.bool) throw env.scope.ctx.error('wrong_object_type', 'op ANY/ALL (array) requires operator to yield boolean', location);
    return e;
  }
  return patternMatch(op, l, r, env, location) ?? compare(op, l, r, env, location);
}

const COMPARISONS = new Set(['=', '<>', '!=', '<', '<=', '>', '>=']);

function arithmetic(op: string, l: Expr, r: Expr, env: ExprEnv, location?: number): Expr {
  const ctx = env.scope.ctx;
  const hasAgg = l.hasAgg || r.hasAgg;
  const result = (sql: string, type: number): Expr => ({ sql, type, typmod: -1, name: '?column?', hasAgg });
  if (isNumeric(l.type) && isNumeric(r.type)) {
    const t = operatorNumericType(l.type, r.type);
    if (op === '%' && isFloat(t)) return noOperator(env, op, l, r, location);
    const a = coerce(ctx, l, t, -1, 'implicit');
    const b = coerce(ctx, r, t, -1, 'implicit');
    if (t === Oid.numeric) return result(`pg_numeric_op(${a.sql}, ${b.sql}, '${op}')`, t);
    if (isInteger(t)) {
      if (op === '/' || op === '%') return result(`pg_div(${a.sql}, ${b.sql}, '${op}', ${t})`, t);
      return result(`pg_int_check((${a.sql} ${op} ${b.sql}), ${t})`, t);
    }
    return result(`pg_float_arith(${a.sql}, ${b.sql}, '${op}', ${t})`, t);
  }
  if (l.type === Oid.date && isInteger(r.type) && (op === '+' || op === '-')) return result(`pg_date_pli(${l.sql}, ${op === '-' ? `-(${r.sql})` : r.sql})`, Oid.date);
  if (isInteger(l.type) && r.type === Oid.date && op === '+') return result(`pg_date_pli(${r.sql}, ${l.sql})`, Oid.date);
  if (l.type === Oid.date && r.type === Oid.date && op === '-') return result(`pg_date_mi(${l.sql}, ${r.sql})`, Oid.int4);
  return noOperator(env, op, l, r, location);
}

/** `text ^@ text` (starts_with); untyped literals are text. */
function startsWith(l: Expr, r: Expr, env: ExprEnv, location?: number): Expr {
  const ok = (e: Expr): boolean => e.type === Oid.unknown || isString(e.type);
  if (!ok(l) || !ok(r)) return noOperator(env, '^@', l, r, location);
  const a = coerce(env.scope.ctx, l, Oid.text, -1, 'implicit');
  const b = coerce(env.scope.ctx, r, Oid.text, -1, 'implicit');
  return boolResult(`pg_starts_with(${a.sql}, ${b.sql})`, a, b);
}

function concat(l0: Expr, r0: Expr, env: ExprEnv, location?: number): Expr {
  const ctx = env.scope.ctx;
  checkCharConcat(ctx, l0, r0, location);
  // an untyped literal beside jsonb or bytea is taken as that type (the exact jsonb || jsonb, bytea || bytea)
  const same = (t: number): boolean => (l0.type === t && (r0.type === t || r0.type === Oid.unknown)) || (r0.type === t && l0.type === Oid.unknown);
  for (const [t, fn] of [[Oid.jsonb, 'pg_jsonb_concat'], [Oid.bytea, 'pg_bytea_concat']] as const) {
    if (!same(t)) continue;
    const a = coerce(ctx, l0, t, -1, 'implicit');
    const b = coerce(ctx, r0, t, -1, 'implicit');
    return { sql: `${fn}(${a.sql}, ${b.sql})`, type: t, typmod: -1, name: '?column?', hasAgg: a.hasAgg || b.hasAgg };
  }
  const lt = l0.type === Oid.unknown ? Oid.text : l0.type;
  const rt = r0.type === Oid.unknown ? Oid.text : r0.type;
  const arrays = arrayConcat(...compatibleArrays(...unknownAsArray(l0, r0, env), env)) ?? elementConcat(l0, r0, env);
  if (arrays) return arrays;
  // text || anynonarray / anynonarray || text: a side with an implicit cast to text ("char" too)
  if (!isString(lt) && !isString(rt) && lt !== Oid.char && rt !== Oid.char) noOperator(env, '||', l0, r0, location);
  const a = coerce(ctx, l0, Oid.text, -1, 'explicit');
  const b = coerce(ctx, r0, Oid.text, -1, 'explicit');
  return { sql: `(${a.sql} || ${b.sql})`, type: Oid.text, typmod: -1, name: '?column?', hasAgg: a.hasAgg || b.hasAgg };
}

/** `anycompatiblearray || anycompatiblearray` of different element types: both as arrays of their common type (numeric[] || integer[]). */
function compatibleArrays(l: Expr, r: Expr, env: ExprEnv): [Expr, Expr] {
  const le = arrayElementOf(l.type);
  const re = arrayElementOf(r.type);
  if (le === undefined || re === undefined || le === re) return [l, r];
  const common = commonType([le, re]);
  const at = common === undefined ? undefined : arrayTypeOf(common);
  if (at === undefined) return [l, r];
  const ctx = env.scope.ctx;
  // the element casts are implicit ones (commonType); an array cast is spelled as the explicit form
  return [coerce(ctx, l, at, -1, 'explicit'), coerce(ctx, r, at, -1, 'explicit')];
}

/** `anyarray || unknown` (and the mirror): PostgreSQL takes the untyped side as the array's type (array_cat). */
function unknownAsArray(l: Expr, r: Expr, env: ExprEnv): [Expr, Expr] {
  const ctx = env.scope.ctx;
  if (l.type === Oid.unknown && arrayElementOf(r.type) !== undefined) return [coerce(ctx, l, r.type, -1, 'implicit'), r];
  if (r.type === Oid.unknown && arrayElementOf(l.type) !== undefined) return [l, coerce(ctx, r, l.type, -1, 'implicit')];
  return [l, r];
}

/** `array || element` and `element || array` (array_append / array_prepend). */
function elementConcat(l: Expr, r: Expr, env: ExprEnv): Expr | undefined {
  const la = arrayElementOf(l.type) !== undefined;
  const ra = arrayElementOf(r.type) !== undefined;
  if (la === ra) return undefined;
  const hasAgg = l.hasAgg || r.hasAgg;
  const named = (out: { sql: string; type: number } | undefined): Expr | undefined =>
    out ? { sql: out.sql, type: out.type, typmod: -1, name: '?column?', hasAgg } : undefined;
  if (la && r.type !== Oid.unknown) return named(ARRAY_FUNCTIONS['array_append']?.([l, r], env));
  if (ra && l.type !== Oid.unknown) return named(ARRAY_FUNCTIONS['array_prepend']?.([l, r], env));
  return undefined;
}

function unary(op: string, e0: Expr, env: ExprEnv, location?: number, node?: unknown): Expr {
  const e = unaryOperator(op, e0, env, location);
  // every prefix operator is strict: over a NULL constant the planner folds it to NULL
  if (!e0.isNull) return guardNullFolding(e, [e0], [node]);
  return !e.isNull ? foldStrictNull(e, [e0], [true]) : e;
}

function unaryOperator(op: string, e0: Expr, env: ExprEnv, location?: number): Expr {
  const ctx = env.scope.ctx;
  const hs = hstoreUnary(op, e0, env) ?? macUnary(op, e0);
  if (hs) return hs;
  const pick = unknownPrefixOperand(ctx, op, e0, location);
  if (pick !== undefined) return unary(op, coerce(ctx, e0, pick, -1, 'implicit'), env, location);
  const math = tsPrefixOperator(op, e0, env, location) ?? bitUnary(op, e0) ?? geoPrefixOperator(op, e0, env, location) ?? mathOperator(op, null, e0, env, location);
  if (math) return math;
  const e = e0.type === Oid.unknown ? coerce(ctx, e0, e0.param !== undefined ? Oid.int4 : Oid.numeric, -1, 'implicit') : e0;
  if (op === '-' && isFloat(e.type)) return { sql: `pg_float_arith(0, ${e.sql}, 'neg', ${e.type})`, type: e.type, typmod: -1, name: '?column?', hasAgg: e.hasAgg };
  if (op === '+' && isNumeric(e.type)) return { ...e, name: '?column?', column: undefined };
  if (op === '-' && isNumeric(e.type)) {
    const sql =
      e.type === Oid.numeric ? `pg_numeric_neg(${e.sql})` : isInteger(e.type) ? `pg_int_check((- ${e.sql}), ${e.type})` : `(- ${e.sql})`;
    return { sql, type: e.type, typmod: -1, name: '?column?', hasAgg: e.hasAgg };
  }
  return datetimeUnary(op, e) ?? noOperator(env, op, null, e, location);
}

function translateIn(f: Fields, op: string, env: ExprEnv, location?: number): Expr {
  const l = translateExpr(f['lexpr'], env);
  const nodes = listItems(f['rexpr']);
  const items = nodes.map((n) => translateExpr(n, env));
  const e = anyArrayComputed(translateInList(l, items, nodes, op, env, location), l, items, nodes);
  if (l.isNull || e.hasAgg) return e;
  // `x IN (y)` is the operator `x = y` (transformAExprIn), strict: it folds to NULL with y (x
  // unevaluated unless a constant), or with x where x folds to NULL while planning
  if (items.length === 1) {
    const item = items[0] as Expr;
    if (item.isNull) return foldStrictNull(e, [l, item], [isConstantNode(f['lexpr']), true]);
    return guardNullFolding(e, [l, item], [f['lexpr'], nodes[0]]);
  }
  // more items: the OR (NOT IN: AND) of x = item, strict, where at most one item reads no column
  // or the common type has no array type (an array's: no array of arrays); otherwise two or more
  // are one x = ANY (ARRAY[…]): NULL where every item folds to NULL, x unevaluated unless a
  // constant (`' '::timestamptz IN (NULL, NULL + a1)`, `''::text::text[] IN (NULL, NULL)` are NULL)
  const t = commonType([l.type, ...items.map((i) => i.type)]);
  const anyArray = t !== undefined && arrayElementOf(t) === undefined;
  if ((!anyArray || nodes.filter((n) => !readsColumnOrStandIn(n)).length <= 1) && items.every((i) => i.isNull)) {
    return foldStrictNull(e, [l, ...items], [isConstantNode(f['lexpr']), ...items.map(() => true)]);
  }
  // x folding to a NULL constant while planning: as `NULL IN (…)` (in-list-null.ts)
  const lWhen = foldsNullWhen(l, f['lexpr']);
  if (lWhen !== undefined && t !== undefined && t !== Oid.json) {
    return { ...e, sql: `(CASE WHEN ${lWhen} THEN ${nullInListSql(items, nodes, arrayElementOf(t) === undefined)} ELSE ${e.sql} END)` };
  }
  return e;
}

/**
 * `x IN (a, b, …)` with two or more items of no column over a type with an array type is
 * `x = ANY (ARRAY[a, b, …])` (transformAExprIn): x and the whole array are computed before any
 * comparison, where SQLite's IN stops at the first item equal to x — `false IN (false,
 * 'ab'::text::boolean)` raises 22P02 in PostgreSQL. Those items (not literals) are computed
 * first, with x, in `pg_strict_null`, which is NULL.
 */
function anyArrayComputed(e: Expr, l: Expr, items: readonly Expr[], nodes: readonly AstNode[]): Expr {
  if (e.isNull || e.hasAgg || l.isNull) return e;
  const t = commonType([l.type, ...items.map((i) => i.type)]);
  if (t === undefined || arrayElementOf(t) !== undefined) return e;
  const nonvars = nodes.map((n, i) => (readsColumnOrStandIn(n) ? undefined : items[i])).filter((i): i is Expr => i !== undefined);
  if (nonvars.length < 2 || nonvars.every((i) => i.isNull || i.literal !== undefined || i.constant !== undefined || i.param !== undefined)) return e;
  return { ...e, sql: `COALESCE(pg_strict_null(${[l, ...nonvars].map((i) => i.sql).join(', ')}), ${e.sql})` };
}

function translateInList(l: Expr, items: Expr[], nodes: AstNode[], op: string, env: ExprEnv, location?: number): Expr {
  const ctx = env.scope.ctx;
  const t = commonType([l.type, ...items.map((i) => i.type)]);
  // json has no equality operator: PostgreSQL refuses `json IN (…)` while parsing, NULLs or not
  if (t === Oid.json) noOperator(env, op === '<>' ? '<>' : '=', { ...l, type: t }, { ...l, type: t }, location);
  // nor has refcursor (its IN list's unknown literals are named as such)
  if (t === Oid.refcursor) noOperator(env, op === '<>' ? '<>' : '=', l, items.find((i) => i.type !== l.type) ?? l, location);
  if (t !== undefined && l.isNull && !l.hasAgg) return boolResult(nullInListSql(items, nodes, arrayElementOf(t) === undefined), l, ...items);
  // No common type: parse_expr.c transformAExprIn falls back to `l = a OR l = b …` (`<> … AND` for NOT IN),
  // each comparison resolved on its own (oid IN (int2 params), psycopg's small ints).
  if (t === undefined) {
    const parts = items.map((i) => compare(op === '<>' ? '<>' : '=', ...unify(l, i, env, '=', location), env, location));
    return boolResult(`(${parts.map((p) => p.sql).join(op === '<>' ? ' AND ' : ' OR ')})`, l, ...items);
  }
  geoComparable(ctx, op, l, items[0] ?? l, location);
  const a = comparedAs(ctx, l, t);
  const list = items.map((i) => comparedAs(ctx, i, t));
  const negate = op === '<>';
  if (t === Oid.numeric || isFloat(t)) {
    const fn = t === Oid.numeric ? 'pg_numeric_cmp' : 'pg_float_cmp';
    const ors = list.map((i) => `${fn}(${a.sql}, ${i.sql}) = 0`).join(' OR ');
    return boolResult(negate ? `(NOT (${ors}))` : `(${ors})`, a, ...list);
  }
  const keyed = t === Oid.interval || t === Oid.timetz || t === Oid.jsonb || rangeSpecOf(t) !== undefined || multirangeSpecOf(t) !== undefined ? (e: Expr) => orderKeySql({ ...e, type: t }) as string : (e: Expr) => e.sql;
  const sql = `(${keyed(a)} ${negate ? 'NOT IN' : 'IN'} (${list.map(keyed).join(', ')}))`;
  return boolResult(sql, a, ...list);
}

function translateBetween(f: Fields, kind: string, env: ExprEnv, location?: number): Expr {
  const x = translateExpr(f['lexpr'], env);
  const [loNode, hiNode] = listItems(f['rexpr']) as [AstNode, AstNode];
  // PostgreSQL's parser writes `x >= lo AND x <= hi` and transforms it in that order: an untyped
  // parameter x is typed by lo before hi is read (`$1 BETWEEN 1 AND length('a' || $1)`: int)
  const [a1, lo] = unify(x, translateExpr(loNode, env), env, '>=', location);
  const x2 = x.param !== undefined ? translateExpr(f['lexpr'], env) : x;
  const [a2, hi] = unify(x2, translateExpr(hiNode, env), env, '<=', location);
  const geNode = comparisonNode('>=', f['lexpr'], loNode, operatorFolds('>=', a1.type, lo.type));
  const leNode = comparisonNode('<=', f['lexpr'], hiNode, operatorFolds('<=', a2.type, hi.type));
  const ge = strictNullComparison(guardNullFolding(compare('>=', a1, lo, env, location), [a1, lo], [f['lexpr'], loNode]), geNode, env);
  const le = strictNullComparison(guardNullFolding(compare('<=', a2, hi, env, location), [a2, hi], [f['lexpr'], hiNode]), leNode, env);
  // in a qual a NULL constant comparison is FALSE: BETWEEN is false, NOT BETWEEN the other comparison
  // (SYMMETRIC: the OR of two such ANDs, each with a NULL comparison)
  if (isQualTop(f) && (ge.isNull || le.isNull) && kind !== 'AEXPR_NOT_BETWEEN_SYM') {
    if (!kind.startsWith('AEXPR_NOT') || (ge.isNull && le.isNull)) return boolResult('0', x, lo, hi);
    return boolResult(`(NOT ${ge.isNull ? le.sql : ge.sql})`, x, lo, hi);
  }
  let sql = `(${ge.sql} AND ${le.sql})`;
  // as the AND PostgreSQL's parser writes: a constant false comparison drops the other one unevaluated
  const folded = kind.endsWith('_SYM') ? undefined : constantAndOr('AND_EXPR', [geNode, leNode], [ge, le], undefined, isQualTop(f));
  if (folded !== undefined) sql = folded;
  else {
    // a term of a qual: its comparisons are qual terms, tested cheapest first (between-qual-terms.ts)
    const qual = kind === 'AEXPR_BETWEEN' && !ge.isNull && !le.isNull ? betweenQualSql(f, { node: geNode, sql: ge.sql }, { node: leNode, sql: le.sql }) : undefined;
    // as a value the AND stops at a false first comparison, as PostgreSQL's (bool-short-circuit.ts)
    sql = qual ?? (isQualTop(f) ? sql : shortCircuitSql('AND_EXPR', { args: [geNode, leNode] }, [ge, le], sql, true));
  }
  if (kind.endsWith('_SYM')) {
    const ge2 = compare('>=', a1, hi, env, location);
    const le2 = compare('<=', a2, lo, env, location);
    sql = `(${sql} OR (${ge2.sql} AND ${le2.sql}))`;
  }
  if (kind.startsWith('AEXPR_NOT')) sql = `(NOT ${sql})`;
  // both comparisons NULL constants: the planner's AND of them is the NULL constant
  if (ge.isNull && le.isNull && !kind.endsWith('_SYM')) return { ...boolResult(sql, x, lo, hi), isNull: true };
  return boolResult(sql, x, lo, hi);
}

/** A BETWEEN comparison with a NULL constant side: NULL, of its other side only the plan-time constants computed. */
function strictNullComparison(e: Expr, node: AstNode, env: ExprEnv): Expr {
  if (!foldsToNull(node) || e.hasAgg) return e;
  return { ...e, sql: foldedConstantsSql(node, (n) => translateExpr(n, env)), isNull: true };
}

/** AND / OR / NOT. */
export function translateBoolExpr(f: Fields, env: ExprEnv): Expr {
  if (f['boolop'] === 'NOT_EXPR' && isQualNot(f)) {
    // pushed down in a qual, its operands folding to FALSE dropped (negated-qual.ts)
    const dropped = qualNegationDropped({ BoolExpr: f } as unknown as AstNode);
    if (dropped !== undefined) {
      markTopQual(dropped, false);
      return asBool(translateExpr(dropped, env), env);
    }
  }
  // the planner flattens an AND nested in a qual's top AND into its list (`a AND (b AND c)`: three
  // terms, tested cheapest first with the others)
  if (f['boolop'] === 'AND_EXPR' && isTopAnd(f)) {
    const flat = andTerms({ BoolExpr: f } as unknown as AstNode);
    if (flat.length !== (f['args'] as AstNode[]).length) {
      const g: Fields = { ...f, args: flat };
      markTopQual({ BoolExpr: g }, true);
      if (isOuterJoinQual(f)) markOuterJoinQual({ BoolExpr: g });
      return translateBoolExpr(g, env);
    }
  }
  // a NOT EXISTS of a qual may become an anti-join; elsewhere (a select list) it is a subplan
  if (f['boolop'] === 'NOT_EXPR' && isQualNot(f)) markNegatedExists((f['args'] as AstNode[] | undefined)?.[0]);
  const args = (f['args'] as AstNode[]).map((n) => asBool(translateExpr(n, env), env));
  const op = f['boolop'] as string;
  if (op === 'NOT_EXPR') return boolResult(`(NOT ${args[0]?.sql})`, ...args);
  // AND with a false constant is false, as PostgreSQL's planner folds it (and as SQLite's parser
  // folds `x AND 0` anyway: written out, a GROUP BY / ORDER BY would read that 0 as a column number).
  if (op === 'AND_EXPR' && args.some((a) => a.sql === '0')) return boolResult('0', ...args);
  // in a qual a NULL constant is FALSE (qual-null-false.ts)
  const qualFolded = isQualTop(f) ? qualNullFolded(op === 'AND_EXPR', args) : undefined;
  if (qualFolded !== undefined) {
    // the OR of the other operands: a constant one among them still decides it (`c OR x OR NULL`)
    const rest = (f['args'] as AstNode[]).filter((_, i) => args[i]?.isNull !== true);
    const restArgs = args.filter((a) => a.isNull !== true);
    const decided = op === 'OR_EXPR' && rest.length > 0 ? constantAndOr('OR_EXPR', rest, restArgs, qualFolded, true, (n) => asBool(translateExpr(n, env), env).sql) : undefined;
    return boolResult(decided ?? qualFolded, ...args);
  }
  const joiner = op === 'AND_EXPR' ? ' AND ' : ' OR ';
  const plain = `(${args.map((a) => a.sql).join(joiner)})`;
  // after the constant operands the rest is a value (a CASE's ELSE): it stops at its deciding operand too
  const folded = constantAndOr(op === 'AND_EXPR' ? 'AND_EXPR' : 'OR_EXPR', f['args'] as AstNode[], args, shortCircuitSql(op === 'AND_EXPR' ? 'AND_EXPR' : 'OR_EXPR', f, args, plain, true), isQualTop(f), (n) => asBool(translateExpr(n, env), env).sql);
  if (folded !== undefined) return boolResult(folded, ...args);
  // as a value, operands after the deciding one stay unevaluated (bool-short-circuit.ts)
  const sql = shortCircuitSql(op === 'AND_EXPR' ? 'AND_EXPR' : 'OR_EXPR', f, args, plain);
  // the terms of a WHERE or ON are tested cheapest first (qual-cost-order.ts)
  if (sql !== plain || !isTopAnd(f)) return boolResult(sql, ...args);
  return boolResult(costOrderedAnd(flatQualTerms(f['args'] as AstNode[], args.map((a) => a.sql)), !isOuterJoinQual(f)), ...args);
}

/** Coerces an expression used as a condition to boolean (42804 otherwise, as PG). */
export function asBool(e: Expr, env: ExprEnv, clause = 'argument of AND'): Expr {
  if (e.type === Oid.bool) return e;
  if (e.type === Oid.unknown) return coerce(env.scope.ctx, e, Oid.bool, -1, 'implicit');
  throw env.scope.ctx.error('datatype_mismatch', `${clause} must be type boolean, not type ${typeName(e.type)}`, e.location);
}

/** IS [NOT] NULL. */
export function translateNullTest(f: Fields, env: ExprEnv): Expr {
  const row = translateRowNullTest(f, env);
  if (row) return row;
  const arg = translateExpr(f['arg'], env);
  const test = f['nulltesttype'] === 'IS_NULL' ? 'IS NULL' : 'IS NOT NULL';
  // a whole-row reference is tested field by field, as a ROW(…)
  const fields = arg.column?.rowFields;
  if (fields !== undefined) return boolResult(fields.length === 0 ? '1' : `(${fields.map((c) => `${c.sql} ${test}`).join(' AND ')})`, arg);
  const composite = compositeNullTestSql(arg, test === 'IS NULL');
  if (composite !== undefined) return boolResult(composite, arg);
  const sql = `(${arg.sql} ${test})`;
  return boolResult(sql, arg);
}

/** IS [NOT] TRUE / FALSE / UNKNOWN. */
export function translateBooleanTest(f: Fields, env: ExprEnv): Expr {
  const arg = asBool(translateExpr(f['arg'], env), env, 'argument of IS TRUE');
  const forms: Record<string, string> = {
    IS_TRUE: `(${arg.sql} IS 1)`,
    IS_NOT_TRUE: `(${arg.sql} IS NOT 1)`,
    IS_FALSE: `(${arg.sql} IS 0)`,
    IS_NOT_FALSE: `(${arg.sql} IS NOT 0)`,
    IS_UNKNOWN: `(${arg.sql} IS NULL)`,
    IS_NOT_UNKNOWN: `(${arg.sql} IS NOT NULL)`,
  };
  return boolResult(forms[f['booltesttype'] as string] ?? 'NULL', arg);
}

