import type { AstNode, Fields } from './parse/ast.js';
import { fieldsOf, nodeType } from './parse/ast.js';

/**
 * Finding the integer literals of a statement that may become parameters of a shared plan
 * (literal-plans.ts), the statement's *shape* with them taken out, and the statement rebuilt
 * with other values or with parameters in their place. Works on the AST, never on SQL text.
 *
 * Only a narrow set of positions is lifted, where a constant and a parameter are typed and
 * resolved alike (an integer literal as an `int4` parameter, a string literal as a parameter of
 * unspecified type, which PostgreSQL resolves from its context as it resolves an `unknown`
 * literal) and no expression matching (GROUP BY, DISTINCT ON, ORDER BY against the target list)
 * can see the difference between two equal literals and two parameters:
 *  - an operand of a comparison (`=`, `<>`, `<`, `>`, `<=`, `>=`) in the WHERE clause of a
 *    SELECT, UPDATE or DELETE, reached only through AND/OR/NOT, whose other operand is a column;
 *  - an integer operand of `+`, `-` or `*` whose other operand is a column, as the whole value of
 *    an UPDATE's SET item (`SET n = n + 1`);
 *  - the whole value of an UPDATE's SET item (`SET a = 5, b = 'x'`) and a whole entry of an
 *    INSERT's VALUES row (`VALUES (3, 'abc', -2471, now())`), assigned to its column as a
 *    parameter would be.
 * Integer literals (libpg-query's `ival`: always int4; larger ones are `fval`, not lifted) and
 * plain string literals (`sval`, their escapes already applied). literal-plans.ts shares a plan
 * only where it is provably the statement's own (its SQLite text with the values written in).
 */

const COMPARISONS: ReadonlySet<string> = new Set(['=', '<>', '!=', '<', '>', '<=', '>=']);
const ARITHMETIC: ReadonlySet<string> = new Set(['+', '-', '*']);

/** A lifted literal's value: an int4 or the text of a string literal. */
export type LiteralValue = number | string;

/** The liftable literals of a statement: the `A_Const` wrapper nodes, in AST order, and their values. */
export interface LiftedLiterals {
  readonly nodes: readonly AstNode[];
  readonly values: readonly LiteralValue[];
}

/** The int4 value of an integer `A_Const` wrapper node, or undefined for anything else. */
function intConst(node: AstNode | undefined): number | undefined {
  if (node === undefined || nodeType(node) !== 'A_Const') return undefined;
  const f = fieldsOf(node);
  const ival = f['ival'] as Fields | undefined;
  if (ival === undefined || f['isnull']) return undefined;
  return Number(ival['ival'] ?? 0);
}

/** The value of an integer or plain string `A_Const` wrapper node, or undefined for anything else. */
function literalConst(node: AstNode | undefined): LiteralValue | undefined {
  const i = intConst(node);
  if (i !== undefined || node === undefined || nodeType(node) !== 'A_Const') return i;
  const f = fieldsOf(node);
  const sval = f['sval'] as Fields | undefined;
  if (sval === undefined || f['isnull']) return undefined;
  return String(sval['sval'] ?? '');
}

function isColumn(node: AstNode | undefined): boolean {
  if (node === undefined || nodeType(node) !== 'ColumnRef') return false;
  const fields = fieldsOf(node)['fields'] as AstNode[] | undefined;
  return (fields ?? []).every((n) => nodeType(n) === 'String');
}

/** The operator of a plain (unqualified) binary `A_Expr`, or undefined. */
function binaryOp(f: Fields): string | undefined {
  if (f['kind'] !== 'AEXPR_OP' || f['lexpr'] === undefined || f['rexpr'] === undefined) return undefined;
  const name = f['name'] as AstNode[] | undefined;
  if (name === undefined || name.length !== 1) return undefined;
  const s = name[0]?.['String'];
  return s === undefined ? undefined : String(s['sval'] ?? '');
}

/** `column op literal` or `literal op column` with `op` in `ops`: the literal's node (strings too with `strings`). */
function operandLiteral(node: AstNode | undefined, ops: ReadonlySet<string>, out: AstNode[], values: LiteralValue[], strings: boolean): void {
  if (node === undefined || nodeType(node) !== 'A_Expr') return;
  const f = fieldsOf(node);
  const op = binaryOp(f);
  if (op === undefined || !ops.has(op)) return;
  const l = f['lexpr'] as AstNode;
  const r = f['rexpr'] as AstNode;
  const lv = strings ? literalConst(l) : intConst(l);
  const rv = strings ? literalConst(r) : intConst(r);
  if (lv !== undefined && isColumn(r)) {
    out.push(l);
    values.push(lv);
  } else if (rv !== undefined && isColumn(l)) {
    out.push(r);
    values.push(rv);
  }
}

