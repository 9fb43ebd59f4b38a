-- overlaps(timetz, timetz, timetz, timetz) / (a, b) OVERLAPS (c, d) over time with time zone:
-- points ordered by timetz_cmp (the instant, then the zone), ends swapped when reversed, and
-- the SQL-standard NULL rules.

-- @case timetz-overlaps-1.1
SELECT overlaps('10:00+00'::timetz, '12:00+00'::timetz, '11:00+00'::timetz, '13:00+00'::timetz), overlaps('10:00+00'::timetz, '11:00+00'::timetz, '11:00+00'::timetz, '13:00+00'::timetz), ('12:00+02'::timetz, '10:00+00'::timetz) OVERLAPS ('11:00+01'::timetz, '09:00+00'::timetz)
-- @case timetz-overlaps-1.2
SELECT overlaps(NULL::timetz, '24:00:00+14'::timetz, NULL::timetz, '24:00:00+14'::timetz), overlaps('10:00+00'::timetz, NULL::timetz, '09:00+00'::timetz, '11:00+00'::timetz), overlaps('10:00+00'::timetz, NULL::timetz, '11:00+00'::timetz, '12:00+00'::timetz)
-- @case timetz-overlaps-1.3
SELECT overlaps('10:00+01'::timetz, '10:00+01'::timetz, '09:00+00'::timetz, '09:00+00'::timetz), overlaps('23:59:59.999999-12'::timetz, '00:00:00+00'::timetz, '12:00:00+05:30'::timetz, '24:00:00+14'::timetz)
