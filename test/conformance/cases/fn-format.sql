-- to_char/to_number/to_date/to_timestamp (issue 5): PostgreSQL's formatting.c patterns.

-- @setup
CREATE TABLE nums (id int, n numeric, i int, b bigint, f float8, r real);
INSERT INTO nums VALUES (1, 0, round(0::numeric)::int, round(0::numeric)::bigint, 0::float8, 0::real),
  (2, 1, round(1::numeric)::int, round(1::numeric)::bigint, 1::float8, 1::real),
  (3, -1, round(-1::numeric)::int, round(-1::numeric)::bigint, -1::float8, -1::real),
  (4, 12.345, round(12.345::numeric)::int, round(12.345::numeric)::bigint, 12.345::float8, 12.345::real),
  (5, -12.345, round(-12.345::numeric)::int, round(-12.345::numeric)::bigint, -12.345::float8, -12.345::real),
  (6, 0.5, round(0.5::numeric)::int, round(0.5::numeric)::bigint, 0.5::float8, 0.5::real),
  (7, -0.5, round(-0.5::numeric)::int, round(-0.5::numeric)::bigint, -0.5::float8, -0.5::real),
  (8, 1234567.891, round(1234567.891::numeric)::int, round(1234567.891::numeric)::bigint, 1234567.891::float8, 1234567.891::real),
  (9, 9.995, round(9.995::numeric)::int, round(9.995::numeric)::bigint, 9.995::float8, 9.995::real),
  (10, 0.001, round(0.001::numeric)::int, round(0.001::numeric)::bigint, 0.001::float8, 0.001::real),
  (11, 100, round(100::numeric)::int, round(100::numeric)::bigint, 100::float8, 100::real),
  (12, -0.004, round(-0.004::numeric)::int, round(-0.004::numeric)::bigint, -0.004::float8, -0.004::real),
  (13, 3999.4, round(3999.4::numeric)::int, round(3999.4::numeric)::bigint, 3999.4::float8, 3999.4::real),
  (14, 21, round(21::numeric)::int, round(21::numeric)::bigint, 21::float8, 21::real),
  (15, 12, round(12::numeric)::int, round(12::numeric)::bigint, 12::float8, 12::real);

