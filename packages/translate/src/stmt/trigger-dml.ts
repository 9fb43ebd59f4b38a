import { standardBody } from '../plpgsql/body-lexing.js';
import { lexOf } from '../parse/string-conform.js';
import { formatType, type RelationDef, type TriggerDef } from '@pgsqlite/catalog';
import { type PlanCtx, finishSql } from '../analyze/context.js';
import { translateExpr } from '../analyze/expr.js';
import { asBool } from '../analyze/operators.js';
import { Scope } from '../analyze/scope.js';
import { userTypeNames } from '../catalog-views/user-type-names.js';
import { type AstNode, type Fields, fieldsOf } from '../parse/ast.js';
import type { ResultColumn, SqlPlan, TriggerCall, TriggerColumn, TriggeredDml, UpsertUpdate } from '../plan.js';
import { quoteIdent } from '../sql/quote.js';
import { dmlTarget, returning } from './dml-target.js';
import { returningNeedsFrom } from './dml-from-returning.js';
import { translateFromItem } from './from-clause.js';
import { type DmlResult, translateInsert } from './insert.js';
import { lookupRelation } from './from-clause.js';
import { setItems } from './set-clause.js';
import { setNames } from './trigger-fold.js';
import { type DmlEvent, type FiringTriggers, firingTriggers, runsTriggers } from './trigger-select.js';
import { translateWith } from './with-clause.js';
import { rejectDescendantTriggers } from './descendant-triggers.js';
import { treeParts } from './trigger-tree.js';
import { routedInsert, routedUpsert } from './partition-insert-triggers.js';
import { readsDescendants, rowHolders } from './inherit-expand.js';
import { noteDmlAccess } from '../analyze/access.js';
import { autoincFixOf } from '../analyze/fn-sequences-autoinc.js';
import { type ActionTriggerDeps, foreignKeyActionRows } from './fk-action-triggers.js';

/** Plans the DML as usual (the caller's translate function) for the given statement node. */
export type PlanDml = (stmt: Fields) => SqlPlan;

/**
 * INSERT/UPDATE/DELETE on a table with triggers the session runs (AFTER, statement-level, or BEFORE
 * ROW triggers that do more than assign NEW fields): a plan carrying `triggers` (plan.ts
 * TriggeredDml). Undefined when no such trigger fires, so the statement is planned as before.
 */
