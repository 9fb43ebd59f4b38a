import { bitConstant } from './bit-ops.js';
import { isBuiltinTypeName } from '../catalog-views/builtin-lookup.js';
import { checkCollationName } from './collation-name.js';
import { Oid, defaultFormatSettings, domainBase, typeByName, typmodFromModifiers, userTypeByOid, type PgType } from '@pgsqlite/catalog';
import { unsupportedBuiltinType } from './unsupported-types.js';
import { resolveUserTypeName } from './user-types.js';
import { type AstNode, type Fields, fieldsOf, names, nodeType, strVal } from '../parse/ast.js';
import { quoteString } from '../sql/quote.js';
import type { PlanCtx } from './context.js';
import type { Expr, ScopeColumn } from './expr-types.js';
import type { Scope } from './scope.js';
import { coerce } from './coerce.js';
import { translateAExpr, translateBoolExpr, translateNullTest, translateBooleanTest } from './operators.js';
import { translateFuncCall, translateSqlValueFunction } from './functions.js';
import { translateCase, translateCoalesce, translateMinMax } from './conditional.js';
import { translateSubLink } from './sublink.js';
import { emptyArrayOf, translateArrayExpr } from './arrays.js';
import { castArrayExpr } from './array-build.js';
import { castRowExpr } from './row-cast.js';
import { translateRowExpr } from './row-expr.js';
import { regCast } from './regclass.js';
import { translateIndirection } from './indirection.js';
import { INLINED_ARG } from './sql-functions.js';
import { EXECUTE_PARAM, translateExecuteParam } from './execute-param.js';
import { foldsNullWhen, withNullWhen } from './plan-time-null.js';
import { sqlConstruct } from '../errors/construct-names.js';
import { castFolds, markUnfoldable } from './plan-time-volatility.js';
import { castCost, noteCastCost } from './cast-cost.js';
import { groupKey } from './group-key.js';

/** Where an expression appears; aggregates are only allowed in some places. */
export interface ExprEnv {
  scope: Scope;
  /** true inside an aggregate's arguments (nested aggregates are an error) */
  inAggregate?: boolean;
  /** aggregates allowed here (SELECT list, HAVING, ORDER BY) */
  allowAggregates?: boolean;
  /** the clause name for messages, e.g. `WHERE` */
  clause?: string;
  /** a domain's CHECK: run inside a subquery (user-types.ts), so not row-local though named `check constraints` */
  domainCheck?: boolean;
  /** set while checking GROUP BY strictness: grouped expressions and grouped columns */
  grouping?: { keys: ReadonlySet<string>; grouped: ReadonlySet<string> };
}

/** Translates one PostgreSQL expression into SQLite SQL with its PostgreSQL type. */
export function translateExpr(node: AstNode, env: ExprEnv): Expr {
  const ctx = env.scope.ctx;
  const t = nodeType(node);
  const f = fieldsOf(node);
  if (env.grouping && !env.inAggregate && !LEAVES.has(t) && t !== INLINED_ARG) {
    const whole = groupedWhole(node, env);
    if (whole) return whole;
  }
  switch (t) {
    case 'A_Const':
      return translateConst(f, ctx);
    case 'ColumnRef':
      return translateColumnRef(f, env);
    case 'ParamRef':
      return translateParam(ctx, f);
    case INLINED_ARG:
      return f['expr'] as Expr;
    case 'TypeCast':
      return translateTypeCast(f, env);
    case EXECUTE_PARAM:
      return translateExecuteParam(f, env);
    case 'A_Expr':
      return translateAExpr(f, env);
    case 'BoolExpr':
      return translateBoolExpr(f, env);
    case 'NullTest':
      return translateNullTest(f, env);
    case 'BooleanTest':
      return translateBooleanTest(f, env);
    case 'FuncCall':
      return translateFuncCall(f, env);
    case 'SQLValueFunction':
      return translateSqlValueFunction(f, env);
    case 'CoalesceExpr':
      return translateCoalesce(f, env);
    case 'MinMaxExpr':
      return translateMinMax(f, env);
    case 'CaseExpr':
      return translateCase(f, env);
    case 'SubLink':
      return translateSubLink(f, env);
    case 'CollateClause':
      checkCollationName(ctx, f['collname'], f['location']);
      return translateExpr(f['arg'], env);
    case 'A_Indirection':
      return translateIndirection(f, env);
    case 'A_ArrayExpr':
      return translateArrayExpr(f, env);
    case 'RowExpr':
      return translateRowExpr(f, env);
    default:
      throw ctx.error('feature_not_supported', `${sqlConstruct(t)} in this position is not supported by pgsqlite`, f['location']);
  }
}

