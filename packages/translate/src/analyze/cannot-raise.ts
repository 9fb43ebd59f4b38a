import { type AstNode, fieldsOf, nodeType, strVal } from '../parse/ast.js';

const COMPARISONS = new Set(['=', '<>', '!=', '<', '>', '<=', '>=']);

/**
 * Whether evaluating the expression can raise no error: columns, parameters and literals,
 * comparisons and IN lists of them, IS [NOT] NULL and AND/OR/NOT over such. Anything else (a
 * call, a cast of a value, arithmetic) might.
 */
export function cannotRaise(node: unknown): boolean {
  if (Array.isArray(node)) return node.every(cannotRaise);
  if (node === null || typeof node !== 'object') return true;
  const t = nodeType(node as AstNode);
  const f = fieldsOf(node as AstNode);
  switch (t) {
    case 'ColumnRef':
    case 'A_Const':
    case 'ParamRef':
      return true;
    case 'TypeCast':
      return nodeType(f['arg'] as AstNode) === 'A_Const';
    case 'NullTest':
    case 'BooleanTest':
      return cannotRaise(f['arg']);
    case 'BoolExpr':
      return cannotRaise(f['args']);
    case 'A_Expr': {
      const op = ((f['name'] as AstNode[] | undefined) ?? []).map(strVal).join('.');
      if (f['kind'] === 'AEXPR_OP' && COMPARISONS.has(op)) return cannotRaise(f['lexpr']) && cannotRaise(f['rexpr']);
      if (f['kind'] === 'AEXPR_IN') return cannotRaise(f['lexpr']) && cannotRaise(f['rexpr']);
      return false;
    }
    default:
      return false;
  }
}
