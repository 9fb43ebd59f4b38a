import type { Catalog } from '@pgsqlite/catalog';
import { CMD_DELETE, CMD_UPDATE, relationEvents } from '../stmt/view-target.js';

/**
 * The updatability information_schema reports for a view (its is_updatable / is_insertable_into,
 * columns.is_updatable): pg_relation_is_updatable / pg_column_is_updatable without triggers. A
 * name the view's query leaves unqualified is resolved among the relations it depends on.
 */
export function viewEvents(catalog: Catalog, oid: number): number {
  return relationEvents({ catalog, searchPath: catalog.schemas() }, oid);
}

/** pg_column_is_updatable(view, attnum, false): the view takes UPDATE and DELETE with this column. */
export function columnUpdatable(catalog: Catalog, oid: number, attnum: number): boolean {
  const need = CMD_UPDATE | CMD_DELETE;
  return (relationEvents({ catalog, searchPath: catalog.schemas() }, oid, new Set([attnum])) & need) === need;
}
