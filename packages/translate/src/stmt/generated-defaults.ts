import { userTypeByOid, type ColumnDef, type RelationDef } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { columnDefaultSql } from './column-default.js';
import { type AstNode, nodeType } from '../parse/ast.js';
import { quoteIdent } from '../sql/quote.js';

/**
 * DEFAULT for a stored generated column (`INSERT … VALUES (1, DEFAULT)`, `UPDATE … SET b =
 * DEFAULT`): PostgreSQL computes the column from its expression, which is what SQLite does for a
 * generated column it is not given. SQLite refuses any value for one, so these targets leave the
 * statement; a non-DEFAULT value was refused before (428C9).
 */
export function isGeneratedDefault(col: ColumnDef | undefined, node: AstNode | undefined): boolean {
  return col?.generated === 's' && node !== undefined && nodeType(node) === 'SetToDefault';
}

/**
 * The positions of an INSERT's VALUES columns that stay: those not a stored generated column
 * (whose every row's value is DEFAULT by then). Undefined when every column stays.
 */
export function keptValueColumns(cols: readonly ColumnDef[], width: number): number[] | undefined {
  const keep: number[] = [];
  for (let i = 0; i < width; i++) if (cols[i]?.generated !== 's') keep.push(i);
  return keep.length === width ? undefined : keep;
}

/**
 * An UPDATE whose only assignments were generated columns set to DEFAULT still updates its rows
 * (row count, triggers, generated columns recomputed): the first other column is assigned to itself.
 */
export function selfAssignment(columns: readonly ColumnDef[]): { col: ColumnDef; sql: string } | undefined {
  const col = columns.find((c) => c.generated !== 's');
  return col === undefined ? undefined : { col, sql: quoteIdent(col.sqliteName) };
}

/**
 * `INSERT INTO t (g) VALUES (DEFAULT)` naming only generated columns: a column SQLite can be given
 * its default explicitly (not generated, not identity or the drawn serial key, not a domain whose
 * default is checked), with that default. Undefined when the table has none.
 */
export function defaultStandIn(ctx: PlanCtx, rel: RelationDef, drawn: ColumnDef | undefined): { col: ColumnDef; sql: string } | undefined {
  const col = rel.columns.find((c) => c.generated !== 's' && !c.identity && c !== drawn && userTypeByOid(ctx.catalog, c.typeOid)?.kind !== 'd');
  return col === undefined ? undefined : { col, sql: columnDefaultSql(ctx, col) ?? 'NULL' };
}
