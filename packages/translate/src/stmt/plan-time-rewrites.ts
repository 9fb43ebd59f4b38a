import { type AstNode, type Fields, fieldsOf, listItems, nodeType, strVal } from '../parse/ast.js';
import { comparisonNode } from '../analyze/constant-and-or.js';
import { readsColumnOrStandIn } from '../analyze/column-stand-ins.js';

/** BETWEEN and IN lists as the boolean expressions PostgreSQL's parser writes for them, folded as such by the planner. */

/** `x [NOT] BETWEEN a AND b` as the AND (OR) of comparisons PostgreSQL's parser writes for it. */
export function betweenAsBool(t: string, f: Fields): AstNode | undefined {
  if (t !== 'A_Expr' || (f['kind'] !== 'AEXPR_BETWEEN' && f['kind'] !== 'AEXPR_NOT_BETWEEN')) return undefined;
  const [lo, hi] = listItems(f['rexpr']);
  if (lo === undefined || hi === undefined) return undefined;
  const not = f['kind'] === 'AEXPR_NOT_BETWEEN';
  const args = [comparisonNode(not ? '<' : '>=', f['lexpr'] as AstNode, lo, true), comparisonNode(not ? '>' : '<=', f['lexpr'] as AstNode, hi, true)];
  return { BoolExpr: { boolop: not ? 'OR_EXPR' : 'AND_EXPR', args } } as unknown as AstNode;
}

/**
 * `x [NOT] IN (a, b, …)` as the parser writes it where at most one item reads no column: the OR
 * (AND) of `x = item` (`x <> item`) in order (transformAExprIn), which the planner simplifies
 * operand by operand, stopping at a deciding constant: `true IN (true, a1 <> ('b'::text)::int8)`
 * folds no cast. Two or more items of no column are one `x = ANY (ARRAY[…])`, the first operand.
 */
export function inListAsBool(t: string, f: Fields): AstNode | undefined {
  if (t !== 'A_Expr' || f['kind'] !== 'AEXPR_IN') return undefined;
  const items = listItems(f['rexpr']);
  const x = f['lexpr'] as AstNode | undefined;
  if (x === undefined || items.length < 2 || nodeType(x) === 'RowExpr' || items.some((i) => nodeType(i) === 'RowExpr')) return undefined;
  const nonvars = items.filter((i) => !readsColumnOrStandIn(i));
  const vars = items.filter((i) => readsColumnOrStandIn(i));
  if (nonvars.length > 1 && vars.length === 0) return undefined;
  const not = strVal((f['name'] as AstNode[] | undefined)?.[0] as AstNode) === '<>';
  const cmp = (i: AstNode): AstNode => comparisonNode(not ? '<>' : '=', x, i, true);
  // the items of no column, two or more, first: one `x = ANY (ARRAY[…])` (an IN of them alone)
  const array = { A_Expr: { ...f, rexpr: Array.isArray(f['rexpr']) ? nonvars : { List: { items: nonvars } } } } as unknown as AstNode;
  const args = nonvars.length > 1 ? [array, ...vars.map(cmp)] : items.map(cmp);
  return { BoolExpr: { boolop: not ? 'AND_EXPR' : 'OR_EXPR', args } } as unknown as AstNode;
}

/** A searched CASE with its BETWEEN conditions written as the parser's AND/OR, or undefined where it has none. */
export function withBetweenConditions(f: Fields): AstNode | undefined {
  if (f['arg'] !== undefined) return undefined;
  const arms = (f['args'] as AstNode[] | undefined) ?? [];
  let changed = false;
  const copy = arms.map((w) => {
    const cw = fieldsOf(w);
    const c = cw['expr'] as AstNode | undefined;
    const b = c === undefined ? undefined : betweenAsBool(nodeType(c), fieldsOf(c));
    if (b === undefined) return w;
    changed = true;
    return { CaseWhen: { ...cw, expr: b } } as unknown as AstNode;
  });
  return changed ? ({ CaseExpr: { ...f, args: copy } } as unknown as AstNode) : undefined;
}
