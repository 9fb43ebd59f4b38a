import { type AstNode, type Fields, strVal } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import { plainTableColumns } from './folded-columns.js';

/**
 * How many relations of a query level an expression reads: PostgreSQL tells a restriction
 * clause (its Vars of one relation: `a3 ~* current_setting('x')`) from a join clause (of two or
 * more: `f(a3, b0) ~* current_setting('x')`) by the relations its Vars belong to, and estimates
 * them differently: a restriction's constant side is computed (estimate_expression_value), a
 * join clause's never (eqjoinsel, patternjoinsel … look at no constant). `relationCounter`
 * maps the level's column names to the FROM items holding them (a name two tables share, or a
 * column of no table of the level, counts as a relation of its own).
 */
export function relationCounter(stmt: Fields, ctx: PlanCtx): (node: unknown) => number {
  const owner = new Map<string, string | null>();
  const add = (key: string, rel: string): void => {
    owner.set(key, owner.has(key) && owner.get(key) !== rel ? null : rel);
  };
  plainTableColumns(stmt, ctx, (name, c) => {
    add(c.name, name);
    add(`${name}.${c.name}`, name);
  });
  return (node) => {
    const rels = new Set<string>();
    collect(node, (key) => {
      const rel = owner.get(key);
      const dot = key.lastIndexOf('.');
      rels.add(rel ?? (dot > 0 ? key.slice(0, dot) : `?${key}`));
    });
    return rels.size;
  };
}

/** Calls `found` with the key (`name`, `alias.name`) of each column the node reads outside subqueries. */
function collect(node: unknown, found: (key: string) => void): void {
  if (Array.isArray(node)) return node.forEach((n) => collect(n, found));
  if (node === null || typeof node !== 'object') return;
  const ref = (node as Record<string, unknown>)['ColumnRef'] as Fields | undefined;
  if (ref !== undefined) return found(((ref['fields'] as AstNode[] | undefined) ?? []).map((p) => strVal(p)).join('.'));
  if ('SubLink' in node) return;
  for (const v of Object.values(node as Record<string, unknown>)) collect(v, found);
}
