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
  const parts = [f['args'], f['agg_order'], f['agg_filter']];
  const here = env.scope;
  const refs: string[][] = [];
  collectColumnRefs(parts, refs);
  const closest = closestLevel(here, refs);
  if (closest === here) return;
  if (closest !== undefined) {
    if (closest.inAggregateArgs) throw here.ctx.error('grouping_error', 'aggregate function calls cannot be nested', location);
    if (levelsBelow(here, closest).some((s) => s.fromItemOf === closest)) {
      throw here.ctx.error('grouping_error', 'aggregate functions are not allowed in FROM clause of their own query level', location);
    }
  }
  // the level counts the columns read inside subqueries of the arguments too (check_agg_arguments
  // walks into SubLinks): qualified references to a name no FROM item of those subqueries has
  const local = new Set<string>();
  collectFromNames(parts, local);
  const deep: string[][] = [];
  collectColumnRefs(parts, deep, true);
  const level = closestLevel(here, [...refs, ...deep.filter((r) => r.length >= 2 && !local.has(r[0] as string))]);
  if (level === undefined || level === here) return;
  const cte = nestedCteRead(parts, levelsBelow(here, level));
  if (cte !== undefined) {
    throw here.ctx.error('feature_not_supported', 'outer-level aggregate cannot use a nested CTE', location, { detail: `CTE "${cte}" is below the aggregate's semantic level.` });
  }
}

/** Whether aggregate call `f` belongs to an enclosing query (its arguments read only columns of outer levels). */
export function aggregateOfOuterLevel(f: Fields, env: ExprEnv): boolean {
  const refs: string[][] = [];
  collectColumnRefs([f['args'], f['agg_order'], f['agg_filter']], refs);
  const level = closestLevel(env.scope, refs);
  return level !== undefined && level !== env.scope;
}

/** The closest level (scope) the references resolve at; undefined when none resolves. */
function closestLevel(here: Scope, refs: readonly string[][]): Scope | undefined {
  let closest: { scope: Scope; depth: number } | undefined;
  for (const r of refs) {
    const level = here.levelOf(r);
    if (level === undefined) continue;
    if (level === here) return here;
    let depth = 0;
    for (let s: Scope | undefined = here; s !== undefined && s !== level; s = s.parent) depth++;
    if (closest === undefined || depth < closest.depth) closest = { scope: level, depth };
  }
  return closest?.scope;
}

/** The levels from `here` up to (not including) `level`. */
function levelsBelow(here: Scope, level: Scope): Scope[] {
  const out: Scope[] = [];
  for (let s: Scope | undefined = here; s !== undefined && s !== level; s = s.parent) out.push(s);
  return out;
}

/** The names FROM items inside `node` go by (relation names and aliases). */
function collectFromNames(node: unknown, out: Set<string>): void {
  if (Array.isArray(node)) return node.forEach((n) => collectFromNames(n, out));
  if (node === null || typeof node !== 'object') return;
  const t = nodeType(node as AstNode);
  if (t === 'RangeVar' || t === 'RangeSubselect' || t === 'RangeFunction' || t === 'JoinExpr') {
    const g = fieldsOf(node as AstNode);
    if (t === 'RangeVar') out.add(String(g['relname']));
    const alias = (g['alias'] as Fields | undefined)?.['aliasname'];
    if (alias !== undefined) out.add(String(alias));
  }
  for (const v of Object.values(node as Record<string, unknown>)) collectFromNames(v, out);
}

/** A CTE of one of the levels `below` the aggregate's own that its arguments read (by a plain name in FROM), if any. */
function nestedCteRead(node: unknown, below: readonly Scope[]): string | undefined {
  const names: string[] = [];
  const own = new Set<string>();
  const walk = (n: unknown): void => {
    if (Array.isArray(n)) return n.forEach(walk);
    if (n === null || typeof n !== 'object') return;
    const t = nodeType(n as AstNode);
    const g = t === undefined ? undefined : fieldsOf(n as AstNode);
    if (t === 'RangeVar' && g !== undefined && g['schemaname'] === undefined) names.push(String(g['relname']));
    if (t === 'CommonTableExpr' && g !== undefined) own.add(String(g['ctename']));
    for (const v of Object.values(n as Record<string, unknown>)) walk(v);
  };
  walk(node);
  for (const name of names) {
    if (own.has(name)) continue;
    if (below.some((s) => s.ctes.has(name))) return name;
  }
  return undefined;
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
