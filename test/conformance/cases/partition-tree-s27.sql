-- pg_partition_tree(regclass) in FROM (partition_info.sql, create_index.sql): the relation and
-- every partition below it, breadth first, with its parent, whether it is a leaf and its level;
-- no rows for a table outside a partition tree, for NULL or an OID no relation has. And
-- pg_partition_root's argument is a regclass (an untyped literal names the relation).
-- @setup
CREATE TABLE ptt (a int, b int) PARTITION BY range (a);
CREATE TABLE ptt0 PARTITION OF ptt FOR VALUES FROM (minvalue) TO (0) PARTITION BY list (b);
CREATE TABLE ptt01 PARTITION OF ptt0 FOR VALUES IN (1);
CREATE TABLE ptt1 PARTITION OF ptt FOR VALUES FROM (0) TO (100) PARTITION BY list (b);
CREATE TABLE ptt11 PARTITION OF ptt1 FOR VALUES IN (1);
CREATE TABLE ptt2 PARTITION OF ptt FOR VALUES FROM (100) TO (200);
CREATE TABLE ptt3 PARTITION OF ptt FOR VALUES FROM (200) TO (maxvalue) PARTITION BY list (b);
CREATE TABLE ptt_plain (a int);
CREATE TABLE ptt_parent (a int);
CREATE TABLE ptt_child () INHERITS (ptt_parent);
-- @case partition-tree-s27-1
SELECT * FROM pg_partition_tree(NULL)
-- @case partition-tree-s27-2
SELECT * FROM pg_partition_tree(0)
-- @case partition-tree-s27-3
SELECT relid, parentrelid, level, isleaf FROM pg_partition_tree('ptt')
-- @case partition-tree-s27-4
SELECT relid, parentrelid, level, isleaf FROM pg_partition_tree('ptt0') p JOIN pg_class c ON (p.relid = c.oid)
-- @case partition-tree-s27-5
SELECT relid, parentrelid, level, isleaf FROM pg_partition_tree('ptt01')
-- @case partition-tree-s27-6
SELECT relid, parentrelid, level, isleaf FROM pg_partition_tree('ptt3')
-- @case partition-tree-s27-7
SELECT * FROM pg_partition_tree('ptt_plain')
-- @case partition-tree-s27-8
SELECT * FROM pg_partition_tree('ptt_parent')
-- @case partition-tree-s27-9
SELECT relid FROM pg_partition_tree('ptt') WHERE isleaf
-- @case partition-tree-s27-10
SELECT n, relid FROM pg_partition_tree('ptt'::regclass) WITH ORDINALITY t(relid, p, l, lv, n)
-- @case partition-tree-s27-11
SELECT * FROM pg_partition_tree('no_such_table')
-- @case partition-tree-s27-12
SELECT pg_partition_root('ptt01'), pg_partition_root('ptt_plain'), pg_partition_root('ptt')
-- @case partition-tree-s27-13
SELECT sum(level), count(*) FILTER (WHERE isleaf) FROM pg_partition_tree('ptt')
-- In a SELECT list, pg_partition_ancestors is a set-returning function too (it answered one row,
-- the relation itself, for every relation); pg_options_to_table and aclexplode print records.
-- @case partition-tree-s27-14
SELECT pg_partition_ancestors('ptt01')
-- @case partition-tree-s27-15
SELECT pg_partition_ancestors('ptt_plain')
-- @case partition-tree-s27-16
SELECT relname, pg_partition_ancestors(oid) FROM pg_class WHERE relname IN ('ptt', 'ptt1', 'ptt11', 'ptt_plain') ORDER BY 1, 2
-- @case partition-tree-s27-17
SELECT pg_options_to_table(ARRAY['a=1', 'b=2', 'c'])
-- @case partition-tree-s27-18
SELECT (pg_options_to_table(ARRAY['a=1', 'b'])).option_value
-- @setup
CREATE TABLE ptt_acl (a int);
GRANT SELECT ON ptt_acl TO public;
-- @case partition-tree-s27-19
SELECT (aclexplode(relacl)).privilege_type, (aclexplode(relacl)).grantee FROM pg_class WHERE relname = 'ptt_acl' ORDER BY 1, 2
-- pg_partition_tree in a SELECT list: records whose regclass fields print names
-- @case partition-tree-s27-20
SELECT pg_partition_tree('ptt1')
-- @case partition-tree-s27-21
SELECT (pg_partition_tree('ptt')).relid, (pg_partition_tree('ptt')).level
-- @case partition-tree-s27-22
SELECT c.relname, pg_partition_tree(c.oid) FROM pg_class c WHERE c.relname IN ('ptt0', 'ptt2') ORDER BY 1, 2::text
