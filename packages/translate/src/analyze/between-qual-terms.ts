import { type AstNode, fieldsOf, nodeType } from '../parse/ast.js';
import { costOrder, isPseudoconstant, qualOrder } from './qual-cost-order.js';

/**
 * PostgreSQL's parser writes `x BETWEEN a AND b` as `x >= a AND x <= b`, and the planner flattens
 * that AND into the qual list around it (eval_const_expressions merges nested ANDs), so where a
 * BETWEEN is a qual's term (the whole WHERE or ON, or a term of its top AND) its two comparisons
 * are two of the qual's terms, tested cheapest first with the others (order_qual_clauses): in
 * `ON c BETWEEN (jsonb_typeof(a2::jsonb))::interval AND a3 * '1 us'` the multiplication is tested
 * first, and where it is false the jsonb cast never runs.
 */
const qualTerms = new WeakSet<object>();
const parts = new WeakMap<object, { sql: string; parts: Part[] }>();

/** One comparison of a BETWEEN written as a qual term: its parse node (for its cost) and SQL. */
export interface Part {
  readonly node: AstNode;
  readonly sql: string;
}

/** Marks a BETWEEN (its fields) as a term of a WHERE or ON qual. */
export function markBetweenQualTerm(between: object): void {
  qualTerms.add(between);
}

/**
 * The SQL of a qual-term BETWEEN's two comparisons, cheapest first, remembered for the AND it
 * sits in (`flatQualTerms`); undefined where the BETWEEN is no qual term.
 */
export function betweenQualSql(between: object, ge: Part, le: Part): string | undefined {
  if (!qualTerms.has(between)) return undefined;
  const order = costOrder([ge.node, le.node]);
  const sql = order === undefined ? `(${ge.sql} AND ${le.sql})` : `(${le.sql} AND ${ge.sql})`;
  parts.set(between, { sql, parts: [ge, le] });
  return sql;
}

/** A top AND's terms with each qual-term BETWEEN replaced by its two comparisons. */
export function flatQualTerms(nodes: readonly AstNode[], sqls: readonly string[]): Part[] {
  const out: Part[] = [];
  nodes.forEach((n, i) => {
    const split = nodeType(n) === 'A_Expr' ? parts.get(fieldsOf(n)) : undefined;
    // (the parts of this translation of it: another may have folded it)
    if (split !== undefined && split.sql === sqls[i]) out.push(...split.parts);
    else out.push({ node: n, sql: sqls[i] as string });
  });
  return out;
}

/**
 * The terms' SQL as an AND, in qual order (`qualOrder`: the order written where the costs are
 * unsure). The pseudoconstant terms are one term, each tested only where those before it held:
 * SQLite computes a WHERE term it deems constant (its functions deterministic) once before the
 * loop, whatever the terms before it, where PostgreSQL's One-Time Filter stops at the first
 * that is not true (`WHERE current_setting('x', true) IS NOT NULL AND to_date('ab', 'abc') IS
 * NULL` never runs to_date). Not in an outer join's ON condition (`pseudoconstants` false),
 * whose terms reading no column are join filters as any other.
 */
export function costOrderedAnd(terms: readonly Part[], pseudoconstants = true): string {
  // (an outer join's ON condition has none: each term is a join filter, cheapest first)
  const order = (pseudoconstants ? qualOrder(terms.map((t) => t.node)) : costOrder(terms.map((t) => t.node))) ?? terms.map((_, i) => i);
  const constant = pseudoconstants ? order.filter((i) => isPseudoconstant((terms[i] as Part).node)) : [];
  if (constant.length < 2) return `(${order.map((i) => (terms[i] as Part).sql).join(' AND ')})`;
  const gate = constant.reduceRight((inner, i) => `(CASE WHEN ${(terms[i] as Part).sql} THEN ${inner} END)`, '1');
  const rest = order.filter((i) => !constant.includes(i)).map((i) => (terms[i] as Part).sql);
  return `(${[gate, ...rest].join(' AND ')})`;
}
