import { type AstNode, fieldsOf, nodeType, strVal } from '../parse/ast.js';
import { Scope } from '../analyze/scope.js';
import { leftmostLocation } from '../errors/location.js';
import { translateSelect } from './select.js';

/**
 * `SET (a, b, …) = source` of UPDATE / ON CONFLICT DO UPDATE, one column at a time as
 * PostgreSQL's transformMultiAssignRef splits it: the value (AST) for column `colno` (1-based)
 * of `count`. A ROW(…) source gives its item (`alias.*` items expanded to the alias's columns);
 * a sub-SELECT gives a scalar sub-SELECT of its colno-th column, so no row is NULL everywhere
 * and more than one row is 21000, as PostgreSQL's MULTIEXPR sub-plan answers.
 */
export function multiAssignValue(source: AstNode, colno: number, count: number, scope: Scope): AstNode {
  const ctx = scope.ctx;
  if (nodeType(source) === 'RowExpr') {
    const items = ((fieldsOf(source)['args'] as AstNode[] | undefined) ?? []).flatMap((n) => expandStar(n, scope));
    if (items.length !== count) throw ctx.error('syntax_error', 'number of columns does not match number of values', at(source));
    return items[colno - 1] as AstNode;
  }
  const link = fieldsOf(source);
  if (nodeType(source) !== 'SubLink' || link['subLinkType'] !== 'EXPR_SUBLINK') {
    // transformMultiAssignRef: anything but a sub-SELECT or ROW() is rejected at the source
    throw ctx.error('feature_not_supported', 'source for a multiple-column UPDATE item must be a sub-SELECT or ROW() expression', leftmostLocation(source));
  }
  const select = link['subselect'] as AstNode;
  const width = translateSelect(fieldsOf(select), new Scope(ctx, scope)).columns.length;
  if (width !== count) throw ctx.error('syntax_error', 'number of columns does not match number of values', at(source));
  const alias = 'pgsqlite_multiassign';
  const colnames = Array.from({ length: width }, (_, i) => ({ String: { sval: `c${i + 1}` } }));
  const pick: AstNode = {
    SelectStmt: {
      targetList: [{ ResTarget: { val: { ColumnRef: { fields: [{ String: { sval: alias } }, { String: { sval: `c${colno}` } }] } } } }],
      fromClause: [{ RangeSubselect: { subquery: select, alias: { aliasname: alias, colnames } } }],
      limitOption: 'LIMIT_OPTION_DEFAULT',
      op: 'SETOP_NONE',
    },
  };
  return { SubLink: { subLinkType: 'EXPR_SUBLINK', subselect: pick, location: link['location'] } };
}

/** `alias.*` in a ROW(…) source: one `alias.col` per column of the FROM item; other items as they are. */
function expandStar(node: AstNode, scope: Scope): AstNode[] {
  if (nodeType(node) !== 'ColumnRef') return [node];
  const f = fieldsOf(node);
  const parts = (f['fields'] as AstNode[] | undefined) ?? [];
  const last = parts[parts.length - 1];
  if (parts.length < 2 || last === undefined || nodeType(last) !== 'A_Star') return [node];
  const alias = strVal(parts[parts.length - 2] as AstNode);
  const row = scope.resolveWholeRow(alias, f['location'] as number | undefined);
  return (row.rowFields ?? []).map((c): AstNode => ({ ColumnRef: { fields: [{ String: { sval: alias } }, { String: { sval: c.name } }], location: f['location'] } }));
}



/** exprLocation of the source: its own location, else its leftmost token's. */
function at(source: AstNode): number | undefined {
  return (fieldsOf(source)['location'] as number | undefined) ?? leftmostLocation(source);
}
