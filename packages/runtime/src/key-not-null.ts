import { PgError } from '@pgsqlite/errors';
import type { RuntimeHost } from './host.js';

/**
 * pg_key_notnull(value, table, column): a value given for a serial/identity primary key, which
 * SQLite keeps as the table's rowid (INTEGER PRIMARY KEY). There a NULL is not refused but
 * replaced by a new id, where PostgreSQL raises 23502: a NULL raises SQLite's own NOT NULL
 * failure for the column, refined like any NOT NULL column's (translate constraint-errors.ts:
 * PostgreSQL's message, the table and column fields, the failing row in DETAIL).
 */
export function registerKeyNotNull(host: RuntimeHost): void {
  host.defineFunction({
    name: 'pg_key_notnull',
    arity: 3,
    deterministic: true,
    call: (value, table, column) => {
      if (value !== null) return value;
      throw new PgError('not_null_violation', `NOT NULL constraint failed: ${String(table)}.${String(column)}`, { routine: 'SQLITE_CONSTRAINT_NOTNULL' });
    },
  });
}
