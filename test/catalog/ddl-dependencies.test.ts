import { describeGoldenStatements } from './golden-statements.js';

/**
 * DDL whose outcome depends on catalog facts (dependencies, names, sequences): each statement
 * runs on pgsqlite and, when installed, on PostgreSQL 15; command tags, notices and errors
 * (SQLSTATE, message, detail, hint) must agree. PostgreSQL's answers are recorded as golden.
 */

const STATEMENTS = [
  'CREATE TABLE authors (id serial PRIMARY KEY, name text NOT NULL, email varchar(100) UNIQUE)',
  'CREATE TABLE books (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, author_id integer REFERENCES authors, title text, CHECK (length(title) > 0))',
  'CREATE TABLE authors (id int)',
  'CREATE TABLE IF NOT EXISTS authors (id int)',
  'CREATE VIEW titles AS SELECT id, title FROM books',
  'CREATE SCHEMA app',
  'CREATE SCHEMA app',
  'CREATE SCHEMA IF NOT EXISTS app',
  'CREATE TABLE app.settings (key text PRIMARY KEY, value text)',
  "INSERT INTO authors (name) VALUES ('a'), ('b')",
  "INSERT INTO books (author_id, title) VALUES (1, 'x')",
  'TRUNCATE authors',
  'TRUNCATE books, authors RESTART IDENTITY',
  "INSERT INTO authors (name) VALUES ('c') RETURNING id",
  'DROP TABLE authors',
  'DROP TABLE books',
  'DROP INDEX authors_pkey',
  'DROP INDEX authors_email_key',
  'DROP SEQUENCE books_id_seq',
  'DROP SEQUENCE authors_id_seq',
  'DROP TABLE titles',
  'DROP VIEW books',
  'DROP TABLE IF EXISTS nothing_here',
  'DROP SCHEMA app',
  'DROP SCHEMA app CASCADE',
  'DROP VIEW titles',
  'DROP TABLE books, authors',
  "SELECT relname, relkind FROM pg_class WHERE relnamespace = 'public'::regnamespace ORDER BY relname",
  'CREATE TABLE t1 (a int, b int, UNIQUE (a), UNIQUE (a, b), CHECK (a > 0), CHECK (a < b), CHECK (b > 0))',
  "SELECT conname, contype, pg_get_constraintdef(oid, true) FROM pg_constraint WHERE conrelid = 't1'::regclass ORDER BY conname",
  'CREATE TABLE t2 (x int, CONSTRAINT t1_a_key UNIQUE (x))',
  'CREATE SEQUENCE s1 START 10 INCREMENT 5 MAXVALUE 100',
  "SELECT seqstart, seqincrement, seqmax, seqmin, seqcycle FROM pg_sequence WHERE seqrelid = 's1'::regclass",
  'CREATE SEQUENCE s2 MINVALUE 10 MAXVALUE 5',
];

await describeGoldenStatements({
  title: 'catalog: DDL dependencies, names and sequences agree with PostgreSQL 15 (issue 4)',
  id: 'catalog-ddl',
  golden: 'ddl-dependencies.json',
  statements: STATEMENTS,
});
