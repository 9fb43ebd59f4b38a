import type { ColumnDef, RelationDef } from '@pgsqlite/catalog';
import { type PlanCtx, finishSql } from '../analyze/context.js';
import { coerce } from '../analyze/coerce.js';
import { translateExpr } from '../analyze/expr.js';
import { asBool } from '../analyze/operators.js';
import { Scope } from '../analyze/scope.js';
import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';
import type { ResultColumn, SqlPlan, TriggeredDml } from '../plan.js';
import { quoteIdent } from '../sql/quote.js';
import { noteDmlAccess } from '../analyze/access.js';
import { type DmlTarget, assignValue, returning } from './dml-target.js';
import { translateFromItem, lookupRelation } from './from-clause.js';
import { translateSelect } from './select.js';
import { setItems } from './set-clause.js';
import { call, triggerColumns } from './trigger-dml.js';
import { type DmlEvent, firingTriggers } from './trigger-select.js';
import { translateWith } from './with-clause.js';
import { returningNeedsFrom } from './dml-from-returning.js';
import type { OutputColumn } from './targets.js';
import { parseExprText } from '../ddl/table-model.js';
import { leftmostLocation } from '../errors/location.js';

/**
 * INSERT/UPDATE/DELETE on a view with an INSTEAD OF trigger for the event (rewriteHandler.c: the
 * view is then not rewritten to its base table; nodeModifyTable.c runs ExecIR*Triggers): the rows
 * the statement would write — the proposed view rows of an INSERT (view column defaults, else
 * NULL), the matching view rows of UPDATE/DELETE with the new values — are passed to the triggers
 * in name order by the session; a row whose trigger returns NULL is not counted. The view's
 * statement triggers fire around them. Undefined when no INSTEAD OF trigger fires (the view is
 * written as before); a view with only statement triggers is 0A000.
 */
export function planInsteadDml(ctx: PlanCtx, event: DmlEvent, f: Fields, verb: string, resultColumns: (cols: readonly OutputColumn[]) => ResultColumn[]): SqlPlan | undefined {
  if ((ctx.catalog.triggers?.() ?? []).length === 0) return undefined;
  const rv = f['relation'] as Fields | undefined;
  if (rv === undefined) return undefined;
  const rel = lookupRelation(new Scope(ctx), rv);
  if (rel.kind !== 'v') return undefined;
  const firing = firingTriggers(ctx, rel, event);
  if (firing.instead.length === 0) {
    if (firing.beforeStatement.length + firing.afterStatement.length === 0) return undefined;
    throw ctx.error('feature_not_supported', `statement triggers of view "${rel.name}" written without INSTEAD OF triggers are not supported by pgsqlite`);
  }
  if (f['onConflictClause'] !== undefined) throw ctx.error('feature_not_supported', `ON CONFLICT on view "${rel.name}" with INSTEAD OF triggers is not supported by pgsqlite`);
  const scope = new Scope(ctx);
  const withSql = f['withClause'] ? translateWith(f['withClause'], scope) : '';
  const alias = (rv['alias']?.['aliasname'] as string | undefined) ?? rel.name;
  const t = viewTarget(ctx, rel, alias, scope);
  noteDmlAccess(ctx, rel.oid, event, f);
  const scan = event === 'insert' ? insertScan(ctx, f, t, scope) : rowScan(ctx, event, f, t);
  if (returningNeedsFrom(t, f['returningList'] as AstNode[] | undefined)) {
    throw ctx.error('feature_not_supported', `RETURNING of ${event === 'update' ? 'FROM' : 'USING'} columns on view "${rel.name}" with INSTEAD OF triggers is not supported by pgsqlite`);
  }
  const ret = returning(t, f['returningList'] as AstNode[] | undefined);
  const columns = ret === undefined ? null : resultColumns(ret.columns);
  // The RETURNING list over one row given as the last parameters (after the list's own).
  const holder = `SELECT ${rel.columns.map((c) => `? AS ${quoteIdent(c.sqliteName)}`).join(', ')}`;
  const retSql = ret === undefined ? null : finishSql(`SELECT ${ret.sql.join(', ')} FROM (${holder}) AS ${quoteIdent(alias)}`);
  const triggers: TriggeredDml = {
    event,
    mode: 'rows',
    table: { oid: rel.oid, name: rel.name, schema: rel.schema, sqlite: quoteIdent(rel.sqliteName) },
    columns: triggerColumns(ctx, rel),
    beforeStatement: firing.beforeStatement.map((x) => call(ctx, x)),
    afterStatement: firing.afterStatement.map((x) => call(ctx, x)),
    beforeRow: [],
    afterRow: [],
    instead: firing.instead.map((x) => call(ctx, x)),
    scan: finishSql(`${withSql}${scan}`),
    returning: retSql,
    assigned: [],
  };
  const paramTypes = ctx.paramTypes.map((x) => x || 25);
  return { kind: 'sql', sql: 'SELECT 1', paramOrder: [], paramTypes, paramTypmods: [...ctx.paramTypmods], columns, verb: verb as SqlPlan['verb'], readonly: false, triggers };
}

/** The view as a written relation: its columns read as `"alias"."col"` of the view itself. */
function viewTarget(ctx: PlanCtx, rel: RelationDef, alias: string, outer: Scope): DmlTarget {
  const scope = new Scope(ctx, outer);
  const q = quoteIdent(alias);
  scope.add({
    alias,
    columns: rel.columns.map((c) => ({ name: c.name, type: c.typeOid, typmod: c.typmod, sql: `${q}.${quoteIdent(c.sqliteName)}`, tableOid: rel.oid, attnum: c.attnum, rangeAlias: alias })),
    relationOid: rel.oid,
    ...(rel.rowType ? { rowType: rel.rowType.oid } : {}),
  });
  return { rel, alias, tableSql: `${quoteIdent(rel.sqliteName)} AS ${q}`, scope };
}

