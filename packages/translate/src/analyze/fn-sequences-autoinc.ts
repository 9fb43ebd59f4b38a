import { Oid, type ColumnDef, type RelationDef, type SequenceDef } from '@pgsqlite/catalog';
import { finishSql, type PlanCtx } from './context.js';
import { Scope } from './scope.js';
import { translateExpr } from './expr.js';
import { resolveRelationName } from './catalog-lookup.js';
import { type AstNode, type Fields, fieldsOf, names, nodeType } from '../parse/ast.js';
import type { Plan, ResultColumn, SqlPlan } from '../plan.js';
import { translateSelect } from '../stmt/select.js';
import { quoteIdent, quoteString } from '../sql/quote.js';
import { autoincKey } from '@pgsqlite/runtime';
import { keySql, sequenceKey } from './fn-sequences.js';
import { lookupSql } from './catalog-lookup.js';
import { coerce } from './coerce.js';
import { isInteger } from './types.js';
import type { Expr } from './expr-types.js';
import { multiStepPlan } from '../stmt/multi-step.js';

/** Builds the SqlPlan of a rewritten statement (the translator's helper): SQL, columns, read-only? */
export type AutoincPlanner = (rawSql: string, columns: ResultColumn[], readonly: boolean) => SqlPlan;

const NOT_ALLOWED = ['groupClause', 'havingClause', 'sortClause', 'limitCount', 'limitOffset', 'withClause', 'distinctClause', 'valuesLists', 'windowClause', 'intoClause'];

const cast = (arg: AstNode, type: string): AstNode => ({
  TypeCast: { arg, typeName: { names: [{ String: { sval: 'pg_catalog' } }, { String: { sval: type } }], typemod: -1, location: -1 }, location: -1 },
});

/** The sequence of a serial/identity primary key named by a plan-time constant argument, else undefined. */
function autoincSequence(ctx: PlanCtx, arg: AstNode): { seq: SequenceDef; name: string; table: string } | undefined {
  let e;
  try {
    e = translateExpr(arg, { scope: new Scope(ctx), clause: 'SELECT' });
  } catch {
    return undefined;
  }
  const text = e.literal ?? (e.constant && typeof e.constant.value === 'string' ? e.constant.value : undefined);
  if (text === undefined) return undefined;
  const rel = resolveRelationName(ctx.catalog, text, ctx.searchPath);
  const seq = rel && rel.kind === 'S' ? ctx.catalog.sequenceByOid(rel.oid) : undefined;
  if (!rel || !seq || seq.autoincTable === null || seq.storeKey) return undefined;
  return { seq, name: rel.name, table: seq.autoincTable };
}

/**
 * `SELECT setval(seq, v [, called]) [FROM … WHERE …]` and `SELECT nextval(seq)` on the sequence of
 * a serial/identity primary key, whose counter is SQLite's `sqlite_sequence` row of the table
 * (AUTOINCREMENT: a new row gets max(seq, max(rowid)) + 1). A SELECT cannot write, so the
 * statement becomes `UPDATE sqlite_sequence … RETURNING`; pg_autoinc_set / pg_autoinc_next check
 * the bounds and remember currval/lastval. This is what Django runs after loading fixtures
 * (`SELECT setval(pg_get_serial_sequence('"t"','id'), coalesce(max("id"), 1), max("id") IS NOT null) FROM "t"`).
 * A rollback does not undo it (the session's restore, as for INSERT's draws; a setval that
 * lowered the counter is undone, unlike PostgreSQL's). Returns null
 * for any other SELECT. A setval over several rows sets the counter once (PostgreSQL: per row).
 */
