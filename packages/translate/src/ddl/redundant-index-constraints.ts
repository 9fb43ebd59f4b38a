import { type AstNode, type Fields, strVal } from '../parse/ast.js';

/** A PRIMARY KEY / UNIQUE / other constraint of CREATE TABLE, with the column it was written on. */
export interface PendingConstraint<C> {
  c: Fields;
  column?: C;
}

const INDEXED = new Set(['CONSTR_PRIMARY', 'CONSTR_UNIQUE']);

/** What makes two index constraints the same index (parse_utilcmd.c transformIndexConstraints' equal() test). */
function indexShape(p: PendingConstraint<unknown>, columnName: (col: unknown) => string): string {
  const keys = p.column !== undefined ? [columnName(p.column)] : ((p.c['keys'] as AstNode[] | undefined) ?? []).map(strVal);
  const including = ((p.c['including'] as AstNode[] | undefined) ?? []).map(strVal);
  return JSON.stringify([keys, including, p.c['where_clause'] ?? null, p.c['nulls_not_distinct'] === true, p.c['deferrable'] === true, p.c['initdeferred'] === true, p.c['access_method'] ?? 'btree']);
}

/**
 * CREATE TABLE drops an index constraint that duplicates one before it (the primary key first):
 * `(id serial, PRIMARY KEY (id), UNIQUE (id))` makes one index, id's primary key; a later named
 * duplicate gives its name to an unnamed earlier one. `pending` is in PostgreSQL's order (primary
 * key first); returns the constraints to create, in the same order.
 */
export function withoutRedundantIndexConstraints<C>(pending: readonly PendingConstraint<C>[], columnName: (col: C) => string): PendingConstraint<C>[] {
  const kept: PendingConstraint<C>[] = [];
  const shapes = new Map<string, PendingConstraint<C>>();
  for (const p of pending) {
    if (!INDEXED.has(String(p.c['contype']))) {
      kept.push(p);
      continue;
    }
    const shape = indexShape(p, columnName as (col: unknown) => string);
    const prior = shapes.get(shape);
    if (prior === undefined) {
      const own = { ...p, c: { ...p.c } };
      shapes.set(shape, own);
      kept.push(own);
      continue;
    }
    if (prior.c['conname'] === undefined && p.c['conname'] !== undefined) prior.c['conname'] = p.c['conname'];
  }
  return kept;
}
