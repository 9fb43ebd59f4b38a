import { type Catalog, Oid, builtinTableName, formatType, type UserAggregateDef, type UserFunctionDef } from '@pgsqlite/catalog';
import { printDefault } from '../ddl/expr-text.js';
import { plainExpression } from '../ddl/expr-plain.js';
import { type AstNode, fieldsOf } from '../parse/ast.js';
import { deparseSync } from 'pgsql-deparser';
import { pgQuoteIdent } from '../ddl/pg-ident.js';
import { lookupSql, oidArg } from './catalog-lookup.js';
import { functionDef } from './fn-functiondef.js';
import type { ScalarImpl } from './scalar-functions.js';

/**
 * pg_get_function_result / pg_get_function_arguments / pg_get_function_identity_arguments of the
 * user SQL functions (psql's \df) and of the built-in ones; NULL for other OIDs.
 */
function byFunction(text: (fn: UserFunctionDef, catalog: Catalog) => string, which: (fn: UserFunctionDef) => boolean, builtin: string): ScalarImpl {
  return (args, env) => {
    const a = args.length === 1 ? oidArg(env, args[0]) : undefined;
    if (!a) return undefined;
    const catalog = env.scope.ctx.catalog;
    const fns = [...(catalog.userFunctions?.() ?? []).filter(which), ...(catalog.userAggregates?.() ?? []).map(aggregateAsFunction)];
    // A built-in function: what PostgreSQL 15 prints for it (captured with its rows).
    const otherwise = `(SELECT ${builtin} FROM ${builtinTableName('pg_proc_text')} WHERE oid = ${a.sql})`;
    return { sql: lookupSql(a.sql, fns.map((fn) => [fn.oid, text(fn, catalog)] as const), otherwise), type: Oid.text, typmod: -1 };
  };
}

/** An aggregate as the function rows these texts are made from (its arguments, VARIADIC, result). */
function aggregateAsFunction(a: UserAggregateDef): UserFunctionDef {
  return {
    oid: a.oid, schema: a.schema, name: a.name, argTypes: a.argTypes, argNames: a.argNames ?? a.argTypes.map(() => ''), argDefaults: a.argTypes.map(() => null), returnType: a.resultType,
    volatility: 'i', strict: false, parallel: 'u', securityDefiner: false, cost: 1, body: '', prosrc: 'aggregate_dummy',
    ...(a.variadic === true ? { modes: a.argTypes.map((_, i) => (i === a.argTypes.length - 1 ? ('v' as const) : ('i' as const))) } : {}),
  };
}

/** pg_get_function_result: `SETOF t`, `TABLE(a integer, …)`, the row type's table name, or the type. */
function resultText(fn: UserFunctionDef, catalog: Catalog): string {
  if (fn.returnsTable === true || fn.modes?.includes('t') === true) return `TABLE(${(fn.outColumns ?? []).map((c) => `${pgQuoteIdent(c.name)} ${formatType(c.type, -1)}`).join(', ')})`;
  const rel = fn.rowRelation === undefined ? undefined : catalog.relationByOid(fn.rowRelation);
  return `${fn.setof === true ? 'SETOF ' : ''}${rel !== undefined ? pgQuoteIdent(rel.name) : formatType(fn.returnType, -1)}`;
}

/** One parameter of a function in declaration order (pg_proc.proallargtypes / proargmodes / proargnames). */
export interface FunctionParameter {
  mode: NonNullable<UserFunctionDef['modes']>[number];
  name: string;
  type: number;
  /** Index into argTypes/argDefaults (input parameters), else -1 */
  arg: number;
}

/** Every parameter of `fn` in declaration order (IN ones, then OUT/TABLE ones for functions stored without modes). */
export function allParameters(fn: UserFunctionDef): FunctionParameter[] {
  const outs = fn.outColumns ?? [];
  const modes = fn.modes ?? [...fn.argTypes.map(() => 'i' as const), ...outs.map(() => (fn.returnsTable === true ? ('t' as const) : ('o' as const)))];
  let a = 0;
  let o = 0;
  return modes.map((mode) => {
    if (mode === 'o' || mode === 't') {
      const c = outs[o++];
      return { mode, name: c?.name ?? '', type: c?.type ?? 0, arg: -1 };
    }
    if (mode === 'b') o++;
    const i = a++;
    return { mode, name: fn.argNames[i] ?? '', type: fn.argTypes[i] ?? 0, arg: i };
  });
}

const MODE_WORD: Record<FunctionParameter['mode'], string> = { i: '', o: 'OUT ', b: 'INOUT ', v: 'VARIADIC ', t: '' };

