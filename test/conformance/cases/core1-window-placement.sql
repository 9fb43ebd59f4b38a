-- Where window functions (and aggregates named through GROUP BY) may stand: PostgreSQL's 42P20 /
-- 42803 with the clause's own words; count() must be spelled count(*).
-- @setup
CREATE TABLE cwp (a int, b int);
INSERT INTO cwp VALUES (1, 2), (3, 4);
-- @case core1-window-placement-1.1
SELECT * FROM cwp x INNER JOIN cwp y ON row_number() OVER (ORDER BY x.a) < 10
-- @case core1-window-placement-1.2
SELECT rank() OVER (ORDER BY 1), count(*) FROM cwp GROUP BY 1
-- @case core1-window-placement-1.3
SELECT count(*) FROM cwp GROUP BY 1
-- @case core1-window-placement-1.4
SELECT rank() OVER (ORDER BY a) AS r FROM cwp GROUP BY r
-- @case core1-window-placement-1.5
DELETE FROM cwp RETURNING rank() OVER (ORDER BY random())
-- @case core1-window-placement-1.6
SELECT rank() OVER (ORDER BY rank() OVER (ORDER BY random()))
-- @case core1-window-placement-1.7
SELECT rank() OVER (PARTITION BY rank() OVER (ORDER BY random()))
-- @case core1-window-placement-1.8
INSERT INTO cwp VALUES (row_number() OVER (), 1)
-- @case core1-window-placement-1.9
UPDATE cwp SET a = row_number() OVER ()
-- @case core1-window-placement-1.10
SELECT * FROM (VALUES (row_number() OVER ())) v
-- @case core1-window-placement-1.11
SELECT count() OVER () FROM cwp
-- @case core1-window-placement-1.12
SELECT count() FROM cwp
-- @case core1-window-placement-1.13
SELECT a + 1 AS k, count(*) FROM cwp GROUP BY 1 ORDER BY 1
-- @case core1-window-placement-1.14
SELECT a AS k, sum(b) OVER () FROM cwp GROUP BY k, b ORDER BY 1
