import type { DatabaseOptions } from '@pgsqlite/translate';

/** What pg_database shows of one database (PostgreSQL 15's columns that vary here). */
export interface DatabaseRow {
  oid: number;
  name: string;
  isTemplate: boolean;
  allowConnections: boolean;
  connectionLimit: number;
  collate: string;
  ctype: string;
}

/**
 * The server's record of its databases: pg_database's rows, ALTER DATABASE's options and the
 * per-database setting defaults (pg_db_role_setting) new sessions start with.
 */
export interface DatabaseCatalogPort {
  list(): DatabaseRow[];
  /** undefined for an unknown name. */
  get(name: string): DatabaseRow | undefined;
  /** ALTER DATABASE … WITH options (3D000 for an unknown name). */
  alter(name: string, options: DatabaseOptions): void;
  /** ALTER DATABASE … SET name TO value / RESET name (value null) / RESET ALL (name null). */
  setDefault(database: string, name: string | null, value: string | null): void;
  /** The database's setting defaults, in the order they were set. */
  defaults(database: string): [string, string][];
}
