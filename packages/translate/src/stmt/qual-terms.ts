import { type AstNode, fieldsOf, nodeType } from '../parse/ast.js';
import { literalBool } from '../analyze/folded-branches.js';

/**
 * The terms of a WHERE or ON qual as the planner lists them: its top AND flattened, and an OR
 * whose other operands are NULL or FALSE literals (or strict calls folded to NULL) reduced to
 * the one operand left — in a qual NULL is as good as FALSE (canonicalize_qual), so `ON x = y
 * OR NULL::boolean` is the join clause `x = y`, hashed or merged like any equality — whose
 * own AND is flattened in turn.
 */
export function qualTerms(node: AstNode): AstNode[] {
  if (nodeType(node) !== 'BoolExpr') return [node];
  const f = fieldsOf(node);
  const args = (f['args'] as AstNode[] | undefined) ?? [];
  if (f['boolop'] === 'AND_EXPR') return args.flatMap(qualTerms);
  if (f['boolop'] !== 'OR_EXPR') return [node];
  const left = args.filter((a) => {
    const lit = literalBool(a);
    return lit !== null && lit !== false;
  });
  return left.length === 1 && left.length < args.length ? qualTerms(left[0] as AstNode) : [node];
}
