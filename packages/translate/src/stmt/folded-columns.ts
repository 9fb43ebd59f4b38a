import { type AstNode, type Fields, fieldsOf, nodeType, strVal } from '../parse/ast.js';
import type { ColumnDef } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { foldsToNull } from '../analyze/strict-null.js';
import { markColumnStandIn } from '../analyze/column-stand-ins.js';
import { isNonNullConstant, literalBool } from '../analyze/folded-branches.js';
import { copyFoldMarks } from '../analyze/plan-time-volatility.js';
import { typeNameAst } from '../ddl/inherit-columns.js';

/**
 * The column types a query level sees, for the plan-time check to translate a constant whose
 * dropped parts read a column. PostgreSQL's planner folds `make_date(-1, 406, CASE WHEN true
 * THEN 0 ELSE a2::int END)`, `COALESCE('9223372036854775807'::bigint, a2)::smallint` or
 * `regexp_replace(…, GREATEST(regexp_instr('x', NULL, a0), 0))` or `f(false AND a1 > 0)` to constants (and raises their
 * errors while planning): the column sits in an arm the planner drops, or in a strict call it
 * folds to NULL. The check translates such a constant on its own, outside the query's FROM, so
 * each column there becomes a NULL of the column's type: the value is never used, and the
 * expression keeps the types PostgreSQL resolved it with. Under a strict call folded to NULL the
 * column becomes `(SELECT NULL::type)`, a value that is no constant: the call's other arguments
 * that read a column are never evaluated (`NULL::int + make_date(0, 0, CASE WHEN b1 THEN 1 END)`
 * does not call make_date), and must not turn into constants the check would compute.
 *
 * Keys are `name` and `alias.name`; a name two relations share maps to null (ambiguous, left
 * as it is). A level's columns hide the same names of the levels around it.
 */
export type ColumnTypes = ReadonlyMap<string, { oid: number; typmod: number } | null>;

/**
 * Calls `each` for every column of a SELECT's plain tables — FROM items that are tables, or joins
 * of tables, not renamed by a column list — with the name its table goes by (alias or name).
 */
export function plainTableColumns(stmt: Fields, ctx: PlanCtx, each: (table: string, column: ColumnDef) => void): void {
  const visit = (item: AstNode): void => {
    const t = nodeType(item);
    const f = fieldsOf(item);
    if (t === 'JoinExpr') {
      if (f['larg']) visit(f['larg'] as AstNode);
      if (f['rarg']) visit(f['rarg'] as AstNode);
      return;
    }
    if (t !== 'RangeVar') return;
    const alias = f['alias'] as Fields | undefined;
    if (alias?.['colnames'] !== undefined) return;
    const rel = ctx.catalog.findRelation(String(f['relname'] ?? ''), f['schemaname'] as string | undefined, ctx.searchPath);
    if (rel === undefined) return;
    const name = String(alias?.['aliasname'] ?? f['relname'] ?? '');
    for (const c of rel.columns) each(name, c);
  };
  for (const item of (stmt['fromClause'] as AstNode[] | undefined) ?? []) visit(item);
}

/** The columns of a SELECT's plain tables (FROM items that are tables or joins of tables), over those of the enclosing levels. */
export function columnTypesOf(stmt: Fields, ctx: PlanCtx, outer: ColumnTypes): ColumnTypes {
  const own = new Map<string, { oid: number; typmod: number } | null>();
  const add = (key: string, v: { oid: number; typmod: number }): void => {
    own.set(key, own.has(key) ? null : v);
  };
  plainTableColumns(stmt, ctx, (name, c) => {
    add(c.name, { oid: c.typeOid, typmod: c.typmod });
    add(`${name}.${c.name}`, { oid: c.typeOid, typmod: c.typmod });
  });
  const merged = new Map(outer);
  for (const [k, v] of own) merged.set(k, v);
  return merged;
}

const typeNames = new Map<string, AstNode>();

function typedNull(ctx: PlanCtx, oid: number, typmod: number): AstNode | undefined {
  const key = `${oid} ${typmod}`;
  let tn = typeNames.get(key);
  if (tn === undefined) {
    try {
      tn = typeNameAst(ctx, oid, typmod);
    } catch {
      return undefined;
    }
    // user types are named by the session's search path: cached per statement only for built-ins
    if (oid < 16384) typeNames.set(key, tn);
  }
  return { TypeCast: { arg: { A_Const: { isnull: true } }, typeName: tn } } as unknown as AstNode;
}

