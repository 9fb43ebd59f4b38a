import { INTERNAL_PREFIX } from '@pgsqlite/catalog';
import { withImmutableCasts } from './immutable-casts.js';
import { comparesNocase, typeIn, type Catalog, type ColumnDef, type ConstraintDef, type RelationDef } from '@pgsqlite/catalog';
import { constraintKeySql } from '../analyze/constraint-key.js';
import { quoteIdent } from '../sql/quote.js';
import type { PlanCtx } from '../analyze/context.js';
import { Scope } from '../analyze/scope.js';
import { translateExpr } from '../analyze/expr.js';
import { coerce } from '../analyze/coerce.js';
import { asBool } from '../analyze/operators.js';
import { indexKey } from '../analyze/functions.js';
import { STORAGE_DECL } from './column-plan.js';
import { parseExprText, type ModelIndex, type TableModel } from './table-model.js';
import { foreignKeyColumns, matchFullCheck, referencedKeyColumn, type ForeignKeyColumns } from './foreign-key-keys.js';

const ACTIONS: Record<string, string> = { a: 'NO ACTION', r: 'RESTRICT', c: 'CASCADE', n: 'SET NULL', d: 'SET DEFAULT' };

/**
 * The SQLite declaration of a column's storage class. A lone integer primary key column that
 * is not serial/identity is declared `INT`, not `INTEGER`: an `INTEGER PRIMARY KEY` would be
 * SQLite's rowid alias, which turns an inserted NULL into a new key where PostgreSQL raises 23502.
 */
export function storageDecl(catalog: Catalog, typeOid: number, lonePrimaryKey: boolean): string {
  // typeIn: a domain stores as its base type.
  const decl = STORAGE_DECL[typeIn(catalog, typeOid)?.storage ?? 'text'] ?? 'TEXT';
  // citext compares as SQLite's NOCASE collation does (analyze/citext.ts); a domain over it too
  if (comparesNocase(catalog, typeOid)) return `${decl} COLLATE NOCASE`;
  return decl === 'INTEGER' && lonePrimaryKey ? 'INT' : decl;
}

/** A scope with the columns of `rel` (unqualified, as in CHECK constraints and index expressions). */
export function tableScope(ctx: PlanCtx, rel: RelationDef): Scope {
  const scope = new Scope(ctx);
  scope.add({
    alias: rel.name,
    columns: rel.columns.map((c) => ({ name: c.name, type: c.typeOid, typmod: c.typmod, sql: quoteIdent(c.sqliteName), tableOid: rel.oid, attnum: c.attnum, rangeAlias: rel.name })),
  });
  return scope;
}

function columnSql(ctx: PlanCtx, m: TableModel, c: ColumnDef, lonePk: boolean): string {
  const name = quoteIdent(c.sqliteName);
  if (m.autoinc && m.autoinc.ownedBy?.attnum === c.attnum) return `${name} INTEGER PRIMARY KEY AUTOINCREMENT`;
  let sql = `${name} ${storageDecl(ctx.catalog, c.typeOid, lonePk)}${c.notNull ? ' NOT NULL' : ''}`;
  if (c.generated === 's' && c.defaultExpr !== null) {
    const e = translateExpr(parseExprText(c.defaultExpr), { scope: tableScope(ctx, m.rel), clause: 'generation expression' });
    return `${sql} GENERATED ALWAYS AS (${withImmutableCasts(coerce(ctx, e, c.typeOid, c.typmod, 'assignment').sql)}) STORED`;
  }
  if (c.defaultSqlite !== null) sql += ` DEFAULT (${c.defaultSqlite})`;
  return sql;
}

/** The column of a table of no columns (CREATE TABLE t ()): SQLite needs one, which no client can see or name. */
export const NO_COLUMNS_SQL = `${quoteIdent(`${INTERNAL_PREFIX}nocols`)} INTEGER`;

