import { builtinColumnIndex, builtinRows } from '@pgsqlite/catalog';
import { translateExpr } from '../analyze/expr.js';
import type { Scope } from '../analyze/scope.js';
import { builtinRelationOid } from '../catalog-views/builtin-lookup.js';
import { virtualRelation } from '../catalog-views/virtual-relations.js';
import { type AstNode, type Fields, fieldsOf, strVal } from '../parse/ast.js';
import { quoteIdent } from '../sql/quote.js';

type RelationTranslator = (node: AstNode, scope: Scope) => string;

const pgType = (name: string): Fields => ({ names: [{ String: { sval: 'pg_catalog' } }, { String: { sval: name } }], typemod: -1, location: -1 });

/** The relkind PostgreSQL 15 gives a built-in relation (pg_class is a table, pg_views a view). */
function builtinRelkind(schema: string | undefined, name: string): string | undefined {
  const oid = builtinRelationOid(schema, name);
  if (oid === undefined) return undefined;
  const at = builtinColumnIndex('pg_class', 'relkind');
  const row = builtinRows('pg_class').find((r) => Number(r[0]) === oid);
  return row === undefined ? undefined : String(row[at]);
}

/**
 * `rel TABLESAMPLE BERNOULLI|SYSTEM (percent) [REPEATABLE (seed)]`: the relation's rows, each in
 * the sample with probability percent/100 (pg_tablesample in the runtime). SYSTEM samples rows,
 * not pages — its contract, "about percent % of the table", holds; which rows is PostgreSQL's
 * own business in both methods. With REPEATABLE the same seed picks the same rows of an
 * unchanged table. Methods other than the two built-in ones do not exist here (tsm_system_rows
 * and tsm_system_time are extensions pgsqlite does not provide).
 */
export function translateTableSample(f: Fields, scope: Scope, translateRelation: RelationTranslator): string {
  const ctx = scope.ctx;
  const methodNames = ((f['method'] as AstNode[] | undefined) ?? []).map(strVal);
  const method = methodNames[methodNames.length - 1] ?? '';
  if (methodNames.length !== 1 || (method !== 'bernoulli' && method !== 'system')) {
    throw ctx.error('undefined_object', `tablesample method ${methodNames.join('.')} does not exist`, f['location']);
  }
  const args = (f['args'] as AstNode[] | undefined) ?? [];
  if (args.length !== 1) throw ctx.error('invalid_tablesample_argument', `tablesample method ${method} requires 1 argument, not ${args.length}`, f['location']);
  const relation = f['relation'] as AstNode;
  const rv = fieldsOf(relation);
  const name = String(rv['relname'] ?? '');
  const schema = rv['schemaname'] as string | undefined;
  const notTable = (): Error => ctx.error('feature_not_supported', 'TABLESAMPLE clause can only be applied to tables and materialized views', rv['location']);
  if (schema === undefined && scope.findCte(name) !== undefined) throw notTable();
  const virtual = virtualRelation(ctx, rv) !== undefined;
  if (virtual && !['r', 'm'].includes(builtinRelkind(schema, name) ?? 'r')) throw notTable();
  // The arguments are evaluated before the relation is in scope (they cannot refer to it).
  const percent = translateExpr({ TypeCast: { arg: args[0], typeName: pgType('float4'), location: -1 } }, { scope, clause: 'TABLESAMPLE' }).sql;
  const repeatable = f['repeatable'] as AstNode | undefined;
  const seed = repeatable === undefined ? 'NULL' : translateExpr({ TypeCast: { arg: repeatable, typeName: pgType('float8'), location: -1 } }, { scope, clause: 'TABLESAMPLE' }).sql;
  const before = scope.entries.length;
  const item = translateRelation(relation, scope);
  const entry = scope.entries[before];
  if (entry === undefined) throw notTable();
  if (!virtual && entry.relationOid !== undefined) {
    const kind = ctx.catalog.relationByOid(entry.relationOid)?.kind;
    if (kind !== undefined && kind !== 'r' && kind !== 'm' && kind !== 'p') throw notTable();
  }
  // The item's own alias text (ctx.sqlAlias may have given it a name of its own).
  const sqlAlias = / AS ("(?:[^"]|"")*")$/.exec(item)?.[1];
  if (sqlAlias === undefined) throw notTable();
  const tail = ` AS ${sqlAlias}`;
  const source = item.slice(0, -tail.length);
  const test = (key: string): string => `pg_tablesample(${percent}, ${repeatable === undefined ? 0 : 1}, ${seed}, ${key})`;
  // A table's own rows by rowid; anything else (a catalog view's, a hierarchy's union) by position.
  if (entry.rowidSql === `${sqlAlias}.rowid`) return `(SELECT rowid AS rowid, * FROM ${source} WHERE ${test('rowid')})${tail}`;
  return `(SELECT * FROM (SELECT *, row_number() OVER () AS "__sample_key" FROM ${source}) WHERE ${test('"__sample_key"')})${tail}`;
}
