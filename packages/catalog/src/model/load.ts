import type { SqlValue } from '../types/sql-value.js';
import type { Catalog } from './catalog.js';

/** Runs one server-owned read query and returns its rows. */
export type CatalogQuery = (sql: string) => Promise<SqlValue[][]>;

/**
 * SQLite statements that create the internal catalog tables when missing (idempotent).
 * Run once on every open, before `loadCatalog`.
 */
export function bootstrapCatalogSql(): string[] {
  return [];
}

/** Reads the internal catalog tables (and plain SQLite tables) into a snapshot. */
export async function loadCatalog(_query: CatalogQuery): Promise<Catalog> {
  throw new Error('loadCatalog: not implemented yet');
}
