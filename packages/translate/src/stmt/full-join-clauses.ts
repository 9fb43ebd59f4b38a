import { type AstNode, type Fields, fieldsOf, listItems, nodeType, strVal } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import { callsVolatile } from './one-time-filters.js';
import { andTerms } from './join-side-quals.js';

/**
 * PostgreSQL runs a FULL JOIN only as a merge or hash join: its ON condition needs a term
 * `x = y` of a merge- or hash-joinable equality with x reading one side's columns and y the
 * other's. Without one the planner refuses the query (0A000 "FULL JOIN is only supported with
 * merge-joinable or hash-joinable join conditions", select_mergejoin_clauses /
 * hash_inner_and_outer), where SQLite answers it: `t0 FULL JOIN t1 ON a0 < b0`, `ON b0 IS NULL`,
 * `ON a0 = 1`, `ON a0 IS NOT DISTINCT FROM b0`.
 *
 * `fullJoinRefusals` finds such joins of one query level, only where nothing the planner does
 * first can change the join: the level has no WHERE or HAVING (a strict condition there makes
 * the FULL JOIN a LEFT or inner one, reduce_outer_joins), the join is reached from the FROM list
 * through FULL joins, the outer side of LEFT and RIGHT joins only, its sides are joins of plain
 * tables, and every term of its condition is certainly no equality across the sides (a term of
 * no column, a NULL, a CASE, a call, a NOT or a cast may fold into one: no refusal).
 */
export function fullJoinRefusals(stmt: Fields, ctx: PlanCtx): string[] {
  if (stmt['whereClause'] !== undefined || stmt['havingClause'] !== undefined) return [];
  const out: string[] = [];
  const visit = (item: AstNode): void => {
    if (nodeType(item) !== 'JoinExpr') return;
    const j = fieldsOf(item);
    const type = j['jointype'];
    if (type === 'JOIN_FULL' || type === 'JOIN_LEFT') visit(j['larg'] as AstNode);
    if (type === 'JOIN_FULL' || type === 'JOIN_RIGHT') visit(j['rarg'] as AstNode);
    if (type === 'JOIN_FULL' && refused(j, ctx)) out.push(REFUSAL);
  };
  for (const item of (stmt['fromClause'] as AstNode[] | undefined) ?? []) visit(item);
  return out;
}

const REFUSAL = `pg_raise('0A000', 'FULL JOIN is only supported with merge-joinable or hash-joinable join conditions')`;

/** The column names each FROM item of a side goes by (`a`, `t0.a`); undefined where a side is no join of plain tables. */
type Columns = Set<string>;

function refused(j: Fields, ctx: PlanCtx): boolean {
  const q = j['quals'] as AstNode | undefined;
  if (q === undefined || (j['usingClause'] as unknown[] | undefined)?.length || j['isNatural'] || j['alias'] !== undefined) return false;
  const left = sideColumns(j['larg'] as AstNode, ctx);
  const right = sideColumns(j['rarg'] as AstNode, ctx);
  if (left === undefined || right === undefined || holdsNull(q)) return false;
  const terms = andTerms(q);
  return terms.length > 0 && terms.every((t) => certainlyNoMergeClause(t, left, right));
}

function sideColumns(item: AstNode, ctx: PlanCtx): Columns | undefined {
  const out: Columns = new Set();
  const visit = (n: AstNode): boolean => {
    const t = nodeType(n);
    const f = fieldsOf(n);
    if (t === 'JoinExpr') return f['alias'] === undefined && visit(f['larg'] as AstNode) && visit(f['rarg'] as AstNode);
    if (t !== 'RangeVar') return false;
    const alias = f['alias'] as Fields | undefined;
    if (alias?.['colnames'] !== undefined) return false;
    const rel = ctx.catalog.findRelation(String(f['relname'] ?? ''), f['schemaname'] as string | undefined, ctx.searchPath);
    if (rel === undefined) return false;
    const name = String(alias?.['aliasname'] ?? f['relname'] ?? '');
    for (const c of rel.columns) out.add(c.name).add(`${name}.${c.name}`);
    return true;
  };
  return visit(item) ? out : undefined;
}

