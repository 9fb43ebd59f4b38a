import type { ColumnDef } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';
import { quoteIdent, quoteString } from '../sql/quote.js';
import type { PlanCtx } from '../analyze/context.js';
import { translateExpr } from '../analyze/expr.js';
import { asBool } from '../analyze/operators.js';
import { Scope } from '../analyze/scope.js';
import type { SqlPlan } from '../plan.js';
import { translateFromItem } from './from-clause.js';
import { translateWith } from './with-clause.js';
import { assignValue, dmlTarget, targetColumn, type DmlTarget } from './dml-target.js';
import { insertTargetValue } from '../analyze/array-assign.js';
import { setItems } from './set-clause.js';
import { multiStepPlan, type RawStep } from './multi-step.js';
import { noteDmlAccess } from '../analyze/access.js';
import { refuseUnfiredFkActions } from './unfired-fk-actions.js';
import { setNames } from './trigger-fold.js';

/** The temporary table holding MERGE's join: one row per source row × matching target row. */
const JOIN_TABLE = 'temp."_pgsqlite_merge"';

/** One WHEN clause after translation. */
interface Action {
  kind: 'update' | 'delete' | 'insert' | 'nothing';
  matched: boolean;
  /** UPDATE: assigned columns; INSERT: inserted columns (values in the join table, or `defaults`). */
  cols: ColumnDef[];
  /** Per column: the value's SQL to store in the join table, or null for DEFAULT (evaluated at insert). */
  values: (string | null)[];
}

/**
 * MERGE INTO target USING source ON cond WHEN [NOT] MATCHED [AND cond] THEN UPDATE/DELETE/INSERT/DO NOTHING.
 * PostgreSQL evaluates every condition and value against the join as it was before the command,
 * so the join (with the action each row takes and the values it needs) is materialized first in a
 * temporary table; the target is then updated, deleted from and inserted into from that table.
 * A target row that two source rows would modify is 21000, as in PostgreSQL.
 */
export function planMerge(ctx: PlanCtx, stmt: Fields): SqlPlan {
  // The WITH queries are in scope everywhere in the statement: the source, ON, the WHEN
  // conditions and the actions' values (all computed in the one join statement below).
  const cteScope = new Scope(ctx);
  const withClause = stmt['withClause'] as Fields | undefined;
  // parse_merge.c transformMergeStmt
  if (withClause?.['recursive'] === true) throw ctx.error('syntax_error', 'WITH RECURSIVE is not supported for MERGE statement');
  const withSql = withClause ? translateWith(withClause, cteScope) : '';
  const srcScope = new Scope(ctx, cteScope);
  const t = dmlTarget(ctx, stmt['relation'], 'merge into', cteScope);
  noteDmlAccess(ctx, t.rel.oid, 'merge', stmt);
  const srcSql = translateFromItem(stmt['sourceRelation'] as AstNode, srcScope);
  if (srcSql === '') throw ctx.error('feature_not_supported', 'this MERGE source is not supported by pgsqlite');
  for (const e of srcScope.entries) t.scope.add(e);
  const on = asBool(translateExpr(stmt['joinCondition'] as AstNode, { scope: t.scope, clause: 'JOIN conditions' }), { scope: t.scope }, 'argument of JOIN/ON');
  const tid = `${quoteIdent(t.alias)}.rowid`;
  const whens: string[] = [];
  const actions: Action[] = [];
  for (const node of (stmt['mergeWhenClauses'] as AstNode[]) ?? []) {
    const w = node['MergeWhenClause'] as Fields;
    const matched = w['matched'] === true;
    refuseMergeFkActions(ctx, t, w);
    const scope = matched ? t.scope : srcScope;
    const cond = w['condition'] ? asBool(translateExpr(w['condition'], { scope, clause: 'WHEN' }), { scope }, 'argument of WHEN').sql : '1';
    whens.push(`WHEN ${tid} IS ${matched ? 'NOT ' : ''}NULL AND (${cond}) THEN ${actions.length + 1}`);
    actions.push(translateAction(t, w, matched, scope));
  }
  const act = `CASE ${whens.join(' ')} ELSE 0 END`;
  const stored = actions.flatMap((a, k) => a.values.flatMap((v, i) => (v === null ? [] : [`CASE WHEN (${act}) = ${k + 1} THEN ${v} END AS ${valueName(k, i)}`])));
  const join = `${withSql}SELECT ${tid} AS "_tid", ${act} AS "_act"${stored.map((s) => `, ${s}`).join('')} FROM ${srcSql} LEFT JOIN ${t.tableSql} ON ${on.sql}`;
  const steps: RawStep[] = [
    { sql: `CREATE TEMP TABLE ${JOIN_TABLE.slice(5)} AS ${join}`, role: 'run' },
  ];
  const modifying = actions.flatMap((a, k) => (a.kind === 'update' || a.kind === 'delete' ? [k + 1] : []));
  if (modifying.length > 0) {
    const raise = `pg_raise_hint('21000', ${quoteString('MERGE command cannot affect row a second time')}, ${quoteString('Ensure that not more than one source row matches any one target row.')})`;
    steps.push({ sql: `SELECT ${raise} FROM ${JOIN_TABLE} WHERE "_act" IN (${modifying.join(', ')}) GROUP BY "_tid" HAVING count(*) > 1 LIMIT 1`, role: 'run' });
  }
  const table = quoteIdent(t.rel.sqliteName);
  actions.forEach((a, k) => {
    const mine = `"_m"."_act" = ${k + 1}`;
    if (a.kind === 'update') {
      const sets = a.cols.map((c, i) => `${quoteIdent(c.sqliteName)} = "_m".${valueName(k, i)}`).join(', ');
      steps.push({ sql: `UPDATE ${table} SET ${sets} FROM ${JOIN_TABLE} AS "_m" WHERE "_m"."_tid" = ${table}.rowid AND ${mine}`, role: 'count' });
    } else if (a.kind === 'delete') {
      steps.push({ sql: `DELETE FROM ${table} WHERE rowid IN (SELECT "_tid" FROM ${JOIN_TABLE} AS "_m" WHERE ${mine})`, role: 'count' });
    } else if (a.kind === 'insert') {
      const cols = a.cols.length > 0 ? a.cols : t.rel.columns.slice(0, 1);
      const vals = cols.map((c, i) => (a.values[i] === null || a.values[i] === undefined ? (c.defaultSqlite ?? 'NULL') : `"_m".${valueName(k, i)}`));
      steps.push({ sql: `INSERT INTO ${table} (${cols.map((c) => quoteIdent(c.sqliteName)).join(', ')}) SELECT ${vals.join(', ')} FROM ${JOIN_TABLE} AS "_m" WHERE ${mine} ORDER BY "_m".rowid`, role: 'count' });
    }
  });
  steps.push({ sql: `DROP TABLE ${JOIN_TABLE}`, role: 'run' });
  return multiStepPlan(ctx, steps, null, 'MERGE');
}

