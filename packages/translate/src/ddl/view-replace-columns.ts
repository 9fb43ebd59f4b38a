import type { ColumnDef, RelationDef } from '@pgsqlite/catalog';
import { formatType } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { userTypeNames } from '../catalog-views/user-type-names.js';
import { quoteIdent } from '../sql/quote.js';

/** A new column of a view: its name, type and typmod. */
export interface ViewColumn {
  name: string;
  typeOid: number;
  typmod: number;
}

/** format_type's spelling, user types (enums, domains, row types) included. */
function typeText(ctx: PlanCtx, oid: number, typmod: number): string {
  const builtin = formatType(oid, typmod);
  return builtin !== '???' ? builtin : (userTypeNames(ctx.catalog, ctx.searchPath).get(oid) ?? '???');
}

/**
 * CREATE OR REPLACE VIEW may only add columns at the end: the old ones keep their names, types and
 * typmods, since other views and rules read them (PostgreSQL's checkViewTupleDesc, 42P16).
 */
export function checkReplacedViewColumns(ctx: PlanCtx, old: readonly ColumnDef[], next: readonly ViewColumn[]): void {
  if (next.length < old.length) throw ctx.error('invalid_table_definition', 'cannot drop columns from view');
  old.forEach((o, i) => {
    const n = next[i]!;
    if (n.name !== o.name) {
      throw ctx.error('invalid_table_definition', `cannot change name of view column "${o.name}" to "${n.name}"`, undefined, {
        hint: 'Use ALTER VIEW ... RENAME COLUMN ... to change name of view column instead.',
      });
    }
    if (n.typeOid !== o.typeOid || n.typmod !== o.typmod) {
      throw ctx.error('invalid_table_definition', `cannot change data type of view column "${o.name}" from ${typeText(ctx, o.typeOid, o.typmod)} to ${typeText(ctx, n.typeOid, n.typmod)}`);
    }
  });
}

/**
 * What CREATE OR REPLACE VIEW removes of the view it replaces: the SQLite view, its columns, query
 * and options. Its pg_class row (OID, row type), comments and privileges stay, as in PostgreSQL.
 */
export function replacedViewSteps(view: RelationDef): string[] {
  return [
    `DROP VIEW ${quoteIdent(view.sqliteName)}`,
    `DELETE FROM _pgsqlite_attribute WHERE attrelid = ${view.oid}`,
    `DELETE FROM _pgsqlite_view WHERE oid = ${view.oid}`,
    `DELETE FROM _pgsqlite_reloptions WHERE relid = ${view.oid}`,
  ];
}
