/**
 * SQLite's refusals of names a statement uses: a table, column or index that is not there, or one
 * that is there already. After another session's DDL they may come from a stale schema: the
 * catalog a plan was made with (the backend's stale-plan.ts), or, for DDL, this connection's
 * cached one (SCHEMA_CHECK).
 */
export const STALE_NAMES = /^(no such (table|column|index): |(table|index|view|trigger) "?[^"]+"? already exists|duplicate column name: )/;

/** A read of the schema table: SQLite compares the schema cookie and reloads a stale cached schema. */
export const SCHEMA_CHECK = 'SELECT 1 FROM sqlite_schema LIMIT 0';
