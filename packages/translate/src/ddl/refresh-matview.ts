import { INTERNAL_PREFIX, type RelationDef } from '@pgsqlite/catalog';
import type { AstNode, Fields } from '../parse/ast.js';
import { parseStatements } from '../parse/parser.js';
import { quoteIdent, quoteString } from '../sql/quote.js';
import { PARAM_MARK, type PlanCtx } from '../analyze/context.js';
import { Scope } from '../analyze/scope.js';
import { translateSelect } from '../stmt/select.js';
import type { DdlPlan } from '../plan.js';
import { CatalogWriter } from './catalog-steps.js';
import { matviewFactsJson } from './create-matview.js';
import { tableAsFillSql } from './create-table-as.js';
import { pgQuoteIdent } from './pg-ident.js';
import { refreshDuplicateChecks } from './refresh-matview-duplicates.js';

/**
 * REFRESH MATERIALIZED VIEW [CONCURRENTLY] name [WITH [NO] DATA] (matview.c ExecRefreshMatView):
 * the rows are replaced by those of the stored query, planned again now; WITH NO DATA empties it
 * and marks it unpopulated. CONCURRENTLY needs a populated view with a usable unique index (a
 * unique, non-partial index on plain columns); its answer is the same rows.
 */
export function planRefreshMatView(ctx: PlanCtx, stmt: Fields): DdlPlan {
  const rv = stmt['relation'] as Fields;
  const name = String(rv['relname']);
  const given = rv['schemaname'] as string | undefined;
  const rel = name.startsWith(INTERNAL_PREFIX) ? undefined : ctx.catalog.findRelation(name, given, ctx.searchPath);
  if (!rel) throw ctx.error('undefined_table', `relation "${given ? `${given}.` : ''}${name}" does not exist`, rv['location']);
  if (rel.kind !== 'm') throw ctx.error('feature_not_supported', `"${rel.name}" is not a materialized view`);
  const concurrent = stmt['concurrent'] === true;
  const skipData = stmt['skipData'] === true;
  if (concurrent && rel.populated === false) throw ctx.error('feature_not_supported', 'CONCURRENTLY cannot be used when the materialized view is not populated');
  if (concurrent && skipData) throw ctx.error('syntax_error', 'CONCURRENTLY and WITH NO DATA options cannot be used together');
  if (concurrent && !hasUsableUniqueIndex(ctx, rel)) {
    throw ctx.error('object_not_in_prerequisite_state', `cannot refresh materialized view "${pgQuoteIdent(rel.schema)}.${pgQuoteIdent(rel.name)}" concurrently`, undefined, {
      hint: 'Create a unique index with no WHERE clause on one or more columns of the materialized view.',
    });
  }
  const table = quoteIdent(rel.sqliteName);
  const w = new CatalogWriter();
  if (!skipData) w.add(...refreshDuplicateChecks(ctx, rel, concurrent));
  w.add(`DELETE FROM ${table}`);
  if (!skipData) w.add(tableAsFillSql(table, rel.columns.map((c) => ({ ...c, defaultExpr: null, defaultSqlite: null })), storedQuerySql(ctx, rel)));
  const populated = !skipData;
  if (rel.populated === populated) return { kind: 'ddl', steps: w.steps, tag: 'REFRESH MATERIALIZED VIEW', notices: [] };
  w.add(`UPDATE _pgsqlite_view SET refs = ${quoteString(matviewFactsJson(rel.viewDependencies ?? [], populated))} WHERE oid = ${rel.oid}`);
  return { kind: 'ddl', steps: w.finish(), tag: 'REFRESH MATERIALIZED VIEW', notices: [] };
}

/** is_usable_unique_index: unique, without a predicate, every key a plain column. */
function hasUsableUniqueIndex(ctx: PlanCtx, rel: RelationDef): boolean {
  return ctx.catalog.indexes().some((i) => i.relOid === rel.oid && i.unique && i.predicate === null && i.keys.every((k) => k.attnum > 0 && k.expr === null));
}

/** The SQLite SELECT of a materialized view's stored query, planned in the current catalog. */
function storedQuerySql(ctx: PlanCtx, rel: RelationDef): string {
  const parsed = parseStatements(rel.viewDefinition ?? '')[0]?.ast as AstNode | undefined;
  const select = parsed?.['SelectStmt'] as Fields | undefined;
  if (!select) throw ctx.error('internal_error', `materialized view "${rel.name}" is missing rewrite information`);
  const result = translateSelect(select, new Scope(ctx));
  if (result.sql.includes(PARAM_MARK)) throw ctx.error('feature_not_supported', 'REFRESH MATERIALIZED VIEW of a query with now() or other plan-time values is not supported by pgsqlite');
  return result.sql;
}