export function planAutoincSequenceSelect(ctx: PlanCtx, f: Fields, plan: AutoincPlanner): SqlPlan | null {
  if (f['op'] !== undefined && f['op'] !== 'SETOP_NONE') return null;
  const targets = (f['targetList'] as AstNode[] | undefined) ?? [];
  if (targets.length !== 1) return null;
  const rt = fieldsOf(targets[0] as AstNode);
  const val = rt['val'] as AstNode | undefined;
  if (val === undefined || nodeType(val) !== 'FuncCall') return null;
  const fc = fieldsOf(val);
  const parts = names(fc['funcname'] as AstNode[]);
  const fn = parts[parts.length - 1] ?? '';
  if ((fn !== 'setval' && fn !== 'nextval') || parts.length > 2 || (parts.length === 2 && parts[0] !== 'pg_catalog')) return null;
  if (fc['agg_star'] === true || fc['agg_distinct'] === true || fc['over'] !== undefined || fc['agg_filter'] !== undefined) return null;
  for (const k of NOT_ALLOWED) {
    const v = f[k];
    if (v !== undefined && !(Array.isArray(v) && v.length === 0)) return null;
  }
  const args = (fc['args'] as AstNode[] | undefined) ?? [];
  if (fn === 'nextval' ? args.length !== 1 : args.length !== 2 && args.length !== 3) return null;
  const target = autoincSequence(ctx, args[0] as AstNode);
  if (!target) return planRuntimeSequenceSelect(ctx, f, fn, args, (rt['name'] as string | undefined) ?? fn);
  const { seq, table } = target;
  const key = quoteString(autoincKey(seq.oid, target.name));
  const column: ResultColumn = { name: (rt['name'] as string | undefined) ?? fn, typeOid: Oid.int8, typmod: -1, tableOid: 0, attnum: 0 };
  const where = `name = ${quoteString(table)}`;
  if (fn === 'nextval') {
    if ((f['fromClause'] as unknown[] | undefined)?.length || f['whereClause'] !== undefined) return null;
    // PostgreSQL's nextval: the counter + 1, whatever keys the table holds (as an INSERT's draw).
    const sql = `UPDATE sqlite_sequence SET seq = pg_autoinc_next(${key}, seq + 1, ${seq.max}, name) WHERE ${where} RETURNING seq`;
    return plan(sql, [column], false);
  }
  const called: AstNode = args[2] ?? { A_Const: { boolval: { boolval: true }, location: -1 } };
  const inner = translateSelect({ ...f, targetList: [{ ResTarget: { val: cast(args[1] as AstNode, 'int8') } }, { ResTarget: { val: cast(called, 'bool') } }] }, new Scope(ctx));
  const sql = `WITH "a"("v", "c") AS (${inner.sql}) UPDATE sqlite_sequence SET seq = pg_autoinc_set(${key}, "a"."v", "a"."c", seq, ${seq.min}, ${seq.max}, name) FROM "a" WHERE ${where} RETURNING pg_autoinc_set_result()`;
  return plan(sql, [column], false);
}

/**
 * The id an INSERT draws for the serial/identity primary key `col` of `rel` (its counter is
 * SQLite's `sqlite_sequence` row), as SQL for the column's value; undefined for any other column.
 * Drawn as PostgreSQL's nextval: counter + 1 (not SQLite's max(counter, max(rowid)) + 1, so a
 * setval below the stored keys collides with 23505 as in PostgreSQL), sets currval/lastval, and
 * stays consumed when the statement fails or the transaction rolls back (runtime pg_autoinc_draw
 * and the session's restore after a rollback).
 */
export function autoincDrawSql(ctx: PlanCtx, rel: RelationDef, col: ColumnDef): string | undefined {
  const seq = ctx.catalog.sequences().find((s) => s.autoincTable !== null && s.autoincTable === rel.sqliteName && s.ownedBy?.relOid === rel.oid && s.ownedBy.attnum === col.attnum);
  const seqRel = seq ? ctx.catalog.relationByOid(seq.oid) : undefined;
  if (!seq || !seqRel || seq.storeKey) return undefined;
  const table = quoteString(rel.sqliteName);
  return `pg_autoinc_draw(${quoteString(autoincKey(seqRel.oid, seqRel.name))}, ${table}, (SELECT seq FROM sqlite_sequence WHERE name = ${table}), total_changes(), ${seq.max})`;
}

