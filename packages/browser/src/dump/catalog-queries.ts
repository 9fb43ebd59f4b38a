/**
 * The catalog queries a dump is made from. Plain pg_catalog SQL: the same queries read a real
 * PostgreSQL 15, which is how the dump's tests check them.
 */

/** A user-schema filter on a pg_namespace alias `n`. */
const USER = `n.nspname !~ '^pg_' AND n.nspname <> 'information_schema'`;

export const SCHEMAS = `SELECT n.nspname FROM pg_catalog.pg_namespace n WHERE ${USER} AND n.nspname <> 'public' ORDER BY 1`;

export const ENUMS = `SELECT n.nspname, t.typname, e.enumlabel
FROM pg_catalog.pg_type t JOIN pg_catalog.pg_namespace n ON n.oid = t.typnamespace
JOIN pg_catalog.pg_enum e ON e.enumtypid = t.oid
WHERE ${USER} ORDER BY n.nspname, t.typname, e.enumsortorder`;

/** Sequences, except those of identity columns (the column's definition makes them). */
export const SEQUENCES = `SELECT s.schemaname, s.sequencename, s.data_type::text, s.start_value, s.increment_by, s.min_value, s.max_value, s.cycle, s.last_value
FROM pg_catalog.pg_sequences s
WHERE s.schemaname !~ '^pg_' AND s.schemaname <> 'information_schema'
AND NOT EXISTS (SELECT 1 FROM pg_catalog.pg_depend d JOIN pg_catalog.pg_class c ON c.oid = d.objid JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
  WHERE d.classid = 'pg_catalog.pg_class'::regclass AND d.deptype = 'i' AND c.relname = s.sequencename AND n.nspname = s.schemaname)
ORDER BY 1, 2`;

/** Tables (relkind r) with their OIDs. */
export const TABLES = `SELECT c.oid, n.nspname, c.relname FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
WHERE c.relkind = 'r' AND ${USER} ORDER BY c.oid`;

/** Columns of table $1: name, type, not null, default, identity (a/d), generated (s). */
export const COLUMNS = `SELECT a.attname, pg_catalog.format_type(a.atttypid, a.atttypmod), a.attnotnull, pg_catalog.pg_get_expr(d.adbin, d.adrelid), a.attidentity, a.attgenerated
FROM pg_catalog.pg_attribute a LEFT JOIN pg_catalog.pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
WHERE a.attrelid = $1::oid AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum`;

/** Constraints of table $1 (foreign keys come last in the dump). */
export const CONSTRAINTS = `SELECT c.conname, c.contype, pg_catalog.pg_get_constraintdef(c.oid, true)
FROM pg_catalog.pg_constraint c WHERE c.conrelid = $1::oid AND c.contype IN ('p', 'u', 'c', 'f', 'x') ORDER BY c.contype = 'f', c.oid`;

/** Indexes of table $1 that no constraint owns. */
export const INDEXES = `SELECT pg_catalog.pg_get_indexdef(i.indexrelid) FROM pg_catalog.pg_index i
WHERE i.indrelid = $1::oid AND NOT EXISTS (SELECT 1 FROM pg_catalog.pg_constraint c WHERE c.conindid = i.indexrelid AND c.contype IN ('p', 'u', 'x'))
ORDER BY i.indexrelid`;

/** Sequences owned by a column (serial): sequence schema, name, table schema, table, column. */
export const OWNED_SEQUENCES = `SELECT sn.nspname, s.relname, tn.nspname, t.relname, a.attname
FROM pg_catalog.pg_depend d
JOIN pg_catalog.pg_class s ON s.oid = d.objid AND s.relkind = 'S' JOIN pg_catalog.pg_namespace sn ON sn.oid = s.relnamespace
JOIN pg_catalog.pg_class t ON t.oid = d.refobjid JOIN pg_catalog.pg_namespace tn ON tn.oid = t.relnamespace
JOIN pg_catalog.pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
WHERE d.classid = 'pg_catalog.pg_class'::regclass AND d.deptype = 'a' ORDER BY 1, 2`;

/** Identity columns' sequences, for setval: table schema, table, column, sequence state. */
export const IDENTITY_SEQUENCES = `SELECT tn.nspname, t.relname, a.attname, pg_catalog.pg_get_serial_sequence(pg_catalog.quote_ident(tn.nspname) || '.' || pg_catalog.quote_ident(t.relname), a.attname)
FROM pg_catalog.pg_attribute a JOIN pg_catalog.pg_class t ON t.oid = a.attrelid JOIN pg_catalog.pg_namespace tn ON tn.oid = t.relnamespace
WHERE a.attidentity IN ('a', 'd') AND t.relkind = 'r' AND tn.nspname !~ '^pg_' AND tn.nspname <> 'information_schema' ORDER BY 1, 2, 3`;

export const VIEWS = `SELECT n.nspname, c.relname, pg_catalog.pg_get_viewdef(c.oid, true) FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
WHERE c.relkind = 'v' AND ${USER} ORDER BY c.oid`;