function translateConst(f: Fields, ctx: PlanCtx): Expr {
  const location = f['location'] as number | undefined;
  const base = { typmod: -1, name: '?column?', location };
  if (f['isnull']) return { ...base, sql: 'NULL', type: Oid.unknown, isNull: true };
  if (f['ival'] !== undefined) {
    const v = Number(f['ival']['ival'] ?? 0);
    return { ...base, sql: String(v), type: Oid.int4, constant: { value: v } };
  }
  if (f['fval'] !== undefined) {
    // PostgreSQL types a numeric literal as int8 when it fits, else numeric (it is kept exact).
    const text = String(f['fval']['fval'] ?? '0');
    if (/^-?\d+$/.test(text)) {
      const big = BigInt(text);
      // make_const: an integer literal too large for the lexer's int is int4 if it fits, else int8.
      if (big >= -(2n ** 31n) && big < 2n ** 31n) return { ...base, sql: big.toString(), type: Oid.int4, constant: { value: Number(big) } };
      if (big >= -(2n ** 63n) && big < 2n ** 63n) return { ...base, sql: big.toString(), type: Oid.int8, constant: { value: big } };
    }
    const num = typeByName('numeric') as PgType;
    const value = num.fromText(text, -1, defaultFormatSettings);
    return { ...base, sql: quoteString(String(value)), type: Oid.numeric, constant: { value } };
  }
  if (f['boolval'] !== undefined) {
    const v = f['boolval']['boolval'] ? 1 : 0;
    return { ...base, sql: String(v), type: Oid.bool, constant: { value: v } };
  }
  if (f['sval'] !== undefined) {
    const s = String(f['sval']['sval'] ?? '');
    return { ...base, sql: quoteString(s), type: Oid.unknown, literal: s };
  }
  // B'…' / X'…' are constants of type bit
  if (f['bsval'] !== undefined) return { ...bitConstant(ctx, String(f['bsval']['bsval'] ?? ''), f['location'] as number | undefined), name: base.name };
  return { ...base, sql: 'NULL', type: Oid.unknown, isNull: true };
}


/** Nodes the GROUP BY check never matches as a whole (columns are checked one by one; sub-queries have their own level). */
const LEAVES = new Set(['ColumnRef', 'A_Const', 'ParamRef', 'SubLink']);

/**
 * parseCheckAgg's matching of grouped expressions anywhere in an expression: a sub-expression
 * equal to a GROUP BY expression is grouped as a whole, whatever columns it reads
 * (`(g/2)::numeric` under GROUP BY g/2).
 */
function groupedWhole(node: AstNode, env: ExprEnv): Expr | undefined {
  try {
    const e = translateExpr(node, { ...env, grouping: undefined });
    return env.grouping?.keys.has(groupKey(e)) ? e : undefined;
  } catch {
    return undefined;
  }
}

function translateColumnRef(f: Fields, env: ExprEnv): Expr {
  const fields = (f['fields'] as AstNode[]).map((n) => (nodeType(n) === 'A_Star' ? '*' : strVal(n)));
  const location = f['location'] as number | undefined;
  const star = fields[fields.length - 1] === '*';
  if (star && fields.length < 2) {
    throw env.scope.ctx.error('feature_not_supported', 'row-valued * in this position is not supported by pgsqlite', location);
  }
  // `alias.*` outside a target list or ROW(): the whole-row value, as PostgreSQL reads it
  const col = star ? env.scope.resolveWholeRow(fields[fields.length - 2] as string, location) : env.scope.resolve(fields, location);
  const g = env.grouping;
  const isGrouped = (c: ScopeColumn): boolean => g !== undefined && (g.keys.has(groupKey(c)) || g.grouped.has(groupKey(c)));
  const ofThisLevel = env.scope.entries.some((e) => (col.system === true ? e.alias === col.rangeAlias : e.columns.includes(col)));
  if (g && !env.inAggregate && !isGrouped(col) && ofThisLevel) {
    // a USING merged column is grouped when the side columns it reads are (PostgreSQL checks the join alias's expression)
    const missing = col.sources === undefined ? col : col.sources.find((c) => !isGrouped(c));
    if (missing !== undefined) {
      // the merged column's expression (a coercion, COALESCE) carries no position of its own
      const plain = col.sources === undefined || (col.sources.length === 1 && col.sources[0]?.sql === col.sql && col.sources[0]?.type === col.type);
      throw env.scope.ctx.error(
        'grouping_error',
        `column "${missing.rangeAlias}.${missing.name}" must appear in the GROUP BY clause or be used in an aggregate function`,
        plain ? location : undefined,
      );
    }
  }
  if (g && !env.inAggregate && col.rowFields?.some((c) => !g.keys.has(groupKey(c)) && !g.grouped.has(groupKey(c)))) {
    // a whole-row reference needs every column of its row grouped (or functionally dependent)
    throw env.scope.ctx.error('grouping_error', `column "${col.name}.*" must appear in the GROUP BY clause or be used in an aggregate function`, location);
  }
  return { sql: col.sql, type: col.type, typmod: col.typmod, name: col.name, nameStrength: 2, column: col, location, ...(col.domain !== undefined ? { domain: col.domain } : {}) };
}

/**
 * The largest `$n` a statement may name. PostgreSQL's bound is MaxAllocSize / sizeof(Oid)
 * (268,435,455); pgsqlite keeps arrays per parameter number, so it stops at 2^20. A Bind carries
 * at most 65,535 values, so a statement naming more can be prepared and described, never run.
 */
