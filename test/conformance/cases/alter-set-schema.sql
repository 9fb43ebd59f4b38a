-- ALTER TABLE | VIEW | MATERIALIZED VIEW | SEQUENCE … SET SCHEMA (AlterTableNamespace): the
-- relation moves with its indexes, constraints, owned sequences and row type; views, foreign keys
-- and nextval defaults follow. Errors in PostgreSQL's order.
-- @setup
CREATE SCHEMA ass_b;
CREATE TABLE ass_t (id serial PRIMARY KEY, g int GENERATED ALWAYS AS IDENTITY, v text UNIQUE);
CREATE INDEX ass_t_v_idx ON ass_t (v);
CREATE VIEW ass_tv AS SELECT * FROM ass_t;
CREATE TABLE ass_c (id int REFERENCES ass_t (id));
CREATE SEQUENCE ass_sq;
CREATE MATERIALIZED VIEW ass_mv AS SELECT 1 AS one;
CREATE TEMP TABLE ass_tmp (x int);
CREATE TABLE ass_b.ass_c (x int);
-- @case alter-set-schema-1.1
ALTER TABLE ass_t SET SCHEMA ass_b
-- @case alter-set-schema-1.2
ALTER TABLE ass_nope SET SCHEMA ass_b
-- @case alter-set-schema-1.3
ALTER TABLE IF EXISTS ass_nope SET SCHEMA ass_b
-- @case alter-set-schema-1.4
ALTER TABLE ass_c SET SCHEMA ass_nosuch
-- @case alter-set-schema-1.5
ALTER TABLE ass_c SET SCHEMA ass_b
-- @case alter-set-schema-1.6
ALTER TABLE ass_c SET SCHEMA public
-- @case alter-set-schema-1.7
ALTER TABLE ass_tmp SET SCHEMA ass_b
-- @case alter-set-schema-1.8
ALTER TABLE ass_c SET SCHEMA pg_temp
-- @case alter-set-schema-1.9
ALTER TABLE ass_t_pkey SET SCHEMA ass_b
-- @case alter-set-schema-1.10
ALTER VIEW ass_c SET SCHEMA ass_b
-- @case alter-set-schema-1.11
ALTER SEQUENCE ass_c SET SCHEMA ass_b
-- @case alter-set-schema-1.12
ALTER SEQUENCE ass_t_id_seq SET SCHEMA ass_b
-- @case alter-set-schema-1.13
ALTER SEQUENCE ass_sq SET SCHEMA ass_b
-- @case alter-set-schema-1.14
ALTER MATERIALIZED VIEW ass_mv SET SCHEMA ass_b
-- @case alter-set-schema-1.15
ALTER VIEW ass_mv SET SCHEMA ass_b
-- @case alter-set-schema-1.16
ALTER MATERIALIZED VIEW ass_tv SET SCHEMA ass_b
-- @case alter-set-schema-1.17
ALTER VIEW ass_tv SET SCHEMA ass_b
-- @case alter-set-schema-1.18
ALTER TABLE ass_tv SET SCHEMA ass_b
-- @case alter-set-schema-1.19
ALTER TABLE ass_sq SET SCHEMA ass_b