export function planTriggeredDml(ctx: PlanCtx, event: DmlEvent, f: Fields, plain: PlanDml): SqlPlan | undefined {
  const rv = f['relation'] as Fields | undefined;
  if (rv === undefined) return undefined;
  // without triggers an upsert SQL cannot route is caught where it is planned (routedAfterRefusal)
  if ((ctx.catalog.triggers?.() ?? []).length === 0) return undefined;
  const rel = lookupRelation(new Scope(ctx), rv);
  const setColumns = event === 'update' ? setNames(f['targetList']) : undefined;
  if (event !== 'insert' && readsDescendants(rel, rv['inh'])) {
    const parts = treeParts(ctx, event, f, rel, setColumns, (sub) => planTriggeredDml(ctx, event, sub, plain) ?? plain(sub));
    if (parts !== undefined) return treePlan(ctx, event, f, plain, rel, setColumns, parts);
  }
  if (event === 'insert' && rel.kind === 'p') {
    // rows routed to partitions with row triggers: each through its partition's triggers
    const routed = routedInsert(ctx, f, plain, rel) ?? routedUpsert(ctx, f, plain, rel);
    if (routed !== undefined) return routed;
  }
  rejectDescendantTriggers(ctx, rel, event, rv['inh'], setColumns);
  // A partitioned table has statement triggers only (create-trigger.ts).
  if (rel.kind !== 'r' && rel.kind !== 'p') return undefined;
  const cascades = event === 'insert' ? [] : foreignKeyActionRows(ctx, actionDeps(ctx), rel, event, setColumns ?? [], true);
  // the rows of those actions are fired per row written: not over a tree of tables
  if (cascades.length > 0 && (rel.kind !== 'r' || readsDescendants(rel, rv['inh']))) {
    throw ctx.error('feature_not_supported', `foreign key actions firing triggers from table "${rel.name}", which has inheritance children or partitions, are not supported by pgsqlite`);
  }
  const conflict = f['onConflictClause'] as Fields | undefined;
  // INSERT … ON CONFLICT DO UPDATE fires the UPDATE triggers too: statement ones always, row ones for the rows it updates.
  const updating = event === 'insert' && conflict?.['action'] === 'ONCONFLICT_UPDATE' && rel.kind === 'r' ? firingTriggers(ctx, rel, 'update', setNames(conflict['targetList'])) : undefined;
  const firing = firingTriggers(ctx, rel, event, setColumns);
  // The UPDATE's BEFORE ROW triggers are never folded into the DO UPDATE's SET list: those rows are written one by one.
  const updateRows = updating === undefined ? 0 : updating.fold.length + updating.beforeRow.length + updating.afterRow.length;
  if (cascades.length === 0 && !runsTriggers(firing) && (updating === undefined || (!runsTriggers(updating) && updateRows === 0))) return undefined;
  const base = { ...dmlBase(ctx, event, rel, firing), ...(cascades.length > 0 ? { cascades } : {}) };
  // AFTER triggers with transition tables see every row the statement wrote: the rows are captured.
  const captures = [...firing.afterRow, ...firing.afterStatement, ...(updating?.afterRow ?? []), ...(updating?.afterStatement ?? [])].some((t) => t.transitions !== undefined);
  if (captures && updating !== undefined) throw unsupported(ctx, 'INSERT … ON CONFLICT DO UPDATE with transition tables');
  const rowTriggers = firing.beforeRow.length + firing.afterRow.length + updateRows;
  if (rowTriggers === 0 && !captures && cascades.length === 0) {
    const plan = plain(f);
    if (updating !== undefined) {
      // Statement triggers only: the upsert runs as one statement between both events' statement triggers.
      const upsert = { target: { sql: '', paramOrder: [] }, update: { ...upsertUpdate(ctx, updating), action: { sql: '', paramOrder: [] }, assigned: [] } };
      if (plan.steps !== undefined) return { ...plan, triggers: { ...base, mode: 'statement', upsert } };
      const fix = autoincFixed(ctx);
      return { ...plan, triggers: { ...base, mode: 'statement', dml: { sql: plan.sql, paramOrder: plan.paramOrder }, ...fix, upsert } };
    }
    // A statement run in several steps (a partitioned table's UPDATE, RETURNING of joined columns): the session runs its steps.
    if (plan.steps !== undefined) return { ...plan, triggers: { ...base, mode: 'statement' } };
    const fix = autoincFixed(ctx);
    const triggers: TriggeredDml = { ...base, mode: 'statement', dml: { sql: plan.sql, paramOrder: plan.paramOrder }, ...fix };
    return { ...plan, triggers };
  }
  if ((f['withClause'] as Fields | undefined) !== undefined && JSON.stringify(f['withClause']).includes('Stmt":{"relation')) {
    throw unsupported(ctx, 'a data-modifying WITH');
  }
  if (event !== 'insert') return scanRows(ctx, event, f, plain, base);
  if (updating === undefined) return insertRows(ctx, f, plain, base, rel, firing);
  // Rows written one by one run BEFORE ROW triggers that could be folded into the SQL (trigger-fold.ts) as calls too.
  return insertEachRow(ctx, f, plain, { ...base, beforeRow: [...firing.fold, ...firing.beforeRow].map((t) => call(ctx, t)) }, rel, updating);
}

/** The UPDATE triggers of an INSERT … ON CONFLICT DO UPDATE (its action and SET columns are the caller's). */
export function upsertUpdate(ctx: PlanCtx, updating: FiringTriggers): Omit<UpsertUpdate, 'action' | 'assigned'> {
  return {
    beforeStatement: updating.beforeStatement.map((t) => call(ctx, t)),
    afterStatement: updating.afterStatement.map((t) => call(ctx, t)),
    beforeRow: [...updating.fold, ...updating.beforeRow].map((t) => call(ctx, t)),
    afterRow: updating.afterRow.map((t) => call(ctx, t)),
  };
}

/** An UPDATE/DELETE over an inheritance tree run as the parts trigger-tree.ts plans, between the named table's statement triggers. */
function treePlan(ctx: PlanCtx, event: 'update' | 'delete', f: Fields, plain: PlanDml, rel: RelationDef, setColumns: readonly string[] | undefined, parts: SqlPlan[]): SqlPlan {
  const plan = plain(f);
  // Its rows' triggers are the parts'; the named table's statement triggers are the statement's.
  const triggers: TriggeredDml = { ...dmlBase(ctx, event, rel, firingTriggers(ctx, rel, event, setColumns)), beforeRow: [], afterRow: [], mode: 'tree', parts };
  const { steps: _steps, ...single } = plan;
  return { ...single, triggers };
}

