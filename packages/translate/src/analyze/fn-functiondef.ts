import { type Catalog, Oid, builtinTableName, splitSearchPath, type UserFunctionDef } from '@pgsqlite/catalog';
import { pgQuoteIdent } from '../ddl/pg-ident.js';
import { LIST_QUOTE, configEntries } from '../ddl/function-config.js';
import { lookupSql, oidArg } from './catalog-lookup.js';
import type { ScalarImpl } from './scalar-functions.js';
import { quoteString } from '../sql/quote.js';

/**
 * pg_get_functiondef(oid) of a user function or procedure, as ruleutils.c prints it (psql's \sf):
 * CREATE OR REPLACE with the schema-qualified name and arguments, RETURNS, LANGUAGE, the options
 * that differ from the defaults on one line, each SET clause on its own, and the body dollar
 * quoted (or its SQL-standard RETURN form). 42809 for an aggregate; built-in functions are 0A000.
 */
export function functionDef(texts: { args: (fn: UserFunctionDef) => string; result: (fn: UserFunctionDef, catalog: Catalog) => string; sqlBody: (fn: UserFunctionDef) => string | undefined }): ScalarImpl {
  return (args, env) => {
    const a = args.length === 1 ? oidArg(env, args[0]) : undefined;
    if (!a) return undefined;
    const catalog = env.scope.ctx.catalog;
    const pairs: (readonly [number, string])[] = (catalog.userFunctions?.() ?? []).map((fn) => [fn.oid, definition(fn, catalog, texts)] as const);
    const aggregates = (catalog.userAggregates?.() ?? []).map((g) => `${g.oid} THEN pg_raise('42809', ${quoteString(`"${g.name}" is an aggregate function`)})`);
    const builtin = `WHEN EXISTS (SELECT 1 FROM ${builtinTableName('pg_proc_text')} WHERE oid = ${a.sql}) THEN pg_raise('0A000', 'pg_get_functiondef of a built-in function is not supported by pgsqlite')`;
    const otherwise = `(CASE ${aggregates.map((w) => `WHEN ${a.sql} = ${w}`).join(' ')} ${builtin} END)`;
    return { sql: lookupSql(a.sql, pairs, otherwise), type: Oid.text, typmod: -1 };
  };
}

function definition(fn: UserFunctionDef, catalog: Catalog, texts: Parameters<typeof functionDef>[0]): string {
  const isFunction = fn.procedure !== true;
  let out = `CREATE OR REPLACE ${isFunction ? 'FUNCTION' : 'PROCEDURE'} ${pgQuoteIdent(fn.schema)}.${pgQuoteIdent(fn.name)}(${texts.args(fn)})\n`;
  if (isFunction) out += ` RETURNS ${texts.result(fn, catalog)}\n`;
  out += ` LANGUAGE ${fn.language ?? 'sql'}\n`;
  let options = '';
  if (fn.volatility === 'i') options += ' IMMUTABLE';
  else if (fn.volatility === 's') options += ' STABLE';
  if (fn.parallel === 's') options += ' PARALLEL SAFE';
  else if (fn.parallel === 'r') options += ' PARALLEL RESTRICTED';
  if (fn.strict) options += ' STRICT';
  if (fn.securityDefiner) options += ' SECURITY DEFINER';
  if (fn.leakproof === true) options += ' LEAKPROOF';
  if (fn.cost !== 100) options += ` COST ${fn.cost}`;
  const rows = fn.rows ?? (fn.setof === true ? 1000 : 0);
  if (rows > 0 && rows !== 1000) options += ` ROWS ${rows}`;
  if (options !== '') out += `${options}\n`;
  for (const [name, value] of configEntries(fn.config)) {
    const shown = LIST_QUOTE.has(name) ? splitSearchPath(value, '$user').map((v) => quoteString(v)).join(', ') : quoteString(value);
    out += ` SET ${pgQuoteIdent(name)} TO ${shown}\n`;
  }
  const standard = fn.prosrc === '' ? texts.sqlBody(fn) : undefined;
  if (standard !== undefined) return `${out}${standard}\n`;
  let tag = `$${isFunction ? 'function' : 'procedure'}`;
  while (fn.prosrc.includes(tag)) tag += 'x';
  tag += '$';
  return `${out}AS ${tag}${fn.prosrc}${tag}\n`;
}