function argumentList(fn: UserFunctionDef, defaults: boolean): string {
  return allParameters(fn)
    .filter((p) => p.mode !== 't')
    .map((p) => {
      const name = p.name ? `${pgQuoteIdent(p.name)} ` : '';
      const def = p.arg >= 0 ? fn.argDefaults[p.arg] : null;
      const tail = defaults && def ? ` DEFAULT ${printDefault(JSON.parse(def) as AstNode, p.type, -1)}` : '';
      // Procedures' IN arguments print with their mode (pg_get_function_arguments).
      return `${p.mode === 'i' && fn.procedure === true ? 'IN ' : MODE_WORD[p.mode]}${name}${formatType(p.type, -1)}${tail}`;
    })
    .join(', ');
}

/** The three functions, by name. */
export const USER_FUNCTION_DEFS: Record<string, ScalarImpl> = {
  // NULL for a procedure, as for other OIDs.
  pg_get_function_result: byFunction(resultText, (fn) => fn.procedure !== true, 'result'),
  pg_get_function_arguments: byFunction((fn) => argumentList(fn, true), () => true, 'arguments'),
  pg_get_function_identity_arguments: byFunction((fn) => argumentList(fn, false), () => true, 'identity_arguments'),
  pg_get_function_sqlbody: sqlBody,
  pg_get_functiondef: functionDef({ args: (fn) => argumentList(fn, true), result: resultText, sqlBody: standardBody }),
  pg_get_function_arg_default: argDefault,
};

/**
 * pg_get_function_arg_default(oid, n): the DEFAULT of the n-th parameter (counting every
 * parameter, OUT ones too, from 1) of a user routine; NULL for a parameter without one, an OUT
 * parameter, and built-in functions.
 */
function argDefault(...[args, env]: Parameters<ScalarImpl>): ReturnType<ScalarImpl> {
  const a = args.length === 2 ? oidArg(env, args[0]) : undefined;
  const n = args[1];
  if (!a || n === undefined) return undefined;
  const pairs: (readonly [string, string])[] = [];
  for (const fn of env.scope.ctx.catalog.userFunctions?.() ?? []) {
    allParameters(fn).forEach((p, i) => {
      const def = p.arg >= 0 && p.mode !== 'o' && p.mode !== 't' ? fn.argDefaults[p.arg] : null;
      if (def) pairs.push([`${fn.oid}:${i + 1}`, printDefault(JSON.parse(def) as AstNode, p.type, -1)]);
    });
  }
  return { sql: lookupSql(`(${a.sql} || ':' || ${n.sql})`, pairs), type: Oid.text, typmod: -1 };
}

/**
 * pg_get_function_sqlbody: the SQL-standard body of a function declared with RETURN / BEGIN
 * ATOMIC, printed as its RETURN form (pgsqlite keeps the result expression, which both forms
 * reduce to); NULL for an `AS '…'` body and for built-in functions (pg_dump then reads prosrc).
 */
function sqlBody(...[args, env]: Parameters<ScalarImpl>): ReturnType<ScalarImpl> {
  const a = args.length === 1 ? oidArg(env, args[0]) : undefined;
  if (!a) return undefined;
  const pairs = (env.scope.ctx.catalog.userFunctions?.() ?? []).flatMap((fn) => {
    const body = standardBody(fn);
    return body === undefined ? [] : [[fn.oid, body] as const];
  });
  return { sql: lookupSql(a.sql, pairs), type: Oid.text, typmod: -1 };
}

/** The RETURN form of a function declared with RETURN / BEGIN ATOMIC; undefined for an `AS '…'` body. */
function standardBody(fn: UserFunctionDef): string | undefined {
  if (fn.prosrc !== '' || fn.language !== undefined) return undefined;
  if ((fn.body === '' || fn.body === 'null') && fn.query !== undefined) return queryBody(JSON.parse(fn.query) as AstNode, fn.returnType);
  if (typeof fn.body !== 'string' || fn.body === '' || fn.body === 'null') return undefined;
  // ruleutils prints the body without PRETTYFLAG_PAREN: every operator parenthesized
  const pretty = printDefault(JSON.parse(fn.body) as AstNode, fn.returnType, -1);
  return `RETURN ${plainExpression(pretty) ?? pretty}`;
}

/**
 * The body of a function returning rows declared with RETURN / BEGIN ATOMIC (pgsqlite keeps its
 * result query): `RETURN expr` for a bare SELECT of one expression, else BEGIN ATOMIC around the
 * query — text pg_dump can restore (PostgreSQL's own statements before the last return nothing).
 */
function queryBody(query: AstNode, returnType: number): string {
  const sel = fieldsOf(query);
  const targets = (sel['targetList'] as AstNode[] | undefined) ?? [];
  const bare = Object.keys(sel).every((k) => k === 'targetList' || k === 'limitOption' || k === 'op');
  const only = targets.length === 1 ? (fieldsOf(targets[0] as AstNode)['val'] as AstNode | undefined) : undefined;
  if (bare && only !== undefined) {
    const pretty = printDefault(only, returnType, -1);
    return `RETURN ${plainExpression(pretty) ?? pretty}`;
  }
  return `BEGIN ATOMIC\n ${deparseSync({ SelectStmt: sel } as never).trim()};\nEND`;
}
