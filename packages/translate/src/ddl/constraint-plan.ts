import { isTempSchema } from './temp-schema.js';
import { checkDeleteSetColumns } from './fk-set-columns.js';
import type { IndexKey, RelationDef } from '@pgsqlite/catalog';
import { constraintKeySql } from '../analyze/constraint-key.js';
import { typeLabel, userTypeNames } from './type-label.js';
import { type AstNode, type Fields, strVal } from '../parse/ast.js';
import { quoteIdent } from '../sql/quote.js';
import type { PlanCtx } from '../analyze/context.js';
import { Scope } from '../analyze/scope.js';
import { translateExpr } from '../analyze/expr.js';
import { asBool } from '../analyze/operators.js';
import { lookupRelation } from '../stmt/from-clause.js';
import type { CatalogWriter } from './catalog-steps.js';
import { printCheck, referencedColumns } from './expr-text.js';
import type { NameChooser } from './naming.js';
import { freshSqliteName } from './names.js';
import { sqlConstruct } from '../errors/construct-names.js';
import { type ShadowColumn, foreignKeyColumns, matchFullCheck, parentKeyIndexSql, referencedKeyColumn } from './foreign-key-keys.js';

/** A column of the table a constraint is planned for. */
export interface TableColumn {
  name: string;
  attnum: number;
  typeOid: number;
  typmod: number;
  sqliteName: string;
}

/** The table a constraint belongs to (being created or existing). */
export interface TableTarget {
  schema: string;
  name: string;
  sqliteName: string;
  /** OID as SQL (a number, or an allocation of the current plan) */
  oid: string;
  columns: TableColumn[];
  /** The primary key's attnums, when it has one (referenced by FKs without a column list) */
  primaryKey: number[] | null;
  /** Constraint names of the table (filled lazily) */
  constraintNames?: Set<string>;
  /** The UNIQUE / PRIMARY KEY constraints this statement adds, for a foreign key to the table itself */
  uniqueKeys?: UniqueKey[];
  /** Names of relations this plan removes (the index ADD … USING INDEX takes over) */
  freedNames?: Set<string>;
  /** The table exists (ALTER TABLE): a CHECK or FOREIGN KEY marked NOT VALID stays unvalidated (CREATE TABLE validates it) */
  existing?: boolean;
}

/** A UNIQUE or PRIMARY KEY constraint's columns. */
export interface UniqueKey {
  attnums: number[];
  deferrable: boolean;
}

/** What a constraint becomes in SQLite. */
export interface PlannedConstraint {
  /** The constraint's name (given or chosen) */
  name?: string;
  /** Clause inside CREATE TABLE (PRIMARY KEY, CHECK, FOREIGN KEY), or null */
  tableClause: string | null;
  /** Statements to run after the table exists (unique indexes) */
  after: string[];
  /** Hidden key columns the table needs (ddl/foreign-key-keys.ts) */
  columns?: ShadowColumn[];
  /** Statements to run before the table is created (a referenced table's key index) */
  before?: string[];
}

const ACTIONS: Record<string, string> = { a: 'NO ACTION', r: 'RESTRICT', c: 'CASCADE', n: 'SET NULL', d: 'SET DEFAULT' };

function keyNames(list: AstNode[] | undefined): string[] {
  return (list ?? []).map(strVal);
}

function columnOf(ctx: PlanCtx, t: TableTarget, name: string, location?: number): TableColumn {
  const c = t.columns.find((x) => x.name === name);
  if (!c) throw ctx.error('undefined_column', `column "${name}" named in key does not exist`, location);
  return c;
}

/** A column of a foreign key's list (transformColumnNameList: no position). */
function foreignKeyColumn(ctx: PlanCtx, t: TableTarget, name: string): TableColumn {
  const c = t.columns.find((x) => x.name === name);
  if (!c) throw ctx.error('undefined_column', `column "${name}" referenced in foreign key constraint does not exist`);
  return c;
}

/** CHECK constraint nodes a table gets from a parent only (conislocal false): made by the inheritance code. */
const inheritedChecks = new WeakSet<Fields>();

