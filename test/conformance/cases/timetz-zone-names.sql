-- timezone(zone, timetz) / `timetz AT TIME ZONE zone` (timetz_zone): an empty or blank zone
-- name is not the session's zone but 22023 "time zone "…" not recognized", as it is for the
-- timestamp forms.

-- @case timetz-zone-names-1.1
SELECT timezone('', '10:48:32-09'::time with time zone)
-- @case timetz-zone-names-1.2
SELECT '10:48:32-09'::time with time zone AT TIME ZONE ' '
-- @case timetz-zone-names-1.3
SELECT timezone('UTC', '10:48:32-09'::time with time zone), timezone('+02', '10:48:32-09'::time with time zone), timezone(NULL::text, '10:48:32-09'::time with time zone)
-- @case timetz-zone-names-1.4
SELECT timezone('', '2000-01-01 00:00:00+00'::timestamp with time zone)
