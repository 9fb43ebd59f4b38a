import type { Catalog, ColumnDef, FormatSettings } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import { constraintKeySql } from '../analyze/constraint-key.js';
import { quoteIdent } from '../sql/quote.js';
import { keyText, type RowProbeRunner } from './row-details.js';

/**
 * DEFERRABLE UNIQUE / PRIMARY KEY constraints. SQLite checks a unique index row by row, so
 * their index is a plain one (constraint-plan.ts) and the session checks them itself, as
 * PostgreSQL does: at the end of each statement that writes the table while the constraint is
 * IMMEDIATE, at COMMIT (or SET CONSTRAINTS … IMMEDIATE) while it is DEFERRED (INITIALLY
 * DEFERRED, or SET CONSTRAINTS … DEFERRED). A check finds the first key held by two rows.
 */
export interface UniqueCheck {
  /** pg_constraint oid */
  readonly oid: number;
  readonly name: string;
  /** INITIALLY DEFERRED */
  readonly initiallyDeferred: boolean;
  /** The constrained columns' values of one duplicated key (no row: none). */
  readonly sql: string;
  readonly table: string;
  readonly schema: string;
  readonly columns: readonly ColumnDef[];
}

/** The deferrable unique and primary key constraints of the given relations (all relations when undefined). */
export function deferrableUniqueChecks(catalog: Catalog, relOids?: readonly number[]): UniqueCheck[] {
  const out: UniqueCheck[] = [];
  const rels = relOids === undefined ? [...catalog.relations()] : relOids.flatMap((oid) => catalog.relationByOid(oid) ?? []);
  for (const rel of rels) {
    for (const c of catalog.constraintsOf(rel.oid)) {
      if (!c.deferrable || (c.type !== 'u' && c.type !== 'p')) continue;
      const cols = c.columns.map((n) => rel.columns.find((x) => x.attnum === n));
      if (cols.some((x) => x === undefined)) continue;
      const columns = cols as ColumnDef[];
      const keys = columns.map((x) => constraintKeySql(catalog, x));
      const notNull = c.nullsNotDistinct ? '' : ` WHERE ${columns.map((x) => `${quoteIdent(x.sqliteName)} IS NOT NULL`).join(' AND ')}`;
      const sql = `SELECT ${columns.map((x) => quoteIdent(x.sqliteName)).join(', ')} FROM ${quoteIdent(rel.sqliteName)}${notNull} GROUP BY ${keys.join(', ')} HAVING count(*) > 1 LIMIT 1`;
      out.push({ oid: c.oid, name: c.name, initiallyDeferred: c.deferred, sql, table: rel.name, schema: rel.schema, columns });
    }
  }
  return out;
}

/** The 23505 of the first check that finds a duplicated key, or null. `run` must see the transaction. */
export async function uniqueViolation(catalog: Catalog, checks: readonly UniqueCheck[], run: RowProbeRunner, settings: FormatSettings): Promise<PgError | null> {
  for (const c of checks) {
    const row = (await run(c.sql, [])).rows?.[0];
    if (row === undefined) continue;
    return new PgError('unique_violation', `duplicate key value violates unique constraint "${c.name}"`, {
      schema: c.schema,
      table: c.table,
      constraint: c.name,
      detail: `Key ${keyText(catalog, c.columns, row, settings)} already exists.`,
    });
  }
  return null;
}
