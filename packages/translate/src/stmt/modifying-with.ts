import { cteSqlName } from './with-clause.js';
import { type AstNode, type Fields, nodeType, strVal } from '../parse/ast.js';
import { quoteIdent } from '../sql/quote.js';
import type { PlanCtx } from '../analyze/context.js';
import { Scope } from '../analyze/scope.js';
import type { ResultColumn, SqlPlan } from '../plan.js';
import { translateSelect } from './select.js';
import { translateInsert, type DmlResult } from './insert.js';
import { translateDelete, translateUpdate } from './update-delete.js';
import { multiStepPlan, type RawStep } from './multi-step.js';
import type { OutputColumn } from './targets.js';
import type { RelationDef } from '@pgsqlite/catalog';
import { useSnapshots } from './snapshots.js';
import { hasRules, ruleCteRewrite, ruleDmlSteps } from './rule-plan.js';

const DML: Record<string, string> = { InsertStmt: 'INSERT', UpdateStmt: 'UPDATE', DeleteStmt: 'DELETE' };

/** True when a statement's WITH holds an INSERT/UPDATE/DELETE. */
export function hasModifyingWith(stmt: Fields): boolean {
  const ctes = (stmt['withClause']?.['ctes'] as AstNode[] | undefined) ?? [];
  return ctes.some((n) => DML[nodeType((n['CommonTableExpr'] as Fields)['ctequery'] as AstNode)] !== undefined);
}

function columnsOf(cols: readonly OutputColumn[]): ResultColumn[] {
  return cols.map((c) => ({ name: c.name, typeOid: c.type, typmod: c.typmod, tableOid: c.tableOid, attnum: c.attnum }));
}

function translateDml(ctx: PlanCtx, type: string, f: Fields, outer: Scope): DmlResult {
  if (type === 'InsertStmt') return translateInsert(ctx, f, outer);
  const r = type === 'UpdateStmt' ? translateUpdate(ctx, f, outer) : translateDelete(ctx, f, outer);
  if (r.steps) {
    const what = type === 'UpdateStmt' ? 'UPDATE … FROM' : 'DELETE … USING';
    throw ctx.error('feature_not_supported', `${what} whose RETURNING reads the joined tables is not supported by pgsqlite together with a data-modifying WITH`);
  }
  return r;
}

/**
 * `WITH x AS (INSERT/UPDATE/DELETE … [RETURNING …]), … <SELECT|INSERT|UPDATE|DELETE>`: each
 * data-modifying CTE runs once, in order, its RETURNING rows captured in a temporary table that
 * the later statements read as the CTE; then the main statement runs. PostgreSQL runs them all on
 * one snapshot: every table a CTE modifies is first copied to a temporary snapshot table, which
 * all FROM items naming it read (stmt/snapshots.ts), so reads see the rows as before. Modifying a
 * table twice is refused with 0A000 (see checkRepeat) rather than answered differently.
 */
export function planModifyingWith(ctx: PlanCtx, type: string, stmt: Fields): SqlPlan {
  const w = stmt['withClause'] as Fields;
  if (w['recursive']) checkRecursiveList(ctx, (w['ctes'] as AstNode[]) ?? [], w['location'] as number | undefined);
  const outer = new Scope(ctx);
  const parts: string[] = [];
  const steps: RawStep[] = [];
  const drops: RawStep[] = [];
  const modified = new Set<number>();
  takeSnapshots(ctx, stmt, (w['ctes'] as AstNode[]) ?? [], steps, drops);
  const prefix = (): string => (parts.length ? `WITH ${parts.join(', ')} ` : '');
  for (const node of (w['ctes'] as AstNode[]) ?? []) {
    const cte = node['CommonTableExpr'] as Fields;
    const name = String(cte['ctename']);
    if (outer.ctes.has(name)) throw ctx.error('duplicate_alias', `WITH query name "${name}" specified more than once`, cte['location']);
    const given = cte['ctequery'] as AstNode;
    const query = (DML[nodeType(given)] !== undefined ? ruleCteRewrite(ctx, nodeType(given), given[nodeType(given)] as Fields) : null) ?? given;
    const qtype = nodeType(query);
    const q = query[qtype] as Fields;
    const colnames = ((cte['aliascolnames'] as AstNode[] | undefined) ?? []).map(strVal);
    if (DML[qtype] === undefined) {
      const sub = translateSelect(q, new Scope(ctx, outer));
      const cols = sub.columns.map((c, i) => ({ name: colnames[i] ?? c.name, type: c.type, typmod: c.typmod }));
      const sqlName = cteSqlName(ctx, name);
      outer.ctes.set(name, { name, ...sqlName, columns: cols });
      parts.push(`${quoteIdent(sqlName.sqlName ?? name)}(${cols.map((c) => quoteIdent(c.name)).join(', ')}) AS (${sub.sql})`);
      continue;
    }
    if (q['withClause']) throw ctx.error('feature_not_supported', 'WITH inside a data-modifying WITH query is not supported by pgsqlite', cte['location']);
    checkRepeat(ctx, q, modified);
    const r = translateDml(ctx, qtype, q, outer);
    const sql = prefix() + r.sql;
    if (!r.returning) {
      steps.push({ sql, role: 'run' });
      outer.ctes.set(name, { name, columns: [], noReturning: true });
      continue;
    }
    const table = `temp.${quoteIdent(`_pgsqlite_with_${steps.length}`)}`;
    const cols = r.returning.columns.map((c, i) => ({ name: colnames[i] ?? c.name, type: c.type, typmod: c.typmod }));
    const tmpCols = cols.map((_, i) => `"c${i}"`);
    steps.push({ sql: `CREATE TEMP TABLE ${table.slice(5)} (${tmpCols.join(', ')})`, role: 'run' });
    steps.push({ sql, role: 'capture', into: table });
    drops.push({ sql: `DROP TABLE ${table}`, role: 'run' });
    const sqlName = cteSqlName(ctx, name);
    outer.ctes.set(name, { name, ...sqlName, columns: cols });
    parts.push(`${quoteIdent(sqlName.sqlName ?? name)}(${cols.map((c) => quoteIdent(c.name)).join(', ')}) AS (SELECT ${tmpCols.join(', ')} FROM ${table})`);
  }
  const main = { ...stmt };
  delete main['withClause'];
  if (type === 'SelectStmt') {
    const r = translateSelect(main, new Scope(ctx, outer));
    steps.push({ sql: prefix() + r.sql, role: 'result' });
    return multiStepPlan(ctx, [...steps, ...drops], columnsOf(r.columns), 'SELECT');
  }
  if (hasRules(ctx, type, main)) {
    const ruled = ruleDmlSteps(ctx, type, main, outer, prefix(), (w) => checkRepeat(ctx, w, modified));
    return multiStepPlan(ctx, [...steps, ...ruled.steps, ...drops], ruled.columns, DML[type] ?? type);
  }
  checkRepeat(ctx, main, modified);
  const r = translateDml(ctx, type, main, outer);
  steps.push({ sql: prefix() + r.sql, role: 'result' });
  return multiStepPlan(ctx, [...steps, ...drops], r.returning ? columnsOf(r.returning.columns) : null, DML[type] ?? type);
}

