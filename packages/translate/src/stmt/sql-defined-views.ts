import { type Fields } from '../parse/ast.js';
import { parseStatements } from '../parse/parser.js';
import { quoteIdent } from '../sql/quote.js';
import { type RangeEntry, Scope } from '../analyze/scope.js';
import { informationSchemaSql } from '../catalog-views/information-schema-sql.js';
import { translateSelect } from './select.js';

/**
 * The view a RangeVar names when it is one of the information_schema views defined as SQL
 * (information-schema-sql.ts): written `information_schema.x`, or `x` with information_schema on
 * the search path and no relation of that name found first. Undefined otherwise.
 */
function definedViewSql(scope: Scope, rv: Fields): string | undefined {
  const name = String(rv['relname'] ?? '');
  const schema = rv['schemaname'] as string | undefined;
  const ctx = scope.ctx;
  if (schema === 'information_schema') return informationSchemaSql(name);
  if (schema !== undefined || !ctx.searchPath.includes('information_schema')) return undefined;
  const before = ctx.searchPath.slice(0, ctx.searchPath.indexOf('information_schema'));
  if (ctx.catalog.findRelation(name, undefined, before) !== undefined) return undefined;
  return informationSchemaSql(name);
}

/**
 * A FROM item naming such a view: its query translated as a subquery in FROM (a fresh scope: it
 * sees no outer columns), its columns added to `scope` under the item's alias. Undefined when the
 * RangeVar names no such view.
 */
export function translateSqlDefinedView(rv: Fields, scope: Scope, aliasColumns: (e: RangeEntry) => RangeEntry): string | undefined {
  const sql = definedViewSql(scope, rv);
  if (sql === undefined) return undefined;
  const select = parseStatements(sql)[0]?.ast?.['SelectStmt'] as Fields | undefined;
  if (select === undefined) return undefined;
  const sub = translateSelect(select, new Scope(scope.ctx));
  const alias = (rv['alias']?.['aliasname'] as string | undefined) ?? String(rv['relname']);
  const sqlAlias = scope.ctx.sqlAlias(alias);
  const entry: RangeEntry = {
    alias,
    columns: sub.columns.map((c) => ({ name: c.name, type: c.type, typmod: c.typmod, sql: `${sqlAlias}.${quoteIdent(c.alias)}`, tableOid: 0, attnum: 0, rangeAlias: alias })),
  };
  scope.add(aliasColumns(entry));
  return `(${sub.sql}) AS ${sqlAlias}`;
}