/** A CHECK constraint node as a child gets it from its parent (pg_constraint.conislocal false). */
export function inheritedCheck(c: Fields): AstNode {
  const copy = { ...c };
  inheritedChecks.add(copy);
  return { Constraint: copy } as unknown as AstNode;
}

/** The check expression in SQLite SQL and as PostgreSQL prints it. */
export function checkExpression(ctx: PlanCtx, t: TableTarget, expr: AstNode): { sql: string; text: string } {
  const scope = new Scope(ctx);
  scope.add({
    alias: t.name,
    columns: t.columns.map((c) => ({ name: c.name, type: c.typeOid, typmod: c.typmod, sql: quoteIdent(c.sqliteName), tableOid: 0, attnum: c.attnum, rangeAlias: t.name })),
  });
  const e = asBool(translateExpr(expr, { scope, clause: 'check constraints' }), { scope });
  const text = printCheck(expr, new Map(t.columns.map((c) => [c.name, c.typeOid])), undefined, userTypeNames(ctx));
  return { sql: e.sql, text };
}

/**
 * Plans one PRIMARY KEY / UNIQUE / CHECK / FOREIGN KEY constraint: writes its catalog facts
 * and returns its SQLite form. `column` is set for a column constraint.
 */
export function planConstraint(
  ctx: PlanCtx,
  t: TableTarget,
  c: Fields,
  writer: CatalogWriter,
  names: NameChooser,
  column?: TableColumn,
): PlannedConstraint {
  const given = c['conname'] as string | undefined;
  const location = c['location'] as number | undefined;
  switch (c['contype']) {
    case 'CONSTR_PRIMARY':
    case 'CONSTR_UNIQUE': {
      const primary = c['contype'] === 'CONSTR_PRIMARY';
      const cols = column ? [column] : keyNames(c['keys']).map((k) => columnOf(ctx, t, k, location));
      const name = given
        ? relationNameFree(ctx, names, t, given)
        : primary
          ? names.choose(t.name, null, 'pkey')
          : names.choose(t.name, cols.map((x) => x.name).join('_'), 'key');
      const idxOid = writer.allocOid();
      const nnd = Boolean(c['nulls_not_distinct']);
      const keys: IndexKey[] = cols.map((x) => ({ attnum: x.attnum, expr: null, desc: false, nullsFirst: false }));
      // values equal in PostgreSQL but stored differently (numeric 1.5 / 1.50, interval '1 day' /
      // '24 hours', jsonb) must collide: the unique index is on their order keys (a primary key
      // over such a column gets that index beside SQLite's own PRIMARY KEY)
      const key = (x: TableColumn): string => constraintKeySql(ctx.catalog, x);
      const keyed = cols.some((x) => key(x) !== quoteIdent(x.sqliteName));
      // DEFERRABLE: SQLite would check row by row; a plain index, checked by the session at the
      // end of the statement or at COMMIT (errors/deferrable-unique.ts)
      const deferrable = Boolean(c['deferrable']);
      const sqliteIndex = primary && !keyed && !deferrable ? '' : freshSqliteName(ctx, t.schema, name);
      writer.relation(idxOid, t.schema, name, 'i', sqliteIndex, []);
      writer.index({ oid: idxOid, relOid: t.oid, keys, unique: true, primary, nullsNotDistinct: nnd, predicate: null });
      writer.constraint({
        oid: writer.allocOid(), name, schema: t.schema, type: primary ? 'p' : 'u', relOid: t.oid, columns: cols.map((x) => x.attnum),
        indexOid: idxOid, nullsNotDistinct: nnd, deferrable: Boolean(c['deferrable']), deferred: Boolean(c['initdeferred']),
      });
      // a keyed column carries its key as a hidden column, the parent key of foreign keys over it
      const columns = cols.flatMap((x) => referencedKeyColumn(ctx.catalog, x) ?? []);
      (t.uniqueKeys ??= []).push({ attnums: cols.map((x) => x.attnum), deferrable });
      if (deferrable) {
        if (primary) t.primaryKey = cols.map((x) => x.attnum);
        return { name, tableClause: null, columns, after: [`CREATE INDEX ${quoteIdent(sqliteIndex)} ON ${quoteIdent(t.sqliteName)} (${cols.map(key).join(', ')})`] };
      }
      if (primary) {
        t.primaryKey = cols.map((x) => x.attnum);
        const clause = `CONSTRAINT ${quoteIdent(name)} PRIMARY KEY (${cols.map((x) => quoteIdent(x.sqliteName)).join(', ')})`;
        const byKey = keyed ? [`CREATE UNIQUE INDEX ${quoteIdent(sqliteIndex)} ON ${quoteIdent(t.sqliteName)} (${cols.map(key).join(', ')})`] : [];
        return { name, tableClause: clause, after: byKey, columns };
      }
      const parts = cols.map((x) => (nnd ? `${quoteIdent(x.sqliteName)} IS NULL, IFNULL(${key(x)}, 0)` : key(x)));
      return { name, tableClause: null, columns, after: [`CREATE UNIQUE INDEX ${quoteIdent(sqliteIndex)} ON ${quoteIdent(t.sqliteName)} (${parts.join(', ')})`] };
    }
    case 'CONSTR_CHECK': {
      const { sql, text } = checkExpression(ctx, t, c['raw_expr']);
      const refs = [...referencedColumns(c['raw_expr'])];
      const name = given ? constraintNameFree(ctx, names, t, given) : names.choose(t.name, refs.length === 1 ? (refs[0] as string) : null, 'check');
      writer.constraint({ oid: writer.allocOid(), name, schema: t.schema, type: 'c', relOid: t.oid, columns: refs.map((r) => t.columns.find((x) => x.name === r)?.attnum ?? 0), checkExpr: text, notValid: notValid(t, c), ...(inheritedChecks.has(c) ? { local: false } : {}) });
      return { name, tableClause: `CONSTRAINT ${quoteIdent(name)} CHECK (${sql})`, after: [] };
    }
    case 'CONSTR_FOREIGN':
      return planForeignKey(ctx, t, c, writer, names, column);
    default:
      throw ctx.error('feature_not_supported', `constraint ${sqlConstruct(String(c['contype']))} is not supported by pgsqlite`, location);
  }
}

