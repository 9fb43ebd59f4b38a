-- Results PostgreSQL sizes before building them: refused at once with 54000 (no runaway
-- statement), and a message quoting a value of megabytes reaches the client as it is.
-- @case string-size-limits-1.1
SELECT rpad('x', 1 << 30, 'y')
-- @case string-size-limits-1.2
SELECT lpad('a', 300000000, 'é')
-- @case string-size-limits-1.3
SELECT lpad('x', 2147483647)
-- @case string-size-limits-1.4
SELECT repeat('xy', 1 << 30)
-- @case string-size-limits-1.5
SELECT array_fill(1, ARRAY[200000000])
-- @case string-size-limits-1.6
SELECT array_fill('x'::text, ARRAY[20000, 20000])
-- @case string-size-limits-1.7
SELECT 1 << 664, length(rpad('x', 1 << 664, 'y'))
-- @case string-size-limits-1.8
SELECT length(repeat('hello world', 200000)::text)
-- @case string-size-limits-1.9
SELECT length(rpad('x', 100000, 'é')), octet_length(lpad('x', 100000, 'é'))
