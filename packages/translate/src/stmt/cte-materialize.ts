import { type AstNode, type Fields, names } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';

/** Built-in volatile functions (pg_proc.provolatile 'v') a query may call. */
const VOLATILE = new Set([
  'random', 'setseed', 'nextval', 'setval', 'clock_timestamp', 'timeofday', 'gen_random_uuid', 'uuid_generate_v1',
  'uuid_generate_v1mc', 'uuid_generate_v4', 'txid_current', 'pg_current_xact_id', 'pg_advisory_lock', 'pg_try_advisory_lock',
  'pg_advisory_xact_lock', 'pg_try_advisory_xact_lock', 'pg_notify', 'set_config', 'pg_sleep', 'lo_create', 'lo_import',
]);

function countRefs(node: unknown, name: string): number {
  if (node === null || typeof node !== 'object') return 0;
  const rv = (node as Fields)['RangeVar'] as Fields | undefined;
  if (rv && rv['relname'] === name && !rv['schemaname']) return 1;
  return Object.values(node as Fields).reduce<number>((n, v) => n + countRefs(v, name), 0);
}

function callsVolatile(ctx: PlanCtx, node: unknown): boolean {
  if (node === null || typeof node !== 'object') return false;
  const fc = (node as Fields)['FuncCall'] as Fields | undefined;
  if (fc) {
    const fn = (names(fc['funcname']).at(-1) ?? '').toLowerCase();
    if (VOLATILE.has(fn)) return true;
    if ((ctx.catalog.userFunctions?.() ?? []).some((u) => u.name === fn && u.volatility === 'v')) return true;
  }
  return Object.values(node as Fields).some((v) => callsVolatile(ctx, v));
}

/**
 * The materialization keyword of a CTE, as PostgreSQL decides it: MATERIALIZED when written, or
 * when the CTE is referenced more than once or calls a volatile function (unless NOT
 * MATERIALIZED). SQLite would otherwise evaluate the CTE at each reference, so `random()` in a CTE
 * read twice gave two different values.
 */
export function cteMaterialization(ctx: PlanCtx, cte: Fields, statement: AstNode): '' | 'MATERIALIZED ' | 'NOT MATERIALIZED ' {
  const m = cte['ctematerialized'];
  if (m === 'CTEMaterializeNever') return 'NOT MATERIALIZED ';
  if (m === 'CTEMaterializeAlways') return 'MATERIALIZED ';
  const name = String(cte['ctename']);
  return countRefs(statement, name) > 1 || callsVolatile(ctx, cte['ctequery']) ? 'MATERIALIZED ' : '';
}

/**
 * The queries of the WITH items PostgreSQL plans as subplans before the statement itself
 * (SS_process_ctes: each materialized one referenced at least once, in order), so their
 * constants are folded — and raise — first, whether or not a row ever reaches them. An item
 * inlined into its one reference (folded in the statement's own order), a recursive WITH, and an
 * item reading another item of the WITH (whose columns the plan-time walk cannot type) are left out.
 */
export function plannedCteQueries(ctx: PlanCtx, stmt: Fields, statement: AstNode): Fields[] {
  const w = stmt['withClause'] as Fields | undefined;
  if (w === undefined || w['recursive']) return [];
  const ctes = ((w['ctes'] as AstNode[] | undefined) ?? []).map((c) => (c as Fields)['CommonTableExpr'] as Fields);
  const names = ctes.map((c) => String(c['ctename']));
  const out: Fields[] = [];
  for (const cte of ctes) {
    const query = (cte['ctequery'] as Fields | undefined)?.['SelectStmt'] as Fields | undefined;
    if (query === undefined || countRefs(statement, String(cte['ctename'])) === 0) continue;
    if (names.some((n) => countRefs(query, n) > 0)) continue;
    if (cteMaterialization(ctx, cte, statement) === 'MATERIALIZED ') out.push(query);
  }
  return out;
}
