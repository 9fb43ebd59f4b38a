import { pgQuoteIdent, type ConstraintDef, type RelationDef } from '@pgsqlite/catalog';
import { planAlterTriggers } from './alter-trigger.js';
import { PgError } from '@pgsqlite/errors';
import { type AstNode, type Fields, fieldsOf } from '../parse/ast.js';
import { quoteIdent, quoteString } from '../sql/quote.js';
import type { PlanCtx } from '../analyze/context.js';
import { Scope } from '../analyze/scope.js';
import { translateExpr, resolveTypeName } from '../analyze/expr.js';
import { coerce } from '../analyze/coerce.js';
import { lookupRelation } from '../stmt/from-clause.js';
import type { DdlPlan } from '../plan.js';
import { CatalogWriter } from './catalog-steps.js';
import { planColumn } from './column-plan.js';
import { checkExpression, notValid, planConstraint, type TableTarget, type UniqueKey } from './constraint-plan.js';
import { printDefault, referencedColumns } from './expr-text.js';
import { planViewColumnDefault } from './view-column-default.js';
import { NameChooser } from './naming.js';
import { dropRelationSteps } from './drop.js';
import { rebuildSteps, rewriteFacts } from './rebuild.js';
import { copiesUnchecked, loadModel, parseExprText, type TableModel } from './table-model.js';
import { tableScope } from './table-sql.js';
import { TYPE_MAX } from './sequence-facts.js';
import { addIdentity, addSequenceColumn, dropIdentity, setIdentity } from './alter-identity.js';
import { typeLabel, userTypeNames } from './type-label.js';
import { sqlConstruct } from '../errors/construct-names.js';
import { planAlterOptions } from './alter-options.js';
import { constraintUsingIndex } from './constraint-using-index.js';

/** State of one ALTER TABLE: the edited model and what the plan needs besides the rebuild. */
interface AlterState {
  ctx: PlanCtx;
  m: TableModel;
  /** Other tables whose constraints a CASCADE removed */
  children: Map<number, TableModel>;
  writer: CatalogWriter;
  names: NameChooser;
  /** Checks of the existing rows, run first (PostgreSQL's messages) */
  pre: string[];
  /** Steps after the rebuild (checks needing the new table, sequence facts) */
  post: string[];
  notices: (string | DdlNotice)[];
  /** In-place SQLite steps, used when nothing needs a rebuild */
  inPlace: string[];
  rebuild: boolean;
  /** The UNIQUE / PRIMARY KEY constraints this statement added (a foreign key to the table itself may use them) */
  addedKeys?: UniqueKey[];
  /** ALTER TABLE ONLY: the children are left alone */
  only: boolean;
  /** The valid CHECK constraints this statement added */
  addedChecks?: { name: string; expr: AstNode }[];
}

import { planAlterHierarchy } from './alter-hierarchy.js';
import { notForRelkind } from './alter-relkind.js';
import { isRecursion, noteAltered, propagateAlter } from './alter-propagate.js';
import { guardInheritance } from './inherited-column-guards.js';
import type { DdlNotice } from '../plan.js';
import { cascadeNotice } from './cascade-notice.js';
import { refuseTypeChangeUnderViews, viewsDroppedWithColumn } from './view-column-deps.js';
import { dropTriggerWithClonesSql, triggersOnColumn } from './trigger-column-deps.js';
import { isSystemColumnName, systemColumnClash } from '../analyze/system-columns.js';

const SIMPLE = new Set(['AT_ChangeOwner']);
const MATVIEW_NOOPS = new Set(['AT_SetStatistics', 'AT_SetStorage', 'AT_SetCompression']);
const COLUMN_OPTIONS = new Set(['AT_SetStatistics', 'AT_SetStorage', 'AT_SetCompression', 'AT_SetOptions', 'AT_ResetOptions']);

