import { describeGoldenStatements } from './golden-statements.js';

/**
 * REINDEX INDEX / TABLE / SCHEMA / DATABASE / SYSTEM [CONCURRENTLY]: targets resolved and refused
 * as PostgreSQL does (not an index, not a table, system catalogs concurrently, inside a transaction
 * block, another database), the notices for tables without indexes, and the rebuilt indexes still
 * answering and enforcing uniqueness. Each statement runs on pgsqlite and, when installed, on
 * PostgreSQL 15; PostgreSQL's answers are golden.
 */

const STATEMENTS = [
  'CREATE TABLE ri_none (c1 int)',
  'REINDEX TABLE ri_none',
  'REINDEX (CONCURRENTLY) TABLE ri_none',
  'CREATE TABLE ri_toast (c1 int, c2 text)',
  'REINDEX TABLE ri_toast',
  'CREATE TABLE ri_t (c1 int PRIMARY KEY, c2 text UNIQUE, c3 numeric)',
  'CREATE INDEX ri_t_c3 ON ri_t (c3)',
  "INSERT INTO ri_t SELECT g, 'x' || g, g / 10.0 FROM generate_series(1, 200) g",
  'REINDEX TABLE ri_t',
  'REINDEX TABLE CONCURRENTLY ri_t',
  'REINDEX INDEX ri_t_c3',
  'REINDEX INDEX CONCURRENTLY ri_t_pkey',
  'REINDEX INDEX public.ri_t_c2_key',
  "SELECT c1 FROM ri_t WHERE c2 = 'x7'",
  'SELECT count(*) FROM ri_t WHERE c3 BETWEEN 1 AND 2',
  "INSERT INTO ri_t VALUES (201, 'x7', 0)",
  'REINDEX INDEX ri_t',
  'REINDEX TABLE ri_t_c3',
  'REINDEX TABLE nosuch',
  'REINDEX INDEX public.nosuch',
  'REINDEX TABLE nosch.nosuch',
  'REINDEX (foo) TABLE ri_t',
  'REINDEX (VERBOSE false, CONCURRENTLY off) TABLE ri_t',
  'REINDEX (TABLESPACE pg_default) TABLE ri_t',
  'REINDEX (TABLESPACE nosp) TABLE ri_t',
  'BEGIN',
  'REINDEX TABLE ri_t',
  'REINDEX TABLE CONCURRENTLY ri_t',
  'ROLLBACK',
  'BEGIN',
  'REINDEX SCHEMA public',
  'ROLLBACK',
  'REINDEX TABLE CONCURRENTLY pg_class',
  'REINDEX INDEX CONCURRENTLY pg_class_oid_index',
  'REINDEX TABLE pg_class',
  'REINDEX SYSTEM CONCURRENTLY postgres',
  'REINDEX SCHEMA CONCURRENTLY pg_catalog',
  'REINDEX SCHEMA nosuch',
  'REINDEX SCHEMA public',
  'REINDEX SCHEMA CONCURRENTLY public',
  'REINDEX DATABASE postgres',
  'REINDEX DATABASE other',
  'REINDEX SYSTEM postgres',
  'CREATE TABLE ri_p (a int, b int) PARTITION BY RANGE (a)',
  'CREATE TABLE ri_p1 PARTITION OF ri_p FOR VALUES FROM (0) TO (10)',
  'CREATE INDEX ri_p_b ON ri_p (b)',
  'INSERT INTO ri_p VALUES (1, 1), (2, 2)',
  'REINDEX TABLE ri_p',
  'REINDEX INDEX ri_p_b',
  'REINDEX INDEX ri_p',
  'BEGIN',
  'REINDEX TABLE ri_p',
  'ROLLBACK',
  'SELECT a FROM ri_p WHERE b = 2',
];

await describeGoldenStatements({
  title: 'catalog: REINDEX agrees with PostgreSQL 15',
  id: 'catalog-reindex',
  golden: 'reindex.json',
  statements: STATEMENTS,
  soft: true,
});
