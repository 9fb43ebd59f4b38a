-- SQL that ORMs emit (issue 4's ORM must-holds), reduced to focused cases.
-- @setup
CREATE TABLE ou (id int PRIMARY KEY, email text NOT NULL);
CREATE TABLE op (id int PRIMARY KEY, author_id int NOT NULL, title text NOT NULL);
INSERT INTO ou VALUES (1, 'ada@example.com'), (2, 'bob@example.com'), (3, 'eve@example.com');
INSERT INTO op VALUES (1, 1, 'Engines'), (2, 1, 'Notes'), (3, 2, 'Hello'), (4, 99, 'Orphan');

-- 1: drizzle relational queries (LEFT JOIN LATERAL … ON true)
-- @case orm-queries-1.1
select "op"."id", "op_author"."data" as "author" from "op" "op" left join lateral (select json_build_array("op_author"."id", "op_author"."email") as "data" from (select * from "ou" "op_author" where "op_author"."id" = "op"."author_id" limit 1) "op_author") "op_author" on true order by "op"."id"
-- @case orm-queries-1.2
select "ou"."email", "ou_posts"."data" as "posts" from "ou" "ou" left join lateral (select coalesce(json_agg(json_build_array("ou_posts"."title") order by "ou_posts"."title" asc), '[]'::json) as "data" from (select * from "op" "ou_posts" where "ou_posts"."author_id" = "ou"."id" order by "ou_posts"."title" asc) "ou_posts") "ou_posts" on true order by "ou"."email" asc
-- @case orm-queries-1.3
select ou.id, x.title from ou left join lateral (select title from op where op.author_id = ou.id order by title limit 1) x on true order by ou.id
