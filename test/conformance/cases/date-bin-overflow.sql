-- date_bin's int64 arithmetic as timestamp_bin / timestamptz_bin check it: a stride past int64
-- microseconds and a source-origin distance past it are 22008 "interval out of range"; a result
-- before the first timestamp is 22008 "timestamp out of range".
-- @case date-bin-overflow-1.1
SELECT date_bin('200000000 days'::interval, '2024-02-01'::timestamp, '2024-01-01'::timestamp)
-- @case date-bin-overflow-1.2
SELECT date_bin('200000000 days'::interval, '2024-02-01'::timestamptz, '2024-01-01'::timestamptz)
-- @case date-bin-overflow-1.3
SELECT date_bin('106751991 days 5 hours'::interval, '2024-02-01'::timestamp, '2024-01-01'::timestamp)
-- @case date-bin-overflow-1.4
SELECT date_bin('106751991 days'::interval, '2024-02-01'::timestamp, '2024-01-01'::timestamp)
-- @case date-bin-overflow-1.5
SELECT date_bin('365000 days'::interval, '4400-01-01 BC'::timestamp, '4000-01-01 BC'::timestamp)
-- @case date-bin-overflow-1.6
SELECT date_bin('365000 days'::interval, '4400-01-01 BC'::timestamptz, '4000-01-01 BC'::timestamptz)
-- @case date-bin-overflow-1.7
SELECT date_bin('15 minutes'::interval, timestamp '290000-12-30', timestamp '4000-12-20 BC')
-- @case date-bin-overflow-1.8
SELECT date_bin('15 minutes'::interval, timestamptz '290000-12-30', timestamptz '4000-12-20 BC')
-- @case date-bin-overflow-1.9
SELECT date_bin('15 minutes'::interval, timestamp '200000-12-30', timestamp '4000-12-20 BC')
-- @case date-bin-overflow-1.10
SELECT date_bin('-2 days'::interval, timestamp '1970-01-01 01:00:00', timestamp '1970-01-01 00:00:00')
-- @case date-bin-overflow-1.11
SELECT date_bin('1 day'::interval, 'infinity'::timestamp, '-infinity'::timestamp)
-- @case date-bin-overflow-1.12
SELECT date_bin('1 day'::interval, '2020-01-01'::timestamp, '-infinity'::timestamp)