/** `CREATE TABLE` of a model, with its PRIMARY KEY, CHECK and FOREIGN KEY clauses. */
export function createTableSql(
  ctx: PlanCtx,
  m: TableModel,
  relOf: (oid: number) => RelationDef | undefined,
  constraintsOf: (oid: number) => readonly ConstraintDef[] = (oid) => ctx.catalog.constraintsOf(oid),
): string {
  const rel = m.rel;
  const col = (attnum: number, r: RelationDef = rel): string => quoteIdent(r.columns.find((c) => c.attnum === attnum)?.sqliteName ?? '?');
  const pk = m.constraints.find((c) => c.type === 'p');
  const pkCols = pk ? pk.columns : (m.extraPk ?? []);
  const lonePk = pkCols.length === 1 ? pkCols[0] : undefined;
  const parts = rel.columns.map((c) => columnSql(ctx, m, c, c.attnum === lonePk));
  if (parts.length === 0) parts.push(NO_COLUMNS_SQL);
  const keys = hiddenKeys(ctx, m, relOf, constraintsOf);
  parts.push(...keys.columns.values());
  for (const c of m.constraints) {
    if (c.type === 'p' && !(m.autoinc && lonePk === m.autoinc.ownedBy?.attnum)) {
      parts.push(`CONSTRAINT ${quoteIdent(c.name)} PRIMARY KEY (${c.columns.map((n) => col(n)).join(', ')})`);
    }
    if (c.type === 'c' && c.checkExpr !== null) {
      const scope = tableScope(ctx, rel);
      const e = asBool(translateExpr(parseExprText(c.checkExpr), { scope, clause: 'check constraints' }), { scope });
      parts.push(`CONSTRAINT ${quoteIdent(c.name)} CHECK (${e.sql})`);
    }
    if (c.type === 'f') {
      const target = c.refRelOid === rel.oid ? rel : relOf(c.refRelOid);
      if (!target) continue;
      const fk = keys.foreignKeys.get(c.name);
      const from = fk ? fk.from.map(quoteIdent).join(', ') : c.columns.map((n) => col(n)).join(', ');
      const to = fk ? fk.to.map(quoteIdent).join(', ') : c.refColumns.map((n) => col(n, target)).join(', ');
      let sql = `CONSTRAINT ${quoteIdent(c.name)} FOREIGN KEY (${from}) REFERENCES ${quoteIdent(target.sqliteName)} (${to})`;
      if (c.onDelete !== 'a') sql += ` ON DELETE ${ACTIONS[c.onDelete] ?? 'NO ACTION'}`;
      if (c.onUpdate !== 'a') sql += ` ON UPDATE ${ACTIONS[c.onUpdate] ?? 'NO ACTION'}`;
      if (c.deferrable) sql += ` DEFERRABLE INITIALLY ${c.deferred ? 'DEFERRED' : 'IMMEDIATE'}`;
      parts.push(sql);
      const full = c.matchType === 'f' ? matchFullCheck(rel.name, c.name, c.columns.map((n) => rel.columns.find((x) => x.attnum === n)?.sqliteName ?? '?')) : null;
      if (full) parts.push(full);
    }
  }
  parts.push(...keys.uniques, ...m.extraClauses);
  return `CREATE TABLE ${quoteIdent(rel.sqliteName)} (${parts.join(', ')})`;
}

/**
 * `CREATE [UNIQUE] INDEX` of one index of a model: nothing for a primary key's, unless its
 * columns need order keys (constraint-plan.ts gives it a unique index on them).
 */
