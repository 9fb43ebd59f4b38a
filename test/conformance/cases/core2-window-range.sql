-- Window frames RANGE BETWEEN <offset> PRECEDING / FOLLOWING over every key type with an
-- in_range function: integers, float, numeric, date, timestamp, time, timetz, interval; and
-- PostgreSQL's errors for offsets of the wrong type, negative or NaN offsets, several ORDER BY keys.
-- @setup
CREATE TABLE c2_num (id int, f4 float4, f8 float8, n numeric, i2 int2, i8 int8);
INSERT INTO c2_num VALUES (0, '-infinity', '-infinity', '-infinity', -32000, -9000000000), (1, -3, -3, -3, -3, -3), (2, -1, -1, -1, -1, -1),
  (3, 0, 0, 0, 0, 0), (4, 1.1, 1.1, 1.1, 1, 1), (5, 1.12, 1.12, 1.12, 1, 1), (6, 2, 2, 2, 2, 2), (7, 100, 100, 100, 100, 100),
  (8, 'infinity', 'infinity', 'infinity', 32000, 9000000000), (9, 'NaN', 'NaN', 'NaN', NULL, NULL);
CREATE TABLE c2_dt (id int, t time, tz timetz, iv interval, ts timestamp, tstz timestamptz, d date);
INSERT INTO c2_dt VALUES
  (1, '11:00', '11:00 BST', '1 year', '2000-10-19 10:23:54', '2000-10-19 10:23:54+01', '2000-10-19'),
  (2, '12:00', '12:00 BST', '2 years', '2001-10-19 10:23:54', '2001-10-19 10:23:54+01', '2000-10-20'),
  (3, '13:00', '13:00 BST', '3 years', '2001-10-21 10:23:54', '2001-10-21 10:23:54+01', '2000-10-25'),
  (4, '14:00', '14:00 BST', '4 years', '2002-10-19 10:23:54', '2002-10-19 10:23:54+01', '2000-11-19'),
  (5, '15:00', '15:00 BST', '5 years 3 days', '2003-10-19 10:23:54', '2003-10-19 10:23:54+01', '2001-10-19'),
  (7, '17:00', '17:00 BST', '7 years', '2005-10-19 10:23:54', '2005-10-19 10:23:54+01', '2003-01-01'),
  (8, '18:00', '18:00 BST', '8 years', '2006-10-19 10:23:54', '2006-10-19 10:23:54+01', '2003-01-02');