/** ALTER TABLE [IF EXISTS] [ONLY] t cmd, … — in place when SQLite can, else a rebuild (see rebuild.ts). */
export function planAlterTable(ctx: PlanCtx, stmt: Fields): DdlPlan {
  const objtype = String(stmt['objtype'] ?? 'OBJECT_TABLE');
  const tag = objtype === 'OBJECT_TABLE' ? 'ALTER TABLE' : objtype === 'OBJECT_MATVIEW' ? 'ALTER MATERIALIZED VIEW' : `ALTER ${objtype.slice(7).replace('_', ' ')}`;
  const cmds = ((stmt['cmds'] as AstNode[] | undefined) ?? []).map((n) => fieldsOf(n));
  const rv = stmt['relation'] as Fields;
  let rel: RelationDef;
  try {
    rel = lookupRelation(new Scope(ctx), rv);
  } catch (e) {
    if (stmt['missing_ok'] && e instanceof PgError && e.code === '42P01') return { kind: 'ddl', steps: [], tag, notices: [`relation "${String(rv['relname'])}" does not exist, skipping`] };
    throw e;
  }
  if (cmds.every((c) => SIMPLE.has(String(c['subtype'])))) return { kind: 'ddl', steps: [], tag, notices: [] };
  const options = planAlterOptions(ctx, rel, cmds, tag);
  if (options !== undefined) return options;
  const triggers = rel.kind === 'r' || rel.kind === 'p' ? planAlterTriggers(ctx, rel, cmds, tag) : undefined;
  if (triggers !== undefined) return triggers;
  // a materialized view's planner statistics and storage are no facts pgsqlite keeps
  if (rel.kind === 'm' && cmds.every((c) => MATVIEW_NOOPS.has(String(c['subtype'])))) return { kind: 'ddl', steps: [], tag, notices: [] };
  const viewDefault = planViewColumnDefault(ctx, rel, cmds, tag);
  if (viewDefault !== undefined) return viewDefault;
  if (rel.kind !== 'r' && rel.kind !== 'p') throw notForRelkind(ctx, rel, cmds);
  if (rel.kind === 'p' && cmds.some((c) => c['subtype'] === 'AT_AddConstraint' && ['CONSTR_PRIMARY', 'CONSTR_UNIQUE'].includes(String(fieldsOf(c['def'] as AstNode)['contype'])))) {
    throw ctx.error('feature_not_supported', 'adding a PRIMARY KEY or UNIQUE constraint to a partitioned table is not supported by pgsqlite (declare it in CREATE TABLE)');
  }
  const hierarchy = planAlterHierarchy(ctx, rel, cmds, tag);
  if (hierarchy !== undefined) return hierarchy;
  const reach = { only: rv['inh'] !== true, recursing: isRecursion(stmt) };
  for (const c of cmds) guardInheritance(ctx, rel, c, reach);
  const s: AlterState = {
    ctx, m: loadModel(ctx, rel), children: new Map(), writer: new CatalogWriter(), names: new NameChooser(ctx, rel.schema),
    pre: [], post: [], notices: [], inPlace: [], rebuild: false, only: reach.only,
  };
  s.m.changed = true;
  for (const c of cmds) alterCommand(s, c);
  if (s.rebuild && copiesUnchecked(s.m)) s.post.push(...validChecksAfterCopy(s));
  const body = s.rebuild ? rebuildSteps(ctx, [s.m, ...s.children.values()]) : [...s.inPlace, ...rewriteFacts(ctx, s.m)];
  const plan = noteAltered({ kind: 'ddl', steps: [...s.pre, ...body, ...s.post, ...s.writer.finish()], tag, notices: s.notices }, s.m.rel);
  return rel.inheritedBy !== undefined || rel.partitionBound !== undefined ? propagateAlter(ctx, stmt, rel, plan, planAlterTable) : plan;
}

/**
 * The rows a rebuild copied past SQLite's CHECKs (a NOT VALID CHECK spares the old rows): the
 * table's valid CHECKs checked by query over the new table, as PostgreSQL checks them on a rewrite.
 */
