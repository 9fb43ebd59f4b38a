-- to_char(interval, format) (formatting.c DCH_to_char with is_interval): the era fields
-- (AD/BC/A.D./B.C. in every case) and the zone fields (TZH, TZM, TZ, OF) are invalid for an
-- interval (22007 with the hint); J is date2j of the interval's years, months and days.

-- 1: J over an interval's fields
-- @case to-char-interval-1.1
SELECT to_char('1 year 2 mons 3 days 04:05:06.789'::interval, 'J'), to_char('0'::interval, 'J'), to_char('-1 year'::interval, 'J'), to_char('14 mons 40 days'::interval, 'J'), to_char('-3 mons -2 days'::interval, 'J')
-- @case to-char-interval-1.2
SELECT to_char('2 days 03:00'::interval, 'YYYY MM DD J HH24'), to_char('1 mon'::interval, 'RM rm Q W')

-- 2: fields an interval cannot answer
-- @case to-char-interval-2.1
SELECT to_char('1 mon'::interval, 'abc')
-- @case to-char-interval-2.2
SELECT to_char('1 mon'::interval, 'AD')
-- @case to-char-interval-2.3
SELECT to_char('1 mon'::interval, 'b.c.')
-- @case to-char-interval-2.4
SELECT to_char('1 mon'::interval, 'A.D.')
-- @case to-char-interval-2.5
SELECT to_char('1 mon'::interval, 'bc')
-- @case to-char-interval-2.6
SELECT to_char('1 mon'::interval, 'TZH')
-- @case to-char-interval-2.7
SELECT to_char('1 mon'::interval, 'TZM')
-- @case to-char-interval-2.8
SELECT to_char('1 mon'::interval, 'HH24 "BC" AM pm')

-- 3: timestamps keep them
-- @case to-char-interval-3.1
SELECT to_char('2000-01-02 03:04:05'::timestamp, 'AD a.d. BC J'), to_char('0044-03-15 BC'::date, 'B.C. bc J')