-- @case fn-format-1.1
SELECT id, n, to_char(n, '9999') FROM nums ORDER BY id
-- @case fn-format-1.2
SELECT id, n, to_char(n, '0000') FROM nums ORDER BY id
-- @case fn-format-1.3
SELECT id, n, to_char(n, '9999.99') FROM nums ORDER BY id
-- @case fn-format-1.4
SELECT id, n, to_char(n, 'FM9999.99') FROM nums ORDER BY id
-- @case fn-format-1.5
SELECT id, n, to_char(n, '0999.9900') FROM nums ORDER BY id
-- @case fn-format-1.6
SELECT id, n, to_char(n, 'FM0999.9900') FROM nums ORDER BY id
-- @case fn-format-1.7
SELECT id, n, to_char(n, '9,999.99') FROM nums ORDER BY id
-- @case fn-format-1.8
SELECT id, n, to_char(n, '9G999D99') FROM nums ORDER BY id
-- @case fn-format-1.9
SELECT id, n, to_char(n, 'S9999') FROM nums ORDER BY id
-- @case fn-format-1.10
SELECT id, n, to_char(n, '9999S') FROM nums ORDER BY id
-- @case fn-format-1.11
SELECT id, n, to_char(n, 'FMS9999.9') FROM nums ORDER BY id
-- @case fn-format-1.12
SELECT id, n, to_char(n, '9999MI') FROM nums ORDER BY id
-- @case fn-format-1.13
SELECT id, n, to_char(n, 'FM9999.9MI') FROM nums ORDER BY id
-- @case fn-format-1.14
SELECT id, n, to_char(n, 'PL9999') FROM nums ORDER BY id
-- @case fn-format-1.15
SELECT id, n, to_char(n, 'SG9999') FROM nums ORDER BY id
-- @case fn-format-1.16
SELECT id, n, to_char(n, '9999PR') FROM nums ORDER BY id
-- @case fn-format-1.17
SELECT id, n, to_char(n, 'FM9999.99PR') FROM nums ORDER BY id
-- @case fn-format-1.18
SELECT id, n, to_char(n, '9.99EEEE') FROM nums ORDER BY id
-- @case fn-format-1.19
SELECT id, n, to_char(n, '9.999eeee') FROM nums ORDER BY id
-- @case fn-format-1.20
SELECT id, n, to_char(n, 'RN') FROM nums ORDER BY id
-- @case fn-format-1.21
SELECT id, n, to_char(n, 'FMRN') FROM nums ORDER BY id
-- @case fn-format-1.22
SELECT id, n, to_char(n, 'rn') FROM nums ORDER BY id
-- @case fn-format-1.23
SELECT id, n, to_char(n, '999V99') FROM nums ORDER BY id
-- @case fn-format-1.24
SELECT id, n, to_char(n, '9999th') FROM nums ORDER BY id
-- @case fn-format-1.25
SELECT id, n, to_char(n, 'FM9999TH') FROM nums ORDER BY id
-- @case fn-format-1.26
SELECT id, n, to_char(n, '"Total: "9999') FROM nums ORDER BY id
-- @case fn-format-1.27
SELECT id, n, to_char(n, 'L9999') FROM nums ORDER BY id
-- @case fn-format-1.28
SELECT id, n, to_char(n, '99') FROM nums ORDER BY id
-- @case fn-format-1.29
SELECT id, n, to_char(n, 'FM9.9') FROM nums ORDER BY id
-- @case fn-format-1.30
SELECT id, n, to_char(n, '9.9') FROM nums ORDER BY id
-- @case fn-format-1.31
SELECT id, n, to_char(n, 'FM999999999999999999.999') FROM nums ORDER BY id
-- @case fn-format-1.32
SELECT id, n, to_char(n, '00.00') FROM nums ORDER BY id
-- @case fn-format-1.33
SELECT id, n, to_char(n, '.99') FROM nums ORDER BY id
-- @case fn-format-1.34
SELECT id, n, to_char(n, 'FM.999') FROM nums ORDER BY id
-- @case fn-format-1.35
SELECT id, n, to_char(n, '9 9 9') FROM nums ORDER BY id
-- @case fn-format-1.36
SELECT id, n, to_char(n, 'FM90.99') FROM nums ORDER BY id
-- @case fn-format-1.37
SELECT id, n, to_char(n, '0.9') FROM nums ORDER BY id
-- @case fn-format-1.38
SELECT id, n, to_char(n, 'FM0.0') FROM nums ORDER BY id
-- @case fn-format-1.39
SELECT id, n, to_char(n, '999D9S') FROM nums ORDER BY id
-- @case fn-format-1.40
SELECT id, n, to_char(n, 'FM099G999') FROM nums ORDER BY id
-- @case fn-format-1.41
SELECT id, n, to_char(n, '9990.99') FROM nums ORDER BY id
-- @case fn-format-1.42
SELECT id, n, to_char(n, 'FM9990.0999') FROM nums ORDER BY id
-- @case fn-format-1.43
SELECT id, n, to_char(n, 'S0.00') FROM nums ORDER BY id
-- @case fn-format-1.44
SELECT id, n, to_char(n, '"\"q\""99') FROM nums ORDER BY id
-- @case fn-format-1.45
SELECT id, n, to_char(n, 'ab 99 cd') FROM nums ORDER BY id
-- @case fn-format-2.1
SELECT id, i, to_char(i, '9999') FROM nums ORDER BY id
-- @case fn-format-2.2
SELECT id, i, to_char(i, '0000') FROM nums ORDER BY id
-- @case fn-format-2.3
SELECT id, i, to_char(i, '9999.99') FROM nums ORDER BY id
-- @case fn-format-2.4
SELECT id, i, to_char(i, 'FM9999.99') FROM nums ORDER BY id
-- @case fn-format-2.5
SELECT id, i, to_char(i, '0999.9900') FROM nums ORDER BY id
-- @case fn-format-2.6
SELECT id, i, to_char(i, 'FM0999.9900') FROM nums ORDER BY id
-- @case fn-format-2.7
SELECT id, i, to_char(i, '9,999.99') FROM nums ORDER BY id
-- @case fn-format-2.8
SELECT id, i, to_char(i, '9G999D99') FROM nums ORDER BY id
-- @case fn-format-2.9
SELECT id, i, to_char(i, 'S9999') FROM nums ORDER BY id
-- @case fn-format-2.10
SELECT id, i, to_char(i, '9999S') FROM nums ORDER BY id
-- @case fn-format-2.11
SELECT id, i, to_char(i, 'FMS9999.9') FROM nums ORDER BY id
-- @case fn-format-2.12
SELECT id, i, to_char(i, '9999MI') FROM nums ORDER BY id
-- @case fn-format-2.13
SELECT id, i, to_char(i, 'FM9999.9MI') FROM nums ORDER BY id
-- @case fn-format-2.14
SELECT id, i, to_char(i, 'PL9999') FROM nums ORDER BY id
-- @case fn-format-2.15
SELECT id, i, to_char(i, 'SG9999') FROM nums ORDER BY id
-- @case fn-format-2.16
SELECT id, i, to_char(i, '9999PR') FROM nums ORDER BY id
-- @case fn-format-2.17
SELECT id, i, to_char(i, 'FM9999.99PR') FROM nums ORDER BY id
-- @case fn-format-2.18
SELECT id, i, to_char(i, '9.99EEEE') FROM nums ORDER BY id
-- @case fn-format-2.19
SELECT id, i, to_char(i, '9.999eeee') FROM nums ORDER BY id
-- @case fn-format-2.20
SELECT id, i, to_char(i, 'RN') FROM nums ORDER BY id
-- @case fn-format-2.21
SELECT id, i, to_char(i, 'FMRN') FROM nums ORDER BY id
-- @case fn-format-2.22
SELECT id, i, to_char(i, 'rn') FROM nums ORDER BY id
-- @case fn-format-2.23
SELECT id, i, to_char(i, '999V99') FROM nums ORDER BY id
-- @case fn-format-2.24
SELECT id, i, to_char(i, '9999th') FROM nums ORDER BY id
-- @case fn-format-2.25
SELECT id, i, to_char(i, 'FM9999TH') FROM nums ORDER BY id
-- @case fn-format-2.26
SELECT id, i, to_char(i, '"Total: "9999') FROM nums ORDER BY id
-- @case fn-format-2.27
SELECT id, i, to_char(i, 'L9999') FROM nums ORDER BY id
-- @case fn-format-2.28
SELECT id, i, to_char(i, '99') FROM nums ORDER BY id
-- @case fn-format-2.29
SELECT id, i, to_char(i, 'FM9.9') FROM nums ORDER BY id
-- @case fn-format-2.30
SELECT id, i, to_char(i, '9.9') FROM nums ORDER BY id
-- @case fn-format-2.31
SELECT id, i, to_char(i, 'FM999999999999999999.999') FROM nums ORDER BY id
-- @case fn-format-2.32
SELECT id, i, to_char(i, '00.00') FROM nums ORDER BY id
-- @case fn-format-2.33
SELECT id, i, to_char(i, '.99') FROM nums ORDER BY id
-- @case fn-format-2.34
SELECT id, i, to_char(i, 'FM.999') FROM nums ORDER BY id
-- @case fn-format-2.35
SELECT id, i, to_char(i, '9 9 9') FROM nums ORDER BY id
-- @case fn-format-2.36
SELECT id, i, to_char(i, 'FM90.99') FROM nums ORDER BY id
-- @case fn-format-2.37
SELECT id, i, to_char(i, '0.9') FROM nums ORDER BY id
-- @case fn-format-2.38
SELECT id, i, to_char(i, 'FM0.0') FROM nums ORDER BY id
-- @case fn-format-2.39
SELECT id, i, to_char(i, '999D9S') FROM nums ORDER BY id
-- @case fn-format-2.40
SELECT id, i, to_char(i, 'FM099G999') FROM nums ORDER BY id
-- @case fn-format-2.41
SELECT id, i, to_char(i, '9990.99') FROM nums ORDER BY id
-- @case fn-format-2.42
SELECT id, i, to_char(i, 'FM9990.0999') FROM nums ORDER BY id
-- @case fn-format-2.43
SELECT id, i, to_char(i, 'S0.00') FROM nums ORDER BY id
-- @case fn-format-2.44
SELECT id, i, to_char(i, '"\"q\""99') FROM nums ORDER BY id
-- @case fn-format-2.45
SELECT id, i, to_char(i, 'ab 99 cd') FROM nums ORDER BY id
-- @case fn-format-3.1
SELECT id, f, to_char(f, '9999') FROM nums ORDER BY id
-- @case fn-format-3.2
SELECT id, f, to_char(f, '0000') FROM nums ORDER BY id
-- @case fn-format-3.3
SELECT id, f, to_char(f, '9999.99') FROM nums ORDER BY id
-- @case fn-format-3.4
SELECT id, f, to_char(f, 'FM9999.99') FROM nums ORDER BY id
-- @case fn-format-3.5
SELECT id, f, to_char(f, '0999.9900') FROM nums ORDER BY id
-- @case fn-format-3.6
SELECT id, f, to_char(f, 'FM0999.9900') FROM nums ORDER BY id
-- @case fn-format-3.7
SELECT id, f, to_char(f, '9,999.99') FROM nums ORDER BY id
-- @case fn-format-3.8
SELECT id, f, to_char(f, '9G999D99') FROM nums ORDER BY id
-- @case fn-format-3.9
SELECT id, f, to_char(f, 'S9999') FROM nums ORDER BY id
-- @case fn-format-3.10
SELECT id, f, to_char(f, '9999S') FROM nums ORDER BY id
-- @case fn-format-3.11
SELECT id, f, to_char(f, 'FMS9999.9') FROM nums ORDER BY id
-- @case fn-format-3.12
SELECT id, f, to_char(f, '9999MI') FROM nums ORDER BY id
-- @case fn-format-3.13
SELECT id, f, to_char(f, 'FM9999.9MI') FROM nums ORDER BY id
-- @case fn-format-3.14
SELECT id, f, to_char(f, 'PL9999') FROM nums ORDER BY id
-- @case fn-format-3.15
SELECT id, f, to_char(f, 'SG9999') FROM nums ORDER BY id
-- @case fn-format-3.16
SELECT id, f, to_char(f, '9999PR') FROM nums ORDER BY id
-- @case fn-format-3.17
SELECT id, f, to_char(f, 'FM9999.99PR') FROM nums ORDER BY id
-- @case fn-format-3.18
SELECT id, f, to_char(f, '9.99EEEE') FROM nums ORDER BY id
-- @case fn-format-3.19
SELECT id, f, to_char(f, '9.999eeee') FROM nums ORDER BY id
-- @case fn-format-3.20
SELECT id, f, to_char(f, 'RN') FROM nums ORDER BY id
-- @case fn-format-3.21
SELECT id, f, to_char(f, 'FMRN') FROM nums ORDER BY id
-- @case fn-format-3.22
SELECT id, f, to_char(f, 'rn') FROM nums ORDER BY id
-- @case fn-format-3.23
SELECT id, f, to_char(f, '999V99') FROM nums ORDER BY id
-- @case fn-format-3.24
SELECT id, f, to_char(f, '9999th') FROM nums ORDER BY id
-- @case fn-format-3.25
SELECT id, f, to_char(f, 'FM9999TH') FROM nums ORDER BY id
-- @case fn-format-3.26
SELECT id, f, to_char(f, '"Total: "9999') FROM nums ORDER BY id
-- @case fn-format-3.27
SELECT id, f, to_char(f, 'L9999') FROM nums ORDER BY id
-- @case fn-format-3.28
SELECT id, f, to_char(f, '99') FROM nums ORDER BY id
-- @case fn-format-3.29
SELECT id, f, to_char(f, 'FM9.9') FROM nums ORDER BY id
-- @case fn-format-3.30
SELECT id, f, to_char(f, '9.9') FROM nums ORDER BY id
-- @case fn-format-3.31
SELECT id, f, to_char(f, 'FM999999999999999999.999') FROM nums ORDER BY id
-- @case fn-format-3.32
SELECT id, f, to_char(f, '00.00') FROM nums ORDER BY id
-- @case fn-format-3.33
SELECT id, f, to_char(f, '.99') FROM nums ORDER BY id
-- @case fn-format-3.34
SELECT id, f, to_char(f, 'FM.999') FROM nums ORDER BY id
-- @case fn-format-3.35
SELECT id, f, to_char(f, '9 9 9') FROM nums ORDER BY id
-- @case fn-format-3.36
SELECT id, f, to_char(f, 'FM90.99') FROM nums ORDER BY id
-- @case fn-format-3.37
SELECT id, f, to_char(f, '0.9') FROM nums ORDER BY id
-- @case fn-format-3.38
SELECT id, f, to_char(f, 'FM0.0') FROM nums ORDER BY id
-- @case fn-format-3.39
SELECT id, f, to_char(f, '999D9S') FROM nums ORDER BY id
-- @case fn-format-3.40
SELECT id, f, to_char(f, 'FM099G999') FROM nums ORDER BY id
-- @case fn-format-3.41
SELECT id, f, to_char(f, '9990.99') FROM nums ORDER BY id
-- @case fn-format-3.42
SELECT id, f, to_char(f, 'FM9990.0999') FROM nums ORDER BY id
-- @case fn-format-3.43
SELECT id, f, to_char(f, 'S0.00') FROM nums ORDER BY id
-- @case fn-format-3.44
SELECT id, f, to_char(f, '"\"q\""99') FROM nums ORDER BY id
-- @case fn-format-3.45
SELECT id, f, to_char(f, 'ab 99 cd') FROM nums ORDER BY id
-- @case fn-format-4.1
SELECT to_char(b, '9,999,999'), to_char(b, 'FM9999999999th'), to_char(r, '9999.999'), to_char(r, '9.9EEEE') FROM nums ORDER BY id
-- @case fn-format-4.2
SELECT to_char(123::int2, '999'), to_char(1e20::float8, '999999999999999999999.99'), to_char(12345678901234567890::numeric, '99999999999999999999.99')
-- @case fn-format-4.3
SELECT to_char(1.5::float8, 'FM9'), to_char(2.5::float8, 'FM9'), to_char(0.125::float8, '0.99'), to_char(0.375::float8, '0.99'), to_char(2.5::numeric, 'FM9')
-- @case fn-format-4.4
SELECT to_char('NaN'::numeric, '9999.99'), to_char('NaN'::numeric, '9.99EEEE'), to_char('Infinity'::float8, '9.99EEEE'), to_char('NaN'::float8, '9.9EEEE')
-- @case fn-format-4.5
SELECT to_char(12, ''), to_char(NULL::int, '999'), to_char(12, NULL)
-- @case fn-format-4.6
SELECT to_char(12, '99.99.99')
-- @case fn-format-4.7
SELECT to_char(12, '99V9.9')
-- @case fn-format-4.8
SELECT to_char(12, 'S99S')
-- @case fn-format-4.9
SELECT to_char(12, 'S99MI')
-- @case fn-format-4.10
SELECT to_char(12, '99PRMI')
-- @case fn-format-4.11
SELECT to_char(12, '9.9EEEE9')
-- @case fn-format-4.12
SELECT to_char(12, 'FM9.9EEEE')
-- @case fn-format-4.13
SELECT to_char(12, '99PR9')
-- @case fn-format-4.14
SELECT to_char(5000::numeric, 'RN'), to_char(0, 'RN'), to_char(-7, 'FMRN'), to_char(2147483648::numeric, 'RN')
-- @case fn-format-4.15
SELECT to_char(3.7::float8, 'RN'), to_char(1994, 'RN'), to_char(1994::bigint, 'FMrn'), to_char(4.4::numeric, 'FMRN')
-- @case fn-format-4.16
SELECT to_char(1, 'FM9th'), to_char(2, 'FM9th'), to_char(3, 'FM9th'), to_char(11, 'FM99th'), to_char(12, 'FM99TH'), to_char(13, 'FM99th'), to_char(101, 'FM999th'), to_char(-1, 'FM9th'), to_char(1.5, 'FM9.9th')
-- @case fn-format-4.17
SELECT to_char(0.0001::numeric, '9.99EEEE'), to_char(-123456::numeric, '9.99EEEE'), to_char(9.999::numeric, '9.99EEEE'), to_char(0::numeric, '9.99EEEE'), to_char(1e-10::numeric, '9EEEE')
-- @case fn-format-4.18
SELECT to_char(123456789::int, '9.99EEEE'), to_char(-0.000123::float8, '9.9EEEE'), to_char(1e300::float8, '9.99EEEE'), to_char(12::int, '99.99'), to_char(-12::bigint, 'FM00000')
-- @case fn-format-4.19
SELECT to_char(12.5::numeric, '999V9'), to_char(-3, '9V999'), to_char(1.26::float8, '9V9'), to_char(12::bigint, '99V99')
-- @case fn-format-4.20
SELECT to_char(x, '999') FROM (VALUES (1), (-1), (999), (1000), (-1000)) AS t(x) ORDER BY x
-- @case fn-format-4.21
SELECT to_char(x, '9,999.99PR') FROM (VALUES (1234.5), (-1234.5), (0), (-0.01)) AS t(x) ORDER BY x
-- @case fn-format-4.22
SELECT pg_typeof(to_char(1, '9')), to_char(1, '9') IS NULL
-- @case fn-format-4.23
SELECT to_char(1::smallint, 'FM0th'), to_char(-5.5::real, 'S9.9'), to_char(7, 'SG99'), to_char(-7, 'PL99'), to_char(7, 'MI99')
-- @case fn-format-4.24
SELECT to_char('1'::text, '9')
-- @case fn-format-4.25
SELECT to_char('1', '9')