/** What every TriggeredDml of `rel` for `event` holds: the table, its columns and the triggers that fire. */
export function dmlBase(ctx: PlanCtx, event: DmlEvent, rel: RelationDef, firing: FiringTriggers): Omit<TriggeredDml, 'mode'> {
  return {
    event,
    table: { oid: rel.oid, name: rel.name, schema: rel.schema, sqlite: quoteIdent(rel.sqliteName) },
    columns: triggerColumns(ctx, rel),
    beforeStatement: firing.beforeStatement.map((t) => call(ctx, t)),
    afterStatement: firing.afterStatement.map((t) => call(ctx, t)),
    beforeRow: firing.beforeRow.map((t) => call(ctx, t)),
    afterRow: firing.afterRow.map((t) => call(ctx, t)),
    returning: null,
    assigned: [],
  };
}

/** Whether any enabled trigger of `rel` fires on `event` (folded ones included). */
function hasTriggers(ctx: PlanCtx, rel: RelationDef, event: DmlEvent): boolean {
  const f = firingTriggers(ctx, rel, event);
  return f.fold.length > 0 || runsTriggers(f);
}

/** What fk-action-triggers.ts builds on from here. */
function actionDeps(ctx: PlanCtx): ActionTriggerDeps {
  return { dmlBase: (e, r, f) => dmlBase(ctx, e, r, f) };
}

/**
 * Foreign key actions a statement that cannot fire the referencing tables' triggers runs (MERGE,
 * a data-modifying WITH): 0A000 when any reaches a table with triggers (fk-action-triggers.ts).
 */
export function checkForeignKeyActions(ctx: PlanCtx, rel: RelationDef, event: 'update' | 'delete', setColumns: readonly string[]): void {
  foreignKeyActionRows(ctx, actionDeps(ctx), rel, event, setColumns, false);
}

/** The DML node types and the trigger events a statement may fire. */
const DML_EVENTS: Readonly<Record<string, readonly DmlEvent[]>> = {
  InsertStmt: ['insert', 'update'],
  UpdateStmt: ['update'],
  DeleteStmt: ['delete'],
  MergeStmt: ['insert', 'update', 'delete'],
};

/**
 * Statements pgsqlite runs without firing triggers — MERGE and the statements of a data-modifying
 * WITH — are 0A000 when they write a table that has triggers (PostgreSQL would fire them).
 */
export function rejectUnfiredTriggers(ctx: PlanCtx, type: string, f: Fields): void {
  if ((ctx.catalog.triggers?.() ?? []).length === 0) return;
  const targets: { type: string; f: Fields }[] = [{ type, f }];
  for (const n of (f['withClause']?.['ctes'] as AstNode[] | undefined) ?? []) {
    const q = fieldsOf(n)['ctequery'] as AstNode;
    const [t] = Object.keys(q);
    if (t !== undefined && DML_EVENTS[t] !== undefined) targets.push({ type: t, f: fieldsOf(q) });
  }
  const what = type === 'MergeStmt' ? 'MERGE' : 'a data-modifying WITH';
  for (const x of targets) {
    const rv = x.f['relation'] as Fields | undefined;
    const upsert = (x.f['onConflictClause'] as Fields | undefined)?.['action'] === 'ONCONFLICT_UPDATE';
    const events = x.type === 'InsertStmt' && !upsert ? (['insert'] as const) : DML_EVENTS[x.type];
    if (rv === undefined || events === undefined) continue;
    const rel = lookupRelation(new Scope(ctx), rv);
    if (rel.kind !== 'r' && rel.kind !== 'v' && rel.kind !== 'p') continue;
    // rows written to partitions (or children, without ONLY) fire those tables' row triggers too
    const tables = rel.kind === 'p' || (x.type !== 'InsertStmt' && readsDescendants(rel, rv['inh'])) ? [rel, ...rowHolders(ctx, rel)] : [rel];
    if (events.some((e) => tables.some((r) => hasTriggers(ctx, r, e)))) throw ctx.error('feature_not_supported', `${what} writing table "${rel.name}", which has triggers, is not supported by pgsqlite`);
    // its foreign keys' actions would not fire the referencing tables' triggers either
    const writes = keyWrites(x.type, x.f);
    if (writes.delete) tables.forEach((r) => checkForeignKeyActions(ctx, r, 'delete', []));
    if (writes.update !== undefined) tables.forEach((r) => checkForeignKeyActions(ctx, r, 'update', writes.update ?? []));
  }
}

