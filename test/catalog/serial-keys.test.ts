import { describeGoldenStatements } from './golden-statements.js';

/**
 * Serial and identity primary keys (issue 4): their sequence as PostgreSQL keeps it through
 * explicit ids, ALTER TABLE (rebuilds), RENAME of the table, the column and the sequence,
 * TRUNCATE … CONTINUE / RESTART IDENTITY, ALTER SEQUENCE … OWNED BY, identity RESTART, and
 * pg_get_serial_sequence / pg_sequences / information_schema.sequences along the way; DROP TABLE
 * drops it. Each statement runs on a file-backed pgsqlite and, when installed, on PostgreSQL 15;
 * PostgreSQL's answers are golden. The file must pass integrity_check afterwards.
 */

const STATEMENTS = [
  "CREATE TABLE s7 (id serial PRIMARY KEY, v text)",
  "INSERT INTO s7 (v) VALUES ('a'), ('b'), ('c')",
  "INSERT INTO s7 (id, v) VALUES (10, 'x')",
  "SELECT pg_get_serial_sequence('s7', 'id')",
  "SELECT schemaname, sequencename, data_type, start_value, min_value, max_value, increment_by, cycle, cache_size, last_value FROM pg_sequences WHERE sequencename = 's7_id_seq'",
  "SELECT sequence_schema, sequence_name, data_type, numeric_precision, start_value, minimum_value, maximum_value, increment, cycle_option FROM information_schema.sequences WHERE sequence_name = 's7_id_seq'",
  "ALTER TABLE s7 ADD COLUMN w int",
  "ALTER TABLE s7 ALTER COLUMN v SET NOT NULL",
  "ALTER TABLE s7 ALTER COLUMN v TYPE varchar(20)",
  "INSERT INTO s7 (v) VALUES ('d') RETURNING id",
  "ALTER TABLE s7 RENAME TO s7r",
  "SELECT pg_get_serial_sequence('s7r', 'id')",
  "INSERT INTO s7r (v) VALUES ('e') RETURNING id",
  "ALTER TABLE s7r RENAME COLUMN id TO ident",
  "SELECT pg_get_serial_sequence('s7r', 'ident')",
  "INSERT INTO s7r (v) VALUES ('f') RETURNING ident",
  "TRUNCATE s7r CONTINUE IDENTITY",
  "INSERT INTO s7r (v) VALUES ('g') RETURNING ident",
  "TRUNCATE s7r RESTART IDENTITY",
  "INSERT INTO s7r (v) VALUES ('h') RETURNING ident",
  "SELECT last_value FROM pg_sequences WHERE sequencename = 's7_id_seq'",
  "ALTER SEQUENCE s7_id_seq OWNED BY NONE",
  "SELECT pg_get_serial_sequence('s7r', 'ident')",
  "ALTER SEQUENCE s7_id_seq OWNED BY s7r.ident",
  "SELECT pg_get_serial_sequence('s7r', 'ident')",
  "INSERT INTO s7r (v) VALUES ('i') RETURNING ident",
  "ALTER SEQUENCE s7_id_seq RENAME TO s7_seq2",
  "INSERT INTO s7r (v) VALUES ('j') RETURNING ident",
  "SELECT currval('s7_seq2'), pg_get_serial_sequence('s7r', 'ident')",
  "SELECT last_value, is_called FROM s7_seq2",
  "DROP TABLE s7r",
  "SELECT to_regclass('s7_seq2')",
  "CREATE TABLE s8 (id bigint GENERATED ALWAYS AS IDENTITY (START WITH 100) PRIMARY KEY, v text)",
  "INSERT INTO s8 (v) VALUES ('a') RETURNING id",
  "INSERT INTO s8 (id, v) OVERRIDING SYSTEM VALUE VALUES (101, 'b')",
  "INSERT INTO s8 (v) VALUES ('c') RETURNING id",
  "INSERT INTO s8 (v) VALUES ('d') RETURNING id",
  "ALTER TABLE s8 ALTER COLUMN id RESTART WITH 500",
  "INSERT INTO s8 (v) VALUES ('e') RETURNING id",
  "ALTER TABLE s8 ALTER COLUMN id SET INCREMENT BY 1",
  "INSERT INTO s8 (v) VALUES ('f') RETURNING id",
  "SELECT sequencename, start_value, last_value FROM pg_sequences WHERE sequencename = 's8_id_seq'",
  "DROP TABLE s8",
];

await describeGoldenStatements({
  title: 'catalog: serial and identity keys keep their sequence through DDL (issue 4)',
  id: 'catalog-serial',
  golden: 'serial-keys.json',
  statements: STATEMENTS,
  soft: true,
});
