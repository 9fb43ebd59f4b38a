import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import { type ColumnTypes, columnTypesOf } from './folded-columns.js';

/**
 * A subquery's reference to a column of an enclosing query is a Param to PostgreSQL's planner
 * (an outer reference), not a Var of any relation of the subquery's level: `b3 + a3 <> c`, a3
 * the outer query's, is a restriction clause of b3's relation (its constant side c estimated
 * while planning), and `a2 <> c` reads no relation of the level at all (a pseudoconstant, its
 * One-Time Filter run only when the subquery runs). `outerReferenceKeys` lists the column keys
 * (`name`, `alias.name`) a level reads from the levels around it: those of `outer` its own
 * FROM tables do not hide. Only where every FROM item is a plain table (or a join of them) are
 * its own names all known; elsewhere it lists none.
 */
export function outerReferenceKeys(stmt: Fields, ctx: PlanCtx, outer: ColumnTypes): ReadonlySet<string> {
  const keys = new Set<string>();
  if (outer.size === 0 || !((stmt['fromClause'] as AstNode[] | undefined) ?? []).every((item) => plainItem(item, ctx))) return keys;
  const own = columnTypesOf(stmt, ctx, new Map());
  for (const k of outer.keys()) if (!own.has(k) && !own.has(k.slice(k.lastIndexOf('.') + 1))) keys.add(k);
  return keys;
}

/** `node` with its references to `keys` made Params (`$1`), as the planner sees them. */
export function withOuterParams(node: AstNode, keys: ReadonlySet<string>): AstNode {
  if (keys.size === 0) return node;
  const swap = (n: unknown): unknown => {
    if (Array.isArray(n)) return n.map(swap);
    if (n === null || typeof n !== 'object') return n;
    const ref = (n as Record<string, unknown>)['ColumnRef'] as Fields | undefined;
    if (ref !== undefined) {
      const key = ((ref['fields'] as AstNode[] | undefined) ?? []).map((p) => String(fieldsOf(p)['sval'] ?? '*')).join('.');
      return keys.has(key) ? { ParamRef: { number: 1 } } : n;
    }
    if ('SubLink' in n) return n;
    return Object.fromEntries(Object.entries(n as Record<string, unknown>).map(([k, v]) => [k, swap(v)]));
  };
  return swap(node) as AstNode;
}

function plainItem(item: AstNode, ctx: PlanCtx): boolean {
  const f = fieldsOf(item);
  if (nodeType(item) === 'JoinExpr') return f['larg'] !== undefined && f['rarg'] !== undefined && plainItem(f['larg'] as AstNode, ctx) && plainItem(f['rarg'] as AstNode, ctx);
  if (nodeType(item) !== 'RangeVar' || (f['alias'] as Fields | undefined)?.['colnames'] !== undefined) return false;
  const name = String(f['relname'] ?? '');
  if (f['schemaname'] === undefined && holdsCte(ctx.stmt.ast, name)) return false;
  return ctx.catalog.findRelation(name, f['schemaname'] as string | undefined, ctx.searchPath) !== undefined;
}

/** Whether a WITH query of the statement is named `name` (a FROM item of that name may be it). */
function holdsCte(node: unknown, name: string): boolean {
  if (Array.isArray(node)) return node.some((n) => holdsCte(n, name));
  if (node === null || typeof node !== 'object') return false;
  const cte = (node as Record<string, unknown>)['CommonTableExpr'] as Fields | undefined;
  if (cte !== undefined && cte['ctename'] === name) return true;
  return Object.values(node as Record<string, unknown>).some((v) => holdsCte(v, name));
}
