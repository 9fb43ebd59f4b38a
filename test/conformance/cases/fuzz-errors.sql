-- Errors found by the differential fuzzer (test/fuzz): functions, casts, operators and plan
-- shapes that raised where PostgreSQL 15 does not, not where it does, or with another SQLSTATE.
-- @setup
CREATE TABLE fe0 (a int, t text);
CREATE TABLE fe1 (b int, t text, d date);
INSERT INTO fe1 VALUES (0, 'A', '1995-11-08'), (1, '2000-01-01', '2000-01-01');
-- Family 1: INTERSECT / EXCEPT read their right arm in full even when the left arm is empty.
-- @case fuzz-errors-1.1
SELECT NULL::timestamp FROM fe0 EXCEPT SELECT t::timestamp FROM fe1
-- @case fuzz-errors-1.2
SELECT NULL::date FROM fe0 INTERSECT ALL SELECT d + 2147483647 FROM fe1
-- @case fuzz-errors-1.3
SELECT NULL::bigint FROM fe0 EXCEPT ALL SELECT 9223372036854775807 * (b + 2) FROM fe1
-- @case fuzz-errors-1.4
SELECT NULL::int FROM fe0 INTERSECT SELECT 1 / b FROM fe1
-- @case fuzz-errors-1.6
SELECT a, t FROM fe0 EXCEPT SELECT b, t FROM fe1
-- @case fuzz-errors-1.7
SELECT b FROM fe1 INTERSECT ALL SELECT b FROM fe1 WHERE b > 0
-- @case fuzz-errors-1.8
SELECT b, t FROM fe1 EXCEPT ALL SELECT NULL, NULL ORDER BY 1
-- @case fuzz-errors-1.9
SELECT NULL::numeric FROM fe0 INTERSECT SELECT 1.0 / b FROM fe1
-- @case fuzz-errors-1.10
SELECT x FROM (SELECT NULL::numeric AS x FROM fe0 EXCEPT ALL SELECT 1.5 FROM fe1) s
-- @case fuzz-errors-1.11
SELECT 1.50::numeric INTERSECT SELECT 1.5 FROM fe1 WHERE b = 1
-- Family 2: lpad / rpad with nothing to pad with keep the string (no length limit); a length
-- past the 1 GB limit with a fill is 54000.
-- @case fuzz-errors-2.1
SELECT rpad('ab', 2147483647, ''), lpad('Zz', 2147483647, ''), rpad('abc', 2, ''), lpad('abc', 5, '')
-- @case fuzz-errors-2.2
SELECT rpad('ab', 2147483647)
-- @case fuzz-errors-2.3
SELECT lpad('ab', 536870911, 'x')
-- @case fuzz-errors-2.4
SELECT length(lpad(t, 600000000, '')) FROM fe1
-- Family 3: gcd / lcm overflow names their type.
-- @case fuzz-errors-3.1
SELECT lcm(-1::bigint, -9223372036854775808::bigint)
-- @case fuzz-errors-3.2
SELECT gcd(-9223372036854775808::bigint, 0::bigint)
-- @case fuzz-errors-3.3
SELECT lcm(4611686018427387904::bigint, 3::bigint)
-- @case fuzz-errors-3.4
SELECT lcm(-2147483648, -1)
-- @case fuzz-errors-3.5
SELECT gcd(-2147483648, 0)
-- Family 4: a POSIX time zone whose name has one or two letters (`a1` is one hour west).
-- @case fuzz-errors-4.1
SELECT timezone('a1', '2022-05-13 16:23:45+05'::timestamptz), timezone('x25', '2022-05-13 16:23:45+05'::timestamptz), timezone('ab-3:30', '2022-05-13 16:23:45+05'::timestamptz), timezone('a+1', '2022-05-13 16:23:45+05'::timestamptz)
-- @case fuzz-errors-4.2
SELECT timezone('a1', '12:00+00'::timetz), timezone('a1', '2022-05-13 16:23:45'::timestamp), '2022-05-13 16:23:45 a1'::timestamptz
-- @case fuzz-errors-4.3
SELECT timezone('a%b_c', '12:00+00'::timetz)
-- @case fuzz-errors-4.4
SELECT timezone('abc', now())
-- Family 5: regular-expression quantifiers PostgreSQL's parser refuses.
-- @case fuzz-errors-5.1
SELECT 'Zz' !~* '{1,NULL,3}'
-- @case fuzz-errors-5.2
SELECT 'x' ~ 'x{1,NULL,3}'
-- @case fuzz-errors-5.3
SELECT 'x' ~ '^*'
-- @case fuzz-errors-5.4
SELECT 'x' ~ 'a{1,2'
-- @case fuzz-errors-5.5
SELECT 'x' ~ '$*'
-- @case fuzz-errors-5.6
SELECT 'x' ~ 'a{256}'
-- @case fuzz-errors-5.7
SELECT regexp_replace('a', '(|*)', 'b')
-- @case fuzz-errors-5.8
SELECT 'x' ~ '{1', 'x' ~ 'a{2,1}'
-- @case fuzz-errors-5.9
SELECT 'x{' ~ 'x{', 'x' ~ 'a{,2}', 'xx' ~ '^x{1,}$', 'x' ~ 'a*?', '{}' ~ '{}', 'a{' ~ '[a{]*', 'aa' ~ 'a{255}', 'ab' ~ 'a\y*' IS NULL
-- @case fuzz-errors-5.10
SELECT regexp_match('aaa', 'a{1,2}?'), regexp_match('x', '(?:x)*'), substring('abc' from 'b{1}')
-- Family 6: date compared with timestamp / timestamptz by the cross-type operators: a date past
-- the timestamp range is larger than every finite timestamp and smaller than infinity.
-- @case fuzz-errors-6.1
SELECT '1990-06-04 03:13:59'::timestamp < '4707248-07-22'::date, '4707248-07-22'::date > '1990-06-04'::timestamp, '4707248-07-22'::date = '1990-06-04'::timestamptz, '1990-06-04'::timestamptz <> '4707248-07-22'::date, '4707248-07-22'::date < 'infinity'::timestamp, '4707248-07-22'::date >= 'infinity'::timestamptz
-- @case fuzz-errors-6.2
SELECT '1990-06-04'::timestamp IN ('4707248-07-22'::date), '4707248-07-22'::date IN ('1990-06-04'::timestamp, 'infinity'), '2000-01-01'::date IN ('2000-01-01'::timestamp), '2000-01-01'::date NOT IN ('2000-01-01'::timestamptz)
-- @case fuzz-errors-6.3
SELECT '1990-06-04'::timestamp BETWEEN '1990-01-01'::date AND '5874897-12-31'::date, ('1990-06-04'::timestamp < (hashtext('ab') + '2017-03-17'::date))
-- @case fuzz-errors-6.4
SELECT d, d < '2000-01-01 00:00:01'::timestamp, d = '2000-01-01'::timestamptz FROM fe1 ORDER BY b
-- @case fuzz-errors-6.5
SELECT GREATEST('4707248-07-22'::date, '1990-06-04'::timestamp)
-- @case fuzz-errors-6.6
SELECT '4707248-07-22'::date::timestamp
-- Family 7: time / timetz input reads a plain number as hhmm or hhmmss only (DecodeTimeOnly).
-- @case fuzz-errors-7.1
SELECT '0'::timetz
-- @case fuzz-errors-7.2
SELECT '0'::time
-- @case fuzz-errors-7.3
SELECT '0 +03'::timetz
-- @case fuzz-errors-7.4
SELECT '1230'::time, '123456'::time, '1230 +03'::timetz, '040506.789'::time, '04:05 PM'::time
-- @case fuzz-errors-7.5
SELECT ('0'::text)::time with time zone <= '00:00:00+00'::time with time zone
-- @case fuzz-errors-7.6
SELECT '123'::time
-- @case fuzz-errors-7.7
SELECT '12.5'::time
-- Family 8: an EXISTS subquery's conditions on the outer row alone are tested for every outer
-- row, whether or not the subquery has rows (semi-join filter or one-time filter); not under
-- NOT EXISTS (an anti-join tests them at the join).
-- @setup
CREATE TABLE fx0 (a text, n int);
CREATE TABLE fx1 (b int);
INSERT INTO fx0 VALUES ('zz', 0);
-- @case fuzz-errors-8.1
SELECT a FROM fx0 WHERE EXISTS (SELECT 1 FROM fx1 WHERE a::bool)
-- @case fuzz-errors-8.2
SELECT a, EXISTS (SELECT 1 FROM fx1 WHERE a::bool) FROM fx0
-- @case fuzz-errors-8.3
SELECT a FROM fx0 WHERE NOT EXISTS (SELECT 1 FROM fx1 WHERE a::bool)
-- @case fuzz-errors-8.4
SELECT a FROM fx0 WHERE a = 'q' OR EXISTS (SELECT 1 FROM fx1 WHERE a::bool)
-- @case fuzz-errors-8.5
SELECT a FROM fx0 WHERE EXISTS (SELECT 1 FROM fx1 WHERE b > 0 AND 1 / n > 0)
-- @case fuzz-errors-8.6
SELECT a FROM fx0 WHERE EXISTS (SELECT 1 FROM fx1 WHERE fx0.a::bool LIMIT 1)
-- @case fuzz-errors-8.7
SELECT a FROM fx0 WHERE EXISTS (SELECT count(*) FROM fx1 WHERE a = 'zz')
-- @case fuzz-errors-8.8
SELECT a FROM fx0 WHERE EXISTS (SELECT 1 FROM fx1 WHERE a = 'zz')
-- @case fuzz-errors-8.9
SELECT a, EXISTS (SELECT 1 FROM (VALUES (1)) v (b) WHERE a = 'zz' AND b = 1), EXISTS (SELECT 1 FROM (VALUES (1)) v (b) WHERE a = 'q'), EXISTS (SELECT 1 FROM (VALUES (1)) v (a) WHERE a = 1) FROM fx0
-- @case fuzz-errors-8.10
SELECT a FROM fx0 WHERE EXISTS (SELECT 1 FROM fx1 WHERE n IS NULL)
-- Family 9: x IN (SELECT <expression of no column> FROM t): the planner's semi-join filters the
-- outer scan with x = expression, computed for every outer row even when t has no rows.
-- @case fuzz-errors-9.1
SELECT a FROM fx0 WHERE make_time(n, n, 'NaN') IN (SELECT '1970-01-01 00:00:00+00'::timestamptz::time FROM fx1)
-- @case fuzz-errors-9.2
SELECT a FROM fx0 WHERE (1 / n) IN (SELECT length('abc') FROM fx1)
-- @case fuzz-errors-9.3
SELECT a FROM fx0 WHERE (1 / n) IN (SELECT b FROM fx1)
-- Family 10: timezone(text, …) / AT TIME ZONE read a Default abbreviation before a zone name:
-- 'cet' is the fixed +01, not the CET zone's summer time; 'UT' and 'msk' are abbreviations.
-- @case fuzz-errors-10.1
SELECT timezone('cet', '2022-05-13 16:23:45+00'::timestamptz), timezone('CET', '2022-01-13 16:23:45'::timestamp), timezone('cet', '16:23:45+00'::timetz)
-- @case fuzz-errors-10.2
SELECT timezone('UT', '2022-05-13 16:23:45+00'::timestamptz), '2022-05-13 16:23:45+00'::timestamptz AT TIME ZONE 'msk', '2022-05-13 16:23:45'::timestamp AT TIME ZONE 'cest', '2022-05-13 16:23:45+00'::timestamptz AT TIME ZONE 'bst'
-- @case fuzz-errors-10.3
SELECT timezone('Europe/Paris', '2022-05-13 16:23:45+00'::timestamptz), timezone('est', '16:23:45+00'::timetz), timezone('z', '2022-05-13 16:23:45'::timestamp)
