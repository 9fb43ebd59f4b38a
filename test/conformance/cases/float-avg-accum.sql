-- avg(float4/float8) is float8_accum (N, Sx, Sxx by Youngs-Cramer) then Sx / N: the sum of squares'
-- overflow from finite inputs is an error, as for the variances (fuzzer: avg of 1e308 and 0).

-- @case float-avg-accum-1.1
select avg(x) from (values (1e308::float8),(0::float8)) v(x)
-- @case float-avg-accum-1.2
select avg(x), sum(x) from (values (1e200::float8),(1e200::float8)) v(x)
-- @case float-avg-accum-1.3
select avg(x) from (values ('Infinity'::float8),(1::float8)) v(x)
-- @case float-avg-accum-1.4
select avg(x) from (values ('-Infinity'::float8),('Infinity'::float8)) v(x)
-- @case float-avg-accum-1.5
select avg(x) from (values (3e38::float4),(-3e38::float4), (1::float4)) v(x)
-- @case float-avg-accum-1.6
select avg(x) from (values (1.5::float8),('NaN'::float8)) v(x)
-- @case float-avg-accum-1.7
select avg(x), count(*) from (values (1e308::float8),(1e308::float8)) v(x)
-- @case float-avg-accum-1.8
select avg(x) from (values (1.1::float8),(2.2::float8),(3.3::float8)) v(x)

-- 2: over a window frame: float8_accum over the frame, restarted when a row leaves it
-- @case float-avg-accum-2.1
select i, avg(x) over (order by i) from (values (1, 1e308::float8),(2, 0::float8)) v(i, x)
-- @case float-avg-accum-2.2
select i, avg(x) over (order by i rows between 1 preceding and current row) from (values (1, 1e20::float8),(2, 1::float8),(3, 1::float8),(4, 'NaN'::float8),(5, 2::float8),(6, 'Infinity'::float8),(7, 3::float8)) v(i, x)
-- @case float-avg-accum-2.3
select i, avg(x) over (order by i rows between current row and 1 following) from (values (1, 1e308::float8),(2, 0::float8),(3, 5::float8)) v(i, x)
-- @case float-avg-accum-2.4
select i, avg(x) over (order by i rows between 1 preceding and current row) from (values (1, 1e308::float8),(2, 1e308::float8),(3, 5::float8)) v(i, x)
-- @case float-avg-accum-2.5
select i, avg(x::float4) over (partition by i % 2 order by i rows 2 preceding) from generate_series(1, 9) i, lateral (select i * 1.5 as x) s