/**
 * For an INSERT that writes explicit values into the serial/identity primary key of `rel`: SQLite's
 * AUTOINCREMENT raises the table's `sqlite_sequence` counter to the largest id written, while
 * PostgreSQL's sequence ignores ids it did not hand out (later INSERTs draw 1, 2, … and collide
 * with 23505). Registers the counter so the plan runs between a mark and a fix of it
 * (withAutoincFix). No-op when the table has no such counter.
 */
export function markAutoincCounter(ctx: PlanCtx, rel: RelationDef): void {
  const seq = ctx.catalog.sequences().find((s) => s.autoincTable !== null && s.autoincTable === rel.sqliteName && s.ownedBy?.relOid === rel.oid);
  const seqRel = seq ? ctx.catalog.relationByOid(seq.oid) : undefined;
  if (!seq || !seqRel || seq.storeKey) return;
  ctx.autoincTakes.set(autoincKey(seqRel.oid, seqRel.name), rel.sqliteName);
}

/**
 * A plan whose statement writes explicit ids into serial/identity keys or calls nextval on their
 * sequences (ctx.autoincTakes): the session runs `mark` (records each counter), the statement,
 * then `fix` (writes back the counter as the statement's draws left it, not SQLite's largest
 * id), in one savepoint (SqlPlan.autoincFix). Plans run in several steps are left alone (nextval
 * there stays 0A000); plans with triggers carry it in their TriggeredDml (trigger-dml.ts).
 */
export function withAutoincFix(ctx: PlanCtx, plan: Plan): Plan {
  if (plan.kind !== 'sql' || plan.steps !== undefined || plan.triggers !== undefined) return plan;
  const autoincFix = autoincFixOf(ctx);
  if (autoincFix === undefined) return plan;
  // The point variant writes the counter as SQLite would: not for a plan that must fix it.
  const { pointSerial: _point, blockDraw: _block, ...rest } = plan;
  return { ...rest, readonly: false, autoincFix };
}

/**
 * The mark and fix of the counters the statement planned so far writes explicit ids under
 * (ctx.autoincTakes), if any: SqlPlan.autoincFix, and TriggeredDml.autoincFix for an INSERT
 * whose triggers the session runs (the statement's INSERT between them).
 */
export function autoincFixOf(ctx: PlanCtx): { mark: string; fix: string } | undefined {
  if (ctx.autoincTakes.size === 0) return undefined;
  const pairs = [...ctx.autoincTakes];
  const single = pairs.length === 1 ? pairs[0] : undefined;
  const key = single ? quoteString(single[0]) : `CASE name ${pairs.map(([k, t]) => `WHEN ${quoteString(t)} THEN ${quoteString(k)}`).join(' ')} END`;
  const where = single ? `name = ${quoteString(single[1])}` : `name IN (${pairs.map(([, t]) => quoteString(t)).join(', ')})`;
  return {
    mark: `UPDATE sqlite_sequence SET seq = pg_autoinc_mark(${key}, seq) WHERE ${where}`,
    fix: `UPDATE sqlite_sequence SET seq = pg_autoinc_fix(${key}, seq) WHERE ${where}`,
  };
}

/** A query giving the id an INSERT into `rel` drew last (its serial/identity key's currval), if it draws. */
export function autoincCurrvalSql(ctx: PlanCtx, rel: RelationDef): string | undefined {
  const seq = ctx.catalog.sequences().find((s) => s.autoincTable !== null && s.autoincTable === rel.sqliteName && s.ownedBy?.relOid === rel.oid);
  const seqRel = seq ? ctx.catalog.relationByOid(seq.oid) : undefined;
  if (!seq || !seqRel || seq.storeKey) return undefined;
  return `SELECT pg_currval(${quoteString(autoincKey(seqRel.oid, seqRel.name))})`;
}