/**
 * `node` with every column read in a part the planner drops (a CASE arm after a literal TRUE
 * condition or under a literal FALSE/NULL one, a COALESCE argument after a non-NULL literal, any
 * argument of a strict call folded to NULL) replaced by a NULL of its type, and the pairs of
 * fields objects copied (original, copy), whose analyzer marks `returnMarks` carries back.
 */
export function withFoldedColumns(node: AstNode, columns: ColumnTypes, ctx: PlanCtx, pairs: [object, object][]): AstNode {
  return rewrite(node, false, columns, ctx, pairs) as AstNode;
}

/**
 * How a part of an expression is dead: not at all, dropped by the planner (a CASE arm, a
 * COALESCE argument: never evaluated, a NULL of its type stands in), or the argument of a strict
 * call the planner folds to NULL ('nulled': never evaluated either, but its constness must stay).
 */
type Dead = false | 'dropped' | 'nulled';

/** Copies the marks the analyzer put on the copies (foldable calls, unfoldable casts) back to the originals. */
export function returnMarks(pairs: readonly [object, object][]): void {
  for (const [orig, copy] of pairs) copyFoldMarks(copy, orig);
}

function rewrite(node: unknown, dead: Dead | true, columns: ColumnTypes, ctx: PlanCtx, pairs: [object, object][]): unknown {
  if (Array.isArray(node)) {
    const items = node.map((n) => rewrite(n, dead, columns, ctx, pairs));
    return items.some((n, i) => n !== node[i]) ? items : node;
  }
  if (node === null || typeof node !== 'object') return node;
  const t = nodeType(node as AstNode);
  if (t === 'SubLink') return node;
  const f = fieldsOf(node as AstNode);
  if (typeof f !== 'object' || f === null) return node;
  if (Object.keys(node).length !== 1 || Array.isArray(f)) {
    // a plain fields object (a TypeName, a window definition), not a wrapped node
    const entries = Object.entries(node).map(([k, v]) => [k, rewrite(v, dead, columns, ctx, pairs)] as const);
    return entries.some(([k, v]) => v !== (node as Record<string, unknown>)[k]) ? Object.fromEntries(entries) : node;
  }
  if (t === 'ColumnRef') {
    if (!dead) return node;
    const key = ((f['fields'] as AstNode[] | undefined) ?? []).map((p) => strVal(p)).join('.');
    const type = columns.get(key);
    const nul = type ? typedNull(ctx, type.oid, type.typmod) : undefined;
    return nul === undefined ? node : dead === 'nulled' ? markColumnStandIn(scalarSubquery(nul)) : nul;
  }
  const deadAll: Dead | true = dead === true || dead === 'dropped' ? dead : foldsToNull(node) ? 'nulled' : dead;
  const parts = deadAll === true || deadAll === 'dropped' ? undefined : deadParts(t, f);
  let changed = false;
  const copy: Fields = {};
  for (const [k, v] of Object.entries(f)) {
    let nv: unknown;
    if (parts !== undefined && k === 'args' && Array.isArray(v)) {
      const items = v.map((item, i) => (parts.args[i] === 'result' ? droppedArm(item as AstNode, deadAll, columns, ctx, pairs) : rewrite(item, parts.args[i] === true ? 'dropped' : deadAll, columns, ctx, pairs)));
      nv = items.some((n, i) => n !== v[i]) ? items : v;
    } else nv = rewrite(v, k === 'defresult' && parts?.defresult === true ? 'dropped' : deadAll, columns, ctx, pairs);
    if (nv !== v) changed = true;
    copy[k] = nv;
  }
  if (!changed) return node;
  pairs.push([f, copy]);
  copyFoldMarks(f, copy);
  return { [t]: copy };
}

/**
 * An arm under a condition that folds to a FALSE or NULL literal: the planner simplifies the
 * condition (that is how it learns it is FALSE or NULL: its constants are computed, its columns
 * stay columns, `make_date(0, 0, CASE WHEN a THEN … END) <> NULL` computes no make_date) and
 * drops the result unseen.
 */
function droppedArm(arm: AstNode, dead: Dead | true, columns: ColumnTypes, ctx: PlanCtx, pairs: [object, object][]): unknown {
  const f = fieldsOf(arm);
  const expr = rewrite(f['expr'], dead === false ? 'nulled' : dead, columns, ctx, pairs);
  const result = rewrite(f['result'], 'dropped', columns, ctx, pairs);
  if (expr === f['expr'] && result === f['result']) return arm;
  const copy: Fields = { ...f, expr, result };
  pairs.push([f, copy]);
  copyFoldMarks(f, copy);
  return { [nodeType(arm)]: copy };
}

