-- pg_snapshot and txid_snapshot (PostgreSQL 15 xid8funcs.c) given as values: input checks,
-- output, xmin/xmax, the in-progress list as a set-returning function, visibility, and the
-- operators and casts PostgreSQL does not have.

-- 1: input and output
-- @case snapshot-types-1.1
SELECT '12:13:'::pg_snapshot, '12:18:14,16'::pg_snapshot, '12:16:14,14'::pg_snapshot, '1:9223372036854775807:3'::pg_snapshot, '12:20:13,15,18,'::pg_snapshot, '+12:13:'::pg_snapshot, '12:13:'::txid_snapshot
-- @case snapshot-types-1.2
SELECT '31:12:'::pg_snapshot
-- @case snapshot-types-1.3
SELECT '0:1:'::pg_snapshot
-- @case snapshot-types-1.4
SELECT '12:13:0'::pg_snapshot
-- @case snapshot-types-1.5
SELECT '12:16:14,13'::pg_snapshot
-- @case snapshot-types-1.6
SELECT '1:9223372036854775808:3'::pg_snapshot
-- @case snapshot-types-1.7
SELECT '12:13: '::pg_snapshot
-- @case snapshot-types-1.8
SELECT '12:13:0'::txid_snapshot

-- 2: functions over a column
-- @setup
CREATE TABLE snap_t (nr integer, snap pg_snapshot, tsnap txid_snapshot);
INSERT INTO snap_t VALUES (1, '12:13:', '12:13:'), (2, '12:20:13,15,18', '12:20:13,15,18'), (3, '100001:100009:100005,100007,100008', '100001:100009:100005,100007,100008');
-- @case snapshot-types-2.1 ordered
SELECT nr, pg_snapshot_xmin(snap), pg_snapshot_xmax(snap), pg_snapshot_xip(snap) FROM snap_t ORDER BY nr
-- @case snapshot-types-2.2 ordered
SELECT nr, txid_snapshot_xmin(tsnap), txid_snapshot_xmax(tsnap), txid_snapshot_xip(tsnap), pg_typeof(txid_snapshot_xip(tsnap)) FROM snap_t ORDER BY nr
-- @case snapshot-types-2.3
SELECT id, pg_visible_in_snapshot(id::text::xid8, snap), txid_visible_in_snapshot(id, tsnap) FROM snap_t, generate_series(11, 21) id WHERE nr = 2 ORDER BY id
-- @case snapshot-types-2.4
SELECT pg_typeof(pg_snapshot_xmin(snap)), pg_typeof(txid_snapshot_xmax(tsnap)) FROM snap_t WHERE nr = 1

-- 3: values and the set-returning form in FROM
-- @case snapshot-types-3.1
SELECT pg_visible_in_snapshot('1000100010001012', '1000100010001000:1000100010001100:1000100010001012,1000100010001013'), pg_visible_in_snapshot('1000100010001015', '1000100010001000:1000100010001100:1000100010001012,1000100010001013'), txid_visible_in_snapshot(-1, '12:13:')
-- @case snapshot-types-3.2 ordered
SELECT * FROM pg_snapshot_xip('12:20:13,15,18') WITH ORDINALITY
-- @case snapshot-types-3.3
SELECT * FROM txid_snapshot_xip('12:20:')

-- 4: no operators, no casts between the two
-- @case snapshot-types-4.1
SELECT '12:13:'::pg_snapshot = '12:13:'::pg_snapshot
-- @case snapshot-types-4.2
SELECT '12:13:'::pg_snapshot::txid_snapshot
