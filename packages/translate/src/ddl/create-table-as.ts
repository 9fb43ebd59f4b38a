import { NO_COLUMNS_SQL } from './table-sql.js';
import { Oid, setRelOptionsSql } from '@pgsqlite/catalog';
import { createOptions } from './storage-parameters.js';
import { type AstNode, type Fields, strVal } from '../parse/ast.js';
import { quoteIdent } from '../sql/quote.js';
import { PARAM_MARK, type PlanCtx } from '../analyze/context.js';
import { Scope } from '../analyze/scope.js';
import { translateSelect } from '../stmt/select.js';
import type { DdlPlan, PreparedPlan } from '../plan.js';
import { planCreateTableAsExecute } from '../stmt/prepare.js';
import { CatalogWriter, type AttributeFacts } from './catalog-steps.js';
import { freshSqliteName, targetSchema } from './names.js';
import { isTempRangeVar, onCommitAction, tempTableSchema } from './temp-schema.js';
import { storageDecl } from './table-sql.js';
import { refuseTypeNameClash } from './type-name-clash.js';
import { planCreateMatView } from './create-matview.js';

/**
 * CREATE TABLE … AS query [WITH [NO] DATA] (`stmt` a CreateTableAsStmt). The new table's columns
 * take the query's output names (or the given column names), types and typmods, without NOT NULL
 * or defaults, as PostgreSQL does; the rows are inserted in the same atomic step list and counted
 * for the `SELECT n` tag.
 */
export function planCreateTableAs(ctx: PlanCtx, stmt: Fields): DdlPlan | PreparedPlan {
  const into = stmt['into'] as Fields;
  const rv = into['rel'] as Fields;
  const name = String(rv['relname']);
  if (stmt['objtype'] === 'OBJECT_MATVIEW') return planCreateMatView(ctx, stmt);
  if (into['accessMethod'] !== undefined) throw ctx.error('feature_not_supported', 'table access methods are not supported by pgsqlite', rv['location']);
  if (into['tableSpaceName'] !== undefined) throw ctx.error('feature_not_supported', 'tablespaces are not supported by pgsqlite', rv['location']);
  const temp = isTempRangeVar(rv);
  const writer = new CatalogWriter();
  const schema = temp ? tempTableSchema(ctx, rv, writer) : targetSchema(ctx, rv);
  const onCommit = onCommitAction(ctx, { oncommit: into['onCommit'] }, temp, schema, name);
  if (ctx.catalog.findRelation(name, schema, ctx.searchPath)) {
    if (stmt['if_not_exists']) return { kind: 'ddl', steps: [], tag: 'CREATE TABLE AS', notices: [{ message: `relation "${name}" already exists, skipping`, code: '42P07' }] };
    throw ctx.error('duplicate_table', `relation "${name}" already exists`);
  }
  refuseTypeNameClash(ctx, schema, name);
  const query = stmt['query'] as AstNode;
  // AS EXECUTE: the session plans this statement again with the prepared query in its place
  if (query['ExecuteStmt'] !== undefined) return planCreateTableAsExecute(ctx, query['ExecuteStmt'] as Fields);
  const select = query['SelectStmt'] as Fields | undefined;
  if (!select) throw ctx.error('feature_not_supported', 'CREATE TABLE AS over a statement other than SELECT is not supported by pgsqlite');
  const result = translateSelect(select, new Scope(ctx));
  if (ctx.paramTypes.length || result.sql.includes(PARAM_MARK)) {
    throw ctx.error('feature_not_supported', 'CREATE TABLE AS with parameters or now() in its query is not supported by pgsqlite');
  }
  const columns = tableAsColumns(ctx, result.columns, ((into['colNames'] as AstNode[] | undefined) ?? []).map(strVal));
  const sqliteName = freshSqliteName(ctx, schema, name);
  const table = quoteIdent(sqliteName);
  const steps = [tableAsCreateSql(ctx, table, columns)];
  const skipData = into['skipData'] === true;
  if (!skipData) steps.push(tableAsFillSql(table, columns, result.sql));
  const relOid = writer.allocOid();
  writer.relation(relOid, schema, name, 'r', sqliteName, columns);
  const options = createOptions(ctx, into['options'] as AstNode[] | undefined, { kind: 'table' });
  if (options.length > 0) writer.add(setRelOptionsSql(relOid, options));
  return {
    kind: 'ddl',
    steps: [...steps, ...writer.finish()],
    tag: skipData ? 'CREATE TABLE AS' : 'SELECT',
    notices: [],
    ...(skipData ? {} : { countSql: `SELECT count(*) FROM ${table}` }),
    ...(onCommit === undefined ? {} : { onCommit }),
  };
}

/** The columns of a table made from a query: its output names (or the given ones), types and typmods. */
export function tableAsColumns(ctx: PlanCtx, output: readonly { name: string; type: number; typmod: number }[], given: readonly string[]): AttributeFacts[] {
  if (given.length > output.length) throw ctx.error('syntax_error', 'too many column names were specified');
  const columns: AttributeFacts[] = output.map((c, i) => {
    const colName = given[i] ?? c.name;
    return { attnum: i + 1, name: colName, typeOid: c.type, typmod: c.typmod, notNull: false, defaultExpr: null, defaultSqlite: null, identity: '', sqliteName: colName };
  });
  const seen = new Set<string>();
  for (const c of columns) {
    if (c.typeOid === Oid.record) throw ctx.error('invalid_table_definition', `column "${c.name}" has pseudo-type record`);
    if (seen.has(c.name)) throw ctx.error('duplicate_column', `column "${c.name}" specified more than once`);
    seen.add(c.name);
  }
  return columns;
}

/** The SQLite CREATE TABLE of a table made from a query (`table` quoted). */
export function tableAsCreateSql(ctx: PlanCtx, table: string, columns: readonly AttributeFacts[]): string {
  const defs = columns.map((c) => `${quoteIdent(c.sqliteName)} ${storageDecl(ctx.catalog, c.typeOid, false)}`.trimEnd());
  return `CREATE TABLE ${table} (${(defs.length === 0 ? [NO_COLUMNS_SQL] : defs).join(', ')})`;
}

/** The SQLite INSERT filling a table made from a query with the query's rows (`table` quoted). */
export function tableAsFillSql(table: string, columns: readonly AttributeFacts[], querySql: string): string {
  if (columns.length === 0) return `INSERT INTO ${table} SELECT NULL FROM (${querySql})`;
  return `INSERT INTO ${table} (${columns.map((c) => quoteIdent(c.sqliteName)).join(', ')}) SELECT * FROM (${querySql})`;
}

/** SELECT … INTO [TEMP] new_table FROM …: CREATE TABLE new_table AS SELECT … (tag `SELECT n`). */
export function planSelectInto(ctx: PlanCtx, select: Fields): DdlPlan | PreparedPlan {
  const { intoClause, ...rest } = select;
  return planCreateTableAs(ctx, { query: { SelectStmt: rest }, into: intoClause, objtype: 'OBJECT_TABLE' });
}
