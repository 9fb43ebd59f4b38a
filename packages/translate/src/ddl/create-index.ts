import { type AstNode, type Fields } from '../parse/ast.js';
import { quoteIdent } from '../sql/quote.js';
import type { PlanCtx } from '../analyze/context.js';
import { Scope } from '../analyze/scope.js';
import { translateExpr } from '../analyze/expr.js';
import { asBool } from '../analyze/operators.js';
import { sortKey } from '../analyze/functions.js';
import type { DdlPlan } from '../plan.js';
import { lookupRelation } from '../stmt/from-clause.js';
import { bumpVersion, registerRelation } from './catalog-steps.js';
import { sqliteNameFor } from './names.js';

/** CREATE [UNIQUE] INDEX [CONCURRENTLY] [IF NOT EXISTS] [name] ON t [USING btree] (cols | exprs) [WHERE …] */
export function planCreateIndex(ctx: PlanCtx, stmt: Fields): DdlPlan {
  const scope = new Scope(ctx);
  const rel = lookupRelation(scope, stmt['relation']);
  const method = String(stmt['accessMethod'] ?? 'btree');
  if (method !== 'btree') throw ctx.error('feature_not_supported', `index access method "${method}" is not supported by pgsqlite`);
  scope.add({
    alias: rel.name,
    columns: rel.columns.map((c) => ({ name: c.name, type: c.typeOid, typmod: c.typmod, sql: quoteIdent(c.sqliteName), tableOid: rel.oid, attnum: c.attnum, rangeAlias: rel.name })),
  });
  const params = (stmt['indexParams'] as AstNode[]).map((n) => n['IndexElem'] as Fields);
  const colNames: string[] = [];
  const parts = params.map((p) => {
    const e = p['name'] ? translateExpr({ ColumnRef: { fields: [{ String: { sval: p['name'] } }] } }, { scope }) : translateExpr(p['expr'], { scope, clause: 'index expressions' });
    colNames.push(p['name'] ? String(p['name']) : 'expr');
    const desc = p['ordering'] === 'SORTBY_DESC';
    const nulls = p['nulls_ordering'] === 'SORTBY_NULLS_FIRST' ? 'FIRST' : p['nulls_ordering'] === 'SORTBY_NULLS_LAST' ? 'LAST' : desc ? 'FIRST' : 'LAST';
    void nulls;
    return `${sortKey(e)}${desc ? ' DESC' : ''}`;
  });
  const name = (stmt['idxname'] as string | undefined) ?? defaultIndexName(ctx, rel.name, colNames, Boolean(stmt['unique']));
  if (ctx.catalog.findRelation(name, rel.schema, ctx.searchPath)) {
    if (stmt['if_not_exists']) return { kind: 'ddl', steps: [], tag: 'CREATE INDEX', notices: [`relation "${name}" already exists, skipping`] };
    throw ctx.error('duplicate_table', `relation "${name}" already exists`);
  }
  const where = stmt['whereClause'] ? ` WHERE ${asBool(translateExpr(stmt['whereClause'], { scope, clause: 'index predicate' }), { scope }).sql}` : '';
  const sqliteName = sqliteNameFor(rel.schema, name);
  const steps = [
    `CREATE ${stmt['unique'] ? 'UNIQUE ' : ''}INDEX ${quoteIdent(sqliteName)} ON ${quoteIdent(rel.sqliteName)} (${parts.join(', ')})${where}`,
    ...registerRelation(rel.schema, name, 'i', sqliteName, []),
    bumpVersion(),
  ];
  return { kind: 'ddl', steps, tag: 'CREATE INDEX', notices: [] };
}

function defaultIndexName(ctx: PlanCtx, table: string, cols: string[], unique: boolean): string {
  const base = `${table}_${cols.join('_')}_${unique ? 'key' : 'idx'}`;
  let name = base;
  for (let i = 1; ctx.catalog.findRelation(name, undefined, ctx.searchPath); i++) name = `${base}${i}`;
  return name;
}
