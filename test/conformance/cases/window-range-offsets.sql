-- Window frames with offsets: RANGE offsets per key type (in_range), ROWS / GROUPS offsets, the
-- errors transformFrameOffset and the in_range functions give, and the output order a window
-- imposes on a query without ORDER BY.
-- @setup
CREATE TABLE wro_t (id int, i int, n numeric, f float8, d date, ts timestamp, iv interval);
INSERT INTO wro_t VALUES
  (1, 1, 1.5, -1, '2020-01-01', '2020-01-01 10:00', '1 day'),
  (2, 3, 2.25, 0, '2020-01-03', '2020-01-01 12:30', '2 days'),
  (3, 4, 2.5, 1.5, '2020-01-10', '2020-01-02 09:00', '3 days 12:00'),
  (4, 7, 7, 100, '2020-02-01', '2020-01-05 00:00', '1 week'),
  (5, 7, 8.75, 'Infinity', '2020-02-02', '2020-01-05 06:00', '10 days'),
  (6, 12, 12, 'NaN', '2021-01-01', '2020-02-01 00:00', '30 days');

-- 1: RANGE offsets by key type
-- @case window-range-offsets-1.1 ordered
SELECT id, i, sum(id) OVER (ORDER BY i RANGE BETWEEN 2 PRECEDING AND 1 FOLLOWING) FROM wro_t ORDER BY id
-- @case window-range-offsets-1.2 ordered
SELECT id, n, first_value(id) OVER w, last_value(id) OVER w FROM wro_t WINDOW w AS (ORDER BY n DESC RANGE BETWEEN 1.5 PRECEDING AND 0.5 FOLLOWING) ORDER BY id
-- @case window-range-offsets-1.3 ordered
SELECT id, f, first_value(id) OVER w, last_value(id) OVER w FROM wro_t WINDOW w AS (ORDER BY f RANGE BETWEEN 2 PRECEDING AND 2 FOLLOWING) ORDER BY id
-- @case window-range-offsets-1.4 ordered
SELECT id, d, count(*) OVER (ORDER BY d RANGE BETWEEN '7 days' PRECEDING AND CURRENT ROW) FROM wro_t ORDER BY id
-- @case window-range-offsets-1.5 ordered
SELECT id, ts, count(*) OVER (ORDER BY ts RANGE BETWEEN '1 day 2 hours' PRECEDING AND '3 hours' FOLLOWING) FROM wro_t ORDER BY id
-- @case window-range-offsets-1.6 ordered
SELECT id, iv, sum(id) OVER (ORDER BY iv RANGE BETWEEN '2 days' PRECEDING AND '2 days' FOLLOWING) FROM wro_t ORDER BY id

-- 2: offsets PostgreSQL refuses
-- @case window-range-offsets-2.1
SELECT sum(id) OVER (ORDER BY i RANGE BETWEEN -1 PRECEDING AND CURRENT ROW) FROM wro_t
-- @case window-range-offsets-2.2
SELECT sum(id) OVER (ORDER BY i RANGE BETWEEN NULL PRECEDING AND CURRENT ROW) FROM wro_t
-- @case window-range-offsets-2.3
SELECT sum(id) OVER (ORDER BY i RANGE BETWEEN i PRECEDING AND CURRENT ROW) FROM wro_t
-- @case window-range-offsets-2.4
SELECT sum(id) OVER (ORDER BY i ROWS BETWEEN x.y PRECEDING AND x.y FOLLOWING) FROM wro_t, (VALUES (1)) x(y)
-- @case window-range-offsets-2.5
SELECT sum(id) OVER (ORDER BY i GROUPS BETWEEN id PRECEDING AND CURRENT ROW) FROM wro_t
-- @case window-range-offsets-2.6
SELECT sum(id) OVER (ORDER BY i, id RANGE BETWEEN 1 PRECEDING AND CURRENT ROW) FROM wro_t
-- @case window-range-offsets-2.7
SELECT sum(id) OVER (ORDER BY d RANGE BETWEEN 1 PRECEDING AND CURRENT ROW) FROM wro_t
-- @case window-range-offsets-2.8
SELECT sum(id) OVER (ORDER BY f RANGE BETWEEN 'NaN' PRECEDING AND CURRENT ROW) FROM wro_t

-- 3: ROWS / GROUPS offsets, and the order a window gives the rows
-- @case window-range-offsets-3.1 ordered
SELECT id, sum(id) OVER (ORDER BY id ROWS BETWEEN 1 PRECEDING AND 1 FOLLOWING EXCLUDE CURRENT ROW) FROM wro_t ORDER BY id
-- @case window-range-offsets-3.2 ordered
SELECT id, i, sum(id) OVER (ORDER BY i GROUPS BETWEEN 1 PRECEDING AND CURRENT ROW) FROM wro_t ORDER BY id
-- @case window-range-offsets-3.3 ordered
SELECT ntile(NULL) OVER (ORDER BY id DESC), id FROM wro_t LIMIT 3
-- @case window-range-offsets-3.4 ordered
SELECT row_number() OVER (ORDER BY id DESC), id FROM wro_t LIMIT 3

-- 4: infinite offsets over float and numeric keys
-- @case window-range-offsets-4.1 ordered
SELECT id, f, first_value(id) OVER w, last_value(id) OVER w FROM wro_t WINDOW w AS (ORDER BY f RANGE BETWEEN 'inf' PRECEDING AND 'inf' FOLLOWING) ORDER BY id
-- @case window-range-offsets-4.2 ordered
SELECT id, f, first_value(id) OVER w, last_value(id) OVER w FROM wro_t WINDOW w AS (ORDER BY f DESC RANGE BETWEEN 'inf' PRECEDING AND 1 FOLLOWING) ORDER BY id
-- @case window-range-offsets-4.3 ordered
SELECT id, f, count(*) OVER w FROM wro_t WINDOW w AS (ORDER BY f RANGE BETWEEN 2 PRECEDING AND 'Infinity' FOLLOWING) ORDER BY id
-- @case window-range-offsets-4.4 ordered
SELECT id, n, sum(id) OVER w FROM wro_t WINDOW w AS (ORDER BY n RANGE BETWEEN 'Infinity' PRECEDING AND CURRENT ROW) ORDER BY id
-- @case window-range-offsets-4.5
SELECT sum(id) OVER (ORDER BY f RANGE BETWEEN '-inf' PRECEDING AND CURRENT ROW) FROM wro_t