/** The serial/identity primary key of `rel` whose ids an INSERT draws (autoincDrawSql), if any. */
export function autoincColumn(ctx: PlanCtx, rel: RelationDef): AutoincColumn | undefined {
  const seq = ctx.catalog.sequences().find((s) => s.autoincTable !== null && s.autoincTable === rel.sqliteName && s.ownedBy?.relOid === rel.oid);
  const col = seq ? rel.columns.find((c) => c.attnum === seq.ownedBy?.attnum) : undefined;
  const sql = col ? autoincDrawSql(ctx, rel, col) : undefined;
  if (!col || sql === undefined || !seq) return undefined;
  const seqRel = ctx.catalog.relationByOid(seq.oid);
  const key = autoincKey(seq.oid, seqRel?.name ?? '');
  const table = quoteString(rel.sqliteName);
  // Rows after the first of one INSERT … VALUES continue the first row's draw (runtime pg_autoinc_draw_more).
  const more = `pg_autoinc_draw_more(${quoteString(key)}, ${table}, total_changes(), ${seq.max})`;
  // nextval without a function: the counter + 1; at the maximum a text, which the INTEGER PRIMARY
  // KEY refuses (the statement fails and the session's own connection reports 2200H); no counter
  // row yet: NULL, SQLite's AUTOINCREMENT assigns the key (as pg_autoinc_draw's NULL).
  const plain = `(SELECT CASE WHEN seq < ${seq.max} THEN seq + 1 ELSE 'max' END FROM sqlite_sequence WHERE name = ${table})`;
  // A VALUES list's ids in one call (SqlPlan.blockDraw): the first row's, the others' from SQLite.
  const block = (n: number): string => `pg_autoinc_draw_block(${quoteString(key)}, ${table}, total_changes(), ${seq.max}, ${n})`;
  const top = `SELECT pg_autoinc_top(${table}, (SELECT max(rowid) FROM ${quoteIdent(rel.sqliteName)}), (SELECT seq FROM sqlite_sequence WHERE name = ${table}))`;
  const noted = `pg_autoinc_draw_noted(${quoteString(key)}, ${table}, total_changes(), ${seq.max})`;
  return { col, sql, more, plain, key, block, top, noted };
}

/** A serial/identity primary key as an INSERT draws it (autoincColumn). */
export interface AutoincColumn {
  col: ColumnDef;
  /** The first (or only) row's draw: runtime pg_autoinc_draw */
  sql: string;
  /** Later rows of the same VALUES list: runtime pg_autoinc_draw_more */
  more: string;
  /** The draw in plain SQL, for a one-row point write (SqlPlan.pointSerial) */
  plain: string;
  /** The sequence's runtime key (runtime autoincKey) */
  key: string;
  /** The first row's draw of a VALUES list of `n` rows whose others take SQLite's next ids (SqlPlan.blockDraw) */
  block: (n: number) => string;
  /** The statement run just before such an INSERT: notes the table's largest id and counter (runtime pg_autoinc_top) */
  top: string;
  /** The first row's draw from the counter `top` noted (the per-row rerun of a failed block) */
  noted: string;
}

/**
 * SqlPlan.pointSerial and SqlPlan.blockDraw from an INSERT's variants (raw SQL), when their
 * parameters bind as the plan's do and the plan runs as one plain statement; else the plan unchanged.
 */
export function withSerialVariants(plan: SqlPlan, r: { pointSerial?: { sql: string; key: string }; blockDraw?: { sql: string; top: string; exact: string } }): SqlPlan {
  if (plan.steps !== undefined || plan.triggers !== undefined || plan.autoincFix !== undefined) return plan;
  const same = (raw: string): string | undefined => {
    const { sql, paramOrder } = finishSql(raw);
    return paramOrder.length === plan.paramOrder.length && paramOrder.every((n, i) => n === plan.paramOrder[i]) ? sql : undefined;
  };
  const point = r.pointSerial && same(r.pointSerial.sql);
  const block = r.blockDraw && same(r.blockDraw.sql);
  const exact = r.blockDraw && same(r.blockDraw.exact);
  return {
    ...plan,
    ...(point !== undefined && r.pointSerial ? { pointSerial: { sql: point, key: r.pointSerial.key } } : {}),
    ...(block !== undefined && exact !== undefined && r.blockDraw ? { blockDraw: { sql: block, top: r.blockDraw.top, exact } } : {}),
  };
}