/**
 * WITH RECURSIVE holding a data-modifying query: a data-modifying query that refers to itself is
 * 42P19, as checkWellFormedRecursion; a list whose queries refer only to earlier ones means what a
 * plain WITH means and runs as one. Self-references of a SELECT and forward references stay 0A000.
 */
function checkRecursiveList(ctx: PlanCtx, ctes: readonly AstNode[], location: number | undefined): void {
  const names = ctes.map((n) => String((n['CommonTableExpr'] as Fields)['ctename']));
  let ordered = true;
  ctes.forEach((n, i) => {
    const cte = n['CommonTableExpr'] as Fields;
    const reads = readTables(cte['ctequery'], new Set<string>());
    if (reads.has(names[i]!) && DML[nodeType(cte['ctequery'] as AstNode)] !== undefined) {
      throw ctx.error('invalid_recursion', `recursive query "${names[i]}" must not contain data-modifying statements`, cte['location']);
    }
    if (names.slice(i).some((later) => reads.has(later))) ordered = false;
  });
  if (!ordered) throw ctx.error('feature_not_supported', 'WITH RECURSIVE with data-modifying statements is not supported by pgsqlite', location);
}

/** The table an INSERT/UPDATE/DELETE writes, when it exists (else its translation reports 42P01). */
function targetOf(ctx: PlanCtx, q: Fields): RelationDef | undefined {
  const rv = q['relation'] as Fields | undefined;
  return rv ? ctx.catalog.findRelation(String(rv['relname']), rv['schemaname'] as string | undefined, ctx.searchPath) : undefined;
}

/** Names of the tables `node` reads (RangeVars anywhere except as the target of an INSERT/UPDATE/DELETE). */
function readTables(node: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const n of node) readTables(n, out);
  else if (node !== null && typeof node === 'object') {
    for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
      if (k === 'RangeVar') out.add(String((v as Fields)['relname']));
      else if (DML[k] !== undefined && v !== null && typeof v === 'object') {
        for (const [f, x] of Object.entries(v as Fields)) if (f !== 'relation') readTables(x, out);
      } else readTables(v, out);
    }
  }
  return out;
}

/**
 * Copies each table a data-modifying CTE writes and the statement also reads, before any
 * modification runs; FROM items read the copies. Tables only written are not copied.
 */
function takeSnapshots(ctx: PlanCtx, stmt: Fields, ctes: readonly AstNode[], steps: RawStep[], drops: RawStep[]): void {
  const tables = new Map<number, string>();
  const reads = readTables(stmt, new Set());
  for (const node of ctes) {
    const query = (node['CommonTableExpr'] as Fields)['ctequery'] as AstNode;
    const qtype = nodeType(query);
    const rel = DML[qtype] === undefined ? undefined : targetOf(ctx, query[qtype] as Fields);
    if (!rel || tables.has(rel.oid) || !reads.has(rel.name)) continue;
    const snap = quoteIdent(`_pgsqlite_snap_${tables.size}`);
    tables.set(rel.oid, `temp.${snap}`);
    steps.push({ sql: `CREATE TEMP TABLE ${snap} AS SELECT * FROM ${quoteIdent(rel.sqliteName)}`, role: 'run' });
    drops.push({ sql: `DROP TABLE temp.${snap}`, role: 'run' });
  }
  useSnapshots(ctx, tables);
}

/**
 * 0A000 for a second modification of a table: PostgreSQL runs the sub-statements in an order of
 * its own (the main query first, CTEs as their rows are read, unread ones last), each skipping rows
 * another already changed, so running them in order could give another answer.
 */
function checkRepeat(ctx: PlanCtx, q: Fields, modified: Set<number>): void {
  const rel = targetOf(ctx, q);
  if (!rel) return;
  if (modified.has(rel.oid)) {
    const target = q['relation'] as Fields;
    throw ctx.error('feature_not_supported', `pgsqlite cannot modify table "${String(target['relname'])}" twice in one statement`, target['location']);
  }
  modified.add(rel.oid);
}
