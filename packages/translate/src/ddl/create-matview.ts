import { setRelOptionsSql } from '@pgsqlite/catalog';
import { type AstNode, type Fields, strVal } from '../parse/ast.js';
import { quoteIdent, quoteString } from '../sql/quote.js';
import { PARAM_MARK, type PlanCtx } from '../analyze/context.js';
import { Scope } from '../analyze/scope.js';
import { translateSelect } from '../stmt/select.js';
import type { DdlPlan } from '../plan.js';
import { CatalogWriter } from './catalog-steps.js';
import { freshSqliteName, targetSchema } from './names.js';
import { isTempRangeVar, isTempSchema } from './temp-schema.js';
import { createOptions } from './storage-parameters.js';
import { refuseTypeNameClash } from './type-name-clash.js';
import { queryRelations, viewText } from './create-view.js';
import { analyzedViewText } from './view-deparse/view-text.js';
import { tableAsColumns, tableAsCreateSql, tableAsFillSql } from './create-table-as.js';
import { hasModifyingWith } from '../stmt/modifying-with.js';

/**
 * A materialized view is an SQLite table holding the rows of its query (relkind 'm'), with the
 * query kept in _pgsqlite_view as pg_get_viewdef prints it (REFRESH plans it again) and whether
 * it holds rows (relispopulated): `refs` there is `{"refs": [...], "populated": bool}`.
 */
export function matviewFactsJson(refs: readonly number[], populated: boolean): string {
  return JSON.stringify({ refs, populated });
}

/**
 * The query with its output columns named as the materialized view's (the column list given), so
 * pg_get_viewdef prints `a AS k` as PostgreSQL does; targets after a `*` keep their names.
 */
function namedTargets(query: AstNode, names: readonly string[]): AstNode {
  const copy = JSON.parse(JSON.stringify(query)) as AstNode;
  let sel = copy['SelectStmt'] as Fields | undefined;
  while (sel !== undefined && sel['op'] !== undefined && sel['op'] !== 'SETOP_NONE') sel = sel['larg'] as Fields | undefined;
  const targets = (sel?.['targetList'] as AstNode[] | undefined) ?? [];
  for (let i = 0; i < targets.length && i < names.length; i++) {
    const rt = targets[i]?.['ResTarget'] as Fields | undefined;
    if (rt === undefined || JSON.stringify(rt['val']).includes('"A_Star"')) break;
    const val = rt['val'] as AstNode;
    const fields = (val['ColumnRef']?.['fields'] as AstNode[] | undefined) ?? [];
    const own = rt['name'] ?? (fields.length ? strVal(fields[fields.length - 1]) : undefined);
    if (own !== names[i]) rt['name'] = names[i];
  }
  return copy;
}

/**
 * CREATE MATERIALIZED VIEW [IF NOT EXISTS] name [(cols)] [WITH (…)] AS query [WITH [NO] DATA]
 * (a CreateTableAsStmt of objtype OBJECT_MATVIEW), with PostgreSQL's refusals
 * (transformCreateTableAsStmt): data-modifying WITH, temporary relations, bound parameters and
 * UNLOGGED are 0A000. The tag is `SELECT n` when filled, as PostgreSQL sends it.
 */
export function planCreateMatView(ctx: PlanCtx, stmt: Fields): DdlPlan {
  const into = stmt['into'] as Fields;
  const rv = into['rel'] as Fields;
  const name = String(rv['relname']);
  if (into['accessMethod'] !== undefined) throw ctx.error('feature_not_supported', 'table access methods are not supported by pgsqlite', rv['location']);
  if (into['tableSpaceName'] !== undefined) throw ctx.error('feature_not_supported', 'tablespaces are not supported by pgsqlite', rv['location']);
  const query = stmt['query'] as AstNode;
  const select = query['SelectStmt'] as Fields | undefined;
  if (!select) throw ctx.error('feature_not_supported', 'CREATE MATERIALIZED VIEW over a statement other than SELECT is not supported by pgsqlite');
  if (hasModifyingWith(select)) throw ctx.error('feature_not_supported', 'materialized views must not use data-modifying statements in WITH');
  const refs = [...queryRelations(ctx, query)];
  if (isTempRangeVar(rv) || refs.some((oid) => isTempSchema(ctx.catalog.relationByOid(oid)?.schema ?? ''))) {
    throw ctx.error('feature_not_supported', 'materialized views must not use temporary tables or views');
  }
  if (rv['relpersistence'] === 'u') throw ctx.error('feature_not_supported', 'materialized views cannot be unlogged');
  const schema = targetSchema(ctx, rv);
  if (ctx.catalog.findRelation(name, schema, ctx.searchPath)) {
    if (stmt['if_not_exists']) return { kind: 'ddl', steps: [], tag: 'CREATE MATERIALIZED VIEW', notices: [{ message: `relation "${name}" already exists, skipping`, code: '42P07' }] };
    throw ctx.error('duplicate_table', `relation "${name}" already exists`);
  }
  refuseTypeNameClash(ctx, schema, name);
  const skipData = into['skipData'] === true;
  ctx.notExecuted = skipData;
  const result = translateSelect(select, new Scope(ctx));
  ctx.notExecuted = false;
  if (ctx.paramTypes.length) throw ctx.error('feature_not_supported', 'materialized views may not be defined using bound parameters');
  if (result.sql.includes(PARAM_MARK)) throw ctx.error('feature_not_supported', 'CREATE MATERIALIZED VIEW with now() or other plan-time values in its query is not supported by pgsqlite');
  const given = ((into['colNames'] as AstNode[] | undefined) ?? []).map(strVal);
  const columns = tableAsColumns(ctx, result.columns, given);
  const options = createOptions(ctx, into['options'] as AstNode[] | undefined, { kind: 'table' });
  const sqliteName = freshSqliteName(ctx, schema, name);
  const table = quoteIdent(sqliteName);
  const w = new CatalogWriter();
  w.add(tableAsCreateSql(ctx, table, columns));
  if (!skipData) w.add(tableAsFillSql(table, columns, result.sql));
  const oid = w.allocOid();
  w.relation(oid, schema, name, 'm', sqliteName, columns);
  if (options.length > 0) w.add(setRelOptionsSql(oid, options));
  w.add(`INSERT INTO _pgsqlite_view (oid, definition, refs) VALUES (${oid}, ${quoteString(analyzedViewText(ctx, query, columns.map((c) => c.name)) ?? viewText(ctx, namedTargets(query, given)))}, ${quoteString(matviewFactsJson(refs, !skipData))})`);
  return {
    kind: 'ddl',
    steps: w.finish(),
    tag: skipData ? 'CREATE MATERIALIZED VIEW' : 'SELECT',
    notices: [],
    ...(skipData ? {} : { countSql: `SELECT count(*) FROM ${table}` }),
  };
}
