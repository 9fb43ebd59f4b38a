-- Text output of result columns on the wire: dates, timestamps, timestamptz and bytea are written
-- as bytes (catalog text-into.ts) where the session's settings allow it (DateStyle ISO, hex
-- bytea, years 1000..9999) and by the type's output function elsewhere: the same text either
-- way, at the edges of both (fractions, zones with odd offsets and DST, years before 1000,
-- infinities, escape bytea).
-- @setup
CREATE TABLE rto (id int PRIMARY KEY, ts timestamp, tz timestamptz, d date, b bytea);
INSERT INTO rto VALUES
  (1, '2024-03-10 05:29:59.5', '2024-03-10 05:29:59.5+00', '2024-02-29', '\x00ff5c78'),
  (2, '1000-01-01 00:00:00', '1000-01-01 00:00:00+00', '1000-01-01', ''),
  (3, '0999-12-31 23:59:59.999999', '0999-12-31 23:59:59.999999+00', '0999-12-31', '\x5c'),
  (4, 'infinity', '-infinity', 'infinity', NULL),
  (5, '9999-12-31 23:59:59.000001', '9999-12-31 12:00:00.000001+00', '9999-12-31', '\x0102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f40'),
  (6, '1970-01-01 00:00:00.000010', '1969-12-31 23:59:59.99999+00', '1969-12-31', '\x7f80'),
  (7, '4713-01-01 00:00:00 BC', '2000-01-01 00:00:00.123+00', '4713-01-01 BC', '\x20'),
  (8, '10000-01-01 00:00:00', '2024-10-27 01:30:00+00', '10000-01-01', '\xffff');

-- 1: DateStyle ISO, the default zone
-- @case result-text-output-1.1
SELECT id, ts, tz, d, b FROM rto ORDER BY id
-- @case result-text-output-1.2
SELECT id, tz::text, d::text, b::text FROM rto ORDER BY id

-- 2: zones whose offsets have minutes or seconds, or daylight saving
-- @setup
SET LOCAL timezone = 'America/St_Johns';
-- @case result-text-output-2.1
SELECT id, tz, tz::timestamp, tz::date FROM rto ORDER BY id
-- @setup
SET LOCAL timezone = 'Europe/London';
-- @case result-text-output-2.2
SELECT id, tz, tz AT TIME ZONE 'Asia/Kathmandu' FROM rto ORDER BY id
-- @setup
SET LOCAL timezone = 'Australia/Lord_Howe';
-- @case result-text-output-2.3
SELECT id, tz FROM rto ORDER BY id

-- 3: other DateStyles and escape bytea: the output functions
-- @setup
SET LOCAL DateStyle = 'SQL, DMY';
-- @case result-text-output-3.1
SELECT id, ts, tz, d FROM rto ORDER BY id
-- @setup
SET LOCAL DateStyle = 'Postgres, MDY';
-- @case result-text-output-3.2
SELECT id, ts, tz, d FROM rto ORDER BY id
-- @setup
SET LOCAL bytea_output = 'escape';
-- @case result-text-output-3.3
SELECT id, b FROM rto ORDER BY id
