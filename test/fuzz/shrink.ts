import { judge, type Verdict } from './compare.js';
import { render, shrinkCandidates, size, skeleton, type Node } from './expr.js';
import type { Answer } from './pipeline-client.js';
import { TYPE_BY_OID } from './types.js';
import { setupSql, type Statement, type Table } from './statements.js';

/** Runs statements on both servers (one pipeline each) and returns both answer lists. */
export type Both = (sql: readonly string[]) => Promise<[Answer[], Answer[]]>;

/** A difference reduced as far as the shrinker got. */
export interface Shrunk {
  readonly stmt: Statement;
  readonly tables: readonly Table[];
  readonly verdict: Verdict;
  readonly pgsqlite: Answer;
  readonly postgres: Answer;
}

const MAX_STEPS = 60;

/**
 * Greedy shrinking: every candidate (a subtree, a NULL, a simpler literal in place of a node;
 * then the expression alone in a plain SELECT; then fewer rows) is tried in one pipeline per
 * step, and the first that keeps the same verdict kind wins, until nothing smaller reproduces.
 */
export async function shrink(both: Both, first: Shrunk, same: Keep = sameKind): Promise<Shrunk> {
  let best = first;
  await both(setupSql(best.tables));
  for (let step = 0; step < MAX_STEPS; step++) {
    const candidates: Statement[] = [];
    best.stmt.exprs.forEach((e, i) => {
      for (const c of shrinkCandidates(e)) {
        if (size(c) >= size(e) && !(c.k === 'null' && e.k !== 'null')) continue;
        candidates.push({ ...best.stmt, exprs: best.stmt.exprs.map((x, j) => (j === i ? c : x)) });
      }
    });
    const next = await firstReproducing(both, best, candidates, same);
    if (next === null) break;
    best = next;
  }
  best = (await firstReproducing(both, best, alone(best.stmt), same)) ?? best;
  return shrinkRows(both, best, same);
}

/** The statement's expressions each alone: `SELECT e` (no column) or `SELECT e FROM t0`. */
function alone(stmt: Statement): Statement[] {
  if (stmt.kind === 'select' || stmt.kind === 'insert') return [];
  return stmt.exprs.flatMap((e): Statement[] => {
    const cols = usesColumns(e);
    if (cols.size === 0) return [{ kind: 'select', exprs: [e], ordered: false, build: (x) => `SELECT ${render(x[0] as Node)}` }];
    const tables = new Set([...cols].map((c) => (c.startsWith('a') ? 't0' : 't1')));
    if (tables.size > 1) return [];
    return [{ kind: 'project', exprs: [e], ordered: false, build: (x) => `SELECT ${render(x[0] as Node)} FROM ${[...tables][0] as string}` }];
  });
}

function usesColumns(n: Node, out: Set<string> = new Set()): Set<string> {
  if (n.k === 'col') out.add(n.name);
  else if (n.k !== 'lit' && n.k !== 'null') for (const c of n.args) usesColumns(c, out);
  return out;
}

/** Whether a smaller candidate still shows the difference being shrunk. */
export type Keep = (candidate: Shrunk, first: Shrunk) => boolean;

const sameKind: Keep = (c, first) => c.verdict.kind === first.verdict.kind;

async function firstReproducing(both: Both, best: Shrunk, candidates: readonly Statement[], same: Keep): Promise<Shrunk | null> {
  if (candidates.length === 0) return null;
  const [lite, pg] = await both(candidates.map((c) => c.build(c.exprs)));
  for (let i = 0; i < candidates.length; i++) {
    const stmt = candidates[i] as Statement;
    const a = lite[i] as Answer;
    const b = pg[i] as Answer;
    const verdict = judge(a, b, stmt.ordered);
    if (verdict === null) continue;
    const c = { ...best, stmt, verdict, pgsqlite: a, postgres: b };
    if (same(c, best)) return c;
  }
  return null;
}

/** Drops table rows (and for a statement that reads no table, all of the schema) while it still reproduces. */
async function shrinkRows(both: Both, start: Shrunk, same: Keep): Promise<Shrunk> {
  let best = start;
  const sql = best.stmt.build(best.stmt.exprs);
  if (best.stmt.kind === 'select') return { ...best, tables: [] };
  for (let ti = 0; ti < best.tables.length; ti++) {
    for (let ri = (best.tables[ti] as Table).rows.length - 1; ri >= 0; ri--) {
      const tables = best.tables.map((t, j) => (j === ti ? { ...t, rows: t.rows.filter((_, k) => k !== ri) } : t));
      const [lite, pg] = await both([...setupSql(tables), sql]);
      const a = lite.at(-1) as Answer;
      const b = pg.at(-1) as Answer;
      const verdict = judge(a, b, best.stmt.ordered);
      if (verdict === null) continue;
      const c = { ...best, tables, verdict, pgsqlite: a, postgres: b };
      if (same(c, best)) best = c;
    }
  }
  return best;
}

