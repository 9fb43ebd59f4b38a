-- Numeric zone offsets in date/time input, as ParseDateTime/DecodeTimezone read them: the field
-- is a sign, a digit, then digits, ':', '.' and '-'; hours, then ':'-separated minutes and
-- seconds or hhmm run together; hours above 15 or minutes/seconds above 59 are 22009 "time zone
-- displacement out of range" before any trailing text is 22007; hhmmss run together is not read.

-- @case datetime-zone-offsets-1.1
SELECT '2000-01-01 12:00 +0530'::timestamptz, '2000-01-01 12:00 -05:30:15'::timestamptz, '2000-01-01 12:00 +530'::timestamptz, '12:00 -03'::timetz
-- @case datetime-zone-offsets-1.2
SELECT '2000-01-01 12:00 +123456'::timestamptz
-- @case datetime-zone-offsets-1.3
SELECT '-76.159'::date
-- @case datetime-zone-offsets-1.4
SELECT '-2000-01-01'::timestamp
-- @case datetime-zone-offsets-1.5
SELECT '-59093'::time
-- @case datetime-zone-offsets-1.6
SELECT '-30 days +22:12:00'::timetz
-- @case datetime-zone-offsets-1.7
SELECT '2000-01-01 12:00 -1.5'::timestamptz
-- @case datetime-zone-offsets-1.8
SELECT '12:00 +16'::timetz
-- @case datetime-zone-offsets-1.9
SELECT '12:00 +15:60'::timetz
-- @case datetime-zone-offsets-1.10
SELECT '-5'::timestamptz

-- 2: a date-like word where a zone name may stand is looked up as one (22023 when unknown)
-- @case datetime-zone-offsets-2.1
SELECT '287018943fc2e8c595a33d84d94f9180'::timestamp
-- @case datetime-zone-offsets-2.2
SELECT 'e0e8bfafbb0689563b2fba789c97b3cc'::time
-- @case datetime-zone-offsets-2.3
SELECT '900150983cd24fb0d6963f7d28e17f72'::timestamptz
-- @case datetime-zone-offsets-2.4
SELECT '2000-01-01 12:00 xyz10'::timestamptz
-- @case datetime-zone-offsets-2.5
SELECT 'abc'::timestamp
-- @case datetime-zone-offsets-2.6
SELECT '2000-01-01 12:00 America/New_York'::timestamptz, '12:00 America/Nowhere'::timetz

-- 3: other ASCII punctuation between fields is skipped
-- @case datetime-zone-offsets-3.1
SELECT '''2000-01-01'''::date, '(12:00)'::time, '[2000-01-01 12:00]'::timestamp
-- @case datetime-zone-offsets-3.2
SELECT '''0'''::timestamp
-- @case datetime-zone-offsets-3.3
SELECT '2000-01-01 ü'::date
