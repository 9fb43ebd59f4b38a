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

/** One row: 1 when the connection has the TEMP catalog, else 0. */
export const SHADOW_EXISTS_SQL = `SELECT count(*) FROM temp.sqlite_schema WHERE name = '${SHADOW_PREFIX}meta'`;

/** Creates the session's TEMP catalog on its connection when it has none yet. */
export async function ensureShadowCatalog(executor: Executor, processId: number): Promise<void> {
  const found = await executor.run(SHADOW_EXISTS_SQL, []);
  if (Number(found.rows?.[0]?.[0] ?? 0) > 0) return;
  // Reading the shared schema makes this connection see the tables other connections created
  // since it last looked (the TEMP triggers read some of them, in statements touching only TEMP).
  await executor.run('SELECT count(*) FROM main.sqlite_schema', []);
  for (const sql of shadowCatalogSql(processId)) await executor.run(sql, []);
}
