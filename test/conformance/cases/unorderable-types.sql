-- Types PostgreSQL cannot order or group (get_sort_group_operators): xid has a hash operator
-- class only (groups, de-duplicates and matches, but ORDER BY, a window's ORDER BY, GREATEST and
-- DISTINCT aggregates are 42883), json and the snapshots have no operator class at all, and
-- min/max do not exist for xid, tsvector, tsquery or snapshots.

-- @setup
CREATE TABLE unord_t (x xid, xs xid[], s pg_snapshot, j json, v tsvector);
INSERT INTO unord_t VALUES ('1', '{1}', '10:20:', '1', 'a'), ('2', '{2}', '10:20:', '2', 'b'), ('2', '{2}', NULL, NULL, NULL);

-- 1: xid groups but does not order
-- @case unorderable-types-1.1
SELECT x FROM unord_t ORDER BY x
-- @case unorderable-types-1.2
SELECT x, count(*) FROM unord_t GROUP BY x ORDER BY x::text
-- @case unorderable-types-1.3
SELECT DISTINCT x FROM unord_t ORDER BY x::text
-- @case unorderable-types-1.4
SELECT x FROM unord_t UNION SELECT x FROM unord_t ORDER BY 1
-- @case unorderable-types-1.5
SELECT x::text FROM (SELECT x FROM unord_t UNION SELECT x FROM unord_t) s ORDER BY 1
-- @case unorderable-types-1.6
SELECT row_number() OVER (ORDER BY x) FROM unord_t
-- @case unorderable-types-1.7
SELECT count(*) OVER (PARTITION BY x) FROM unord_t ORDER BY 1
-- @case unorderable-types-1.8
SELECT count(DISTINCT x) FROM unord_t
-- @case unorderable-types-1.9
SELECT xs FROM unord_t ORDER BY xs
-- @case unorderable-types-1.10
SELECT GREATEST(x, '3'::xid) FROM unord_t
-- @case unorderable-types-1.11
SELECT x::text FROM unord_t WHERE x IN (SELECT x FROM unord_t WHERE x = '2'::xid) ORDER BY 1

-- 2: no min/max
-- @case unorderable-types-2.1
SELECT min(x) FROM unord_t
-- @case unorderable-types-2.2
SELECT max(v) FROM unord_t
-- @case unorderable-types-2.3
SELECT min(v::text) FROM unord_t
-- @case unorderable-types-2.4
SELECT max('a'::tsquery)
-- @case unorderable-types-2.5
SELECT min(s) FROM unord_t

-- 3: no operator class at all
-- @case unorderable-types-3.1
SELECT s FROM unord_t GROUP BY s
-- @case unorderable-types-3.2
SELECT DISTINCT s FROM unord_t
-- @case unorderable-types-3.3
SELECT array_agg(DISTINCT j) FROM unord_t
-- @case unorderable-types-3.4
SELECT j FROM unord_t ORDER BY j
-- @case unorderable-types-3.5
SELECT count(DISTINCT s) FROM unord_t
