import { type AstNode, fieldsOf, nodeType } from '../parse/ast.js';
import { isConstantNode } from '../analyze/strict-null.js';
import { knownNotNull } from '../analyze/known-not-null.js';

/** Which constants of a query are literals the parser converted, and which may be NULL (plan-time-constants.ts). */

/** A literal: nothing to evaluate (a literal cast is checked while translating). */
export function isLiteral(node: AstNode): boolean {
  const t = nodeType(node);
  if (t === 'A_Const') return true;
  if (t === 'TypeCast') {
    const arg = fieldsOf(node)['arg'] as AstNode | undefined;
    return arg !== undefined && nodeType(arg) === 'A_Const';
  }
  return false;
}

/** A constant, or a string or NULL cast to a type: converted while parsing (a number cast to a type is a cast the planner folds). */
export function isParsedLiteral(node: AstNode): boolean {
  if (!isLiteral(node) || nodeType(node) === 'A_Const') return isLiteral(node);
  const c = fieldsOf(fieldsOf(node)['arg'] as AstNode);
  return c['isnull'] === true || c['sval'] !== undefined || c['bsval'] !== undefined;
}

export function isNullLiteral(node: AstNode): boolean {
  const t = nodeType(node);
  if (t === 'A_Const') return fieldsOf(node)['isnull'] === true;
  if (t === 'TypeCast') {
    const arg = fieldsOf(node)['arg'] as AstNode | undefined;
    return arg !== undefined && isNullLiteral(arg);
  }
  return false;
}

/** A constant whose value may be NULL (an expression, or a NULL literal). */
export function mayBeNullConstant(node: AstNode): boolean {
  return isConstantNode(node) && (!isLiteral(node) || isNullLiteral(node)) && !knownNotNull(node);
}
