import { checkCollationName } from '../analyze/collation-name.js';
import { withImmutableCasts } from './immutable-casts.js';
import { containsMutableFunction } from './generated-checks.js';
import { checkHstoreOpclassOptions } from './hstore-opclass.js';
import type { IndexKey } from '@pgsqlite/catalog';
import { typeLabel, userTypeNames } from './type-label.js';
import { type AstNode, type Fields, fieldsOf, names as nameList, nodeType } from '../parse/ast.js';
import { quoteIdent } from '../sql/quote.js';
import type { PlanCtx } from '../analyze/context.js';
import { Scope } from '../analyze/scope.js';
import { translateExpr } from '../analyze/expr.js';
import { asBool } from '../analyze/operators.js';
import { indexKey } from '../analyze/functions.js';
import type { DdlPlan } from '../plan.js';
import { lookupRelation } from '../stmt/from-clause.js';
import { CatalogWriter } from './catalog-steps.js';
import { printCheck } from './expr-text.js';
import { NameChooser } from './naming.js';
import { type MethodKey, indexMethod, opclassOf, shownOpclass } from './index-method.js';
import { createOptions } from './storage-parameters.js';
import { setRelOptionsSql } from '@pgsqlite/catalog';
import { freshSqliteName } from './names.js';

/** CREATE [UNIQUE] INDEX [CONCURRENTLY] [IF NOT EXISTS] [name] ON t [USING btree | gin | gist] (cols | exprs) [WHERE …] */
export function planCreateIndex(ctx: PlanCtx, stmt: Fields): DdlPlan {
  const scope = new Scope(ctx);
  const rel = lookupRelation(scope, stmt['relation']);
  if (rel.kind !== 'r' && rel.kind !== 'p' && rel.kind !== 'm') throw ctx.error('wrong_object_type', `cannot create index on relation "${rel.name}"`, undefined, { detail: `This operation is not supported for ${rel.kind === 'v' ? 'views' : 'this relation'}.` });
  // its partitions would need the index each: uniqueness on the (empty) partitioned table alone would enforce nothing
  if (rel.kind === 'p' && stmt['unique']) throw ctx.error('feature_not_supported', 'CREATE UNIQUE INDEX on a partitioned table is not supported by pgsqlite (declare the key in CREATE TABLE)');
  scope.add({
    alias: rel.name,
    columns: rel.columns.map((c) => ({ name: c.name, type: c.typeOid, typmod: c.typmod, sql: quoteIdent(c.sqliteName), tableOid: rel.oid, attnum: c.attnum, rangeAlias: rel.name })),
  });
  const types = new Map(rel.columns.map((c) => [c.name, c.typeOid]));
  const label = userTypeNames(ctx);
  const params = (stmt['indexParams'] as AstNode[]).map((n) => n['IndexElem'] as Fields);
  const colNames: string[] = [];
  const keys: IndexKey[] = [];
  const methodKeys: MethodKey[] = [];
  // DefineIndex checks the predicate (CheckPredicate) before the keys (ComputeIndexAttrs)
  if (stmt['whereClause'] !== undefined && containsMutableFunction(ctx, stmt['whereClause'] as AstNode, types)) throw ctx.error('invalid_object_definition', 'functions in index predicate must be marked IMMUTABLE');
  const parts = params.map((p) => {
    if (p['collation'] !== undefined) checkCollationName(ctx, p['collation']);
    if (!p['name'] && containsMutableFunction(ctx, p['expr'], types)) throw ctx.error('invalid_object_definition', 'functions in index expression must be marked IMMUTABLE');
    const e = p['name']
      ? translateExpr({ ColumnRef: { fields: [{ String: { sval: p['name'] } }] } }, { scope })
      : translateExpr(p['expr'], { scope, clause: 'index expressions' });
    colNames.push(p['name'] ? String(p['name']) : exprName(p['expr']));
    const ordered = (p['ordering'] ?? 'SORTBY_DEFAULT') !== 'SORTBY_DEFAULT' || (p['nulls_ordering'] ?? 'SORTBY_NULLS_DEFAULT') !== 'SORTBY_NULLS_DEFAULT';
    methodKeys.push({ type: e.type, opclass: opclassOf(p), ordered });
    checkHstoreOpclassOptions(ctx, p, opclassOf(p), e.type);
    const desc = p['ordering'] === 'SORTBY_DESC';
    const nullsFirst = p['nulls_ordering'] === 'SORTBY_NULLS_FIRST' ? true : p['nulls_ordering'] === 'SORTBY_NULLS_LAST' ? false : desc;
    const attnum = p['name'] ? (rel.columns.find((c) => c.name === p['name'])?.attnum ?? 0) : 0;
    const opclass = shownOpclass(opclassOf(p));
    keys.push({ attnum, expr: p['name'] ? null : printCheck(p['expr'], types, undefined, label), desc, nullsFirst, ...(opclass ? { opclass } : {}) });
    // UNIQUE … NULLS NOT DISTINCT: NULL keys collide (SQLite's unique indexes let NULLs repeat).
    if (stmt['unique'] && stmt['nulls_not_distinct']) return withImmutableCasts(`(${e.sql}) IS NULL, IFNULL(${indexKey(e)}, 0)${desc ? ' DESC' : ''}`);
    return withImmutableCasts(`${indexKey(e)}${desc ? ' DESC' : ''}`);
  });
  const method = indexMethod(ctx, stmt, methodKeys);
  const options = createOptions(ctx, stmt['options'] as AstNode[] | undefined, { kind: 'index', method: method ?? 'btree' });
  const chooser = new NameChooser(ctx, rel.schema);
  const given = stmt['idxname'] as string | undefined;
  if (given !== undefined && ctx.catalog.findRelation(given, rel.schema, ctx.searchPath)) {
    if (stmt['if_not_exists']) return { kind: 'ddl', steps: [], tag: 'CREATE INDEX', notices: [`relation "${given}" already exists, skipping`] };
    throw ctx.error('duplicate_table', `relation "${given}" already exists`);
  }
  const name = given ?? chooser.choose(rel.name, colNames.join('_'), 'idx');
  const whereNode = stmt['whereClause'] as AstNode | undefined;
  const where = whereNode ? ` WHERE ${withImmutableCasts(asBool(translateExpr(whereNode, { scope, clause: 'index predicate' }), { scope }).sql)}` : '';
  const sqliteName = freshSqliteName(ctx, rel.schema, name);
  const writer = new CatalogWriter();
  const oid = writer.allocOid();
  writer.relation(oid, rel.schema, name, 'i', sqliteName, []);
  writer.index({
    oid, relOid: String(rel.oid), keys, unique: Boolean(stmt['unique']), primary: false,
    nullsNotDistinct: Boolean(stmt['nulls_not_distinct']), predicate: whereNode ? printCheck(whereNode, types, undefined, label) : null,
    ...(method ? { method } : {}),
  });
  if (options.length > 0) writer.add(setRelOptionsSql(oid, options));
  const steps = [`CREATE ${stmt['unique'] ? 'UNIQUE ' : ''}INDEX ${quoteIdent(sqliteName)} ON ${quoteIdent(rel.sqliteName)} (${parts.join(', ')})${where}`, ...writer.finish()];
  return { kind: 'ddl', steps, tag: 'CREATE INDEX', notices: [] };
}

/** The name PostgreSQL derives from an index expression (FigureIndexColname): a function's name, else "expr". */
function exprName(node: AstNode): string {
  if (nodeType(node) === 'FuncCall') return nameList(fieldsOf(node)['funcname']).at(-1) ?? 'expr';
  if (nodeType(node) === 'TypeCast') return exprName(fieldsOf(node)['arg']);
  return 'expr';
}
