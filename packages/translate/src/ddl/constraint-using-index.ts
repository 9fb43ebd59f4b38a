import type { RelationDef } from '@pgsqlite/catalog';
import type { Fields } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import type { TableModel } from './table-model.js';

const DETAIL = 'Cannot create a primary key or unique constraint using such an index.';

/** What `ADD [CONSTRAINT name] {PRIMARY KEY | UNIQUE} USING INDEX idx` becomes. */
export interface IndexConstraint {
  /** The constraint as if written with its column list, named as PostgreSQL names it */
  def: Fields;
  /** The index's name, free again once the index is taken out of the model */
  freed: string;
  notices: string[];
}

/**
 * `ALTER TABLE t ADD [CONSTRAINT c] {PRIMARY KEY | UNIQUE} USING INDEX idx` (transformIndexConstraint):
 * the index must be a plain unique index of `t` on columns in default order, not yet tied to a
 * constraint. The constraint takes over the index: here the index leaves the model and the
 * constraint is added on its columns under the constraint's name (the index's own name when none
 * is given; else PostgreSQL renames the index, with a NOTICE). Returns null for other constraints.
 */
export function constraintUsingIndex(ctx: PlanCtx, m: TableModel, c: Fields): IndexConstraint | null {
  const indexName = c['indexname'] as string | undefined;
  if (indexName === undefined) return null;
  const location = c['location'] as number | undefined;
  const rel = m.rel;
  const named = [...ctx.catalog.relations()].find((r) => r.schema === rel.schema && r.name === indexName);
  if (named === undefined) throw ctx.error('undefined_object', `index "${indexName}" does not exist`, location);
  if (named.kind !== 'i') throw ctx.error('wrong_object_type', `"${indexName}" is not an index`);
  const at = m.indexes.findIndex((i) => i.def.oid === named.oid);
  const index = m.indexes[at];
  if (index === undefined) throw ctx.error('object_not_in_prerequisite_state', `index "${indexName}" does not belong to table "${rel.name}"`, location);
  if (m.constraints.some((k) => k.indexOid === named.oid)) {
    throw ctx.error('object_not_in_prerequisite_state', `index "${indexName}" is already associated with a constraint`, location);
  }
  const refuse = (message: string): Error => ctx.error('wrong_object_type', message, location, { detail: DETAIL });
  const def = index.def;
  if (!def.unique) throw refuse(`"${indexName}" is not a unique index`);
  if (def.keys.some((k) => k.attnum === 0)) throw refuse(`index "${indexName}" contains expressions`);
  if (def.predicate !== null) throw refuse(`"${indexName}" is a partial index`);
  if ((def.method ?? 'btree') !== 'btree') throw refuse(`index "${indexName}" is not a btree`);
  def.keys.forEach((k, i) => {
    if (k.desc || k.nullsFirst || k.opclass !== undefined) throw refuse(`index "${indexName}" column number ${i + 1} does not have default sorting behavior`);
  });
  const name = (c['conname'] as string | undefined) ?? indexName;
  const notices = name === indexName ? [] : [`ALTER TABLE / ADD CONSTRAINT USING INDEX will rename index "${indexName}" to "${name}"`];
  m.indexes.splice(at, 1);
  const keys = def.keys.map((k) => ({ String: { sval: columnName(rel, k.attnum) } }));
  const { indexname: _taken, ...rest } = c;
  return { def: { ...rest, conname: name, keys, nulls_not_distinct: def.nullsNotDistinct }, freed: indexName, notices };
}

function columnName(rel: RelationDef, attnum: number): string {
  return rel.columns.find((c) => c.attnum === attnum)?.name ?? '';
}
