-- Checks inside functions in PostgreSQL's order: date_bin returns an infinite source before it
-- looks at the origin; jsonb_set without create_if_missing returns an empty container before it
-- reads the path (so a NULL or non-integer path element is no error there).

-- @case fuzz-function-order-1.1
SELECT date_bin('0'::interval, '-infinity'::timestamp with time zone, '-infinity'::timestamp with time zone), date_bin('1 day'::interval, 'infinity'::timestamp, 'infinity'::timestamp)
-- @case fuzz-function-order-1.2
SELECT date_bin('1 day'::interval, '2000-01-02 03:00'::timestamp, 'infinity'::timestamp)
-- @case fuzz-function-order-1.3
SELECT date_bin('1 mon'::interval, '-infinity'::timestamp, '2000-01-01'::timestamp), date_bin('-1 day'::interval, 'infinity'::timestamptz, '2000-01-01'::timestamptz)

-- @case fuzz-function-order-2.1
SELECT jsonb_set('[]'::jsonb, '{b,x}'::text[], '"z"'::jsonb, false), jsonb_set('{}'::jsonb, '{NULL,x}'::text[], 'true'::jsonb, false)
-- @case fuzz-function-order-2.2
SELECT jsonb_set('[]'::jsonb, '{b,x}'::text[], '"z"'::jsonb, true)
-- @case fuzz-function-order-2.3
SELECT jsonb_set('{}'::jsonb, '{NULL,x}'::text[], 'true'::jsonb)
-- @case fuzz-function-order-2.4
SELECT jsonb_set('[1]'::jsonb, '{b}'::text[], '"z"'::jsonb, false)
-- @case fuzz-function-order-2.5
SELECT jsonb_insert('[]'::jsonb, '{b}'::text[], '"z"'::jsonb), jsonb_set_lax('{}'::jsonb, '{NULL}'::text[], NULL, false, 'use_json_null')
