import { Oid, formatType, type UserFunctionDef } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { PARAM_MARK, finishSql } from '../analyze/context.js';
import type { Expr } from '../analyze/expr-types.js';
import type { Plan } from '../plan.js';
import { typeLabel } from '../ddl/type-label.js';

/**
 * A call of a PL/pgSQL function that the session runs before the statement that contains it
 * (better-sqlite3 cannot run SQL from inside a SQLite function): its arguments are computed by a
 * SELECT, the body runs in the session's PL/pgSQL interpreter, and the result is bound as an extra
 * parameter of the statement (a value, or the rows as a JSON array of arrays read by json_each).
 * Only calls PostgreSQL itself evaluates once are hoisted this way (pl-call-sites.ts).
 */
export interface PlCall {
  /** The function's name, and its signature as CONTEXT lines name it (`f(integer)`) */
  name: string;
  signature: string;
  /** `CREATE FUNCTION …` with the body, for the PL/pgSQL grammar (parameters and result as declared) */
  createSql: string;
  /** The body as the PL/pgSQL scanner reads it */
  body: string;
  /** Every parameter in declaration order: its name ('' unnamed), mode and type */
  params: readonly PlParam[];
  /** `SELECT arg1, arg2, …` (the IN arguments coerced to the declared types), or null without any */
  args: { sql: string; paramOrder: number[] } | null;
  /** scalar: one value; rows: a JSON array of rows; void: '' */
  result: 'scalar' | 'rows' | 'void';
  setof: boolean;
  /** The declared result type (a scalar's, or record) */
  returnType: number;
  returnTypname: string;
  /** The result columns (rows; a scalar's one column) */
  columns: readonly { name: string; type: number; typname: string }[];
  /** RETURNS SETOF/TABLE of a row (OUT/TABLE parameters, a table type, a column definition list): RETURN NEXT gives rows */
  composite: boolean;
  strict: boolean;
  /** proconfig: the `name=value` settings the body runs under (restored when it returns) */
  config?: readonly string[];
}

export interface PlParam {
  name: string;
  mode: 'i' | 'o' | 'b' | 'v' | 't';
  type: number;
  typname: string;
}

/** First parameter number of hoisted results in plan SQL; renumbered after the client's when the plan is finished. */
const HOIST_BASE = 1_000_000;

/** The marker of each call site (its FuncCall AST node) already hoisted, by PlanCtx. */
const sites = new WeakMap<PlanCtx, Map<object, string>>();

/** Calls hoisted while planning one statement (by PlanCtx), in the order they must run. */
const pending = new WeakMap<PlanCtx, { call: PlCall; argsRaw: string | null }[]>();

/** Whether `fn` is a PL/pgSQL function the session's interpreter runs (not a procedure or trigger function). */
export function isPlFunction(fn: UserFunctionDef): boolean {
  return fn.language === 'plpgsql' && fn.procedure !== true && fn.returnType !== TRIGGER_OID;
}

const TRIGGER_OID = 2279;

/** Every parameter of `fn` in declaration order (types spelled as the catalog names them). */
export function plParams(fn: UserFunctionDef, ctx: PlanCtx): PlParam[] {
  const formatType = (oid: number, typmod: number): string => typeLabel(ctx.catalog, ctx.searchPath, oid, typmod);
  const modes = fn.modes ?? fn.argTypes.map(() => 'i' as const);
  const out: PlParam[] = [];
  let inputs = 0;
  let outputs = 0;
  for (const mode of modes) {
    if (mode === 'o' || mode === 't') {
      const c = fn.outColumns?.[outputs++];
      out.push({ name: c?.name ?? '', mode, type: c?.type ?? Oid.text, typname: formatType(c?.type ?? Oid.text, -1) });
      continue;
    }
    if (mode === 'b') outputs++;
    const type = fn.argTypes[inputs] ?? Oid.text;
    out.push({ name: fn.argNames[inputs] ?? '', mode, type, typname: formatType(type, -1) });
    inputs++;
  }
  return out;
}

function quoteIdent(name: string): string {
  return `"${name.split('"').join('""')}"`;
}

/** A dollar-quote tag not in `body`. */
function quoteTag(body: string): string {
  let tag = '$pgsqlite_fn$';
  for (let n = 0; body.includes(tag); n++) tag = `$pgsqlite_fn${n}$`;
  return tag;
}

const MODE_WORDS: Readonly<Record<PlParam['mode'], string>> = { i: 'IN', o: 'OUT', b: 'INOUT', v: 'VARIADIC', t: 'OUT' };