function valueName(action: number, col: number): string {
  return `"_v${action + 1}_${col + 1}"`;
}

function translateAction(t: DmlTarget, w: Fields, matched: boolean, scope: Scope): Action {
  const ctx = t.scope.ctx;
  const list = (w['targetList'] as AstNode[] | undefined) ?? [];
  switch (w['commandType']) {
    case 'CMD_UPDATE': {
      const items = setItems(t, list, scope);
      return { kind: 'update', matched, cols: items.map((s) => s.col), values: items.map((s) => s.sql) };
    }
    case 'CMD_DELETE':
      return { kind: 'delete', matched, cols: [], values: [] };
    case 'CMD_INSERT': {
      const values = (w['values'] as AstNode[] | undefined) ?? [];
      if (list.length === 0 && values.length === 0) return { kind: 'insert', matched, cols: [], values: [] };
      const cols = list.length ? list.map((n) => targetColumn(t, String((n['ResTarget'] as Fields)['name']), (n['ResTarget'] as Fields)['location'])) : t.rel.columns;
      if (values.length > cols.length) {
        throw ctx.error('syntax_error', 'INSERT has more expressions than target columns', fieldsOf(values[cols.length] as AstNode)['location']);
      }
      if (list.length > 0 && values.length < cols.length) {
        throw ctx.error('syntax_error', 'INSERT has more target columns than expressions', (list[values.length]!['ResTarget'] as Fields)['location']);
      }
      const used = cols.slice(0, values.length);
      return {
        kind: 'insert',
        matched,
        cols: used,
        values: values.map((v, i) => insertTargetValue(list[i], used[i]!, v, { scope, clause: 'VALUES' }) ?? (nodeType(v) === 'SetToDefault' ? null : assignValue(t, used[i]!, v, { scope, clause: 'VALUES' }).sql)),
      };
    }
    default:
      return { kind: 'nothing', matched, cols: [], values: [] };
  }
}

/** A WHEN clause's DELETE or UPDATE of referenced rows whose foreign-key actions would not fire in PostgreSQL (unfired-fk-actions.ts). */
function refuseMergeFkActions(ctx: PlanCtx, t: DmlTarget, w: Fields): void {
  if (w['commandType'] === 'CMD_DELETE') refuseUnfiredFkActions(ctx, t.rel, 'delete');
  if (w['commandType'] === 'CMD_UPDATE') {
    const set = setNames(w['targetList']);
    refuseUnfiredFkActions(ctx, t.rel, 'update', t.rel.columns.filter((c) => set.includes(c.name)).map((c) => c.attnum));
  }
}