export function createIndexSql(ctx: PlanCtx, m: TableModel, i: ModelIndex): string | null {
  if (!i.rel.sqliteName) return null;
  const scope = tableScope(ctx, m.rel);
  const isConstraint = m.constraints.some((c) => c.indexOid === i.def.oid);
  // a CREATE UNIQUE INDEX … NULLS NOT DISTINCT (see create-index.ts)
  const nullsNotDistinct = i.def.unique && i.def.nullsNotDistinct;
  const parts = i.def.keys.map((k) => {
    if (k.attnum > 0) {
      const c = m.rel.columns.find((x) => x.attnum === k.attnum);
      const name = quoteIdent(c?.sqliteName ?? '?');
      if (isConstraint) {
        const ckey = c ? constraintKeySql(ctx.catalog, c) : name;
        return i.def.nullsNotDistinct ? `${name} IS NULL, IFNULL(${ckey}, 0)` : ckey;
      }
      const key = indexKey({ sql: name, type: c?.typeOid ?? 0, typmod: -1, name: '' });
      return `${nullsNotDistinct ? `${name} IS NULL, IFNULL(${key}, 0)` : key}${k.desc ? ' DESC' : ''}`;
    }
    const e = translateExpr(parseExprText(k.expr ?? 'NULL'), { scope, clause: 'index expressions' });
    return withImmutableCasts(`${nullsNotDistinct ? `(${e.sql}) IS NULL, IFNULL(${indexKey(e)}, 0)` : indexKey(e)}${k.desc ? ' DESC' : ''}`);
  });
  const where = i.def.predicate ? ` WHERE ${withImmutableCasts(asBool(translateExpr(parseExprText(i.def.predicate), { scope, clause: 'index predicate' }), { scope }).sql)}` : '';
  return `CREATE ${i.def.unique ? 'UNIQUE ' : ''}INDEX ${quoteIdent(i.rel.sqliteName)} ON ${quoteIdent(m.rel.sqliteName)} (${parts.join(', ')})${where}`;
}

/**
 * The hidden key columns a re-created table carries (ddl/foreign-key-keys.ts): beside its keyed
 * PRIMARY KEY / UNIQUE columns, for its foreign keys over keyed columns, and the unique
 * constraints that make its keyed columns the parent key of the foreign keys referencing it.
 */
function hiddenKeys(ctx: PlanCtx, m: TableModel, relOf: (oid: number) => RelationDef | undefined, constraintsOf: (oid: number) => readonly ConstraintDef[]): { columns: Map<string, string>; uniques: string[]; foreignKeys: Map<string, ForeignKeyColumns> } {
  const rel = m.rel;
  const columns = new Map<string, string>();
  const uniques = new Set<string>();
  const foreignKeys = new Map<string, ForeignKeyColumns>();
  const colsOf = (r: RelationDef, attnums: readonly number[]): ColumnDef[] => attnums.map((n) => r.columns.find((c) => c.attnum === n)).filter((c): c is ColumnDef => c !== undefined);
  const plan = (name: string, child: RelationDef, from: readonly number[], parent: RelationDef, to: readonly number[], del: string, upd: string): ForeignKeyColumns | undefined => {
    const f = colsOf(child, from);
    const t = colsOf(parent, to);
    if (f.length !== from.length || t.length !== to.length) return undefined;
    try {
      return foreignKeyColumns(ctx, name, f, t, del, upd);
    } catch {
      return undefined; // a key made before pgsqlite compared keys by type: it stays on the stored values
    }
  };
  for (const c of m.constraints) {
    if (c.type === 'p' || c.type === 'u') {
      for (const col of colsOf(rel, c.columns)) {
        const k = referencedKeyColumn(ctx.catalog, col);
        if (k) columns.set(k.name, k.def);
      }
    }
    if (c.type === 'f') {
      const parent = c.refRelOid === rel.oid ? rel : relOf(c.refRelOid);
      const fk = parent ? plan(c.name, rel, c.columns, parent, c.refColumns, c.onDelete, c.onUpdate) : undefined;
      if (!fk) continue;
      foreignKeys.set(c.name, fk);
      for (const k of fk.fromShadows) columns.set(k.name, k.def);
      if ((fk.keyed || fk.storedParentIndex) && parent === rel) uniques.add(`UNIQUE (${fk.to.map(quoteIdent).join(', ')})`);
    }
  }
  for (const k of m.extraColumns) columns.set(k.name, k.def);
  const children = new Set(ctx.catalog.constraints().filter((c) => c.type === 'f' && c.refRelOid === rel.oid && c.relOid !== rel.oid).map((c) => c.relOid));
  for (const c of [...children].flatMap((oid) => constraintsOf(oid))) {
    if (c.type !== 'f' || c.refRelOid !== rel.oid) continue;
    const child = relOf(c.relOid);
    const fk = child ? plan(c.name, child, c.columns, rel, c.refColumns, c.onDelete, c.onUpdate) : undefined;
    if (fk?.keyed || fk?.storedParentIndex) uniques.add(`UNIQUE (${fk.to.map(quoteIdent).join(', ')})`);
  }
  return { columns, uniques: [...uniques], foreignKeys };
}