/** The CREATE FUNCTION statement PL/pgSQL compiles `fn`'s body with. */
function createSqlOf(fn: UserFunctionDef, params: readonly PlParam[], body: string, returns: string): string {
  const list = params
    .filter((p) => p.mode !== 't')
    .map((p) => `${MODE_WORDS[p.mode]} ${p.name === '' ? '' : `${quoteIdent(p.name)} `}${p.typname}`)
    .join(', ');
  const table = params.filter((p) => p.mode === 't');
  const ret = table.length > 0 ? `TABLE(${table.map((p) => `${quoteIdent(p.name)} ${p.typname}`).join(', ')})` : returns;
  const tag = quoteTag(body);
  return `CREATE FUNCTION ${quoteIdent(fn.name)}(${list}) RETURNS ${ret} LANGUAGE plpgsql AS ${tag}${body}${tag}`;
}

/**
 * Notes a call of `fn` with `args` (coerced to the declared types) to run before the statement;
 * gives the SQL of its result (a parameter marker). `columns`: the rows' columns (a column
 * definition list, OUT/TABLE parameters, a table's), or the one column of a scalar.
 */
export function hoistPlCall(ctx: PlanCtx, fn: UserFunctionDef, body: string, args: readonly Expr[], result: PlCall['result'], columns: readonly { name: string; type: number }[], composite: boolean, site?: object): string {
  // The same call translated again (a clause planned twice) is the same call: it runs once.
  const known = site === undefined ? undefined : sites.get(ctx)?.get(site);
  if (known !== undefined) return known;
  const params = plParams(fn, ctx);
  const label = (oid: number): string => typeLabel(ctx.catalog, ctx.searchPath, oid, -1);
  const returnTypname = fn.rowRelation !== undefined ? formatRelation(ctx, fn.rowRelation) : label(fn.returnType);
  const returns = `${fn.setof === true ? 'SETOF ' : ''}${returnTypname}`;
  const call: PlCall = {
    name: fn.name,
    signature: `${fn.name}(${fn.argTypes.map(label).join(',')})`,
    createSql: createSqlOf(fn, params, body, returns),
    body,
    params,
    args: null,
    result,
    setof: fn.setof === true,
    returnType: fn.returnType,
    returnTypname,
    columns: columns.map((c) => ({ name: c.name, type: c.type, typname: label(c.type) })),
    composite,
    strict: fn.strict,
    ...(fn.config === undefined ? {} : { config: fn.config }),
  };
  const list = pending.get(ctx) ?? [];
  pending.set(ctx, list);
  list.push({ call, argsRaw: args.length === 0 ? null : `SELECT ${args.map((a) => a.sql).join(', ')}` });
  const marker = `${PARAM_MARK}${HOIST_BASE + list.length - 1}${PARAM_MARK}`;
  if (site !== undefined) {
    const bySite = sites.get(ctx) ?? new Map<object, string>();
    sites.set(ctx, bySite);
    bySite.set(site, `${marker}`);
  }
  return marker;
}

function formatRelation(ctx: PlanCtx, oid: number): string {
  const rel = ctx.catalog.relationByOid(oid);
  return rel === undefined ? 'record' : `${quoteIdent(rel.schema)}.${quoteIdent(rel.name)}`;
}

/**
 * The plan with the calls hoisted while planning it: their results become parameters after the
 * client's (every paramOrder renumbered). A plan that is not one SQLite statement (DDL, COPY, …)
 * cannot take them: 0A000.
 */
export function withPlCalls(ctx: PlanCtx, plan: Plan): Plan {
  const list = pending.get(ctx);
  if (list === undefined || list.length === 0) return plan;
  pending.delete(ctx);
  sites.delete(ctx);
  if (plan.kind !== 'sql') {
    throw ctx.error('feature_not_supported', `calling PL/pgSQL function ${list[0]?.call.name ?? ''} in this statement is not supported by pgsqlite`);
  }
  const base = plan.paramTypes.length;
  const renumber = (n: number): number => (n >= HOIST_BASE ? base + (n - HOIST_BASE) + 1 : n);
  const calls = list.map(({ call, argsRaw }) => {
    if (argsRaw === null) return call;
    const { sql, paramOrder } = finishSql(argsRaw);
    return { ...call, args: { sql, paramOrder: paramOrder.map(renumber) } };
  });
  return { ...(renumberDeep(plan, renumber) as typeof plan), plCalls: calls };
}

function renumberDeep(node: unknown, renumber: (n: number) => number): unknown {
  if (Array.isArray(node)) return node.map((n) => renumberDeep(n, renumber));
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    out[k] = k === 'paramOrder' && Array.isArray(v) ? v.map((n) => (typeof n === 'number' ? renumber(n) : n)) : renumberDeep(v, renumber);
  }
  return out;
}
