import { type AstNode, type Fields, fieldsOf, nodeType, strVal } from '../parse/ast.js';
import type { RangeEntry } from '../analyze/scope.js';
import { cannotRaise } from '../analyze/cannot-raise.js';

/**
 * An inner join's condition that reads one side only (`t0 JOIN t1 ON f(t0.a)`) is, in
 * PostgreSQL, a filter on that side's scan, and the planner makes the filtered side the inner
 * of its nested loop (or the hashed side): the filter runs only once the other side has
 * produced a row, so over an empty other side it never runs and its errors never surface
 * (`t0 JOIN t1 ON (t1.b)::boolean` over an empty t0 reads no t1 row). SQLite puts the filtered
 * table in its outer loop, testing the filter before it looks at the other table.
 *
 * `oneSidedGuard` gives, for such a top-level AND term of ON that might raise an error (not a
 * bare comparison of columns and literals, which SQLite may use with an index), the other side
 * to test first: the term becomes `CASE WHEN EXISTS (SELECT 1 FROM <other side>) THEN (CASE
 * WHEN <term> THEN 1 ELSE 0 END) END` (the other side a table, view or CTE read by name;
 * SQLite runs the uncorrelated EXISTS once). `evenSafe`: the side of a term that cannot raise too (a filter all the same).
 */
export function oneSidedGuard(term: AstNode, left: readonly RangeEntry[], right: readonly RangeEntry[], evenSafe = false): 'left' | 'right' | undefined {
  if ((!evenSafe && cannotRaise(term)) || holds(term, 'SubLink')) return undefined;
  const refs = columnRefs(term);
  if (refs.length === 0) return undefined;
  const sides = new Set(refs.map((r) => sideOf(r, left, right)));
  if (sides.size !== 1) return undefined;
  const [side] = [...sides];
  return side === 'left' || side === 'right' ? side : undefined;
}

/** The top-level AND terms of a condition. */
export function andTerms(node: AstNode): AstNode[] {
  if (nodeType(node) !== 'BoolExpr') return [node];
  const f = fieldsOf(node);
  if (f['boolop'] !== 'AND_EXPR') return [node];
  return ((f['args'] as AstNode[] | undefined) ?? []).flatMap(andTerms);
}

/** The SQL of the other side's FROM item alone, where it is a relation read by name. */
export function guardSql(otherItem: AstNode, otherSql: string, termSql: string): string | undefined {
  if (nodeType(otherItem) !== 'RangeVar' || otherSql === '') return undefined;
  // the term a WHEN condition, not a THEN value: SQLite jumps on a condition's AND, stopping at its
  // first false operand as ExecQual does, where a value's AND computes both operands (NULL, as
  // FALSE, rejects the row all the same)
  return `(CASE WHEN EXISTS (SELECT 1 FROM ${otherSql}) THEN (CASE WHEN ${termSql} THEN 1 ELSE 0 END) END)`;
}

/** Whether the node holds a node of type `key` anywhere (subqueries too). */
export function holds(node: unknown, key: string): boolean {
  if (Array.isArray(node)) return node.some((n) => holds(n, key));
  if (node === null || typeof node !== 'object') return false;
  return Object.entries(node as Fields).some(([k, v]) => k === key || holds(v, key));
}

/** The name parts of every column reference ('*' for a star). */
function columnRefs(node: unknown): string[][] {
  const out: string[][] = [];
  const visit = (n: unknown): void => {
    if (Array.isArray(n)) return n.forEach(visit);
    if (n === null || typeof n !== 'object') return;
    for (const [k, v] of Object.entries(n as Fields)) {
      if (k === 'ColumnRef') {
        const fields = ((v as Fields)['fields'] as AstNode[] | undefined) ?? [];
        out.push(fields.map((p) => (nodeType(p) === 'A_Star' ? '*' : strVal(p))));
      } else visit(v);
    }
  };
  visit(node);
  return out;
}

/** Which side a column reference names: 'left', 'right', or 'other' (outer query, ambiguous, a star). */
function sideOf(ref: string[], left: readonly RangeEntry[], right: readonly RangeEntry[]): string {
  if (ref.includes('*') || ref.length === 0 || ref.length > 2) return 'other';
  const has = (entries: readonly RangeEntry[]): boolean =>
    ref.length === 2 ? entries.some((e) => e.alias === ref[0] && e.columns.some((c) => c.name === ref[1])) : entries.some((e) => e.columns.some((c) => c.name === ref[0] && c.qualifiedOnly !== true));
  const [l, r] = [has(left), has(right)];
  return l === r ? 'other' : l ? 'left' : 'right';
}