/** `NOT VALID` on a constraint added to an existing table (tablecmds.c: skip_validation; CREATE TABLE's are valid at once). */
export function notValid(t: TableTarget, c: Fields): boolean {
  return t.existing === true && c['skip_validation'] === true;
}

/** Constraint names are unique per table (42710); index-backed ones also name a relation of the schema (42P07). */
function constraintNameFree(ctx: PlanCtx, names: NameChooser, t: TableTarget, name: string): string {
  const taken = t.constraintNames ?? (t.constraintNames = new Set(ctx.catalog.constraintsOf(Number(t.oid)).map((c) => c.name)));
  if (taken.has(name)) throw ctx.error('duplicate_object', `constraint "${name}" for relation "${t.name}" already exists`);
  taken.add(name);
  return names.take(name);
}

function relationNameFree(ctx: PlanCtx, names: NameChooser, t: TableTarget, name: string): string {
  // By name, not a copy of every relation walked per constraint (issue 18).
  if ((ctx.catalog.findRelation(name, t.schema, []) !== undefined && !t.freedNames?.has(name)) || t.constraintNames?.has(name)) {
    throw ctx.error('duplicate_table', `relation "${name}" already exists`);
  }
  return constraintNameFree(ctx, names, t, name);
}

function planForeignKey(ctx: PlanCtx, t: TableTarget, c: Fields, writer: CatalogWriter, names: NameChooser, column?: TableColumn): PlannedConstraint {
  const cols = column ? [column] : keyNames(c['fk_attrs']).map((k) => foreignKeyColumn(ctx, t, k));
  checkDeleteSetColumns(ctx, c, t.columns.map((x) => x.name), cols.map((x) => x.name));
  const pk = c['pktable'] as Fields;
  const self = !pk['schemaname'] && pk['relname'] === t.name;
  const target: TableTarget = self ? t : fromRelation(ctx, lookupRelation(new Scope(ctx), pk));
  // tablecmds.c: a foreign key never crosses between temporary and permanent tables.
  if (isTempSchema(t.schema) !== isTempSchema(target.schema)) {
    throw ctx.error('invalid_table_definition', isTempSchema(t.schema) ? 'constraints on temporary tables may reference only temporary tables' : 'constraints on permanent tables may reference only permanent tables');
  }
  let refCols: TableColumn[];
  const pkAttrs = keyNames(c['pk_attrs']);
  if (pkAttrs.length) {
    refCols = pkAttrs.map((k) => {
      const rc = target.columns.find((x) => x.name === k);
      if (!rc) throw ctx.error('undefined_column', `column "${k}" referenced in foreign key constraint does not exist`);
      return rc;
    });
  } else {
    if (!target.primaryKey) throw ctx.error('undefined_object', `there is no primary key for referenced table "${target.name}"`);
    refCols = target.primaryKey.map((n) => target.columns.find((x) => x.attnum === n) as TableColumn);
  }
  if (refCols.length !== cols.length) throw ctx.error('invalid_foreign_key', 'number of referencing and referenced columns for foreign key disagree');
  if (self ? !selfHasUniqueOn(ctx, t, refCols) : !hasUniqueOn(ctx, target, refCols)) {
    throw ctx.error('invalid_foreign_key', `there is no unique constraint matching given keys for referenced table "${target.name}"`);
  }
  const name = c['conname'] ? constraintNameFree(ctx, names, t, String(c['conname'])) : names.choose(t.name, cols.map((x) => x.name).join('_'), 'fkey');
  const del = String(c['fk_del_action'] ?? 'a');
  const upd = String(c['fk_upd_action'] ?? 'a');
  writer.constraint({
    oid: writer.allocOid(), name, schema: t.schema, type: 'f', relOid: t.oid, columns: cols.map((x) => x.attnum),
    refRelOid: target.oid, refColumns: refCols.map((x) => x.attnum), onUpdate: upd, onDelete: del,
    matchType: c['fk_matchtype'] === 'f' ? 'f' : 's', deferrable: Boolean(c['deferrable']), deferred: Boolean(c['initdeferred']), notValid: notValid(t, c),
  });
  const keys = foreignKeyColumns(ctx, name, cols, refCols, del, upd);
  let sql = `CONSTRAINT ${quoteIdent(name)} FOREIGN KEY (${keys.from.map(quoteIdent).join(', ')}) REFERENCES ${quoteIdent(target.sqliteName)} (${keys.to.map(quoteIdent).join(', ')})`;
  if (del !== 'a') sql += ` ON DELETE ${ACTIONS[del] ?? 'NO ACTION'}`;
  if (upd !== 'a') sql += ` ON UPDATE ${ACTIONS[upd] ?? 'NO ACTION'}`;
  if (c['deferrable']) sql += ` DEFERRABLE INITIALLY ${c['initdeferred'] ? 'DEFERRED' : 'IMMEDIATE'}`;
  const full = c['fk_matchtype'] === 'f' ? matchFullCheck(t.name, name, cols.map((x) => x.sqliteName)) : null;
  if (full) sql += `, ${full}`;
  if (keys.storedParentIndex) {
    // SET NULL / SET DEFAULT / ON UPDATE CASCADE over keyed columns: on the stored values, which need a unique index of their own
    const samePk = target.primaryKey !== null && target.primaryKey.length === refCols.length && refCols.every((x) => target.primaryKey?.includes(x.attnum));
    if (self && !samePk) return { name, tableClause: `UNIQUE (${keys.to.map(quoteIdent).join(', ')}), ${sql}`, after: [] };
    if (!samePk) return { name, tableClause: sql, after: [], before: [parentKeyIndexSql(target.sqliteName, refCols.map((x) => x.attnum), keys.to, true)] };
  }
  // a table referencing itself is rebuilt with the key: its unique index must be in the new table
  // before SQLite checks a row (an index of the table is only recreated after the copy)
  const selfKey = self && !(target.primaryKey !== null && target.primaryKey.length === refCols.length && refCols.every((x) => target.primaryKey?.includes(x.attnum)));
  if (!keys.keyed) return { name, tableClause: selfKey ? `UNIQUE (${keys.to.map(quoteIdent).join(', ')}), ${sql}` : sql, after: [], columns: keys.fromShadows };
  // the referenced key columns' unique index: inside the new table when it references itself
  if (self) return { name, tableClause: `UNIQUE (${keys.to.map(quoteIdent).join(', ')}), ${sql}`, after: [], columns: keys.fromShadows };
  return { name, tableClause: sql, after: [], columns: keys.fromShadows, before: [parentKeyIndexSql(target.sqliteName, refCols.map((x) => x.attnum), keys.to)] };
}