/** What a statement of a MERGE or data-modifying WITH may do to referenced rows: delete them, update these columns. */
function keyWrites(type: string, f: Fields): { delete: boolean; update?: string[] } {
  if (type === 'DeleteStmt') return { delete: true };
  if (type === 'UpdateStmt') return { delete: false, update: setNames(f['targetList']) };
  if (type === 'InsertStmt') {
    const conflict = f['onConflictClause'] as Fields | undefined;
    return conflict?.['action'] === 'ONCONFLICT_UPDATE' ? { delete: false, update: setNames(conflict['targetList']) } : { delete: false };
  }
  const whens = ((f['mergeWhenClauses'] as AstNode[] | undefined) ?? []).map((n) => fieldsOf(n));
  const updates = whens.filter((w) => w['commandType'] === 'CMD_UPDATE');
  return { delete: whens.some((w) => w['commandType'] === 'CMD_DELETE'), ...(updates.length > 0 ? { update: updates.flatMap((w) => setNames(w['targetList'])) } : {}) };
}

export function unsupported(ctx: PlanCtx, what: string): Error {
  return ctx.error('feature_not_supported', `${what} on a table with row triggers is not supported by pgsqlite`);
}

/** The table's columns as NEW/OLD records hold them. */
export function triggerColumns(ctx: PlanCtx, rel: RelationDef): TriggerColumn[] {
  const names = userTypeNames(ctx.catalog, ctx.searchPath);
  return rel.columns.map((c) => ({
    name: c.name,
    typeOid: c.typeOid,
    typmod: c.typmod,
    typname: names.get(c.typeOid) ?? formatType(c.typeOid, c.typmod),
    sqlite: quoteIdent(c.sqliteName),
    generated: c.generated !== '',
  }));
}

export function call(ctx: PlanCtx, t: TriggerDef): TriggerCall {
  const fn = (ctx.catalog.userFunctions?.() ?? []).find((x) => x.oid === t.functionOid);
  if (fn === undefined) throw ctx.error('undefined_function', `function with OID ${t.functionOid} does not exist`);
  const constraint = t.deferral === undefined ? {} : { constraint: { oid: t.oid, ...t.deferral } };
  const transitions = t.transitions === undefined ? {} : { transitions: t.transitions };
  return { name: t.name, functionName: fn.name, body: standardBody(fn.prosrc, lexOf(ctx.settings)), args: t.args ?? [], when: t.whenText ?? null, ...constraint, ...transitions, ...(t.parentOid !== undefined ? { clone: true as const } : {}) };
}

/** INSERT with row triggers: without BEFORE ROW ones, the INSERT returning every column of the new rows after the user's RETURNING. */
function insertRows(ctx: PlanCtx, f: Fields, plain: PlanDml, base: Omit<TriggeredDml, 'mode'>, rel: RelationDef, firing: FiringTriggers): SqlPlan {
  if (firing.beforeRow.length > 0) return insertEachRow(ctx, f, plain, base, rel, undefined);
  const user = (f['returningList'] as AstNode[] | undefined) ?? [];
  const all = rel.columns.map((c) => ({ ResTarget: { val: { ColumnRef: { fields: [{ String: { sval: c.name } }] } } } }) as unknown as AstNode);
  const plan = plain({ ...f, returningList: [...user, ...all] });
  if (plan.steps !== undefined || plan.columns === null) throw unsupported(ctx, 'this INSERT');
  const columns: ResultColumn[] | null = user.length === 0 ? null : plan.columns.slice(0, plan.columns.length - rel.columns.length);
  const fix = autoincFixed(ctx);
  return { ...plan, columns, triggers: { ...base, mode: 'bulk', dml: { sql: plan.sql, paramOrder: plan.paramOrder }, ...fix } };
}

/**
 * INSERT with BEFORE ROW triggers the session runs: the proposed rows (every column: the values
 * given, the defaults of the others, generated columns NULL as PostgreSQL's BEFORE triggers see
 * them) that the session passes through the triggers and inserts one by one.
 */
export function insertEachRow(ctx: PlanCtx, f: Fields, plain: PlanDml, base: Omit<TriggeredDml, 'mode'>, rel: RelationDef, updating: FiringTriggers | undefined): SqlPlan {
  const plan = plain(f);
  const r = translateInsert(ctx, f);
  const cand = r.candidate;
  if (cand === undefined || plan.steps !== undefined) throw unsupported(ctx, 'this INSERT');
  const values = rel.columns.map((c) => {
    const j = cand.columns.indexOf(c);
    if (j >= 0) return `"column${j + 1}"`;
    return c.generated !== '' ? 'NULL' : (c.defaultSqlite ?? 'NULL');
  });
  const scan = finishSql(`${cand.withSql}SELECT NULL, ${values.join(', ')} FROM (${cand.sql})`);
  const ret = r.returning === undefined ? null : finishSql(r.returning.sql.join(', '));
  const upsert = r.conflict === undefined ? {} : { upsert: upsertOf(ctx, rel, f, r.conflict, updating) };
  return { ...plan, triggers: { ...base, mode: 'rows', scan, returning: ret, ...upsert, ...autoincFixed(ctx) } };
}

