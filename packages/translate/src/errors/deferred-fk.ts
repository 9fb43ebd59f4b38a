import { INTERNAL_PREFIX } from '@pgsqlite/catalog';
import type { Catalog, ColumnDef, FormatSettings } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import { quoteIdent } from '../sql/quote.js';
import { keyText, type RowProbeRunner } from './row-details.js';

/**
 * The foreign key violation a transaction leaves pending (SQLite's deferred constraints: COMMIT
 * fails with a bare "FOREIGN KEY constraint failed"), as PostgreSQL reports it at COMMIT or at
 * SET CONSTRAINTS … IMMEDIATE: the first row `PRAGMA foreign_key_check` finds, its constraint and
 * `Key (a)=(1) is not present in table "p".` Null when there is none; `run` must see the
 * transaction (the session's connection, before its ROLLBACK).
 */
export async function pendingForeignKeyError(catalog: Catalog, run: RowProbeRunner, settings: FormatSettings): Promise<PgError | null> {
  const found = (await run('PRAGMA foreign_key_check', [])).rows?.[0];
  if (!found) return null;
  const [table, rowid, parentTable, fkid] = found;
  const rel = [...catalog.relations()].find((r) => r.sqliteName === String(table));
  const parent = [...catalog.relations()].find((r) => r.sqliteName === String(parentTable));
  const generic = new PgError('foreign_key_violation', `insert or update on table "${rel?.name ?? String(table)}" violates foreign key constraint`);
  if (!rel || !parent) return generic;
  // PRAGMA foreign_key_list: id, seq, table, from, to, … (one row per key column)
  const list = (await run(`PRAGMA foreign_key_list(${quoteIdent(rel.sqliteName)})`, [])).rows ?? [];
  const from = list.filter((r) => Number(r[0]) === Number(fkid)).sort((a, b) => Number(a[1]) - Number(b[1])).map((r) => String(r[3]));
  // a key over hidden key columns (`_pgsqlite_fk_<attnum>_…`, ddl/foreign-key-keys.ts) names its column by attnum
  const cols = from.map((n) => rel.columns.find((c) => c.sqliteName === n) ?? rel.columns.find((c) => shadowAttnum(n) === c.attnum));
  if (cols.length === 0 || cols.some((c) => c === undefined)) return generic;
  const attnums = (cols as ColumnDef[]).map((c) => c.attnum);
  const con = catalog
    .constraintsOf(rel.oid)
    .find((c) => c.type === 'f' && c.refRelOid === parent.oid && c.columns.length === attnums.length && c.columns.every((n, i) => n === attnums[i]));
  if (!con) return generic;
  const values = (await run(`SELECT ${(cols as ColumnDef[]).map((c) => quoteIdent(c.sqliteName)).join(', ')} FROM ${quoteIdent(rel.sqliteName)} WHERE rowid = ?`, [rowid ?? null])).rows?.[0] ?? [];
  return new PgError('foreign_key_violation', `insert or update on table "${rel.name}" violates foreign key constraint "${con.name}"`, {
    schema: rel.schema,
    table: rel.name,
    constraint: con.name,
    detail: `Key ${keyText(catalog, cols as ColumnDef[], values, settings)} is not present in table "${parent.name}".`,
  });
}

function shadowAttnum(name: string): number | undefined {
  const prefix = `${INTERNAL_PREFIX}fk_`;
  return name.startsWith(prefix) ? Number(name.slice(prefix.length).split('_')[0]) : undefined;
}
