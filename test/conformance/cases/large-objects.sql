-- Large objects: the lo_* functions on objects made in the setup (every case runs in BEGIN … ROLLBACK).
-- @setup
SELECT lo_from_bytea(424242, '\x68656c6c6f20776f726c64');
SELECT lo_create(434343);

-- @case large-objects-1.1
SELECT lo_get(424242)
-- @case large-objects-1.2
SELECT lo_get(424242, 6, 5)
-- @case large-objects-1.3
SELECT lo_put(424242, 13, '\x2121')
-- @case large-objects-1.4
SELECT lo_create(424242)
-- @case large-objects-1.5
SELECT lo_unlink(434343)
-- @case large-objects-1.6
SELECT lo_unlink(999999)
-- @case large-objects-1.7
SELECT lo_get(999999)
-- @case large-objects-1.8
SELECT lo_open(424242, 262144)
-- @case large-objects-1.9
SELECT loread(7, 10)
-- @case large-objects-1.10
SELECT lo_get(434343)
-- @case large-objects-1.11
SELECT oid, pg_get_userbyid(lomowner) AS owner, lomacl::text FROM pg_largeobject_metadata WHERE oid IN (424242, 434343) ORDER BY oid
-- @case large-objects-1.12
SELECT loid, pageno, data FROM pg_largeobject WHERE loid = 424242
