-- SQL that ORMs emit (issue 4's ORM must-holds), reduced to focused cases.
-- @setup
CREATE TABLE ou (id int PRIMARY KEY, email text NOT NULL);
CREATE TABLE op (id int PRIMARY KEY, author_id int NOT NULL, title text NOT NULL);
CREATE TABLE fk_parent (a int, b int, PRIMARY KEY (a, b));
CREATE TABLE fk_child (x int, y int, z int, FOREIGN KEY (y, z) REFERENCES fk_parent (a, b));
INSERT INTO ou VALUES (1, 'ada@example.com'), (2, 'bob@example.com'), (3, 'eve@example.com');
INSERT INTO op VALUES (1, 1, 'Engines'), (2, 1, 'Notes'), (3, 2, 'Hello'), (4, 99, 'Orphan');

-- 1: drizzle relational queries (LEFT JOIN LATERAL … ON true)
-- @case orm-queries-1.1
select "op"."id", "op_author"."data" as "author" from "op" "op" left join lateral (select json_build_array("op_author"."id", "op_author"."email") as "data" from (select * from "ou" "op_author" where "op_author"."id" = "op"."author_id" limit 1) "op_author") "op_author" on true order by "op"."id"
-- @case orm-queries-1.2
select "ou"."email", "ou_posts"."data" as "posts" from "ou" "ou" left join lateral (select coalesce(json_agg(json_build_array("ou_posts"."title") order by "ou_posts"."title" asc), '[]'::json) as "data" from (select * from "op" "ou_posts" where "ou_posts"."author_id" = "ou"."id" order by "ou_posts"."title" asc) "ou_posts") "ou_posts" on true order by "ou"."email" asc
-- @case orm-queries-1.3
select ou.id, x.title from ou left join lateral (select title from op where op.author_id = ou.id order by title limit 1) x on true order by ou.id

-- 2: scalar functions in FROM (TypeORM: SELECT * FROM current_schema())
-- @case orm-queries-2.1
SELECT * FROM current_schema()
-- @case orm-queries-2.2
SELECT * FROM current_database() AS db
-- @case orm-queries-2.3
SELECT s.x FROM upper('abc') AS s(x)
-- @case orm-queries-2.4
SELECT * FROM no_such_fn(1)

-- 3: set-returning functions in the SELECT list (TypeORM's foreign-key introspection, drizzle-kit's indexes)
-- @case orm-queries-3.1
SELECT unnest(ARRAY[1,2,3]) AS a, unnest(ARRAY['x','y']) AS b
-- @case orm-queries-3.2
SELECT id, unnest(ARRAY[id, id * 10]) AS v FROM ou ORDER BY id, v
-- @case orm-queries-3.3
SELECT x.a, x.i FROM ou CROSS JOIN LATERAL (SELECT unnest(ARRAY[ou.id, 7]), generate_subscripts(ARRAY[ou.id, 7], 1) + 1) AS x(a, i) ORDER BY 1, 2
-- @case orm-queries-3.4
SELECT c.relname, unnest(con.conkey) AS parent, unnest(con.confkey) AS child FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid WHERE con.contype = 'f' AND c.relname = 'fk_child' ORDER BY 2
-- @case orm-queries-3.5
SELECT unnest(NULL::int[]) AS n
-- @case orm-queries-3.6
SELECT 1 AS one, unnest('{}'::text[]) AS e
-- @case orm-queries-3.7
SELECT * FROM ou CROSS JOIN LATERAL (SELECT unnest(ARRAY[ou.id, 5]) AS v) x ORDER BY 1, 3
-- @case orm-queries-3.8
SELECT ou.id, x.* FROM ou LEFT JOIN LATERAL (SELECT unnest(CASE WHEN ou.id = 2 THEN '{}'::int[] ELSE ARRAY[ou.id] END) AS v) x ON true ORDER BY 1

-- 4: regtype input of quoted, schema-qualified names (TypeORM: ('"' || udt_schema || '"."' || udt_name || '"')::regtype::text)
-- @case orm-queries-4.1
SELECT '"pg_catalog"."int4"'::regtype::text AS a, 'pg_catalog.timestamptz'::regtype AS b, '"varchar"'::regtype AS c, 'INT8'::regtype AS d
-- @case orm-queries-4.2
SELECT ('"' || 'pg_catalog' || '"."' || t || '"')::regtype::text AS r FROM (VALUES ('text'), ('numeric'), ('bool')) v(t) ORDER BY 1
-- @case orm-queries-4.3
SELECT '"public"."int4"'::regtype
-- @case orm-queries-4.4
SELECT attname, atttypid = 'int4'::regtype, 'text'::regtype = atttypid FROM pg_attribute WHERE attrelid = 'ou'::regclass AND attnum > 0 ORDER BY attnum
-- @case orm-queries-4.5
SELECT '23'::regtype, 'int8'::regtype::oid, 'bool'::regtype::int4, format_type('numeric'::regtype, NULL), 'float8'::regtype::text || '!', pg_typeof('int4'::regtype)
-- @case orm-queries-4.6
SELECT typname FROM pg_type WHERE oid IN ('int4'::regtype, 'text'::regtype) ORDER BY 1
-- @case orm-queries-4.7
SELECT ARRAY['int4'::regtype, 'date'::regtype], 'int4'::regtype < 'text'::regtype, COALESCE(NULL, 'uuid'::regtype)
