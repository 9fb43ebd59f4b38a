import { Oid } from '@pgsqlite/catalog';
import { type AstNode, type Fields, names } from '../parse/ast.js';
import type { Expr } from '../analyze/expr-types.js';
import { translateExpr } from '../analyze/expr.js';
import type { Scope } from '../analyze/scope.js';
import { callsVolatile } from './one-time-filters.js';
import { andTerms, holds } from './join-side-quals.js';
import { isAggregateName } from '../analyze/functions.js';
import type { PlanCtx } from '../analyze/context.js';

/** SELECTs that are one grouping set's branch of GROUPING SETS, ROLLUP or CUBE (grouping-sets.ts). */
const setBranches = new WeakSet<object>();

/** Marks `branch` as one grouping set's SELECT: its HAVING stays whole, as PostgreSQL keeps it. */
export function markGroupingSetBranch(branch: Fields): void {
  setBranches.add(branch);
}

/** A HAVING term moved (or copied) to WHERE, with its translation for the grouping check. */
export interface MovedTerm {
  node: AstNode;
  expr: Expr;
}

/**
 * PostgreSQL's planner moves each term of HAVING (its flattened AND list, constants folded) that
 * holds no aggregate, GROUPING(), subquery or volatile call to WHERE when the query has a plain
 * GROUP BY, and copies it there (keeping it in HAVING too) when it has none: such a term reads
 * only grouped columns, so it filters the rows before they are grouped — a constant false or
 * NULL one is the scan's One-Time Filter — and no aggregate argument is computed for a row it
 * rejects (`GROUP BY k HAVING k > 0 AND bool_or(x / k > 1)` never divides by a k of 0, `HAVING
 * false AND count((a)::int) > 1` casts nothing). SQLite aggregates every row first.
 *
 * Returns the statement with those terms ANDed after its WHERE, and the terms (their grouping is
 * still checked as HAVING's); undefined when nothing moves.
 */
export function havingToWhere(stmt: Fields, scope: Scope): { stmt: Fields; moved: MovedTerm[] } | undefined {
  const having = stmt['havingClause'] as AstNode | undefined;
  if (having === undefined || setBranches.has(stmt)) return undefined;
  const grouped = ((stmt['groupClause'] as AstNode[] | undefined) ?? []).length > 0;
  const terms = andTerms(having);
  const moved: MovedTerm[] = [];
  for (const node of terms) {
    if (holds(node, 'SubLink') || callsVolatile(node) || callsGrouping(node)) continue;
    let expr: Expr;
    try {
      expr = translateExpr(node, { scope, allowAggregates: true, clause: 'HAVING' });
    } catch {
      // its error is raised where HAVING is translated
      continue;
    }
    if (expr.hasAgg || expr.type !== Oid.bool) continue;
    moved.push({ node, expr });
  }
  if (moved.length === 0) return undefined;
  const where = stmt['whereClause'] as AstNode | undefined;
  const whereTerms = [...(where === undefined ? [] : [where]), ...moved.map((m) => m.node)];
  const out: Fields = { ...stmt, whereClause: and(whereTerms) };
  if (grouped) {
    const kept = terms.filter((t) => !moved.some((m) => m.node === t));
    if (kept.length === 0) delete out['havingClause'];
    else out['havingClause'] = and(kept);
  }
  return { stmt: out, moved };
}

/**
 * The HAVING terms the planner moves (or copies) to WHERE, told from the parse tree alone (the
 * plan-time walk has no FROM scope to translate them in): no aggregate call (a built-in one or a
 * user-defined one of the catalog), GROUPING(), subquery or volatile call, and no grouping sets.
 * `havingToWhere` decides by translating them.
 */
export function havingTermsToWhere(stmt: Fields, ctx: PlanCtx): AstNode[] {
  const having = stmt['havingClause'] as AstNode | undefined;
  if (having === undefined || setBranches.has(stmt) || holds(stmt['groupClause'], 'GroupingSet')) return [];
  const userAggregates = new Set((ctx.catalog.userAggregates?.() ?? []).map((a) => a.name));
  const aggregate = (node: unknown): boolean => {
    if (Array.isArray(node)) return node.some(aggregate);
    if (node === null || typeof node !== 'object') return false;
    const fc = (node as Record<string, unknown>)['FuncCall'] as Fields | undefined;
    if (fc !== undefined) {
      const name = String(names(fc['funcname']).at(-1) ?? '').toLowerCase();
      if (fc['over'] === undefined && (isAggregateName(name) || userAggregates.has(name) || fc['agg_star'] === true)) return true;
    }
    return Object.values(node as Record<string, unknown>).some(aggregate);
  };
  return andTerms(having).filter((t) => !holds(t, 'SubLink') && !callsVolatile(t) && !callsGrouping(t) && !aggregate(t));
}

/** `stmt` with its HAVING terms the planner moves to WHERE appended there (havingTermsToWhere). */
export function withHavingInWhere(stmt: Fields, ctx: PlanCtx): Fields {
  const moved = havingTermsToWhere(stmt, ctx);
  if (moved.length === 0) return stmt;
  const where = stmt['whereClause'] as AstNode | undefined;
  return { ...stmt, whereClause: and([...(where === undefined ? [] : [where]), ...moved]) };
}

function and(terms: AstNode[]): AstNode {
  return terms.length === 1 ? (terms[0] as AstNode) : ({ BoolExpr: { boolop: 'AND_EXPR', args: terms, location: -1 } } as unknown as AstNode);
}

/** GROUPING(…) is an aggregate-level expression: it stays in HAVING. */
function callsGrouping(node: unknown): boolean {
  return holds(node, 'GroupingFunc');
}
