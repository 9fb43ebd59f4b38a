import { type AstNode, fieldsOf, nodeType } from '../parse/ast.js';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';

/**
 * What a ROWS / GROUPS / RANGE offset may be (transformFrameOffset): an expression without
 * variables of the query (42P10 "argument of ROWS must not contain variables", at the first
 * one). SQLite takes no subquery there: one is 0A000 rather than SQLite's own error.
 */
export function checkFrameOffset(node: AstNode, e: Expr, mode: string, env: ExprEnv): void {
  const ctx = env.scope.ctx;
  checkNoVariables(node, mode, env);
  // SQLite evaluates a constant expression there, never a subquery
  if (e.constant !== undefined || e.isNull === true || !hasSubLink(node)) return;
  throw ctx.error('feature_not_supported', `a subquery as a ${mode} frame offset is not supported by pgsqlite`, fieldsOf(node)['location'] as number | undefined);
}

function hasSubLink(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasSubLink);
  if (node === null || typeof node !== 'object') return false;
  return nodeType(node as AstNode) === 'SubLink' || Object.values(node as Record<string, unknown>).some(hasSubLink);
}

/** 42P10 when a frame offset refers to a column of the query. */
export function checkNoVariables(node: AstNode, mode: string, env: ExprEnv): void {
  // a column of this query level's FROM items (a SQL function's parameter is no variable)
  const isVariable = (fields: readonly string[]): boolean => {
    const col = fields[fields.length - 1];
    const alias = fields.length >= 2 ? fields[fields.length - 2] : undefined;
    return env.scope.entries.some((e) => (alias === undefined || e.alias === alias) && (col === undefined || e.columns.some((c) => c.name === col) || (alias === undefined && e.alias === col)));
  };
  const variable = firstColumnRef(node, isVariable);
  if (variable !== undefined) throw env.scope.ctx.error('invalid_column_reference', `argument of ${mode} must not contain variables`, variable);
}

/** The location of the first column reference (outside subqueries) naming a variable, or undefined. */
function firstColumnRef(node: unknown, isVariable: (fields: readonly string[]) => boolean): number | undefined {
  if (Array.isArray(node)) {
    for (const n of node) {
      const at = firstColumnRef(n, isVariable);
      if (at !== undefined) return at;
    }
    return undefined;
  }
  if (node === null || typeof node !== 'object') return undefined;
  const type = nodeType(node as AstNode);
  if (type === 'ColumnRef') {
    const f = fieldsOf(node as AstNode);
    const fields = ((f['fields'] as AstNode[] | undefined) ?? []).map((x) => (nodeType(x) === 'String' ? String(fieldsOf(x)['sval']) : '*'));
    return isVariable(fields) ? Number(f['location'] ?? 0) : undefined;
  }
  if (type === 'SubLink') return undefined;
  return firstColumnRef(Object.values(node as Record<string, unknown>), isVariable);
}
