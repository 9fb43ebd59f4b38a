-- Numeric results at the stored format's limits (make_result: 131072 digits before the point,
-- 16383 after), products rounded to 16383 fraction digits, series that stop before an
-- unstorable step, and typmod coercions of literals, whose errors carry no position (the input
-- routine runs without the typmod; the length coercion after it reports none).
-- @case numeric-limits-1.1
SELECT trim_scale((0.1 - 2e-16383) * (0.1 - 3e-16383))
-- @case numeric-limits-1.2
SELECT round(5.5e131071, -131072)
-- @case numeric-limits-1.3
SELECT lcm(9999 * (10::numeric)^131068 + (10::numeric^131068 - 1), 2)
-- @case numeric-limits-1.4
SELECT 9e131071 + 9e131071
-- @case numeric-limits-1.5
SELECT length(i::text) FROM generate_series(9e131071, 9e131071, 9e131071) AS a(i)
-- @case numeric-limits-1.6
SELECT * FROM generate_series(4, 1.5, -0.5)
-- @case numeric-limits-1.7
SELECT numeric_inc(4.2), numeric_inc('nan'), numeric_inc('-inf')
-- @case numeric-limits-1.8
SELECT log(-12.34)
-- @case numeric-limits-1.9
SELECT log10(0::numeric)
-- @setup
CREATE TABLE nl_t (n numeric(4,4), c char(3), v varchar(2), i int, a varchar(2)[]);
-- @case numeric-limits-2.1
INSERT INTO nl_t (n) VALUES ('1.0')
-- @case numeric-limits-2.2
INSERT INTO nl_t (n) SELECT '1.0'
-- @case numeric-limits-2.3
INSERT INTO nl_t (c) VALUES ('abcd')
-- @case numeric-limits-2.4
INSERT INTO nl_t (v) VALUES ('abc')
-- @case numeric-limits-2.5
INSERT INTO nl_t (i) VALUES ('abc')
-- @case numeric-limits-2.6
UPDATE nl_t SET n = '2.0'
-- @case numeric-limits-2.7
SELECT '1.0'::numeric(4,4)
-- @case numeric-limits-2.8
INSERT INTO nl_t (a) VALUES ('{abc}')
-- @case numeric-limits-2.9
INSERT INTO nl_t (n) VALUES ('inf')
-- @case numeric-limits-2.10
INSERT INTO nl_t (n) VALUES ('abc')
