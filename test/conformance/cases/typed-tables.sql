-- CREATE TABLE … OF type made a table without columns; pgsqlite keeps no link between a table and
-- its type (pg_class.reloftype), so a typed table is refused (0A000; PostgreSQL creates it).
-- @setup
CREATE TYPE tt_person AS (id int, name text);

-- @case typed-tables-1.1
CREATE TABLE tt_persons OF tt_person
-- @case typed-tables-1.2
CREATE TABLE tt_persons2 OF tt_person (id WITH OPTIONS PRIMARY KEY)