-- to_number
-- @case fn-format-5.1
SELECT to_number('12,454.8-', '99G999D9S'), to_number('12,454.8-', '99,999.9MI'), to_number('-12,454.8', 'S99G999D9')
-- @case fn-format-5.2
SELECT to_number('123', '99'), to_number('  12', '9999'), to_number('12.345', '99.9'), to_number('12.345', '99.999'), to_number('0012', '0000')
-- @case fn-format-5.3
SELECT to_number('12345', '99V99'), to_number('1.5', '9V9'), to_number('-12', '99V9'), to_number('12', '99V'), to_number('12', '9V9')
-- @case fn-format-5.4
SELECT to_number('', '999')
-- @case fn-format-5.5
SELECT to_number('x', '999')
-- @case fn-format-5.6
SELECT to_number('-', '9')
-- @case fn-format-5.7
SELECT to_number('1e5', '9EEEE')
-- @case fn-format-5.8
SELECT to_number('V', 'RN')
-- @case fn-format-5.9
SELECT to_number('$1,234.56', 'L9G999D99'), to_number(' 1,234.56', 'L9G999D99'), to_number('1,234.56', 'FM9G999D99'), to_number('1234.56', '9G999D99')
-- @case fn-format-5.10
SELECT to_number('<123>', '999PR'), to_number('123', '999PR'), to_number('+45', 'S99'), to_number('45+', '99S'), to_number('45-', '99S'), to_number('45-', 'FM99MI')
-- @case fn-format-5.11
SELECT to_number('1st', '9th'), to_number('22nd', '99TH'), to_number('abc12', 'xxx99'), to_number('12abc', '99'), to_number('1 2 3', '9 9 9')
-- @case fn-format-5.12
SELECT to_number('5.01-', 'FM9.999999MI'), to_number('.5-', '9.9S'), to_number('123.001-', 'FM9999.9999999S'), to_number('-.5', '9.9'), to_number('1.', '9.9')
-- @case fn-format-5.13
SELECT to_number('12', ''), to_number(NULL, '99'), to_number('12', NULL), pg_typeof(to_number('1', '9'))
-- @case fn-format-5.14
SELECT to_number('1,2,3', '9,9,9'), to_number('123', '9,9,9'), to_number('1.2.3', '9.9.9')
-- @case fn-format-5.15
SELECT to_number('1.2', '9.9.9')
-- @case fn-format-5.16
SELECT to_number(12::text, '99'), to_number('-0', '9'), to_number('000.500', '999.999'), to_number('  -  3', '9999')
-- @case fn-format-5.17
SELECT to_number('123456789012345678901234567890', '999999999999999999999999999999'), to_number('0.1234567890123', '9.9999999999999')
-- @case fn-format-5.18
SELECT to_number('+1', 'PL9'), to_number('-1', 'SG9'), to_number('1-', '9SG'), to_number('1+', '9PL')
-- @case fn-format-5.19
SELECT to_number(s, '9999.99') FROM (VALUES ('1'), ('-1'), ('12.3'), ('9999.999'), (' 0.01')) AS t(s) ORDER BY 1
-- @case fn-format-5.20
SELECT to_number('12', 99)