-- 2: after the move of a table
-- @setup
CREATE SCHEMA ass_b;
CREATE TABLE ass_t (id serial PRIMARY KEY, g int GENERATED ALWAYS AS IDENTITY, v text UNIQUE);
CREATE INDEX ass_t_v_idx ON ass_t (v);
CREATE VIEW ass_tv AS SELECT * FROM ass_t;
CREATE TABLE ass_c (id int REFERENCES ass_t (id));
INSERT INTO ass_t (v) VALUES ('x');
ALTER TABLE ass_t SET SCHEMA ass_b;
-- @case alter-set-schema-2.1
SELECT relname, relnamespace::regnamespace, relkind FROM pg_class WHERE relname LIKE 'ass_t%' ORDER BY 1
-- @case alter-set-schema-2.2
SELECT typname, typnamespace::regnamespace FROM pg_type WHERE typname IN ('ass_t', '_ass_t') ORDER BY 1
-- @case alter-set-schema-2.3
SELECT conname, connamespace::regnamespace FROM pg_constraint WHERE conrelid = 'ass_b.ass_t'::regclass ORDER BY 1
-- @case alter-set-schema-2.4
SELECT pg_get_viewdef('ass_tv')
-- @case alter-set-schema-2.5
SELECT * FROM ass_tv
-- @case alter-set-schema-2.6
INSERT INTO ass_c VALUES (1)
-- @case alter-set-schema-2.7
INSERT INTO ass_c VALUES (2)
-- @case alter-set-schema-2.8
INSERT INTO ass_b.ass_t (v) VALUES ('y') RETURNING *
-- @case alter-set-schema-2.9
SELECT pg_get_expr(adbin, adrelid) FROM pg_attrdef WHERE adrelid = 'ass_b.ass_t'::regclass
-- @case alter-set-schema-2.10
SELECT pg_get_constraintdef(oid) FROM pg_constraint WHERE conrelid = 'ass_c'::regclass
-- @case alter-set-schema-2.11
SELECT table_schema, table_name FROM information_schema.tables WHERE table_name LIKE 'ass_%' ORDER BY 1, 2
-- @case alter-set-schema-2.12
SELECT * FROM ass_t
-- @case alter-set-schema-2.13
SELECT indexname, schemaname FROM pg_indexes WHERE tablename = 'ass_t' ORDER BY 1
-- @case alter-set-schema-2.14
SELECT nextval('ass_b.ass_t_id_seq')
-- @case alter-set-schema-2.15
ALTER TABLE ass_b.ass_t SET SCHEMA public

-- 3: free-standing sequences and materialized views
-- @setup
CREATE SCHEMA ass_b;
CREATE SEQUENCE ass_sq;
SELECT nextval('ass_sq');
CREATE TABLE ass_d (n int DEFAULT nextval('ass_sq'));
CREATE MATERIALIZED VIEW ass_mv AS SELECT 1 AS one;
ALTER SEQUENCE ass_sq SET SCHEMA ass_b;
ALTER MATERIALIZED VIEW ass_mv SET SCHEMA ass_b;
-- @case alter-set-schema-3.1
SELECT nextval('ass_b.ass_sq')
-- @case alter-set-schema-3.2
INSERT INTO ass_d DEFAULT VALUES RETURNING n
-- @case alter-set-schema-3.3
SELECT pg_get_expr(adbin, adrelid) FROM pg_attrdef WHERE adrelid = 'ass_d'::regclass
-- @case alter-set-schema-3.4
SELECT * FROM ass_b.ass_mv
-- @case alter-set-schema-3.5
SELECT relname, relnamespace::regnamespace FROM pg_class WHERE relname IN ('ass_sq', 'ass_mv') ORDER BY 1

-- 4: a name taken by the row type
-- @setup
CREATE SCHEMA ass_b;
CREATE TABLE ass_b.ass_r (x int);
CREATE TYPE ass_r AS ENUM ('q');
CREATE TABLE ass_i (x int PRIMARY KEY);
CREATE TABLE ass_b.ass_i_pkey (y int);
-- @case alter-set-schema-4.1
ALTER TABLE ass_b.ass_r SET SCHEMA public
-- @case alter-set-schema-4.2
ALTER TABLE ass_i SET SCHEMA ass_b

-- 5: rules whose actions write a moved table, on a moved table
-- @setup
CREATE SCHEMA ass_b;
CREATE TABLE ass_rlog (m text);
CREATE TABLE ass_rsrc (x int);
CREATE RULE ass_rr AS ON INSERT TO ass_rsrc DO ALSO INSERT INTO ass_rlog VALUES ('x');
ALTER TABLE ass_rlog SET SCHEMA ass_b;
ALTER TABLE ass_rsrc SET SCHEMA ass_b;
INSERT INTO ass_b.ass_rsrc VALUES (1);
-- @case alter-set-schema-5.1
SELECT * FROM ass_b.ass_rlog
-- @case alter-set-schema-5.2
INSERT INTO ass_b.ass_rsrc VALUES (2)
-- @case alter-set-schema-5.3
SELECT schemaname, tablename, rulename FROM pg_rules WHERE rulename = 'ass_rr'