function validChecksAfterCopy(s: AlterState): string[] {
  const kept = s.m.constraints.filter((k) => k.type === 'c' && k.notValid !== true && k.checkExpr !== null);
  return [...kept.map((k) => ({ name: k.name, expr: parseExprText(k.checkExpr ?? 'true') })), ...(s.addedChecks ?? [])].map((k) => rowsViolateCheck(s, k.name, k.expr));
}

function column(s: AlterState, name: string, missingOk = false): RelationDef['columns'][number] | undefined {
  const c = s.m.rel.columns.find((x) => x.name === name);
  if (!c && !missingOk) throw s.ctx.error('undefined_column', `column "${name}" of relation "${s.m.rel.name}" does not exist`);
  return c;
}

function target(s: AlterState): TableTarget {
  const r = s.m.rel;
  const pk = s.m.constraints.find((c) => c.type === 'p');
  return {
    schema: r.schema, name: r.name, sqliteName: r.sqliteName, oid: String(r.oid), primaryKey: pk ? [...pk.columns] : null, uniqueKeys: (s.addedKeys ??= []),
    columns: r.columns.map((c) => ({ name: c.name, attnum: c.attnum, typeOid: c.typeOid, typmod: c.typmod, sqliteName: c.sqliteName })),
    existing: true,
  };
}

function nullCheck(s: AlterState, col: string): string {
  const msg = `column "${col}" of relation "${s.m.rel.name}" contains null values`;
  return `SELECT pg_raise('23502', ${quoteString(msg)}) FROM ${quoteIdent(s.m.rel.sqliteName)} WHERE ${quoteIdent(col)} IS NULL LIMIT 1`;
}

function alterCommand(s: AlterState, c: Fields): void {
  const ctx = s.ctx;
  const subtype = String(c['subtype']);
  const name = c['name'] as string | undefined;
  switch (subtype) {
    case 'AT_ChangeOwner':
      return;
    case 'AT_AddColumn':
      return addColumn(s, fieldsOf(c['def'] as AstNode), Boolean(c['missing_ok']));
    case 'AT_DropColumn':
      return dropColumn(s, String(name), Boolean(c['missing_ok']), c['behavior'] === 'DROP_CASCADE');
    case 'AT_AlterColumnType':
      return alterType(s, String(name), fieldsOf(c['def'] as AstNode));
    case 'AT_ColumnDefault': {
      const col = column(s, String(name)) as RelationDef['columns'][number];
      const def = c['def'] as AstNode | undefined;
      if (def) {
        col.defaultSqlite = coerce(ctx, translateExpr(def, { scope: new Scope(ctx), clause: 'DEFAULT expressions' }), col.typeOid, col.typmod, 'assignment').sql;
        col.defaultExpr = printDefault(def, col.typeOid, col.typmod, typeLabel(ctx.catalog, ctx.searchPath, col.typeOid, -1), userTypeNames(ctx));
      } else {
        col.defaultSqlite = null;
        col.defaultExpr = null;
      }
      s.rebuild = true;
      return;
    }
    case 'AT_SetNotNull': {
      const col = column(s, String(name)) as RelationDef['columns'][number];
      if (!col.notNull) {
        col.notNull = true;
        if (s.m.copy.has(col.attnum)) s.pre.push(nullCheck(s, col.sqliteName));
        s.rebuild = true;
      }
      return;
    }
    case 'AT_DropNotNull': {
      const col = column(s, String(name)) as RelationDef['columns'][number];
      if (s.m.constraints.some((k) => k.type === 'p' && k.columns.includes(col.attnum))) {
        throw ctx.error('invalid_table_definition', `column "${col.name}" is in a primary key`);
      }
      if (col.identity) throw ctx.error('syntax_error', `column "${col.name}" of relation "${s.m.rel.name}" is an identity column`);
      if (col.notNull) {
        col.notNull = false;
        s.rebuild = true;
      }
      return;
    }
    case 'AT_AddIdentity':
      return addIdentity(s, String(name), fieldsOf(c['def'] as AstNode));
    case 'AT_SetIdentity':
      return setIdentity(s, String(name), (fieldsOf(c['def'] as AstNode)['items'] as AstNode[] | undefined) ?? []);
    case 'AT_DropIdentity':
      return dropIdentity(s, String(name), Boolean(c['missing_ok']));
    case 'AT_AddConstraint':
      return addConstraint(s, fieldsOf(c['def'] as AstNode));
    case 'AT_DropConstraint':
      return dropConstraint(s, String(name), Boolean(c['missing_ok']), c['behavior'] === 'DROP_CASCADE');
    case 'AT_ValidateConstraint':
      return validateConstraint(s, String(name));
    case 'AT_AlterConstraint':
      return alterConstraint(s, fieldsOf(c['def'] as AstNode));
    default:
      // a column's statistics, storage or options: PostgreSQL names a missing column first
      if (COLUMN_OPTIONS.has(subtype) && name !== undefined) column(s, name);
      throw ctx.error('feature_not_supported', `ALTER TABLE ${sqlConstruct(String(subtype))} is not supported by pgsqlite yet`);
  }
}