-- to_date / to_timestamp
-- @case fn-format-6.1
SELECT to_date('2024-02-29', 'YYYY-MM-DD'), to_date('20240229', 'YYYYMMDD'), to_date('29/02/2024', 'DD/MM/YYYY'), to_date('2024 Feb 29', 'YYYY Mon DD')
-- @case fn-format-6.2
SELECT to_date('05 Dec 2000', 'DD Mon YYYY'), to_date('December 5, 2000', 'Month DD, YYYY'), to_date('5 DECEMBER 2000', 'FMDD MONTH YYYY'), to_date('2000-12-05', 'YYYY-MM-DD')
-- @case fn-format-6.3
SELECT to_date('2023-02-30', 'YYYY-MM-DD')
-- @case fn-format-6.4
SELECT to_date('2023-13-01', 'YYYY-MM-DD')
-- @case fn-format-6.5
SELECT to_date('2023-1-1', 'YYYY-MM-DD'), to_date('2023 1 1', 'YYYY MM DD'), to_date('  2023-01-01', 'YYYY-MM-DD'), to_date('2023/01/01', 'YYYY-MM-DD')
-- @case fn-format-6.6
SELECT to_date('23-01-05', 'YY-MM-DD'), to_date('70-01-05', 'YY-MM-DD'), to_date('069-01-05', 'YYY-MM-DD'), to_date('9-01-05', 'Y-MM-DD'), to_date('1,999 01 05', 'Y,YYY MM DD')
-- @case fn-format-6.7
SELECT to_date('2024-060', 'YYYY-DDD'), to_date('2023-060', 'YYYY-DDD'), to_date('2024 10', 'YYYY WW'), to_date('2024-W10-3', 'IYYY-"W"IW-ID'), to_date('2024 100', 'IYYY IDDD')
-- @case fn-format-6.8
SELECT to_date('2451545', 'J'), to_date('21 05', 'CC YY'), to_date('21', 'CC'), to_date('0044-03-15 BC', 'YYYY-MM-DD BC'), to_date('44 BC', 'YYYY BC')
-- @case fn-format-6.9
SELECT to_date('2024-10-3', 'YYYY-IW-D')
-- @case fn-format-6.10
SELECT to_date('x2024', 'YYYY')
-- @case fn-format-6.11
SELECT to_date('2024-Foo-01', 'YYYY-Mon-DD')
-- @case fn-format-6.12
SELECT to_date('202', 'YYYYMMDD')
-- @case fn-format-6.13
SELECT to_date('2024-XII-25', 'YYYY-RM-DD'), to_date('2024-iv-25', 'YYYY-rm-DD'), to_date('1st Jan 2024', 'DDth Mon YYYY'), to_date('2024 Q3 07 01', 'YYYY "Q"Q MM DD')
-- @case fn-format-6.14
SELECT to_date('Monday 2024-01-01', 'Day YYYY-MM-DD'), to_date('Mon 2024-01-01', 'Dy YYYY-MM-DD'), to_date('2024-01-01', ''), to_date(NULL, 'YYYY'), to_date('2024', NULL)
-- @case fn-format-6.15
SELECT to_date('2024-01-01 12:00', 'YYYY-MM-DD TZ')
-- @case fn-format-6.16
SELECT to_date('05', 'DDD')
-- @case fn-format-6.17
SELECT to_date('2024 2024', 'YYYY YYYY'), to_date('2024 2025', 'YYYY YYYY')
-- @case fn-format-6.18
SELECT to_timestamp('2024-02-29 13:14:15', 'YYYY-MM-DD HH24:MI:SS'), to_timestamp('2024-02-29 01:14:15 PM', 'YYYY-MM-DD HH:MI:SS AM'), to_timestamp('2024-02-29 12:00:00 a.m.', 'YYYY-MM-DD HH12:MI:SS a.m.')
-- @case fn-format-6.19
SELECT to_timestamp('2024-02-29 13:14:15.123', 'YYYY-MM-DD HH24:MI:SS.MS'), to_timestamp('2024-02-29 13:14:15.5', 'YYYY-MM-DD HH24:MI:SS.MS'), to_timestamp('2024-02-29 13:14:15.123456', 'YYYY-MM-DD HH24:MI:SS.US'), to_timestamp('15.12', 'SS.US')
-- @case fn-format-6.20
SELECT to_timestamp('2024-02-29 13:14:15.123456', 'YYYY-MM-DD HH24:MI:SS.FF3'), to_timestamp('2024-02-29 13:14:15.12', 'YYYY-MM-DD HH24:MI:SS.FF1'), to_timestamp('13:14:15.987654', 'HH24:MI:SS.FF6')
-- @case fn-format-6.21
SELECT to_timestamp('2024-02-29 13:14:15 +05:30', 'YYYY-MM-DD HH24:MI:SS TZH:TZM'), to_timestamp('2024-02-29 13:14:15 -03', 'YYYY-MM-DD HH24:MI:SS TZH'), to_timestamp('2024-02-29 13:14:15-03', 'YYYY-MM-DD HH24:MI:SSTZH'), to_timestamp('2024-02-29 13:14 30', 'YYYY-MM-DD HH24:MI TZM')
-- @case fn-format-6.22
SELECT to_timestamp('2024-02-29 25:00', 'YYYY-MM-DD HH24:MI')
-- @case fn-format-6.23
SELECT to_timestamp('2024-02-29 13:00', 'YYYY-MM-DD HH:MI')
-- @case fn-format-6.24
SELECT to_timestamp('2024-02-29 13:14:15 +16', 'YYYY-MM-DD HH24:MI:SS TZH')
-- @case fn-format-6.25
SELECT to_timestamp('2024-02-29 12:00', 'YYYY-MM-DD HH24:MI OF')
-- @case fn-format-6.26
SELECT to_timestamp('12:34', 'HH24:MI'), to_timestamp('45296', 'SSSS'), to_timestamp('2000 45296', 'YYYY SSSSS'), to_timestamp('1999-12-31 23:59:59.9999995', 'YYYY-MM-DD HH24:MI:SS.US')
-- @case fn-format-6.27
SELECT to_timestamp('2011-12-18 11:38 AM', 'YYYY-MM-DD HH12:MI PM'), to_timestamp('2011-12-18 11:38 PM', 'YYYY-MM-DD HH12:MI PM'), to_timestamp('2011-12-18 12:38 AM', 'YYYY-MM-DD HH12:MI PM')
-- @case fn-format-6.28
SELECT to_timestamp('2000    JUN', 'YYYY MON'), to_timestamp('2000 JUN', 'YYYY  MON'), to_timestamp('2000 JUN', 'FXYYYY MON'), to_timestamp('2000+JUN', 'YYYY/MON'), to_timestamp('2000-JUN', 'YYYYMON')
-- @case fn-format-6.29
SELECT to_timestamp('2000  JUN', 'FXYYYY MON')
-- @case fn-format-6.30
SELECT to_timestamp('97/2/16 8:14:30', 'FMYYYY/FMMM/FMDD FMHH:FMMI:FMSS'), to_timestamp('97/Feb/16', 'YY/Mon/DD'), to_timestamp('19971116', 'YYYYMMDD'), to_timestamp('20000-1116', 'YYYY-MMDD')
-- @case fn-format-6.31
SELECT to_timestamp('1,582nd VIII 21', 'Y,YYYth FMRM DD'), to_timestamp('15 "text between quote marks" 98 54 45', E'HH24 "\\"text between quote marks\\"" YY MI SS')
-- @case fn-format-6.32
SELECT to_timestamp('05121445482000', 'MMDDHH24MISSYYYY'), to_timestamp('2000January09Sunday', 'YYYYFMMonthDDFMDay'), to_timestamp('1997 AD 11 16', 'YYYY BC MM DD'), to_timestamp('1997 BC 11 16', 'YYYY BC MM DD')
-- @case fn-format-6.33
SELECT to_timestamp(0), to_timestamp(1e9), to_timestamp(1.5), to_timestamp(-1.000001), to_timestamp(1700000000.123456789), to_timestamp('Infinity'::float8), to_timestamp('-Infinity'::float8)
-- @case fn-format-6.34
SELECT to_timestamp('NaN'::float8)
-- @case fn-format-6.35
SELECT to_timestamp(1e20)
-- @case fn-format-6.36
SELECT to_timestamp(-1e12)
-- @case fn-format-6.37
SELECT to_timestamp(NULL::float8), pg_typeof(to_timestamp(1)), pg_typeof(to_timestamp('1', 'J')), pg_typeof(to_date('1', 'J')), to_timestamp(1::int), to_timestamp('10')
-- @case fn-format-6.38
SELECT to_timestamp('2024-06-15 12:00', 'YYYY-MM-DD HH24:MI')::text
-- @case fn-format-6.39
SELECT to_timestamp('2024-11-03 01:30', 'YYYY-MM-DD HH24:MI')
-- @case fn-format-6.40
SELECT to_date('2024-06-15', 'YYYY-MM-DD') + 1, to_char(to_date('2024-06-15', 'YYYY-MM-DD'), 'Dy DD Mon YYYY')
-- @case fn-format-6.41
SELECT to_timestamp('44-03-15 BC', 'YYYY-MM-DD BC'), to_timestamp('0000-01-01', 'YYYY-MM-DD'), to_date('0001-01-01 BC', 'YYYY-MM-DD BC')
-- @case fn-format-6.42
SELECT to_timestamp('2024 2024-100', 'YYYY IYYY-IDDD')
-- @case fn-format-6.43
SELECT to_timestamp('2024-02-29', 'YYYY-MM-DD') = '2024-02-29'::timestamptz, to_timestamp('2024-02-29 10:00 +02', 'YYYY-MM-DD HH24:MI TZH') AT TIME ZONE 'UTC'

