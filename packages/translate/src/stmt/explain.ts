import { Oid } from '@pgsqlite/catalog';
import type { Fields } from '../parse/ast.js';
import { fieldsOf, nodeType, strVal } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import type { SqlPlan } from '../plan.js';

/** Options of EXPLAIN that pgsqlite can honour. */
export function checkExplainOptions(ctx: PlanCtx, f: Fields): void {
  for (const o of (f['options'] as Fields[] | undefined) ?? []) {
    const d = fieldsOf(o);
    const name = String(d['defname'] ?? '');
    const arg = d['arg'] ? (nodeType(d['arg']) === 'String' ? strVal(d['arg']) : String(fieldsOf(d['arg'])['boolval']?.['boolval'] ?? fieldsOf(d['arg'])['sval']?.['sval'] ?? '')) : 'true';
    const on = arg !== 'false' && arg !== 'off' && arg !== '0';
    if ((name === 'analyze' && on) || (name === 'format' && arg.toLowerCase() !== 'text')) {
      throw ctx.error('feature_not_supported', `EXPLAIN (${name.toUpperCase()}${name === 'format' ? ` ${arg.toUpperCase()}` : ''}) is not supported by pgsqlite`);
    }
  }
}

/**
 * Turns a plan of the explained statement into a plan that returns SQLite's query plan. Only what
 * planning the statement needs is kept: EXPLAIN without ANALYZE runs nothing, so the statement's
 * own execution (data-modifying steps, trigger-fired DML and row movement, key draws, checks,
 * write locks) is left out — it would otherwise write the rows it only explains.
 */
export function explainPlan(inner: SqlPlan): SqlPlan {
  return {
    kind: 'sql',
    ...(inner.access !== undefined ? { access: inner.access } : {}),
    ...(inner.plCalls !== undefined ? { plCalls: inner.plCalls } : {}),
    // a data-modifying WITH of several steps: its result step reads tables the steps before it
    // make, so there is no one statement to plan; SQLite's plan of nothing prints as 'Result'
    sql: inner.steps !== undefined && inner.verb !== 'MERGE' ? 'EXPLAIN QUERY PLAN SELECT 1 WHERE 0' : `EXPLAIN QUERY PLAN ${inner.sql}`,
    paramOrder: inner.steps !== undefined && inner.verb !== 'MERGE' ? [] : inner.paramOrder,
    paramTypes: inner.paramTypes,
    paramTypmods: inner.paramTypmods,
    columns: [{ name: 'QUERY PLAN', typeOid: Oid.text, typmod: -1, tableOid: 0, attnum: 0 }],
    verb: 'EXPLAIN',
    readonly: true,
    explain: true,
  };
}

/**
 * Formats SQLite's EXPLAIN QUERY PLAN rows (id, parent, notused, detail) as an indented tree,
 * one text row per node, the way PostgreSQL prints its plan.
 */
export function formatExplainRows(rows: readonly (readonly unknown[])[]): string[][] {
  const depth = new Map<string, number>();
  const out: string[][] = [];
  for (const r of rows) {
    const id = String(r[0]);
    const d = (depth.get(String(r[1])) ?? -1) + 1;
    depth.set(id, d);
    const detail = String(r[3] ?? '');
    out.push([d === 0 ? detail : `${' '.repeat(d * 6 - 4)}->  ${detail}`]);
  }
  if (out.length === 0) out.push(['Result']);
  return out;
}
