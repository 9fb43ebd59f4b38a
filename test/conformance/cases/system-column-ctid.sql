-- System columns of a table: ctid of a fresh table's rows ((0,1), (0,2), …, compared with
-- PostgreSQL's; pgsqlite's ctid is the row's rowid and does not move on UPDATE as PostgreSQL's
-- does, so no case reads a ctid after an UPDATE), lookups by ctid, the dedupe idiom
-- `DELETE … USING … a.ctid < b.ctid`, tableoid, the system columns pgsqlite has no values for
-- (xmin … cmax: 0A000 there), and where system columns do not exist or cannot be assigned.
-- @setup
CREATE TABLE scc_t (k int, v text);
INSERT INTO scc_t VALUES (1, 'a'), (1, 'b'), (2, 'c'), (2, 'd'), (2, 'e'), (3, 'f');
CREATE TABLE scc_u (a int);
INSERT INTO scc_u VALUES (10), (20), (30);
CREATE VIEW scc_v AS SELECT * FROM scc_t;

-- 1: reading ctid
-- @case system-column-ctid-1.1
SELECT ctid, * FROM scc_t
-- @case system-column-ctid-1.2
SELECT scc_t.ctid, k FROM scc_t WHERE ctid = '(0,3)'
-- @case system-column-ctid-1.3
SELECT ctid, v FROM scc_t WHERE ctid IN ('(0,2)', '(0,5)', '(7,1)')
-- @case system-column-ctid-1.4
SELECT ctid FROM scc_t WHERE ctid > '(0,4)' ORDER BY ctid DESC
-- @case system-column-ctid-1.5
SELECT x.ctid, x.v, y.ctid FROM scc_t x LEFT JOIN scc_u y ON y.a = x.k * 10 ORDER BY x.ctid
-- @case system-column-ctid-1.6
SELECT min(ctid), max(ctid), pg_typeof(min(ctid)) FROM scc_t
-- @case system-column-ctid-1.7
SELECT k, min(ctid) FROM scc_t GROUP BY k ORDER BY k
-- @case system-column-ctid-1.8
SELECT ctid FROM scc_t, scc_u
-- @case system-column-ctid-1.9
SELECT ctid FROM (SELECT * FROM scc_t) s
-- @case system-column-ctid-1.10
SELECT ctid FROM scc_v
-- @case system-column-ctid-1.11
SELECT scc_u.ctid, scc_t.ctid FROM scc_t JOIN scc_u ON scc_u.a = 10 * scc_t.k WHERE scc_t.ctid = '(0,1)'
-- @case system-column-ctid-1.12
SELECT ctid FROM scc_t WHERE ctid = ANY(ARRAY['(0,6)'::tid, '(0,1)'])
-- @case system-column-ctid-1.13
SELECT s.ctid FROM (SELECT 1 AS ctid) s

-- 2: writing by ctid
-- @case system-column-ctid-2.1
DELETE FROM scc_t a USING scc_t b WHERE a.k = b.k AND a.ctid < b.ctid RETURNING a.ctid, a.k, a.v
-- @case system-column-ctid-2.2
DELETE FROM scc_t WHERE ctid = '(0,4)' RETURNING ctid, *
-- @case system-column-ctid-2.3
UPDATE scc_t SET v = 'z' WHERE ctid = '(0,2)'
-- @case system-column-ctid-2.4
DELETE FROM scc_t WHERE ctid = '(0,99)'
-- @case system-column-ctid-2.5
INSERT INTO scc_u VALUES (40) RETURNING ctid, a
-- @case system-column-ctid-2.6
UPDATE scc_t SET ctid = '(0,1)'
-- @case system-column-ctid-2.7
INSERT INTO scc_t (ctid) VALUES ('(0,1)')
-- @case system-column-ctid-2.8
DELETE FROM scc_t WHERE ctid IN (SELECT max(ctid) FROM scc_t GROUP BY k) RETURNING k, v