/**
 * A foreign key to its own table: the key its statement makes (PRIMARY KEY or UNIQUE of this
 * CREATE or ALTER TABLE, all made before any foreign key is checked) or, for a table that exists,
 * one it has.
 */
function selfHasUniqueOn(ctx: PlanCtx, t: TableTarget, cols: TableColumn[]): boolean {
  const want = cols.map((c) => c.attnum).sort((a, b) => a - b).join(',');
  const same = (k: readonly number[]): boolean => [...k].sort((a, b) => a - b).join(',') === want;
  const added = (t.uniqueKeys ?? []).filter((k) => same(k.attnums));
  if (added.some((k) => !k.deferrable)) return true;
  if (ctx.catalog.relationByOid(Number(t.oid)) !== undefined && hasUniqueOn(ctx, t, cols)) return true;
  // transformFkeyCheckAttrs: only a deferrable key matches
  if (added.length > 0) throw ctx.error('object_not_in_prerequisite_state', `cannot use a deferrable unique constraint for referenced table "${t.name}"`);
  return t.primaryKey !== null && same(t.primaryKey);
}

function hasUniqueOn(ctx: PlanCtx, t: TableTarget, cols: TableColumn[]): boolean {
  const want = cols.map((c) => c.attnum).sort((a, b) => a - b).join(',');
  const rel = ctx.catalog.relationByOid(Number(t.oid));
  if (!rel) return true;
  const cons = ctx.catalog.constraintsOf(rel.oid);
  // Tables created outside pgsqlite carry no constraint facts: let SQLite judge.
  if (cons.length === 0 && rel.oid >= 1_000_000_000) return true;
  const match = cons.filter((c) => (c.type === 'p' || c.type === 'u') && [...c.columns].sort((a, b) => a - b).join(',') === want);
  // transformFkeyCheckAttrs: a unique index on exactly those columns serves too (not partial, no
  // expression); a constraint's own index is judged with its constraint (deferrable: not immediate)
  const owned = new Set(cons.map((c) => c.indexOid));
  const byIndex = ctx.catalog.indexes().some((i) => i.relOid === rel.oid && i.unique && !owned.has(i.oid) && i.predicate === null && i.keys.every((k) => k.expr === null && k.attnum > 0) && i.keys.map((k) => k.attnum).sort((a, b) => a - b).join(',') === want);
  if (byIndex) return true;
  // transformFkeyCheckAttrs: only a deferrable key matches: PostgreSQL refuses it
  const usable = match.find((c) => !c.deferrable);
  if (usable === undefined && match[0] !== undefined) {
    const what = match[0].type === 'p' ? 'a deferrable primary key' : 'a deferrable unique constraint';
    throw ctx.error('object_not_in_prerequisite_state', `cannot use ${what} for referenced table "${t.name}"`);
  }
  return usable !== undefined;
}

/** A catalog relation as a constraint target. */
export function fromRelation(ctx: PlanCtx, rel: RelationDef): TableTarget {
  const pk = ctx.catalog.constraintsOf(rel.oid).find((c) => c.type === 'p');
  return {
    schema: rel.schema,
    name: rel.name,
    sqliteName: rel.sqliteName,
    oid: String(rel.oid),
    columns: rel.columns.map((c) => ({ name: c.name, attnum: c.attnum, typeOid: c.typeOid, typmod: c.typmod, sqliteName: c.sqliteName })),
    primaryKey: pk ? [...pk.columns] : null,
  };
}
