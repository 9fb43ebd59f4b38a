import { Oid } from '@pgsqlite/catalog';
import { functionFolds, operatorFolds } from './analyze/plan-time-volatility.js';
import { builtinRelationColumns, builtinRelationOid } from './catalog-views/builtin-lookup.js';
import { parseQuery } from './parse/parser.js';

/**
 * Does ahead of time what the first statements of a session pay for once: the parser's first
 * run, and the tables the planner builds from the built-in catalog rows on first use (function
 * and operator volatility, PostgreSQL's columns of the catalog relations). A host that waits for
 * I/O as it starts (the browser worker while SQLite compiles and the database file loads) calls
 * it meanwhile, so that work is off the first query's path. Needs `loadParser()` resolved.
 */
export function warmUpTranslator(): void {
  parseQuery('SELECT 1');
  operatorFolds('=', Oid.int4, Oid.int4);
  functionFolds('lower', [Oid.text]);
  const pgClass = builtinRelationOid('pg_catalog', 'pg_class');
  if (pgClass !== undefined) builtinRelationColumns(pgClass);
}