/** UPDATE/DELETE: NULL, the old view row, and for UPDATE the new one, of each view row the statement matches. */
function rowScan(ctx: PlanCtx, event: 'update' | 'delete', f: Fields, t: DmlTarget): string {
  const fromNodes = ((event === 'update' ? f['fromClause'] : f['usingClause']) as AstNode[] | undefined) ?? [];
  const from = fromNodes.map((n) => translateFromItem(n, t.scope));
  const items = event === 'update' ? setItems(t, (f['targetList'] as AstNode[]) ?? [], t.scope) : [];
  const where = f['whereClause'] ? asBool(translateExpr(f['whereClause'] as AstNode, { scope: t.scope, clause: 'WHERE' }), { scope: t.scope }, 'argument of WHERE') : undefined;
  const q = quoteIdent(t.alias);
  const old = t.rel.columns.map((c) => `${q}.${quoteIdent(c.sqliteName)}`);
  const next = event === 'update' ? t.rel.columns.map((c, i) => items.filter((s) => s.col === c).pop()?.sql ?? old[i]!) : [];
  return `SELECT ${['NULL', ...old, ...next].join(', ')} FROM ${t.tableSql}${from.length > 0 ? `, ${from.join(', ')}` : ''}${where ? ` WHERE ${where.sql}` : ''}`;
}

/**
 * INSERT: NULL and each proposed view row (the values given, coerced to the columns; defaults or
 * NULL for the others). The values see the statement's CTEs (`ctes`), not the view's columns.
 */
function insertScan(ctx: PlanCtx, f: Fields, t: DmlTarget, ctes: Scope): string {
  const named = ((f['cols'] as AstNode[] | undefined) ?? []).map((n) => fieldsOf(n));
  const targets: ColumnDef[] = named.length === 0 ? [...t.rel.columns] : named.map((c) => {
    const col = t.rel.columns.find((x) => x.name === c['name']);
    if (col === undefined) throw ctx.error('undefined_column', `column "${String(c['name'])}" of relation "${t.rel.name}" does not exist`, c['location'] as number | undefined);
    return col;
  });
  const fill = (given: ReadonlyMap<ColumnDef, string>): string => t.rel.columns.map((c) => given.get(c) ?? defaultOf(ctx, c)).join(', ');
  const select = f['selectStmt'] as AstNode | undefined;
  if (select === undefined) return `SELECT NULL, ${fill(new Map())}`;
  const s = fieldsOf(select);
  const lists = (s['valuesLists'] as AstNode[] | undefined) ?? [];
  const env = { scope: new Scope(ctx, ctes), clause: 'VALUES' as const };
  if (lists.length > 0 && s['sortClause'] === undefined && s['limitCount'] === undefined && s['withClause'] === undefined) {
    const rows = lists.map((l) => {
      const values = (fieldsOf(l)['items'] as AstNode[] | undefined) ?? [];
      checkArity(ctx, values.length, named, targets.length, values[targets.length]);
      // DEFAULT: the view column's default, else NULL (never the base table's: the view is not rewritten).
      const given = new Map(targets.slice(0, values.length).map((c, i) => [c, nodeType(values[i]!) === 'SetToDefault' ? defaultOf(ctx, c) : assignValue(t, c, values[i]!, env).sql] as [ColumnDef, string]));
      return `(NULL, ${fill(given)})`;
    });
    // One VALUES list (SQLite's compound SELECT limit does not apply to it).
    return `VALUES ${rows.join(', ')}`;
  }
  const sub = translateSelect(s, new Scope(ctx, ctes));
  const extra = ((s['targetList'] as AstNode[] | undefined) ?? [])[targets.length];
  checkArity(ctx, sub.columns.length, named, targets.length, extra === undefined ? undefined : (fieldsOf(extra)['val'] as AstNode | undefined));
  const given = new Map(targets.slice(0, sub.columns.length).map((c, i) => {
    const col = sub.columns[i]!;
    const e = coerce(ctx, { sql: `"s".${quoteIdent(col.alias)}`, type: col.type, typmod: col.typmod, name: col.name }, c.typeOid, c.typmod, 'assignment');
    return [c, e.sql] as [ColumnDef, string];
  }));
  return `SELECT NULL, ${fill(given)} FROM (${sub.sql}) AS "s"`;
}

/**
 * transformInsertRow: more values than target columns is 42601 at the first extra value; fewer is
 * 42601 at the first unmatched named column (without a column list the rest take their defaults).
 */
function checkArity(ctx: PlanCtx, values: number, named: readonly Fields[], targets: number, extra?: AstNode): void {
  if (values > targets) throw ctx.error('syntax_error', 'INSERT has more expressions than target columns', extra === undefined ? undefined : leftmostLocation(extra));
  if (values < targets && named.length > 0) throw ctx.error('syntax_error', 'INSERT has more target columns than expressions', named[values]?.['location'] as number | undefined);
}

/** A view column's default (ALTER VIEW … SET DEFAULT), or NULL. */
function defaultOf(ctx: PlanCtx, c: ColumnDef): string {
  if (c.defaultExpr === null) return 'NULL';
  const e = translateExpr(parseExprText(c.defaultExpr), { scope: new Scope(ctx), clause: 'DEFAULT expressions' });
  return coerce(ctx, e, c.typeOid, c.typmod, 'assignment').sql;
}
