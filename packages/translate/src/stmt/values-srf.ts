import { type AstNode, type Fields, fieldsOf, nodeType, strVal } from '../parse/ast.js';
import { SELECT_LIST_SRFS } from './range-function.js';

/**
 * The VALUES of an INSERT of one row calling a set-returning function (`INSERT INTO t VALUES
 * (generate_series(1, 10))`): transformInsertStmt plans a single VALUES row as a SELECT target
 * list (EXPR_KIND_VALUES_SINGLE), whose SRFs expand into rows; anywhere else VALUES refuses them
 * ("set-returning functions are not allowed in VALUES", srf-position.ts). The statement as that
 * SELECT, or undefined where the VALUES is not of that kind. A row holding DEFAULT is left as
 * it is (refused).
 */
export function singleRowValuesAsSelect(stmt: Fields): Fields | undefined {
  const lists = stmt['valuesLists'] as AstNode[] | undefined;
  if (lists === undefined || lists.length !== 1) return undefined;
  const items = (fieldsOf(lists[0] as AstNode)['items'] as AstNode[] | undefined) ?? [];
  if (items.some((i) => nodeType(i) === 'SetToDefault') || !items.some(callsListSrf)) return undefined;
  const { valuesLists: _, ...rest } = stmt;
  void _;
  return { ...rest, targetList: items.map((val, i) => ({ ResTarget: { name: `column${i + 1}`, val, location: -1 } })) };
}

/** Whether the expression calls a set-returning function a SELECT list expands (outside subqueries). */
function callsListSrf(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(callsListSrf);
  if (node === null || typeof node !== 'object') return false;
  const t = nodeType(node as AstNode);
  if (t === 'SubLink') return false;
  if (t === 'FuncCall') {
    const parts = (fieldsOf(node as AstNode)['funcname'] as AstNode[] | undefined) ?? [];
    const last = parts[parts.length - 1];
    if (last !== undefined && SELECT_LIST_SRFS.has(strVal(last).toLowerCase())) return true;
  }
  return Object.values(node as Record<string, unknown>).some(callsListSrf);
}
