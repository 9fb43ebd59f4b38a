import { type AstNode, fieldsOf, nodeType } from '../parse/ast.js';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';

/**
 * What a ROWS / GROUPS / RANGE offset may be (transformFrameOffset): an expression without
 * variables of the query (42P10 "argument of ROWS must not contain variables", at the first
 * one). SQLite further takes only a constant there; any other variable-free expression (a
 * subquery, a function call, arithmetic) is 0A000 rather than SQLite's own error.
 */
export function checkFrameOffset(node: AstNode, e: Expr, mode: string, env: ExprEnv): void {
  const ctx = env.scope.ctx;
  checkNoVariables(node, mode, env);
  // pgsqlite spells arithmetic as function calls, which SQLite does not take either
  const text = e.sql.trim();
  if (e.constant !== undefined || e.isNull === true || e.param !== undefined || isParam(node) || (text !== '' && Number.isFinite(Number(text)))) return;
  throw ctx.error('feature_not_supported', `a ${mode} frame offset that is not a constant is not supported by pgsqlite`, fieldsOf(node)['location'] as number | undefined);
}

/** `$n`, or `$n::type`: bound before SQLite runs the statement. */
function isParam(node: AstNode): boolean {
  const t = nodeType(node);
  if (t === 'ParamRef') return true;
  return t === 'TypeCast' && isParam(fieldsOf(node)['arg'] as AstNode);
}

/** 42P10 when a frame offset refers to a column of the query. */
export function checkNoVariables(node: AstNode, mode: string, env: ExprEnv): void {
  const variable = firstColumnRef(node);
  if (variable !== undefined) throw env.scope.ctx.error('invalid_column_reference', `argument of ${mode} must not contain variables`, variable);
}

/** The location of the first column reference outside subqueries, or undefined. */
function firstColumnRef(node: unknown): number | undefined {
  if (Array.isArray(node)) {
    for (const n of node) {
      const at = firstColumnRef(n);
      if (at !== undefined) return at;
    }
    return undefined;
  }
  if (node === null || typeof node !== 'object') return undefined;
  const type = nodeType(node as AstNode);
  if (type === 'ColumnRef') return Number(fieldsOf(node as AstNode)['location'] ?? 0);
  if (type === 'SubLink') return undefined;
  return firstColumnRef(Object.values(node as Record<string, unknown>));
}