/**
 * What of a CASE or COALESCE the planner drops once it has folded their literals: a flag per
 * item of `args` (a CASE arm after a literal TRUE condition is dropped whole, true; one under a
 * condition folding to a FALSE or NULL literal keeps that condition, 'result') and whether the
 * ELSE is.
 */
function deadParts(t: string, f: Fields): { args: (boolean | 'result')[]; defresult: boolean } | undefined {
  if (t === 'CaseExpr' && f['arg'] === undefined) {
    const flags: (boolean | 'result')[] = [];
    let reached = true;
    for (const w of (f['args'] as AstNode[] | undefined) ?? []) {
      const lit = reached ? literalBool(fieldsOf(w)['expr']) : undefined;
      flags.push(!reached ? true : lit === false || lit === null ? 'result' : false);
      if (lit === true) reached = false;
    }
    return { args: flags, defresult: !reached };
  }
  if (t === 'CoalesceExpr') {
    const args = (f['args'] as AstNode[] | undefined) ?? [];
    const stop = args.findIndex(isNonNullConstant);
    return stop < 0 ? undefined : { args: args.map((_, i) => i > stop), defresult: false };
  }
  if (t === 'BoolExpr' && f['boolop'] !== 'NOT_EXPR') {
    // an AND with a FALSE literal (an OR with a TRUE one) is that literal
    const args = (f['args'] as AstNode[] | undefined) ?? [];
    const deciding = f['boolop'] === 'OR_EXPR';
    const at = args.findIndex((a) => literalBool(a) === deciding);
    return at < 0 ? undefined : { args: args.map((_, i) => i !== at), defresult: false };
  }
  return undefined;
}

/** `(SELECT <value>)`: the value, but no constant. */
function scalarSubquery(value: AstNode): AstNode {
  const subselect = { SelectStmt: { targetList: [{ ResTarget: { val: value } }], limitOption: 'LIMIT_OPTION_DEFAULT', op: 'SETOP_NONE' } };
  return { SubLink: { subLinkType: 'EXPR_SUBLINK', subselect } } as unknown as AstNode;
}

/** `node` with every column it reads (outside subqueries) replaced by a NULL of its type: for typing it on its own. */
export function withNullColumns(node: AstNode, columns: ColumnTypes, ctx: PlanCtx): AstNode {
  return rewrite(node, true, columns, ctx, []) as AstNode;
}

/** As withNullColumns, with the pairs of fields objects copied (original, copy) for `returnMarks`. */
export function withNullColumnsMarked(node: AstNode, columns: ColumnTypes, ctx: PlanCtx, pairs: [object, object][]): AstNode {
  return rewrite(node, true, columns, ctx, pairs) as AstNode;
}

/** A NULL of the type `node` has (typed on its own, its columns read as NULLs), or undefined where it does not translate. */
export function typedNullLike(node: AstNode, columns: ColumnTypes, ctx: PlanCtx, typeOf: (n: AstNode) => { type: number; typmod: number } | undefined): AstNode | undefined {
  const e = typeOf(withNullColumns(node, columns, ctx));
  return e === undefined ? undefined : typedNull(ctx, e.type, e.typmod);
}

/** Whether the node reads a column (inside its subqueries too). */
export function holdsColumn(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(holdsColumn);
  if (node === null || typeof node !== 'object') return false;
  if ('ColumnRef' in node) return true;
  return Object.values(node as Record<string, unknown>).some(holdsColumn);
}

/** Whether every column a subquery reads (its own subqueries' too) is one of its own FROM tables' `columns`. */
export function readsOnlyOwn(q: Fields, columns: ColumnTypes): boolean {
  const ok = (node: unknown): boolean => {
    if (Array.isArray(node)) return node.every(ok);
    if (node === null || typeof node !== 'object') return true;
    const ref = (node as Record<string, unknown>)['ColumnRef'] as Fields | undefined;
    if (ref !== undefined) {
      const key = ((ref['fields'] as AstNode[] | undefined) ?? []).map((p) => String(fieldsOf(p)['sval'] ?? '*')).join('.');
      return columns.get(key) !== undefined;
    }
    return Object.values(node as Record<string, unknown>).every(ok);
  };
  return ok(q['targetList']) && ok(q['whereClause']) && ok(q['fromClause']);
}

/** Whether the node holds a subquery. */
export function holdsSubLink(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(holdsSubLink);
  if (node === null || typeof node !== 'object') return false;
  if ('SubLink' in node) return true;
  return Object.values(node as Record<string, unknown>).some(holdsSubLink);
}
