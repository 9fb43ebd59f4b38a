import { bootstrapCatalogSql } from '@pgsqlite/catalog';
import type { Executor } from '@pgsqlite/engine';
import { identifierOf, sqliteTokens, type SqlToken } from './sqlite-tokens.js';
import { SHADOW_PREFIX, redirectToTemp, shadowOf } from './temp-redirect.js';

/**
 * First OID of session `processId`'s temporary objects. They are numbered apart from the shared
 * counter (which another session may be advancing in a transaction this one must not wait for),
 * in a range of 100,000 per session (pg_class lists every session's), below 2^31 so that an OID
 * cast to int4 keeps its value.
 */
export function tempFirstOid(processId: number): number {
  return 2_000_000_000 + (Math.abs(processId) % 1400) * TEMP_OIDS_PER_SESSION;
}

/** OIDs of one session's temporary objects (see tempFirstOid). */
export const TEMP_OIDS_PER_SESSION = 100_000;

const word = (t: SqlToken | undefined): string => (t?.kind === 'word' ? t.text.toUpperCase() : '');

/** The internal table a bootstrap CREATE statement makes or attaches to (its table, or the table after ON). */
function targetOf(sql: string): string | null {
  const tokens = sqliteTokens(sql).filter((t) => !(t.kind === 'other' && t.text.trim() === ''));
  if (word(tokens[0]) !== 'CREATE') return null;
  const kind = word(tokens[1]) === 'UNIQUE' ? word(tokens[2]) : word(tokens[1]);
  if (kind === 'TABLE') {
    const at = word(tokens[2]) === 'IF' ? 5 : 2;
    return tokens[at] === undefined ? null : identifierOf(tokens[at]!);
  }
  if (kind !== 'INDEX' && kind !== 'TRIGGER') return null;
  const on = tokens.findIndex((t) => word(t) === 'ON');
  return on < 0 || tokens[on + 1] === undefined ? null : identifierOf(tokens[on + 1]!);
}

let cached: readonly string[] | null = null;

/**
 * Statements (idempotent) creating the TEMP copies of the per-relation internal tables, with
 * their indexes and triggers (row types, owners), and the copy's OID counter.
 */
export function shadowCatalogSql(processId: number): readonly string[] {
  cached ??= bootstrapCatalogSql()
    .filter((sql) => {
      const target = targetOf(sql);
      return target !== null && shadowOf(target) !== null;
    })
    .map((sql) => redirectToTemp(sql));
  return [...cached, `INSERT OR IGNORE INTO ${SHADOW_PREFIX}meta (key, value) VALUES ('format', 1), ('catalog_version', 1), ('next_oid', ${tempFirstOid(processId)})`];
}

/** Names of the TEMP catalog's tables (every one a complete TEMP catalog has). */
let tableNames: readonly string[] | null = null;
function shadowTables(): readonly string[] {
  tableNames ??= shadowCatalogSql(0).flatMap((sql) => {
    const tokens = sqliteTokens(sql).filter((t) => !(t.kind === 'other' && t.text.trim() === ''));
    if (word(tokens[0]) !== 'CREATE' || word(tokens[1]) !== 'TEMP' || word(tokens[2]) !== 'TABLE') return [];
    const at = word(tokens[3]) === 'IF' ? 6 : 3;
    const name = tokens[at] === undefined ? null : identifierOf(tokens[at]!);
    return name === null ? [] : [name];
  });
  return tableNames;
}

/**
 * One row: how many of the TEMP catalog's tables the connection has. All of them: it has the
 * catalog; fewer (none: rolled back with the transaction that created it, or the connection is
 * not the one that had it) count as none.
 */
export function shadowCountSql(): string {
  return `SELECT count(*) FROM temp.sqlite_schema WHERE type = 'table' AND name IN (${shadowTables().map((n) => `'${n}'`).join(', ')})`;
}

/** True when `executor`'s connection has the whole TEMP catalog. */
export async function hasShadowCatalog(executor: Executor): Promise<boolean> {
  const found = await executor.run(shadowCountSql(), []);
  return Number(found.rows?.[0]?.[0] ?? 0) === shadowTables().length;
}

/**
 * Creates the session's TEMP catalog on its connection when it has none yet (or only part of
 * one): every statement in one savepoint, so that a session that ends or fails half-way leaves
 * all of it or nothing.
 */
export async function ensureShadowCatalog(executor: Executor, processId: number): Promise<void> {
  if (await hasShadowCatalog(executor)) return;
  // Reading the shared schema makes this connection see the tables other connections created
  // since it last looked (the TEMP triggers read some of them, in statements touching only TEMP).
  await executor.run('SELECT count(*) FROM main.sqlite_schema', []);
  await executor.runAtomically(shadowCatalogSql(processId));
}