-- @case core2-window-range-1.1 ordered
SELECT id, f4, first_value(id) OVER w, last_value(id) OVER w FROM c2_num WINDOW w AS (ORDER BY f4 RANGE BETWEEN 1 PRECEDING AND 1.1::float4 FOLLOWING) ORDER BY id
-- @case core2-window-range-1.2 ordered
SELECT id, f8, first_value(id) OVER w, last_value(id) OVER w FROM c2_num WINDOW w AS (ORDER BY f8 RANGE BETWEEN 1 PRECEDING AND 1 FOLLOWING) ORDER BY id
-- @case core2-window-range-1.3 ordered
SELECT id, n, first_value(id) OVER w, last_value(id) OVER w FROM c2_num WINDOW w AS (ORDER BY n RANGE BETWEEN 1 PRECEDING AND 1.1 FOLLOWING) ORDER BY id
-- @case core2-window-range-1.4 ordered
SELECT id, i2, sum(id) OVER (ORDER BY i2 RANGE BETWEEN 2::int8 PRECEDING AND 1::int2 FOLLOWING) FROM c2_num ORDER BY id
-- @case core2-window-range-1.5 ordered
SELECT id, i8, count(*) OVER (ORDER BY i8 DESC RANGE BETWEEN 3 PRECEDING AND CURRENT ROW) FROM c2_num ORDER BY id
-- @case core2-window-range-1.6 ordered
SELECT id, t, first_value(id) OVER w, last_value(id) OVER w FROM c2_dt WINDOW w AS (ORDER BY t RANGE BETWEEN '70 min'::interval PRECEDING AND '2 hours'::interval FOLLOWING) ORDER BY id
-- @case core2-window-range-1.7 ordered
SELECT id, t, first_value(id) OVER w, last_value(id) OVER w FROM c2_dt WINDOW w AS (ORDER BY t DESC RANGE BETWEEN '70 min' PRECEDING AND '2 hours' FOLLOWING) ORDER BY id
-- @case core2-window-range-1.8 ordered
SELECT id, tz, first_value(id) OVER w, last_value(id) OVER w FROM c2_dt WINDOW w AS (ORDER BY tz RANGE BETWEEN '70 min'::interval PRECEDING AND '2 hours'::interval FOLLOWING) ORDER BY id
-- @case core2-window-range-1.9 ordered
SELECT id, iv, first_value(id) OVER w, last_value(id) OVER w FROM c2_dt WINDOW w AS (ORDER BY iv RANGE BETWEEN '1 year'::interval PRECEDING AND '1 year'::interval FOLLOWING) ORDER BY id
-- @case core2-window-range-1.10 ordered
SELECT id, iv, sum(id) OVER (ORDER BY iv DESC RANGE BETWEEN '1 year 2 days' PRECEDING AND '30 days' FOLLOWING) FROM c2_dt ORDER BY id
-- @case core2-window-range-1.11 ordered
SELECT id, ts, sum(id) OVER (ORDER BY ts RANGE BETWEEN '366 days' PRECEDING AND '2 days 1 hour' FOLLOWING) FROM c2_dt ORDER BY id
-- @case core2-window-range-1.12 ordered
SELECT id, d, sum(id) OVER (ORDER BY d RANGE BETWEEN '1 day' PRECEDING AND '5 days 12 hours' FOLLOWING) FROM c2_dt ORDER BY id
-- @case core2-window-range-2.1
SELECT sum(id) OVER (ORDER BY d, id RANGE BETWEEN '1 day'::interval PRECEDING AND '2 days'::interval FOLLOWING) FROM c2_dt
-- @case core2-window-range-2.2
SELECT sum(id) OVER (RANGE BETWEEN '1 day'::interval PRECEDING AND '2 days'::interval FOLLOWING) FROM c2_dt
-- @case core2-window-range-2.3
SELECT sum(id) OVER (ORDER BY id::text RANGE BETWEEN '1 day'::interval PRECEDING AND '2 days'::interval FOLLOWING) FROM c2_dt
-- @case core2-window-range-2.4
SELECT max(d) OVER (ORDER BY d RANGE BETWEEN 1 PRECEDING AND 2 FOLLOWING) FROM c2_dt
-- @case core2-window-range-2.5
SELECT max(d) OVER (ORDER BY id RANGE BETWEEN '1 year'::interval PRECEDING AND '2 years'::interval FOLLOWING) FROM c2_dt
-- @case core2-window-range-2.6
SELECT max(d) OVER (ORDER BY id RANGE BETWEEN -1 PRECEDING AND 2 FOLLOWING) FROM c2_dt
-- @case core2-window-range-2.7
SELECT max(d) OVER (ORDER BY d RANGE BETWEEN '1 year'::interval PRECEDING AND '-2 years'::interval FOLLOWING) FROM c2_dt
-- @case core2-window-range-2.8
SELECT id FROM c2_num WINDOW w AS (ORDER BY f8 RANGE BETWEEN 1.1 PRECEDING AND 'NaN' FOLLOWING) ORDER BY first_value(id) OVER w
-- @case core2-window-range-2.9
SELECT first_value(id) OVER (ORDER BY n RANGE BETWEEN 1 PRECEDING AND 1.1::float8 FOLLOWING) FROM c2_num
-- @case core2-window-range-2.10
SELECT max(id) OVER (ORDER BY iv RANGE BETWEEN '-1 day'::interval PRECEDING AND CURRENT ROW) FROM c2_dt