/**
 * The class a difference is counted under: its verdict kind and the shape of its expressions
 * (functions, operators, casts, forms with argument types), or, when the expressions are bare
 * values, the statement kind and the literal types.
 */
export function signature(verdict: Verdict, stmt: Statement): string {
  const parts = new Set<string>();
  for (const e of stmt.exprs) skeleton(e, parts);
  if (parts.size === 0) {
    parts.add(`stmt:${stmt.kind}`);
    // Bare values in a grouping or ordering position fail or pass whatever their type.
    if (stmt.kind === 'select' || stmt.kind === 'insert' || stmt.kind === 'project') for (const e of stmt.exprs) if (e.k === 'lit' || e.k === 'null') parts.add(`${e.k === 'lit' ? 'literal' : 'null'}:${TYPE_BY_OID.get(e.type)?.name ?? e.type}`);
  }
  return `${verdict.kind} | ${[...parts].sort().join(' ; ')}`;
}

function subtrees(n: Node, out: Node[] = []): Node[] {
  if (n.k === 'lit' || n.k === 'null' || n.k === 'col') return out;
  out.push(n);
  for (const c of n.args) subtrees(c, out);
  return out;
}

/** An error message without its values: quoted parts and numbers blanked, so one cause is one class. */
export function messageShape(message: string): string {
  return message.replace(/"[\s\S]*"/, '"…"').replace(/\d+/g, 'N');
}

/**
 * The class of a difference where a server raised an error, decided before shrinking: by the
 * erring side's message shape, after evaluating the statement's column-free subexpressions
 * alone (one pipeline):
 * - `missing-error` where some subexpression alone fails alike on both: PostgreSQL folded a
 *   constant (or evaluated a branch) that pgsqlite never evaluated → `constant-folding`;
 * - `sqlstate` where one subexpression alone gives pgsqlite's code on both and another gives
 *   PostgreSQL's on both: two errors met in another order → `error-order`.
 * null for `rows`, `types` and pgsqlite's `internal error`, classed by the shape of their shrunk expression.
 */
export async function messageClass(both: Both, s: Shrunk): Promise<{ cls: string; signature: string } | null> {
  return classifyByMessage(s, needsProbes(s) ? await agreedSubexpressionCodes(both, [s]).then((c) => c[0] as Set<string>) : new Set());
}

/** Whether messageClass evaluates the statement's subexpressions alone. */
export function needsProbes(s: Shrunk): boolean {
  return s.verdict.cls === 'missing-error' || s.verdict.cls === 'sqlstate';
}

/** messageClass with the SQLSTATEs the column-free subexpressions raise alike on both (agreedSubexpressionCodes). */
export function classifyByMessage(s: Shrunk, codes: ReadonlySet<string>): { cls: string; signature: string } | null {
  const { cls, kind } = s.verdict;
  if (cls === 'rows' || cls === 'types') return null;
  const lite = s.pgsqlite.kind === 'error' ? s.pgsqlite : null;
  // pgsqlite's last-resort message says nothing about the cause: class by expression shape.
  if (lite !== null && lite.message === 'internal error') return null;
  const pg = s.postgres.kind === 'error' ? s.postgres : null;
  if (cls === 'missing-error' && pg !== null && codes.has(pg.code)) return { cls: 'constant-folding', signature: `constant-folding ${pg.code}` };
  if (cls === 'sqlstate' && lite !== null && pg !== null && codes.has(lite.code) && codes.has(pg.code)) {
    return { cls: 'error-order', signature: `error-order ${lite.code}/${pg.code}` };
  }
  return { cls, signature: `${kind} | ${erringShape(s)}` };
}

/** The message shape of the side whose error makes the difference. */
function erringShape(s: Shrunk): string {
  const erring = s.verdict.cls === 'missing-error' ? s.postgres : s.pgsqlite;
  return erring.kind === 'error' ? messageShape(erring.message) : '';
}

/** Shrinking a message-classed difference keeps its verdict kind and its erring message's shape. */
export const sameMessage: Keep = (c, first) => c.verdict.kind === first.verdict.kind && erringShape(c) === erringShape(first);

/**
 * Per difference, the SQLSTATEs that some column-free subexpression, evaluated alone, raises on
 * both servers; all differences' probes go in one pipeline.
 */
export async function agreedSubexpressionCodes(both: Both, diffs: readonly Shrunk[]): Promise<Set<string>[]> {
  const probes = diffs.map((s) => s.stmt.exprs.flatMap((e) => subtrees(e)).filter((n) => usesColumns(n).size === 0).map((n) => `SELECT ${render(n)}`));
  const out = diffs.map(() => new Set<string>());
  const all = probes.flat();
  if (all.length === 0) return out;
  const [a, b] = await both(all);
  let at = 0;
  probes.forEach((p, d) => {
    for (let i = 0; i < p.length; i++, at++) {
      const x = a[at] as Answer;
      const y = b[at] as Answer;
      if (x.kind === 'error' && y.kind === 'error' && x.code === y.code) out[d]?.add(x.code);
    }
  });
  return out;
}
