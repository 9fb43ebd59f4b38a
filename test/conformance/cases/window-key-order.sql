-- Which error comes first when several window keys would fail on a row: PostgreSQL computes the
-- keys per row for the first window first, each window's ORDER BY keys before its PARTITION BY
-- keys; rows the WHERE clause drops are never reached.
-- @setup
CREATE TABLE wk (ra integer, a0 text, a1 integer);
INSERT INTO wk VALUES (1, 'x', 1), (2, 'b', 0), (3, 'é', 2);
CREATE TABLE wk_empty (ra integer, a0 text, a1 integer);
-- 1: two windows, the first window's ORDER BY key fails before the second's PARTITION BY key
-- @case window-key-order-1.1
SELECT ra, row_number() OVER (ORDER BY (a0)::date, ra), count(*) OVER (PARTITION BY (a0)::integer[]) FROM wk
-- @case window-key-order-1.2
SELECT ra, row_number() OVER (ORDER BY (a0)::integer[], ra), count(*) OVER (PARTITION BY (a0)::date) FROM wk
-- @case window-key-order-1.3
SELECT ra, row_number() OVER (ORDER BY ('x'::text)::date, ra), count(*) OVER (PARTITION BY ('0'::text)::text[]) FROM wk
-- @case window-key-order-1.4
SELECT ra, row_number() OVER (ORDER BY (a0)::uuid, ra), count(*) OVER (PARTITION BY date_trunc(a0, now())) FROM wk
-- 2: one window, ORDER BY before PARTITION BY
-- @case window-key-order-2.1
SELECT ra, count(*) OVER (PARTITION BY (a0)::integer[] ORDER BY (a0)::date) FROM wk
-- @case window-key-order-2.2
SELECT ra, count(*) OVER (PARTITION BY (a0)::date ORDER BY (a0)::integer[]) FROM wk
-- @case window-key-order-2.3
SELECT ra, count(*) OVER (PARTITION BY 10 / a1 ORDER BY (a0)::uuid) FROM wk
-- 3: three windows, a named window, a plain column key between
-- @case window-key-order-3.1
SELECT ra, rank() OVER (ORDER BY ra), sum(a1) OVER (PARTITION BY 10 / a1), count(*) OVER (ORDER BY (a0)::date) FROM wk
-- @case window-key-order-3.2
SELECT ra, sum(a1) OVER w, count(*) OVER (PARTITION BY (a0)::integer[]) FROM wk WINDOW w AS (ORDER BY (a0)::uuid)
-- 4: the keys of rows that WHERE drops are not computed
-- @case window-key-order-4.1
SELECT ra, row_number() OVER (ORDER BY (a0)::date), count(*) OVER (PARTITION BY (a0)::integer[]) FROM wk WHERE ra > 5
-- @case window-key-order-4.2
SELECT ra, row_number() OVER (ORDER BY 10 / a1), count(*) OVER (PARTITION BY (a0)::integer[]) FROM wk WHERE a1 <> 0 AND a0 = '{1}'
-- @case window-key-order-4.3
SELECT ra, row_number() OVER (ORDER BY 10 / a1, ra), count(*) OVER (PARTITION BY a0) FROM wk WHERE a1 <> 0 ORDER BY ra
-- @case window-key-order-4.4
SELECT ra, row_number() OVER (ORDER BY ('x'::text)::date), count(*) OVER (PARTITION BY ('0'::text)::text[]) FROM wk WHERE ra > 5
-- @case window-key-order-4.5
SELECT ra, row_number() OVER (ORDER BY ('x'::text)::date), count(*) OVER (PARTITION BY ('0'::text)::text[]) FROM wk_empty
-- 5: keys that cannot fail keep their answers
-- @case window-key-order-5.1
SELECT ra, row_number() OVER (ORDER BY a0, ra), count(*) OVER (PARTITION BY a1 % 2), sum(ra) OVER (PARTITION BY a1 % 2 ORDER BY ra) FROM wk ORDER BY ra
-- @case window-key-order-5.2
SELECT ra, row_number() OVER (ORDER BY length(a0) DESC, ra), lag(ra) OVER (PARTITION BY a1 > 0 ORDER BY ra) FROM wk ORDER BY ra
-- @case window-key-order-5.3
SELECT a1 % 2 AS k, count(*), rank() OVER (ORDER BY a1 % 2) FROM wk GROUP BY a1 % 2 ORDER BY k
