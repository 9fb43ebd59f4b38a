import { type Catalog, Oid, formatType, type UserFunctionDef } from '@pgsqlite/catalog';
import { printDefault } from '../ddl/expr-text.js';
import type { AstNode } from '../parse/ast.js';
import { pgQuoteIdent } from '../ddl/pg-ident.js';
import { lookupSql, oidArg } from './catalog-lookup.js';
import type { ScalarImpl } from './scalar-functions.js';

/**
 * pg_get_function_result / pg_get_function_arguments / pg_get_function_identity_arguments of the
 * user SQL functions (psql's \df); NULL for other OIDs (the built-ins are not in pg_proc).
 */
function byFunction(text: (fn: UserFunctionDef, catalog: Catalog) => string, which: (fn: UserFunctionDef) => boolean = () => true): ScalarImpl {
  return (args, env) => {
    const a = args.length === 1 ? oidArg(env, args[0]) : undefined;
    if (!a) return undefined;
    const catalog = env.scope.ctx.catalog;
    const fns = (catalog.userFunctions?.() ?? []).filter(which);
    return { sql: lookupSql(a.sql, fns.map((fn) => [fn.oid, text(fn, catalog)] as const)), type: Oid.text, typmod: -1 };
  };
}

/** pg_get_function_result: `SETOF t`, `TABLE(a integer, …)`, the row type's table name, or the type. */
function resultText(fn: UserFunctionDef, catalog: Catalog): string {
  if (fn.returnsTable === true) return `TABLE(${(fn.outColumns ?? []).map((c) => `${pgQuoteIdent(c.name)} ${formatType(c.type, -1)}`).join(', ')})`;
  const rel = fn.rowRelation === undefined ? undefined : catalog.relationByOid(fn.rowRelation);
  return `${fn.setof === true ? 'SETOF ' : ''}${rel !== undefined ? pgQuoteIdent(rel.name) : formatType(fn.returnType, -1)}`;
}

function argumentList(fn: UserFunctionDef, defaults: boolean): string {
  return fn.argTypes
    .map((t, i) => {
      const name = fn.argNames[i] ? `${pgQuoteIdent(fn.argNames[i] ?? '')} ` : '';
      const def = fn.argDefaults[i];
      const tail = defaults && def ? ` DEFAULT ${printDefault(JSON.parse(def) as AstNode, t, -1)}` : '';
      // Procedures' arguments print with their mode (pg_get_function_arguments).
      return `${fn.procedure === true ? 'IN ' : ''}${name}${formatType(t, -1)}${tail}`;
    })
    .concat(fn.returnsTable === true ? [] : (fn.outColumns ?? []).map((c) => `OUT ${c.name ? `${pgQuoteIdent(c.name)} ` : ''}${formatType(c.type, -1)}`))
    .join(', ');
}

/** The three functions, by name. */
export const USER_FUNCTION_DEFS: Record<string, ScalarImpl> = {
  // NULL for a procedure, as for other OIDs.
  pg_get_function_result: byFunction(resultText, (fn) => fn.procedure !== true),
  pg_get_function_arguments: byFunction((fn) => argumentList(fn, true)),
  pg_get_function_identity_arguments: byFunction((fn) => argumentList(fn, false)),
};
