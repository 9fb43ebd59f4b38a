-- CREATE TABLE makes one index for index constraints that are the same (parse_utilcmd.c
-- transformIndexConstraints): a UNIQUE on the primary key's columns adds nothing, a later named
-- duplicate names an unnamed earlier one; differing options keep both.
-- @setup
CREATE TABLE ric1 (id int, PRIMARY KEY (id), UNIQUE (id));
CREATE TABLE ric2 (a int UNIQUE, b int, UNIQUE (a), CONSTRAINT ric2_named UNIQUE (a), UNIQUE (a, b), UNIQUE (b, a));
CREATE TABLE ric3 (k int PRIMARY KEY, UNIQUE (k) DEFERRABLE, u int UNIQUE, UNIQUE NULLS NOT DISTINCT (u));
CREATE TABLE ric4 (id serial PRIMARY KEY CONSTRAINT ric4_u UNIQUE);
-- @case redundant-index-constraints-1.1 ordered
SELECT conname, contype FROM pg_constraint WHERE conrelid = 'ric1'::regclass ORDER BY conname
-- @case redundant-index-constraints-1.2 ordered
SELECT c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE i.indrelid = 'ric2'::regclass ORDER BY 1
-- @case redundant-index-constraints-1.3 ordered
SELECT conname, contype, condeferrable FROM pg_constraint WHERE conrelid = 'ric3'::regclass ORDER BY conname
-- @case redundant-index-constraints-1.4 ordered
SELECT conname FROM pg_constraint WHERE conrelid = 'ric4'::regclass ORDER BY conname