function addColumn(s: AlterState, def: Fields, missingOk: boolean): void {
  const ctx = s.ctx;
  const colName = String(def['colname']);
  if (column(s, colName, true)) {
    if (missingOk) {
      s.notices.push(`column "${colName}" of relation "${s.m.rel.name}" already exists, skipping`);
      return;
    }
    throw ctx.error('duplicate_column', `column "${colName}" of relation "${s.m.rel.name}" already exists`);
  }
  if (isSystemColumnName(colName)) throw systemColumnClash(ctx, colName);
  const attnum = Math.max(0, ...s.m.rel.columns.map((c) => c.attnum), ...(ctx.catalog.relationByOid(s.m.rel.oid)?.columns ?? []).map((c) => c.attnum)) + 1;
  const cp = planColumn(ctx, def, attnum, () => tableScope(ctx, s.m.rel), { name: s.m.rel.name, columns: s.m.rel.columns.map((c) => ({ name: c.name, generated: c.generated === 's' })) });
  if (cp.sequence) addSequenceColumn(s, cp);
  s.m.rel.columns.push({ ...cp.facts, generated: cp.facts.generated ?? '' });
  const plain = !cp.facts.notNull && cp.facts.defaultSqlite === null && cp.facts.generated !== 's' && cp.constraints.length === 0;
  if (plain) {
    s.inPlace.push(`ALTER TABLE ${quoteIdent(s.m.rel.sqliteName)} ADD COLUMN ${quoteIdent(cp.facts.sqliteName)} ${cp.storage}`);
  } else {
    s.rebuild = true;
    if (cp.facts.notNull && cp.facts.defaultSqlite === null && cp.facts.generated !== 's') {
      s.pre.push(`SELECT pg_raise('23502', ${quoteString(`column "${colName}" of relation "${s.m.rel.name}" contains null values`)}) FROM ${quoteIdent(s.m.rel.sqliteName)} LIMIT 1`);
    }
  }
  for (const k of cp.constraints) addConstraint(s, k, colName);
}

