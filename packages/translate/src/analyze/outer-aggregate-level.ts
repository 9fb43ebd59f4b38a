import { type AstNode, type Fields, fieldsOf, nodeType, strVal } from '../parse/ast.js';
import type { ExprEnv } from './expr.js';
import type { Scope } from './scope.js';

/**
 * An aggregate belongs to the query level of the columns its arguments, ORDER BY and FILTER read
 * — the closest such level (check_agg_arguments' agglevelsup) — not to the level it is written
 * in: `SELECT avg((SELECT max(t.a))) FROM t` computes max(t.a) over t's rows. So one that reads
 * only an enclosing level's columns while that level is translating an aggregate's arguments is
 * nested in that aggregate: 42803, at the inner aggregate (SQLite would answer "misuse of
 * aggregate"). Column references inside nested subqueries are left out.
 */
export function checkOuterAggregateNesting(f: Fields, env: ExprEnv, location: number | undefined): void {
  const refs: string[][] = [];
  collectColumnRefs([f['args'], f['agg_order'], f['agg_filter']], refs);
  if (refs.length === 0) return;
  const here = env.scope;
  let closest: { scope: Scope; depth: number } | undefined;
  for (const r of refs) {
    const level = here.levelOf(r);
    if (level === undefined) continue;
    if (level === here) return;
    let depth = 0;
    for (let s: Scope | undefined = here; s !== undefined && s !== level; s = s.parent) depth++;
    if (closest === undefined || depth < closest.depth) closest = { scope: level, depth };
  }
  if (closest?.scope.inAggregateArgs === true) throw here.ctx.error('grouping_error', 'aggregate function calls cannot be nested', location);
}

/** The column references (their names) in `node`; inside subqueries too where `subqueries`. */
export function collectColumnRefs(node: unknown, out: string[][], subqueries = false): void {
  if (Array.isArray(node)) return node.forEach((n) => collectColumnRefs(n, out, subqueries));
  if (node === null || typeof node !== 'object') return;
  const t = nodeType(node as AstNode);
  if (t === 'SubLink' && !subqueries) return;
  if (t === 'ColumnRef') {
    const fields = (fieldsOf(node as AstNode)['fields'] as AstNode[] | undefined) ?? [];
    if (fields.every((x) => nodeType(x) === 'String')) out.push(fields.map((x) => strVal(x)));
    return;
  }
  for (const v of Object.values(node as Record<string, unknown>)) collectColumnRefs(v, out, subqueries);
}
