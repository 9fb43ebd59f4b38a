import { builtinColumnIndex, builtinRows } from '@pgsqlite/catalog';
import { type AstNode, fieldsOf, listItems, nodeType } from '../parse/ast.js';
import { isConstantNode } from './strict-null.js';
import { notedCastCost } from './cast-cost.js';
import { callsVolatile } from '../stmt/one-time-filters.js';

/**
 * PostgreSQL evaluates a scan's or join's quals cheapest first (order_qual_clauses: a stable
 * sort by cost_qual_eval's per-tuple cost), not in the order they are written: in `WHERE
 * ('[]'::jsonb - x)::boolean AND mod(x, 0) IS NULL` the mod (one function call) runs before the
 * jsonb subtraction and cast (two), so its 22012 is raised and not the cast's 22023, and in
 * `WHERE 10 / x > 1 AND x <> 0` the cheaper `x <> 0` rejects x = 0 before the division.
 * SQLite tests the terms of a loop in the order written, so the top AND of a WHERE or ON is
 * written in PostgreSQL's order.
 *
 * The cost is counted on the parse tree as cost_qual_eval counts the planned one, in units of
 * cpu_operator_cost: each operator and function call its procost (1 for nearly every built-in),
 * a cast what its pathway costs (cast-cost.ts: a binary-coercible one nothing, a cast function
 * its procost, an I/O conversion through text its output and input functions, 2), GREATEST/LEAST
 * 1, IN (list) half an operator per element;
 * constants the planner folds, columns, AND/OR/NOT, CASE, COALESCE and IS NULL cost nothing.
 * Undefined (keep the order) where a term holds a subquery or a construct not counted here.
 */
export function costOrder(terms: readonly AstNode[]): number[] | undefined {
  if (terms.length < 2) return undefined;
  const costs: number[] = [];
  for (const t of terms) {
    const c = costOf(t);
    if (c === undefined) return undefined;
    costs.push(c);
  }
  const order = terms.map((_, i) => i);
  // insertion sort: stable, as order_qual_clauses'
  for (let i = 1; i < order.length; i++) {
    const item = order[i]!;
    let j = i;
    while (j > 0 && costs[order[j - 1]!]! > costs[item]!) {
      order[j] = order[j - 1]!;
      j--;
    }
    order[j] = item;
  }
  return order.every((v, i) => v === i) ? undefined : order;
}

/**
 * The order in which PostgreSQL tests a qual list's terms: those reading no column, no subquery
 * and no volatile call (pseudoconstant quals) first, as written (they are tested once, in the
 * plan's gating One-Time Filter, their per-tuple cost 0), then the others cheapest first
 * (`costOrder`). Undefined where that is the order written.
 */
export function qualOrder(terms: readonly AstNode[]): number[] | undefined {
  const constant = terms.map(isPseudoconstant);
  if (!constant.some((c) => c)) return costOrder(terms);
  const rest = terms.map((_, i) => i).filter((i) => !constant[i]);
  const restOrder = costOrder(rest.map((i) => terms[i]!));
  const order = [...terms.map((_, i) => i).filter((i) => constant[i]), ...(restOrder?.map((k) => rest[k]!) ?? rest)];
  return order.every((v, i) => v === i) ? undefined : order;
}

/** Whether a qual term reads no column, holds no subquery and calls no volatile function. */
export function isPseudoconstant(node: AstNode): boolean {
  const reads = (n: unknown): boolean => {
    if (Array.isArray(n)) return n.some(reads);
    if (n === null || typeof n !== 'object') return false;
    return 'ColumnRef' in n || 'SubLink' in n || Object.values(n as Record<string, unknown>).some(reads);
  };
  return !reads(node) && !callsVolatile(node);
}

const FREE = new Set(['ColumnRef', 'A_Const', 'ParamRef', 'BoolExpr', 'NullTest', 'BooleanTest', 'CaseExpr', 'CaseWhen', 'CoalesceExpr', 'CollateClause', 'List', 'String']);

function costOf(node: unknown): number | undefined {
  if (Array.isArray(node)) return sum(node);
  if (node === null || typeof node !== 'object') return 0;
  const t = nodeType(node as AstNode);
  const f = fieldsOf(node as AstNode);
  if (typeof f !== 'object' || f === null) return 0;
  // folded to a constant while planning
  if (t !== 'ColumnRef' && isConstantNode(node)) return 0;
  if (FREE.has(t)) return sum(Object.values(f).filter((v) => typeof v === 'object'));
  switch (t) {
    case 'TypeCast':
      // as the analyzer worked it out from the argument's type (cast-cost.ts), else one call
      return add(notedCastCost(f) ?? 1, costOf(f['arg']));
    case 'MinMaxExpr':
      return add(1, costOf(f['args']));
    case 'FuncCall': {
      if (f['over'] !== undefined || f['agg_star'] === true || f['agg_distinct'] === true || f['agg_order'] !== undefined) return undefined;
      const parts = (f['funcname'] as AstNode[] | undefined) ?? [];
      const last = parts[parts.length - 1];
      const cost = procost(last === undefined ? '' : String(fieldsOf(last)['sval'] ?? '').toLowerCase());
      return cost === undefined ? undefined : add(cost, costOf(f['args']));
    }
    case 'A_Expr':
      return exprCost(f);
    default:
      return undefined;
  }
}

function exprCost(f: Record<string, unknown>): number | undefined {
  const l = f['lexpr'];
  const r = f['rexpr'];
  switch (f['kind']) {
    case 'AEXPR_OP':
    case 'AEXPR_DISTINCT':
    case 'AEXPR_NOT_DISTINCT':
    case 'AEXPR_NULLIF':
    case 'AEXPR_LIKE':
    case 'AEXPR_ILIKE':
      return add(1, add(costOf(l) ?? NaN, costOf(r)));
    case 'AEXPR_BETWEEN':
    case 'AEXPR_NOT_BETWEEN':
      return add(2, add(2 * (costOf(l) ?? NaN), costOf(listItems(r))));
    case 'AEXPR_IN': {
      // a ScalarArrayOpExpr over the list's array: half its elements' comparisons
      const items = listItems(r);
      return add(items.length * 0.5, add(costOf(l) ?? NaN, costOf(items)));
    }
    default:
      return undefined;
  }
}

function sum(nodes: readonly unknown[]): number | undefined {
  let total = 0;
  for (const n of nodes) {
    const c = costOf(n);
    if (c === undefined) return undefined;
    total += c;
  }
  return total;
}

function add(a: number, b: number | undefined): number | undefined {
  return b === undefined || Number.isNaN(a) || Number.isNaN(b) ? undefined : a + b;
}

let costs: Map<string, number | undefined> | undefined;

/** The procost of the built-in functions named `name` (undefined where their overloads differ, or none is built in). */
function procost(name: string): number | undefined {
  if (costs === undefined) {
    const [iName, iCost] = [builtinColumnIndex('pg_proc', 'proname'), builtinColumnIndex('pg_proc', 'procost')];
    const map = new Map<string, number | undefined>();
    for (const row of builtinRows('pg_proc')) {
      const n = String(row[iName]);
      const c = Number(row[iCost]);
      // overloads of different costs: unsure (undefined stays undefined)
      map.set(n, map.has(n) && map.get(n) !== c ? undefined : c);
    }
    costs = map;
  }
  return costs.get(name);
}