function addConstraint(s: AlterState, given: Fields, columnName?: string): void {
  const ctx = s.ctx;
  const t = target(s);
  const using = constraintUsingIndex(ctx, s.m, given);
  if (using !== null) {
    s.notices.push(...using.notices);
    t.freedNames = new Set([using.freed]);
  }
  const c = using?.def ?? given;
  const col = columnName === undefined ? undefined : t.columns.find((x) => x.name === columnName);
  if (c['contype'] === 'CONSTR_PRIMARY') {
    if (s.m.constraints.some((k) => k.type === 'p')) throw ctx.error('invalid_table_definition', `multiple primary keys for table "${s.m.rel.name}" are not allowed`);
    const keys = col ? [col.name] : ((c['keys'] as AstNode[] | undefined) ?? []).map((k) => String(fieldsOf(k)['sval']));
    s.m.extraPk = keys.map((k) => column(s, k)?.attnum ?? 0);
    for (const k of keys) {
      const mc = column(s, k);
      if (mc && !mc.notNull) {
        mc.notNull = true;
        if (s.m.copy.has(mc.attnum)) s.pre.push(nullCheck(s, mc.sqliteName));
      }
    }
  }
  const planned = planConstraint(ctx, t, c, s.writer, s.names, col);
  if (planned.tableClause) s.m.extraClauses.push(planned.tableClause);
  s.m.extraSql.push(...planned.after);
  s.m.extraColumns.push(...(planned.columns ?? []));
  s.pre.push(...(planned.before ?? []));
  s.rebuild = true;
  const known = new Set((ctx.catalog.relationByOid(s.m.rel.oid)?.columns ?? []).map((x) => x.name));
  if ((c['contype'] === 'CONSTR_PRIMARY' || c['contype'] === 'CONSTR_UNIQUE') && using === null) {
    const keys = col ? [col.name] : ((c['keys'] as AstNode[] | undefined) ?? []).map((k) => String(fieldsOf(k)['sval']));
    if (keys.every((k) => known.has(k))) s.pre.push(duplicatedKeys(s, planned.name ?? '', keys, c['nulls_not_distinct'] === true));
  }
  const skipValidation = notValid(t, c);
  if (c['contype'] === 'CONSTR_CHECK' && skipValidation) s.m.uncheckedCopy = true;
  else if (c['contype'] === 'CONSTR_CHECK') {
    const name = planned.name ?? '';
    if ([...referencedColumns(c['raw_expr'])].every((r) => known.has(r))) s.pre.push(rowsViolateCheck(s, name, c['raw_expr'] as AstNode));
    (s.addedChecks ??= []).push({ name, expr: c['raw_expr'] as AstNode });
  }
  if (c['contype'] === 'CONSTR_FOREIGN') s.post.push(skipValidation ? unvalidatedForeignKeyRows(s, planned.name ?? '') : rowsViolateForeignKey(s, planned.name ?? ''));
}

/**
 * A step failing as PostgreSQL's index build does when rows of the table share the key of a new
 * UNIQUE / PRIMARY KEY constraint: 23505 `could not create unique index`, the key in the DETAIL.
 */
