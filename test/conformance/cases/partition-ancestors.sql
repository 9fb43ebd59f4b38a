-- pg_partition_ancestors(regclass) in FROM: the partition tree from the relation up to its root;
-- no rows outside a partition tree; an untyped literal names the relation (was an internal error).
-- @setup
CREATE TABLE pa_root (a int) PARTITION BY RANGE (a);
CREATE TABLE pa_mid PARTITION OF pa_root FOR VALUES FROM (0) TO (100) PARTITION BY RANGE (a);
CREATE TABLE pa_leaf PARTITION OF pa_mid FOR VALUES FROM (0) TO (50);
CREATE TABLE pa_plain (a int);

-- @case partition-ancestors-1.1 ordered
SELECT * FROM pg_partition_ancestors('pa_leaf')
-- @case partition-ancestors-1.2 ordered
SELECT * FROM pg_partition_ancestors('pa_mid')
-- @case partition-ancestors-1.3
SELECT * FROM pg_partition_ancestors('pa_root')
-- @case partition-ancestors-1.4
SELECT * FROM pg_partition_ancestors('pa_plain')
-- @case partition-ancestors-1.5
SELECT * FROM pg_partition_ancestors(NULL)
-- @case partition-ancestors-1.6
SELECT * FROM pg_partition_ancestors('pa_nosuch')
-- @case partition-ancestors-1.7 ordered
SELECT relid, n FROM pg_partition_ancestors('pa_leaf'::regclass) WITH ORDINALITY AS x(relid, n)
