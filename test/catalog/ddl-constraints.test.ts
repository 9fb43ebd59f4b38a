import { describeGoldenStatements } from './golden-statements.js';

/**
 * DDL details of issue 4 that differed from PostgreSQL: UNIQUE … NULLS NOT DISTINCT (table
 * constraint and CREATE UNIQUE INDEX, also after an ALTER TABLE rebuild) rejects repeated NULL
 * keys with PostgreSQL's message and DETAIL; generated columns take only DEFAULT (428C9); DEFERRABLE
 * INITIALLY DEFERRED foreign keys fail at COMMIT with PostgreSQL's message; SET CONSTRAINTS ALL
 * DEFERRED / IMMEDIATE (the latter checks what is pending).
 * Each statement runs on a file-backed pgsqlite and, when installed, on PostgreSQL 15; PostgreSQL's
 * answers are golden. The file must pass integrity_check afterwards.
 */

const STATEMENTS = [
  'CREATE TABLE nn (a int, b int, UNIQUE NULLS NOT DISTINCT (a, b))',
  'INSERT INTO nn VALUES (1, NULL)',
  'INSERT INTO nn VALUES (1, NULL)',
  'INSERT INTO nn VALUES (NULL, NULL), (NULL, NULL)',
  'INSERT INTO nn VALUES (2, 2), (2, NULL), (NULL, 2)',
  'CREATE TABLE nd (a int UNIQUE NULLS DISTINCT, t text)',
  "INSERT INTO nd VALUES (NULL, 'p'), (NULL, 'q')",
  'CREATE UNIQUE INDEX nd_t ON nd (t) NULLS NOT DISTINCT',
  "INSERT INTO nd VALUES (1, 'x')",
  'INSERT INTO nd VALUES (2, NULL)',
  "INSERT INTO nd VALUES (3, 'x')",
  'ALTER TABLE nd ALTER COLUMN a TYPE bigint',
  'INSERT INTO nd VALUES (5, NULL)',
  "SELECT indexdef FROM pg_indexes WHERE tablename IN ('nn', 'nd') ORDER BY 1",
  "SELECT pg_get_constraintdef(oid) FROM pg_constraint WHERE conrelid = 'nn'::regclass",
  'CREATE TABLE g (a int, b int GENERATED ALWAYS AS (a * 2) STORED)',
  'INSERT INTO g (a) VALUES (3) RETURNING b',
  'INSERT INTO g (a, b) VALUES (3, 4)',
  'INSERT INTO g (a, b) VALUES (3, DEFAULT), (4, 5)',
  'INSERT INTO g (a, b) SELECT 1, 2',
  'UPDATE g SET b = 1',
  'UPDATE g SET a = 5, b = a + 1',
  'UPDATE g SET a = 10 RETURNING a, b',
  'SELECT * FROM g',
  // deferred foreign keys: checked at COMMIT (PostgreSQL's message and DETAIL), SET CONSTRAINTS ALL
  'CREATE TABLE dp (id int PRIMARY KEY)',
  'CREATE TABLE dc (id int PRIMARY KEY, p int REFERENCES dp (id) DEFERRABLE INITIALLY DEFERRED)',
  'BEGIN',
  'INSERT INTO dc VALUES (1, 10)',
  'INSERT INTO dp VALUES (10)',
  'COMMIT',
  'BEGIN',
  'INSERT INTO dc VALUES (2, 20)',
  'COMMIT',
  'SELECT count(*) FROM dc',
  'CREATE TABLE dc2 (id int PRIMARY KEY, p int REFERENCES dp (id) DEFERRABLE INITIALLY IMMEDIATE)',
  'INSERT INTO dc2 VALUES (9, 99)',
  'BEGIN',
  'SET CONSTRAINTS ALL DEFERRED',
  'INSERT INTO dc2 VALUES (1, 30)',
  'INSERT INTO dp VALUES (30)',
  'COMMIT',
  'BEGIN',
  'SET CONSTRAINTS ALL DEFERRED',
  'INSERT INTO dc2 VALUES (2, 40)',
  'SET CONSTRAINTS ALL IMMEDIATE',
  'ROLLBACK',
  'BEGIN',
  'INSERT INTO dc VALUES (4, 60)',
  'SET CONSTRAINTS ALL IMMEDIATE',
  'ROLLBACK',
  'BEGIN',
  'SET CONSTRAINTS ALL DEFERRED',
  'SET CONSTRAINTS ALL IMMEDIATE',
  'INSERT INTO dc2 VALUES (3, 70)',
  'ROLLBACK',
  'SET CONSTRAINTS ALL DEFERRED',
  'SELECT * FROM dc2 ORDER BY id',
  "SELECT conname, condeferrable, condeferred FROM pg_constraint WHERE conrelid IN ('dc'::regclass, 'dc2'::regclass) ORDER BY 1",
];

await describeGoldenStatements({
  title: 'catalog: NULLS NOT DISTINCT, generated columns, deferred foreign keys as PostgreSQL 15 (issue 4)',
  id: 'catalog-ddlcon',
  golden: 'ddl-constraints.json',
  statements: STATEMENTS,
  soft: true,
});