-- 3: the other system columns
-- @case system-column-ctid-3.1
SELECT tableoid::regclass, k FROM scc_t WHERE k = 3
-- @case system-column-ctid-3.2
SELECT pg_typeof(xmin) FROM scc_t LIMIT 1
-- @case system-column-ctid-3.3
SELECT scc_t.xmax FROM scc_t
-- @case system-column-ctid-3.4
SELECT pg_typeof(cmin), pg_typeof(cmax) FROM scc_u LIMIT 1
-- @case system-column-ctid-3.5
SELECT xmin FROM scc_v
-- @case system-column-ctid-3.6
SELECT tableoid FROM scc_v
-- @case system-column-ctid-3.7
SELECT tableoid FROM pg_tables LIMIT 1
-- @case system-column-ctid-3.8
SELECT tableoid::regclass FROM pg_class LIMIT 1

-- 4: column names that clash with system columns
-- @case system-column-ctid-4.1
CREATE TABLE scc_bad (a int, ctid int)
-- @case system-column-ctid-4.2
ALTER TABLE scc_u ADD COLUMN xmin int
-- @case system-column-ctid-4.3
ALTER TABLE scc_u RENAME COLUMN a TO tableoid
-- @case system-column-ctid-4.4
CREATE VIEW scc_v2 AS SELECT k AS ctid FROM scc_t

-- 5: partitions and inheritance: each table's own ctid
-- @setup
CREATE TABLE scc_p (a int, b text) PARTITION BY LIST (a);
CREATE TABLE scc_p1 PARTITION OF scc_p FOR VALUES IN (1);
CREATE TABLE scc_p2 PARTITION OF scc_p FOR VALUES IN (2);
INSERT INTO scc_p VALUES (1, 'x'), (2, 'y'), (1, 'z');
CREATE TABLE scc_par (a int);
CREATE TABLE scc_chi () INHERITS (scc_par);
INSERT INTO scc_par VALUES (1), (2);
INSERT INTO scc_chi VALUES (3);
-- @case system-column-ctid-5.1
SELECT ctid, tableoid::regclass, * FROM scc_p
-- @case system-column-ctid-5.2
SELECT ctid, tableoid::regclass, a FROM scc_par
-- @case system-column-ctid-5.3
DELETE FROM scc_p WHERE ctid = '(0,1)' RETURNING tableoid::regclass, *
-- @case system-column-ctid-5.4
SELECT ctid, a FROM ONLY scc_par WHERE ctid = '(0,2)'

-- 6: pg_attribute rows of the system columns (relations with storage: not views, composite types, indexes)
-- @setup
CREATE TABLE scc_a (a int, m macaddr, t tid);
CREATE SEQUENCE scc_sq;
CREATE MATERIALIZED VIEW scc_mv AS SELECT 1 AS a;
CREATE TYPE scc_ct AS (a int);
CREATE VIEW scc_av AS SELECT * FROM scc_a;
CREATE INDEX scc_a_i ON scc_a (a);
-- @case system-column-ctid-6.1
SELECT attname, attnum, atttypid, attstattarget, attlen, attndims, attcacheoff, atttypmod, attbyval, attalign, attstorage, attnotnull, atthasdef, attidentity, attgenerated, attisdropped, attislocal, attinhcount, attcollation FROM pg_attribute WHERE attrelid = 'scc_a'::regclass ORDER BY attnum
-- @case system-column-ctid-6.2
SELECT c.relname, c.relkind, count(*) FILTER (WHERE attnum < 0), count(*) FILTER (WHERE attnum > 0) FROM pg_class c LEFT JOIN pg_attribute a ON a.attrelid = c.oid WHERE c.relname LIKE 'scc\_%' GROUP BY 1, 2 ORDER BY 1
-- @case system-column-ctid-6.3
SELECT ctid, a FROM scc_mv

-- 7: columns named like SQLite's rowid do not change a row's ctid
-- @setup
CREATE TABLE scc_r (rowid int, oid int, v text);
INSERT INTO scc_r VALUES (10, 20, 'a'), (30, 40, 'b');
-- @case system-column-ctid-7.1
SELECT ctid, * FROM scc_r
-- @case system-column-ctid-7.2
SELECT v FROM scc_r WHERE ctid = '(0,2)'
-- @case system-column-ctid-7.3
DELETE FROM scc_r WHERE ctid = '(0,1)' RETURNING ctid, v