function duplicatedKeys(s: AlterState, name: string, keys: readonly string[], nullsNotDistinct: boolean): string {
  const cols = keys.map((k) => column(s, k) as RelationDef['columns'][number]);
  const refs = cols.map((c) => quoteIdent(c.sqliteName));
  const values = `pg_row_text(${cols.map((c, i) => `${c.typeOid}, ${refs[i] ?? ''}`).join(', ')})`;
  const detail = `${quoteString(`Key (${cols.map((c) => pgQuoteIdent(c.name)).join(', ')})=(`)} || ${values} || ') is duplicated.'`;
  const where = nullsNotDistinct ? '' : ` WHERE ${refs.map((r) => `${r} IS NOT NULL`).join(' AND ')}`;
  return `SELECT pg_raise_detail('23505', ${quoteString(`could not create unique index "${name}"`)}, ${detail}) FROM ${quoteIdent(s.m.rel.sqliteName)}${where} GROUP BY ${refs.join(', ')} HAVING count(*) > 1 LIMIT 1`;
}

/** A step failing with PostgreSQL's 23514 when a row of the table fails CHECK `expr` (validateCheckConstraint). */
function rowsViolateCheck(s: AlterState, name: string, expr: AstNode): string {
  const { sql } = checkExpression(s.ctx, target(s), expr);
  const msg = `check constraint "${name}" of relation "${s.m.rel.name}" is violated by some row`;
  return `SELECT pg_raise('23514', ${quoteString(msg)}) FROM ${quoteIdent(s.m.rel.sqliteName)} WHERE NOT (${sql}) LIMIT 1`;
}

/** A step failing with PostgreSQL's 23503 when a row of the table has no referenced row for foreign key `name`. */
function rowsViolateForeignKey(s: AlterState, name: string): string {
  const msg = `insert or update on table "${s.m.rel.name}" violates foreign key constraint "${name}"`;
  return `SELECT pg_raise('23503', ${quoteString(msg)}) FROM pragma_foreign_key_check(${quoteString(s.m.rel.sqliteName)}) LIMIT 1`;
}

/**
 * A foreign key added NOT VALID over rows that violate it: SQLite's foreign keys hold for every
 * row of the table, so pgsqlite cannot keep such rows unvalidated (0A000, the rows untouched).
 */
function unvalidatedForeignKeyRows(s: AlterState, name: string): string {
  const msg = `foreign key constraint "${name}" NOT VALID over rows of "${s.m.rel.name}" that violate it is not supported by pgsqlite`;
  return `SELECT pg_raise('0A000', ${quoteString(msg)}) FROM pragma_foreign_key_check(${quoteString(s.m.rel.sqliteName)}) LIMIT 1`;
}

/**
 * ALTER TABLE … ALTER CONSTRAINT name [NOT] DEFERRABLE [INITIALLY …] (ATExecAlterConstraint): a
 * foreign key's deferrability, which SQLite keeps in the table's REFERENCES clause (a rebuild).
 */
function alterConstraint(s: AlterState, def: Fields): void {
  const name = String(def['conname']);
  const k = s.m.constraints.find((c) => c.name === name);
  if (!k) throw s.ctx.error('undefined_object', `constraint "${name}" of relation "${s.m.rel.name}" does not exist`);
  if (k.type !== 'f') throw s.ctx.error('wrong_object_type', `constraint "${name}" of relation "${s.m.rel.name}" is not a foreign key constraint`);
  const deferrable = def['deferrable'] === true;
  const deferred = def['initdeferred'] === true;
  if (k.deferrable === deferrable && k.deferred === deferred) return;
  k.deferrable = deferrable;
  k.deferred = deferred;
  s.post.push(`UPDATE _pgsqlite_constraint SET condeferrable = ${deferrable ? 1 : 0}, condeferred = ${deferred ? 1 : 0} WHERE oid = ${k.oid}`);
  s.rebuild = true;
}

/**
 * ALTER TABLE … VALIDATE CONSTRAINT (ATExecValidateConstraint): a NOT VALID CHECK or foreign key
 * checks the rows it spared and becomes valid; a valid one is left alone (not checked again).
 */
function validateConstraint(s: AlterState, name: string): void {
  const k = s.m.constraints.find((c) => c.name === name);
  if (!k) throw s.ctx.error('undefined_object', `constraint "${name}" of relation "${s.m.rel.name}" does not exist`);
  if (k.type !== 'c' && k.type !== 'f') throw s.ctx.error('wrong_object_type', `constraint "${name}" of relation "${s.m.rel.name}" is not a foreign key or check constraint`);
  if (k.notValid !== true) return;
  if (k.type === 'c' && s.only && (s.m.rel.inheritedBy?.length ?? 0) > 0) throw s.ctx.error('invalid_table_definition', 'constraint must be validated on child tables too');
  s.pre.push(k.type === 'c' ? rowsViolateCheck(s, name, parseExprText(k.checkExpr ?? 'true')) : rowsViolateForeignKey(s, name));
  s.pre.push(`DELETE FROM _pgsqlite_connotvalid WHERE oid = ${k.oid}`);
  delete k.notValid;
}

/** Other tables' foreign keys that need `attnums` of this table (its referenced key). */
function referencing(s: AlterState, uses: (c: ConstraintDef) => boolean): ConstraintDef[] {
  return s.ctx.catalog.constraints().filter((c) => c.type === 'f' && c.refRelOid === s.m.rel.oid && c.relOid !== s.m.rel.oid && uses(c));
}

function cascadeTo(s: AlterState, deps: ConstraintDef[], cascade: boolean, what: string, depText: (c: ConstraintDef) => string): void {
  if (!deps.length) return;
  const tableName = (c: ConstraintDef): string => s.ctx.catalog.relationByOid(c.relOid)?.name ?? '?';
  if (!cascade) {
    throw s.ctx.error('dependent_objects_still_exist', `cannot drop ${what} because other objects depend on it`, undefined, {
      detail: deps.map((d) => `constraint ${d.name} on table ${tableName(d)} depends on ${depText(d)}`).join('\n'),
      hint: 'Use DROP ... CASCADE to drop the dependent objects too.',
    });
  }
  s.notices.push(cascadeNotice(deps.map((d) => `constraint ${d.name} on table ${tableName(d)}`)));
  for (const d of deps) {
    const child = s.children.get(d.relOid) ?? loadModel(s.ctx, s.ctx.catalog.relationByOid(d.relOid) as RelationDef);
    child.changed = true;
    child.constraints = child.constraints.filter((k) => k.oid !== d.oid);
    s.children.set(d.relOid, child);
  }
}

function removeConstraint(s: AlterState, k: ConstraintDef): void {
  s.m.constraints = s.m.constraints.filter((x) => x.oid !== k.oid);
  if (k.indexOid) s.m.indexes = s.m.indexes.filter((i) => i.def.oid !== k.indexOid);
}

function dropColumn(s: AlterState, name: string, missingOk: boolean, cascade: boolean): void {
  if (isSystemColumnName(name)) throw s.ctx.error('feature_not_supported', `cannot drop system column "${name}"`);
  const col = column(s, name, missingOk);
  if (!col) {
    s.notices.push(`column "${name}" of relation "${s.m.rel.name}" does not exist, skipping`);
    return;
  }
  const n = col.attnum;
  const deps = referencing(s, (c) => c.refColumns.includes(n));
  cascadeTo(s, deps, cascade, `column ${name} of table ${s.m.rel.name}`, () => `column ${name} of table ${s.m.rel.name}`);
  // triggers whose UPDATE OF list or WHEN names the column
  const triggers = triggersOnColumn(s.ctx, s.m.rel, name);
  if (triggers.length > 0) {
    const labels = triggers.map((t) => `trigger ${t.name} on table ${s.m.rel.name}`);
    if (!cascade) {
      throw s.ctx.error('dependent_objects_still_exist', `cannot drop column ${name} of table ${s.m.rel.name} because other objects depend on it`, undefined, {
        detail: labels.map((l) => `${l} depends on column ${name} of table ${s.m.rel.name}`).join('\n'),
        hint: 'Use DROP ... CASCADE to drop the dependent objects too.',
      });
    }
    s.notices.push(cascadeNotice(labels));
    for (const t of triggers) s.pre.push(...dropTriggerWithClonesSql(s.ctx, t));
  }
  // views reading the column (pg_depend): refused, or dropped first under CASCADE
  const readers = viewsDroppedWithColumn(s.ctx, s.m.rel, n, name, cascade);
  if (readers.views.length > 0) {
    s.notices.push(cascadeNotice(readers.labels));
    for (const v of readers.views) s.pre.push(...dropRelationSteps(s.ctx, v));
  }
  s.m.rel.columns = s.m.rel.columns.filter((c) => c.attnum !== n);
  s.m.copy.delete(n);
  for (const k of [...s.m.constraints]) if (k.columns.includes(n)) removeConstraint(s, k);
  s.m.indexes = s.m.indexes.filter((i) => !i.def.keys.some((k) => k.attnum === n || (k.expr !== null && referencedColumns(parseExprText(k.expr)).has(name))) && !(i.def.predicate && referencedColumns(parseExprText(i.def.predicate)).has(name)));
  for (const seq of s.ctx.catalog.sequences()) {
    if (seq.ownedBy?.relOid !== s.m.rel.oid || seq.ownedBy.attnum !== n) continue;
    const srel = s.ctx.catalog.relationByOid(seq.oid);
    if (srel) s.post.push(...dropRelationSteps(s.ctx, srel).filter((x) => !x.startsWith('DELETE FROM sqlite_sequence')));
    if (s.m.autoinc?.oid === seq.oid) s.m.autoinc = null;
  }
  if (s.m.rel.columns.length === 0) throw s.ctx.error('feature_not_supported', 'tables without columns are not supported by pgsqlite');
  s.rebuild = true;
}

function alterType(s: AlterState, name: string, def: Fields): void {
  const ctx = s.ctx;
  const col = column(s, name) as RelationDef['columns'][number];
  const { oid, typmod } = resolveTypeName(ctx, def['typeName'] as Fields);
  refuseTypeChangeUnderViews(ctx, s.m.rel, col.attnum, name);
  const typeText = typeLabel(ctx.catalog, ctx.searchPath, oid, typmod);
  const scope = tableScope(ctx, ctx.catalog.relationByOid(s.m.rel.oid) ?? s.m.rel);
  const using = def['raw_default'] as AstNode | undefined;
  const source = using
    ? translateExpr(using, { scope, clause: 'transform expressions' })
    : translateExpr({ ColumnRef: { fields: [{ String: { sval: name } }] } }, { scope });
  try {
    const e = coerce(ctx, source, oid, typmod, 'assignment');
    if (s.m.copy.has(col.attnum)) s.m.copy.set(col.attnum, e.sql);
  } catch (err) {
    if (using && err instanceof PgError && err.code === '42804') {
      throw PgError.fromCode('42804', `result of USING clause for column "${name}" cannot be cast automatically to type ${typeText}`, { hint: 'You might need to add an explicit cast.' });
    }
    if (using) throw err;
    throw PgError.fromCode('42804', `column "${name}" cannot be cast automatically to type ${typeText}`, { hint: `You might need to specify "USING ${name}::${typeText}".` });
  }
  if (col.defaultExpr !== null && col.generated !== 's' && !col.identity) {
    try {
      col.defaultSqlite = coerce(ctx, translateExpr(parseExprText(col.defaultExpr), { scope: new Scope(ctx), clause: 'DEFAULT expressions' }), oid, typmod, 'assignment').sql;
    } catch {
      throw PgError.fromCode('42804', `default for column "${name}" cannot be cast automatically to type ${typeText}`);
    }
  }
  for (const seq of ctx.catalog.sequences()) {
    if (seq.ownedBy?.relOid === s.m.rel.oid && seq.ownedBy.attnum === col.attnum && seq.ownerDepType === 'i' && TYPE_MAX[oid] !== undefined) {
      const max = seq.max === TYPE_MAX[seq.typeOid] ? TYPE_MAX[oid] : seq.max;
      s.post.push(`UPDATE _pgsqlite_sequence SET seqtypid = ${oid}, seqmax = ${max} WHERE seqrelid = ${seq.oid}`);
    }
  }
  col.typeOid = oid;
  col.typmod = typmod;
  s.rebuild = true;
}

function dropConstraint(s: AlterState, name: string, missingOk: boolean, cascade: boolean): void {
  const k = s.m.constraints.find((c) => c.name === name);
  if (!k) {
    if (missingOk) {
      s.notices.push(`constraint "${name}" of relation "${s.m.rel.name}" does not exist, skipping`);
      return;
    }
    throw s.ctx.error('undefined_object', `constraint "${name}" of relation "${s.m.rel.name}" does not exist`);
  }
  if (k.type === 'p' || k.type === 'u') {
    const cols = [...k.columns].sort().join(',');
    const idx = s.ctx.catalog.relationByOid(k.indexOid);
    const deps = referencing(s, (c) => [...c.refColumns].sort().join(',') === cols);
    cascadeTo(s, deps, cascade, `constraint ${name} on table ${s.m.rel.name}`, () => `index ${idx?.name ?? name}`);
  }
  removeConstraint(s, k);
  if (k.type === 'p' && s.m.autoinc) s.m.autoinc = null;
  s.rebuild = true;
}
