-- Silent differences (different rows, no error) the differential fuzzer found, and their neighbours.
-- 1: to_char's ISO-year fields (IYYY, IYY, IY, I) count BC years as PostgreSQL does (ADJUST_YEAR)
-- @case fuzz-silent-1.1
SELECT to_char(to_timestamp(' ', ' '), 'string'), to_char('0001-01-01 BC'::timestamp, 'IYYY IYY IY I YYYY')
-- @case fuzz-silent-1.2
SELECT to_char('0010-01-01 BC'::date, 'IYYY IYY IY I IW IDDD'), to_char('0001-12-31 BC'::date, 'IYYY IYY IY I IW'), to_char('0001-01-01'::date, 'IYYY I IW')
-- @case fuzz-silent-1.3
SELECT to_char('2021-01-01'::date, 'IYYY IYY IY I IW IDDD'), to_char('2020-12-31'::timestamptz, 'FMIYYY FMIYY FMIY I')
-- @case fuzz-silent-1.4
SELECT to_char(interval '1 year 2 mons 3 days', 'IYYY IYY IY I IW IDDD'), to_char(interval '-5 years', 'IYYY IY I'), to_char(interval '0', 'IYYY IW IDDD')
-- 2: width_bucket(float8) whose bucket overflows float8 gives what PostgreSQL 15's C cast gives
-- @case fuzz-silent-2.1
SELECT width_bucket('0'::double precision, '1e308'::double precision, '-469.11'::double precision, 214)
-- @case fuzz-silent-2.2
SELECT width_bucket(0::float8, -1e308, 1e308, 10), width_bucket(5::float8, -1e308, 1e308, 10), width_bucket(1e307::float8, 0, 1e308, 2147483647)
-- @case fuzz-silent-2.3
SELECT width_bucket(4.9999999999999991::float8, 0, 5, 5), width_bucket(0.9999999999999999::float8, 0, 1, 3), width_bucket(2.5::float8, 5, 0, 5)