const MAX_PARAM_NUMBER = 1 << 20;

function translateParam(ctx: PlanCtx, f: Fields): Expr {
  const n = Number(f['number'] ?? 0);
  const location = f['location'] as number | undefined;
  if (n < 1 || n > MAX_PARAM_NUMBER || !ctx.paramsAllowed) throw ctx.error('undefined_parameter', `there is no parameter $${n}`, location);
  const sql = ctx.paramMarker(n);
  const known = ctx.paramTypes[n - 1] ?? 0;
  const typmod = ctx.paramTypmods[n - 1] ?? -1;
  if (known && userTypeByOid(ctx.catalog, known)?.kind === 'd') {
    // a parameter of a domain type is a value of its base type (as a column of it: coerceUserType)
    const base = domainBase(ctx.catalog, known);
    return { sql, type: base.oid, typmod: typmod >= 0 ? typmod : base.typmod, name: '?column?', location, domain: known };
  }
  if (known) return { sql, type: known, typmod, name: '?column?', location };
  return { sql, type: Oid.unknown, typmod: -1, name: '?column?', param: n, location };
}

/** Resolves a TypeName node to (oid, typmod); unknown → 42704 as PostgreSQL. */
export function resolveTypeName(ctx: PlanCtx, typeName: Fields): { oid: number; typmod: number } {
  const parts = names(typeName['names']);
  let base = parts.filter((p) => p !== 'pg_catalog').join('.');
  // The grammar turns SQL's CHAR into pg_catalog.bpchar; a bare "char" is the one-byte type.
  if (parts.length === 1 && base === 'char') base = '"char"';
  const isArray = Array.isArray(typeName['arrayBounds']) && typeName['arrayBounds'].length > 0;
  const t = typeByName(isArray ? `${base}[]` : base);
  const location = typeName['location'] as number | undefined;
  const user = t ? undefined : resolveUserTypeName(ctx, parts, isArray);
  if (user) return user;
  if (!t) {
    const missing = unsupportedBuiltinType(parts);
    if (missing !== undefined) throw ctx.error('feature_not_supported', `type ${missing} is not supported by pgsqlite`, location);
    // PostgreSQL 15 has it (pg_type lists it) but pgsqlite does not implement it: refused, named.
    const builtin = (parts.length === 1 || (parts.length === 2 && parts[0] === 'pg_catalog')) && isBuiltinTypeName(parts[parts.length - 1] ?? '');
    if (builtin) throw ctx.error('feature_not_supported', `type ${parts.join('.')} is not supported by pgsqlite`, location);
    throw ctx.error('undefined_object', `type "${parts.join('.')}" does not exist`, location);
  }
  const mods: number[] = [];
  for (const m of (typeName['typmods'] as AstNode[] | undefined) ?? []) {
    const c = fieldsOf(m);
    if (nodeType(m) === 'A_Const' && c['ival'] !== undefined) mods.push(Number(c['ival']['ival'] ?? 0));
    else throw ctx.error('syntax_error', 'type modifiers must be simple constants or identifiers', location);
  }
  const typmod = mods.length > 0 ? typmodFromModifiers(t, mods) : -1;
  return { oid: t.oid, typmod };
}

function translateTypeCast(f: Fields, env: ExprEnv): Expr {
  const ctx = env.scope.ctx;
  const reg = regCast(env, f['typeName'], () => translateExpr(f['arg'], env), f['location']);
  if (reg) return reg;
  const { oid, typmod } = resolveTypeName(ctx, f['typeName']);
  const arg = emptyArrayOf(f['arg'], oid) ?? castArrayExpr(f['arg'], oid, typmod, env) ?? castRowExpr(f['arg'], oid, env, f['location'] as number | undefined) ?? translateExpr(f['arg'], env);
  if (!castFolds(arg.type, oid)) markUnfoldable(f);
  const out = coerce(ctx, { ...arg, location: arg.location ?? f['location'] }, oid, typmod, 'explicit', f['location'] as number | undefined);
  // its per-row cost, for the order PostgreSQL tests a qual's terms in (qual-cost-order.ts)
  noteCastCost(f, castCost(arg.type, arg.typmod, out.type, typmod, out.domain !== undefined));
  // FigureColname: a cast keeps a column's or function's name; otherwise it is named after the type.
  const keep = (arg.nameStrength ?? 0) >= 2;
  const name = keep ? arg.name : castName(f['typeName']);
  const cast: Expr = { ...out, name, nameStrength: keep ? 2 : 1, column: undefined, literal: undefined, param: undefined };
  // strict: NULL where its argument folds to a NULL constant (a domain's checks are not folded)
  return cast.domain === undefined ? withNullWhen(cast, foldsNullWhen(arg, f['arg'])) : cast;
}

function castName(typeName: Fields): string {
  const parts = names(typeName['names']);
  return parts[parts.length - 1] ?? '?column?';
}