-- ILIKE and regular expressions under the C locale (ASCII-only case folding), '.' and newline
-- @case fn-format-7.1
SELECT 'ÄBC' ILIKE 'äbc', 'ABC' ILIKE 'abc', 'äbc' ILIKE 'Ä%', 'Straße' ILIKE 'STRASSE', 'ǅ' ILIKE 'ǆ', 'Ω' ILIKE 'ω'
-- @case fn-format-7.2
SELECT 'ÄBC' ~* 'äbc', 'ABC' ~* 'abc', 'É' ~* 'é', 'x' !~* 'X', 'É' !~* 'é'
-- @case fn-format-7.3
SELECT lower('ÄBÇ'), upper('äbç'), initcap('élan vital')
-- @case fn-format-7.4
SELECT E'a\nb' ~ 'a.b', E'a\nb' ~ '^b', E'a\nb' ~ 'a$', E'a\nb' ~ '(?n)a.b', E'a\nb' ~ '(?n)^b', E'a\nb' ~ '(?p)^b', E'a\nb' ~ '(?w)^b'
-- @case fn-format-7.5
SELECT E'a\nb' LIKE 'a_b', E'a\nb' SIMILAR TO 'a_b', E'a\nb' SIMILAR TO 'a.b', 'a.b' SIMILAR TO 'a.b'
-- @case fn-format-7.6
SELECT regexp_replace(E'a\nb', '.', 'x', 'g'), regexp_match(E'line1\nline2', '^line2', 'n'), regexp_match(E'line1\nline2', 'line1.line2')
-- @case fn-format-7.7
SELECT 'abc' ~ '[[:alpha:]]+', 'ab1' ~ '^\w+$', 'a b' ~ '\s', 'ABC' ~ '[[:lower:]]', 'ÄB' ~ '^[[:upper:]]+$', 'é' ~ '\w'
-- @case fn-format-7.8
SELECT 'foo' ~* 'F(O)+', 'FOO' ~ '(?i)foo', 'aBc' ILIKE '_b_', 'a%' ILIKE 'A\%', 'ab' ILIKE 'A%' ESCAPE '#'
-- @case fn-format-7.9
SELECT x ILIKE 'é%' FROM (VALUES ('École'), ('école'), ('ÉCOLE')) AS t(x) ORDER BY x
-- @case fn-format-7.10
SELECT 'abc' ~ 'B', 'abc' ~* 'B', 'abc' !~ 'B', 'abc' !~* 'B', NULL ~* 'a', 'a' ~* NULL
