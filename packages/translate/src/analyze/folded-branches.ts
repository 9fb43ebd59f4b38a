import { type AstNode, type Fields, fieldsOf, nodeType, strVal } from '../parse/ast.js';
import { foldsToNull, isConstantNode } from './strict-null.js';
import { knownNotNull } from './known-not-null.js';

/**
 * The parts of a CASE or COALESCE the planner keeps once it has folded their literal
 * conditions (eval_const_expressions): a CASE arm whose condition is a FALSE or NULL literal is
 * dropped unseen, a TRUE literal condition makes its result the answer and drops every arm
 * after it and the ELSE; COALESCE drops what follows its first argument folding to a constant
 * that is not NULL. So
 * `CASE WHEN true THEN x ELSE ('b'::text)::timestamp END` is the constant x although its ELSE is
 * a stable cast, and `date_bin(…, <that CASE>, …)` is folded (and raises) while planning.
 * Undefined for other nodes.
 */
export function liveParts(key: string, f: Fields): unknown[] | undefined {
  if (key === 'CaseExpr') {
    // CASE x WHEN v …: the comparisons are not literals
    if (f['arg']) return undefined;
    const parts: unknown[] = [];
    for (const w of (f['args'] as AstNode[] | undefined) ?? []) {
      const cw = fieldsOf(w);
      const lit = literalBool(cw['expr']);
      if (lit === false || lit === null) continue;
      parts.push(cw['expr'], cw['result']);
      if (lit === true) return parts;
    }
    if (f['defresult'] !== undefined) parts.push(f['defresult']);
    return parts;
  }
  if (key === 'CoalesceExpr') {
    const args = (f['args'] as AstNode[] | undefined) ?? [];
    const stop = args.findIndex(isNonNullConstant);
    return stop < 0 ? args : args.slice(0, stop + 1);
  }
  if (key === 'BoolExpr' && f['boolop'] !== 'NOT_EXPR') {
    // simplify_and/or_arguments: a deciding literal (FALSE in AND, TRUE in OR) is the answer,
    // a literal that cannot decide is dropped
    const args = (f['args'] as AstNode[] | undefined) ?? [];
    const deciding = f['boolop'] === 'OR_EXPR';
    const decider = args.find((a) => literalBool(a) === deciding);
    if (decider !== undefined) return [decider];
    return args.filter((a) => literalBool(a) !== !deciding);
  }
  return undefined;
}

/**
 * An argument COALESCE stops at: the planner folds each argument before it looks at the next,
 * so one folding to a constant that is not NULL (`('12:00'::time)::interval`, not only a
 * literal) is the answer and the arguments after it are dropped unseen.
 */
export function isNonNullConstant(node: AstNode): boolean {
  return isNonNullLiteral(node) || (knownNotNull(node) && isConstantNode(node));
}

/** A non-NULL literal, or a cast of one. */
export function isNonNullLiteral(node: AstNode): boolean {
  const t = nodeType(node);
  const f = fieldsOf(node);
  if (t === 'A_Const') return f['isnull'] !== true;
  if (t !== 'TypeCast') return false;
  const arg = f['arg'] as AstNode | undefined;
  return arg !== undefined && nodeType(arg) === 'A_Const' && fieldsOf(arg)['isnull'] !== true;
}

/** The value of a boolean literal (`true`, `'false'::boolean`, NULL, a strict call over NULL, NULLIF of two), undefined for anything else. */
export function literalBool(node: unknown): boolean | null | undefined {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return undefined;
  // a NULL literal, or a strict call over one (`(a3 + NULL::time) <= x` is NULL)
  if (foldsToNull(node)) return null;
  const t = nodeType(node as AstNode);
  const f = fieldsOf(node as AstNode);
  if (t === 'BoolExpr') return boolExprLiteral(f);
  // COALESCE of literals drops its NULLs and is its first argument left (only where every argument
  // is a literal: the plan-time walk folds a constant argument's parts itself)
  if (t === 'CoalesceExpr') {
    const values = ((f['args'] as AstNode[] | undefined) ?? []).map((a) => literalBool(a));
    if (values.some((v) => v === undefined)) return undefined;
    return values.find((v) => v !== null) ?? null;
  }
  // NULLIF of two boolean literals, as the planner folds it: NULL where they are equal
  if (t === 'A_Expr' && f['kind'] === 'AEXPR_NULLIF') {
    const [a, b] = [literalBool(f['lexpr']), literalBool(f['rexpr'])];
    if (a === undefined || b === undefined) return undefined;
    return a !== null && a === b ? null : a;
  }
  if (t === 'A_Const') {
    const b = f['boolval'] as Fields | undefined;
    return b === undefined ? undefined : b['boolval'] === true;
  }
  if (t !== 'TypeCast') return undefined;
  const type = ((f['typeName'] as Fields | undefined)?.['names'] as AstNode[] | undefined) ?? [];
  const name = type.length > 0 ? strVal(type[type.length - 1]) : '';
  if (name !== 'bool' && name !== 'boolean') return undefined;
  const arg = f['arg'] as AstNode | undefined;
  if (arg === undefined || nodeType(arg) !== 'A_Const') return undefined;
  const text = String((fieldsOf(arg)['sval'] as Fields | undefined)?.['sval'] ?? '').trim().toLowerCase();
  if (['t', 'tr', 'tru', 'true', 'y', 'ye', 'yes', 'on', '1'].includes(text)) return true;
  if (['f', 'fa', 'fal', 'fals', 'false', 'n', 'no', 'of', 'off', '0'].includes(text)) return false;
  return undefined;
}

/**
 * The value of an AND/OR/NOT over literals as the planner folds it: an AND with a FALSE operand
 * is FALSE whatever the others, one whose operands are all TRUE is TRUE, all TRUE or NULL is
 * NULL (OR the same way round); undefined while an operand is not a literal.
 */
function boolExprLiteral(f: Fields): boolean | null | undefined {
  const args = ((f['args'] as AstNode[] | undefined) ?? []).map((a) => literalBool(a));
  if (f['boolop'] === 'NOT_EXPR') {
    const v = args[0];
    return v === undefined || v === null ? v : !v;
  }
  const deciding = f['boolop'] === 'OR_EXPR';
  if (args.includes(deciding)) return deciding;
  if (args.includes(undefined)) return undefined;
  return args.includes(null) ? null : !deciding;
}