function walkWhere(node: AstNode | undefined, out: AstNode[], values: LiteralValue[]): void {
  if (node === undefined) return;
  if (nodeType(node) === 'BoolExpr') {
    for (const arg of (fieldsOf(node)['args'] as AstNode[] | undefined) ?? []) walkWhere(arg, out, values);
    return;
  }
  operandLiteral(node, COMPARISONS, out, values, true);
}

/**
 * The integer literals standing alone as entries of an INSERT's `VALUES` rows (a plain VALUES
 * list, nothing else in the SELECT): each is assigned to its target column, as a parameter is.
 */
function valuesLiterals(select: AstNode | undefined, out: AstNode[], values: LiteralValue[]): void {
  if (select === undefined || nodeType(select) !== 'SelectStmt') return;
  const f = fieldsOf(select);
  const rows = f['valuesLists'] as AstNode[] | undefined;
  if (rows === undefined || f['withClause'] !== undefined || f['sortClause'] !== undefined || f['limitCount'] !== undefined) return;
  for (const row of rows) {
    for (const item of (fieldsOf(row)['items'] as AstNode[] | undefined) ?? []) {
      const v = literalConst(item);
      if (v === undefined) continue;
      out.push(item);
      values.push(v);
    }
  }
}

/** The liftable literals of a statement's AST (none for statements other than SELECT/UPDATE/DELETE). */
export function liftableLiterals(ast: AstNode): LiftedLiterals {
  const nodes: AstNode[] = [];
  const values: LiteralValue[] = [];
  const t = nodeType(ast);
  const f = fieldsOf(ast);
  if (t === 'SelectStmt') {
    if (f['intoClause'] === undefined) walkWhere(f['whereClause'] as AstNode | undefined, nodes, values);
  } else if (t === 'UpdateStmt') {
    for (const target of (f['targetList'] as AstNode[] | undefined) ?? []) {
      const val = fieldsOf(target)['val'] as AstNode | undefined;
      // a plain column target (no subscript or field: `SET a[1] = 2` assigns an element)
      if ((fieldsOf(target)['indirection'] as AstNode[] | undefined)?.length) continue;
      const whole = literalConst(val);
      if (whole !== undefined && val !== undefined) {
        nodes.push(val);
        values.push(whole);
      } else operandLiteral(val, ARITHMETIC, nodes, values, false);
    }
    walkWhere(f['whereClause'] as AstNode | undefined, nodes, values);
  } else if (t === 'DeleteStmt') {
    walkWhere(f['whereClause'] as AstNode | undefined, nodes, values);
  } else if (t === 'InsertStmt') {
    valuesLiterals(f['selectStmt'] as AstNode | undefined, nodes, values);
  }
  return { nodes, values };
}

/**
 * The statement's shape: its AST as JSON without locations and with each lifted literal as `$i`
 * (integer) or `$s` (string): an integer's plan binds an `int4` parameter and a string's one of
 * the type its context gives, so `VALUES (1)` and `VALUES ('x')` are different shapes (one plan
 * for both bound 'x' to the integer column unchecked).
 * Null when the statement has a `$n` parameter of its own (the simple protocol refuses it).
 */
export function shapeKey(ast: AstNode, lifted: readonly AstNode[]): string | null {
  const set = new Set<unknown>(lifted);
  let hasParam = false;
  const json = JSON.stringify(ast, (key: string, value: unknown) => {
    if (key === 'location') return undefined;
    if (key === 'ParamRef') hasParam = true;
    if (!set.has(value)) return value;
    return intConst(value as AstNode) === undefined ? '$s' : '$i';
  });
  return hasParam ? null : json;
}

/**
 * A copy of `ast` with the i-th lifted literal replaced by `replace(i, node)`; with
 * `dropLocations`, every location is -1 (so a plan that kept a position cannot match).
 */
export function rewriteLiterals(ast: AstNode, lifted: readonly AstNode[], replace: (i: number, node: AstNode) => AstNode, dropLocations: boolean): AstNode {
  const index = new Map<unknown, number>(lifted.map((n, i) => [n, i]));
  const json = JSON.stringify(ast, (key: string, value: unknown) => {
    if (dropLocations && key === 'location') return -1;
    const i = index.get(value);
    return i === undefined ? value : replace(i, value as AstNode);
  });
  return JSON.parse(json) as AstNode;
}

/** `$n` (declared by the caller) in place of a literal. */
export function paramNode(i: number): AstNode {
  return { ParamRef: { number: i + 1, location: -1 } };
}

/** The literal `value` (integer or string) in place of `node` (same location). */
export function literalNode(value: LiteralValue, node: AstNode): AstNode {
  const location = fieldsOf(node)['location'] as number | undefined;
  const at = location === undefined ? {} : { location };
  if (typeof value === 'string') return { A_Const: { sval: { sval: value }, ...at } };
  return { A_Const: { ival: value === 0 ? {} : { ival: value }, ...at } };
}
