import { type AstNode, fieldsOf, nodeType } from '../parse/ast.js';
import { foldsQualFalse, negationFoldsQualFalse } from '../stmt/one-time-filters.js';

/**
 * A NOT reached from the top of a qual through AND and OR is pushed down by the planner
 * (eval_const_expressions' negate_clause: `NOT (a AND b)` is `NOT a OR NOT b`, `NOT (a OR b)`
 * is `NOT a AND NOT b`, `NOT (x IN (y, z))` the AND of `x <> y` and `x <> z`) before
 * canonicalize_qual reads a NULL constant there as FALSE: an OR drops such an operand and an AND
 * holding one is FALSE (qual-null-false.ts). So in `WHERE NOT (x IN (NULL, y) AND p)` the
 * `x <> y` is never computed: the qual is `NOT p`.
 *
 * `qualNegationDropped` is the NOT node with those operands dropped (still a NOT over what is
 * left, which computes the same where they are FALSE), a FALSE literal where nothing is left, or
 * undefined where nothing is dropped.
 */
export function qualNegationDropped(not: AstNode): AstNode | undefined {
  const arg = (fieldsOf(not)['args'] as AstNode[] | undefined)?.[0];
  if (arg === undefined) return undefined;
  const kept = simplified(arg, true);
  if (kept === FALSE) return FALSE_NODE;
  return kept === arg ? undefined : ({ BoolExpr: { ...fieldsOf(not), args: [kept] } } as unknown as AstNode);
}

const FALSE = Symbol('false');
const FALSE_NODE = { A_Const: { boolval: { boolval: false } } } as unknown as AstNode;

/**
 * `node` (under a NOT where `negated`) with the operands canonicalize_qual makes FALSE dropped,
 * FALSE where the whole is, `node` itself where nothing is dropped.
 */
function simplified(node: AstNode, negated: boolean): AstNode | typeof FALSE {
  if (negated ? negationFoldsQualFalse(node) : foldsQualFalse(node)) return FALSE;
  if (nodeType(node) !== 'BoolExpr') return node;
  const f = fieldsOf(node);
  const args = (f['args'] as AstNode[] | undefined) ?? [];
  if (f['boolop'] === 'NOT_EXPR') {
    const inner = args[0] === undefined ? FALSE : simplified(args[0], !negated);
    if (inner === FALSE) return FALSE;
    return inner === args[0] ? node : ({ BoolExpr: { ...f, args: [inner] } } as unknown as AstNode);
  }
  // an OR of the qual, or an AND under a NOT (the OR of the negated operands), drops a FALSE one
  const dropping = (f['boolop'] === 'OR_EXPR') !== negated;
  const kept: AstNode[] = [];
  for (const a of args) {
    const s = simplified(a, negated);
    if (s === FALSE) {
      if (!dropping) return FALSE;
      continue;
    }
    kept.push(s);
  }
  if (kept.length === 0) return FALSE;
  if (kept.length === args.length && kept.every((k, i) => k === args[i])) return node;
  return kept.length === 1 ? kept[0]! : ({ BoolExpr: { ...f, args: kept } } as unknown as AstNode);
}