/**
 * `SELECT nextval($1)` / `SELECT setval($1, v [, called])` whose sequence is known only at run
 * time, when a serial/identity primary key's sequence (counter in sqlite_sequence, which a
 * function cannot write) may be the one: one step updates that counter if the argument names
 * such a sequence, the next returns its value or calls the sequence store's nextval/setval.
 */
function planRuntimeSequenceSelect(ctx: PlanCtx, f: Fields, fn: string, args: AstNode[], name: string): SqlPlan | null {
  if ((f['fromClause'] as unknown[] | undefined)?.length || f['whereClause'] !== undefined) return null;
  const autoincs = ctx.catalog.sequences().flatMap((s) => {
    const rel = ctx.catalog.relationByOid(s.oid);
    return rel && s.autoincTable !== null && !s.storeKey ? [{ s, key: sequenceKey(s, rel), table: s.autoincTable }] : [];
  });
  if (autoincs.length === 0) return null;
  const env = { scope: new Scope(ctx), clause: 'SELECT' as const };
  const first = translateExpr(args[0] as AstNode, env);
  if (first.literal !== undefined || first.constant !== undefined) return null;
  const k = keySql(env, first);
  if (k === undefined) return null;
  const table = lookupSql(k, autoincs.map((a) => [a.key, a.table] as const));
  const bound = (which: 'min' | 'max') => lookupSql(k, autoincs.map((a) => [a.key, String(a.s[which])] as const));
  const column: ResultColumn = { name, typeOid: Oid.int8, typmod: -1, tableOid: 0, attnum: 0 };
  if (fn === 'nextval') {
    return multiStepPlan(ctx, [
      { sql: `UPDATE sqlite_sequence SET seq = pg_autoinc_next(${k}, seq + 1, CAST(${bound('max')} AS INTEGER), name) WHERE name = ${table}`, role: 'run' },
      { sql: `SELECT CASE WHEN ${table} IS NULL THEN pg_nextval(${k}) ELSE pg_currval(${k}) END`, role: 'result' },
    ], [column], 'SELECT');
  }
  // Both steps evaluate the value: only constants and parameters.
  const plain = (e: Expr) => e.literal !== undefined || e.constant !== undefined || e.param !== undefined;
  const rawValue = translateExpr(args[1] as AstNode, env);
  const rawCalled = args[2] ? translateExpr(args[2], env) : undefined;
  if (!plain(rawValue) || (rawCalled && !plain(rawCalled))) return null;
  if (!(isInteger(rawValue.type) || rawValue.type === Oid.unknown)) return null;
  if (rawCalled && !(rawCalled.type === Oid.bool || rawCalled.type === Oid.unknown)) return null;
  const value = coerce(ctx, rawValue, Oid.int8, -1, 'implicit');
  const c = rawCalled ? coerce(ctx, rawCalled, Oid.bool, -1, 'implicit').sql : '1';
  return multiStepPlan(ctx, [
    {
      sql: `UPDATE sqlite_sequence SET seq = pg_autoinc_set(${k}, ${value.sql}, ${c}, seq, CAST(${bound('min')} AS INTEGER), CAST(${bound('max')} AS INTEGER), name) WHERE name = ${table}`,
      role: 'run',
    },
    { sql: `SELECT CASE WHEN ${table} IS NULL THEN pg_setval(${k}, ${value.sql}, ${c}) ELSE pg_autoinc_set_result() END`, role: 'result' },
  ], [column], 'SELECT');
}