/**
 * The ON CONFLICT of an INSERT whose rows are written one by one: its arbiter, and for DO UPDATE
 * its action, the columns its SET list assigns and the UPDATE triggers.
 */
export function upsertOf(ctx: PlanCtx, rel: RelationDef, f: Fields, conflict: { target: string; action: string; into: string }, updating: FiringTriggers | undefined): NonNullable<TriggeredDml['upsert']> {
  const target = finishSql(conflict.target);
  if (updating === undefined) return { into: conflict.into, target, update: null };
  const set = setNames((f['onConflictClause'] as Fields)['targetList']);
  const assigned = rel.columns.flatMap((c, i) => (set.includes(c.name) ? [i] : []));
  return { into: conflict.into, target, update: { ...upsertUpdate(ctx, updating), action: finishSql(conflict.action), assigned } };
}

/**
 * UPDATE/DELETE with row triggers: a scan of the target rows (rowid, old row, and for UPDATE the
 * new row computed from the statement's snapshot, as PostgreSQL computes it) that the session
 * writes row by row.
 */
function scanRows(ctx: PlanCtx, event: 'update' | 'delete', f: Fields, plain: PlanDml, base: Omit<TriggeredDml, 'mode'>): SqlPlan {
  // Plan the statement as usual first: its errors (types, columns) are the statement's.
  const plan = plain(f);
  const cteScope = new Scope(ctx);
  const withSql = f['withClause'] ? translateWith(f['withClause'], cteScope) : '';
  const t = dmlTarget(ctx, f['relation'] as Fields, event === 'update' ? 'update' : 'delete from', cteScope);
  noteDmlAccess(ctx, t.rel.oid, event === 'update' ? 'update' : 'delete', f);
  const fromNodes = ((event === 'update' ? f['fromClause'] : f['usingClause']) as AstNode[] | undefined) ?? [];
  const from = fromNodes.map((n) => translateFromItem(n, t.scope));
  if (returningNeedsFrom(t, f['returningList'] as AstNode[] | undefined)) throw unsupported(ctx, `RETURNING of ${event === 'update' ? 'FROM' : 'USING'} columns`);
  const items = event === 'update' ? setItems(t, (f['targetList'] as AstNode[]) ?? [], t.scope) : [];
  const where = f['whereClause'] ? asBool(translateExpr(f['whereClause'] as AstNode, { scope: t.scope, clause: 'WHERE' }), { scope: t.scope }, 'argument of WHERE') : undefined;
  const alias = quoteIdent(t.alias);
  const old = t.rel.columns.map((c) => `${alias}.${quoteIdent(c.sqliteName)}`);
  const next = items.length === 0 ? [] : t.rel.columns.map((c, i) => items.filter((s) => s.col === c).pop()?.sql ?? old[i]!);
  const scan = `${withSql}SELECT ${[`${alias}.rowid`, ...old, ...next].join(', ')} FROM ${t.tableSql}${from.length > 0 ? `, ${from.join(', ')}` : ''}${where ? ` WHERE ${where.sql}` : ''}`;
  const ret = returning(t, f['returningList'] as AstNode[] | undefined);
  const assigned = t.rel.columns.flatMap((c, i) => (items.some((s) => s.col === c) ? [i] : []));
  const triggers: TriggeredDml = { ...base, mode: 'rows', scan: finishSql(scan), returning: ret === undefined ? null : finishSql(ret.sql.join(', ')), assigned };
  return { ...plan, triggers };
}

/** Re-exported for the translator: the DML result type the plain planners give. */
export type { DmlResult };

/**
 * The mark/fix of the serial counters the INSERT writes explicit ids under (autoincFixOf): the
 * plan of the INSERT alone does not carry it (the translator adds it only to plans without
 * triggers), and without it SQLite's AUTOINCREMENT would raise the counter to the largest id.
 */
function autoincFixed(ctx: PlanCtx): { autoincFix?: { mark: string; fix: string } } {
  const autoincFix = autoincFixOf(ctx);
  return autoincFix === undefined ? {} : { autoincFix };
}
