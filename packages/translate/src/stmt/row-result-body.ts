import { Oid } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import { typeName } from '../analyze/types.js';

/**
 * A SQL function declared to return several columns (OUT parameters) whose body returns one row
 * value, `SELECT (1, 2.1)`: PostgreSQL takes the row's fields as the result columns, matched
 * against the declared ones when the function runs (tupledesc_match), not when it is created.
 */

/** The body with the row constructor's fields as its targets; undefined when the body is not `SELECT ROW(…)`. */
export function rowConstructorBody(body: AstNode): AstNode | undefined {
  if (nodeType(body) !== 'SelectStmt') return undefined;
  const sel = fieldsOf(body);
  const targets = (sel['targetList'] as AstNode[] | undefined) ?? [];
  const only = targets.length === 1 ? (targets[0]!['ResTarget'] as Fields | undefined) : undefined;
  const val = only?.['val'] as AstNode | undefined;
  if (val === undefined || nodeType(val) !== 'RowExpr' || sel['op'] !== 'SETOP_NONE') return undefined;
  const args = (fieldsOf(val)['args'] as AstNode[] | undefined) ?? [];
  return { SelectStmt: { ...sel, targetList: args.map((a) => ({ ResTarget: { val: a } })) } } as unknown as AstNode;
}

/** tupledesc_match of the returned row's fields against the declared columns (42804, at call time). */
export function checkReturnedRow(ctx: PlanCtx, actual: readonly { type: number }[], declared: readonly { type: number }[]): void {
  const mismatch = (detail: string): never => {
    throw ctx.error('datatype_mismatch', 'function return row and query-specified return row do not match', undefined, { detail });
  };
  if (actual.length !== declared.length) mismatch(`Returned row contains ${actual.length} attribute${actual.length === 1 ? '' : 's'}, but query expects ${declared.length}.`);
  actual.forEach((a, i) => {
    const want = declared[i]!.type;
    const got = a.type === Oid.unknown ? Oid.text : a.type;
    if (got !== want) mismatch(`Returned type ${typeName(got)} at ordinal position ${i + 1}, but query expects ${typeName(want)}.`);
  });
}