/** 'left', 'right', 'both', 'none' (no column), or undefined (a name neither or both sides have, a star, a subquery). */
function sidesRead(node: unknown, left: Columns, right: Columns): 'left' | 'right' | 'both' | 'none' | undefined {
  let [l, r, unknown] = [false, false, false];
  const visit = (n: unknown): void => {
    if (Array.isArray(n)) return n.forEach(visit);
    if (n === null || typeof n !== 'object') return;
    for (const [k, v] of Object.entries(n as Fields)) {
      if (k === 'SubLink') unknown = true;
      else if (k === 'ColumnRef') {
        const parts = (((v as Fields)['fields'] as AstNode[] | undefined) ?? []).map((p) => (nodeType(p) === 'A_Star' ? '*' : strVal(p)));
        const key = parts.join('.');
        const [inL, inR] = [left.has(key), right.has(key)];
        if (parts.includes('*') || parts.length > 2 || inL === inR) unknown = true;
        else if (inL) l = true;
        else r = true;
      } else visit(v);
    }
  };
  visit(node);
  if (unknown) return undefined;
  return l && r ? 'both' : l ? 'left' : r ? 'right' : 'none';
}

/** A term that no folding makes a merge clause: a comparison or test over columns that is no equality across the sides, an OR of such or of equalities. */
function certainlyNoMergeClause(term: AstNode, left: Columns, right: Columns): boolean {
  const reads = sidesRead(term, left, right);
  if (reads === undefined || reads === 'none' || callsVolatile(term)) return false;
  const t = nodeType(term);
  const f = fieldsOf(term);
  if (t === 'NullTest' || t === 'BooleanTest' || t === 'ColumnRef') return true;
  if (t === 'BoolExpr' && f['boolop'] === 'OR_EXPR') {
    // an OR whose operands share a term is factored (canonicalize_qual): only distinct simple comparisons
    const args = (f['args'] as AstNode[] | undefined) ?? [];
    const keys = new Set(args.map((a) => JSON.stringify(a, (k, v: unknown) => (k === 'location' ? undefined : v))));
    const simple = (a: AstNode): boolean => nodeType(a) === 'NullTest' || (nodeType(a) === 'A_Expr' && !String(fieldsOf(a)['kind']).includes('BETWEEN'));
    return keys.size === args.length && args.every((a) => simple(a) && ['left', 'right', 'both'].includes(sidesRead(a, left, right) ?? '') && !callsVolatile(a));
  }
  if (t !== 'A_Expr') return false;
  const kind = f['kind'];
  const name = ((f['name'] as AstNode[] | undefined) ?? []).map((n) => strVal(n));
  const op = name[name.length - 1];
  const rexpr = f['rexpr'] as unknown;
  const items = kind === 'AEXPR_IN' ? listItems(rexpr) : [];
  const equality = (kind === 'AEXPR_OP' && op === '=') || (kind === 'AEXPR_IN' && op === '=' && items.length === 1);
  if (!equality) return ['AEXPR_OP', 'AEXPR_DISTINCT', 'AEXPR_NOT_DISTINCT', 'AEXPR_LIKE', 'AEXPR_ILIKE', 'AEXPR_BETWEEN', 'AEXPR_NOT_BETWEEN', 'AEXPR_IN'].includes(String(kind));
  const l = f['lexpr'] as AstNode | undefined;
  const r = (kind === 'AEXPR_IN' ? items[0] : rexpr) as AstNode | undefined;
  if (l === undefined || r === undefined || nodeType(l) === 'RowExpr' || nodeType(r) === 'RowExpr') return false;
  const [ls, rs] = [sidesRead(l, left, right), sidesRead(r, left, right)];
  if (ls === undefined || rs === undefined) return false;
  // x = y across the sides is the merge clause; anything else reading a column is not
  const across = (ls === 'left' && rs === 'right') || (ls === 'right' && rs === 'left');
  return !across && (ls !== 'none' || rs !== 'none');
}

function holdsNull(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(holdsNull);
  if (node === null || typeof node !== 'object') return false;
  return Object.entries(node as Fields).some(([k, v]) => (k === 'A_Const' && (v as Fields)['isnull'] === true) || holdsNull(v));
}
