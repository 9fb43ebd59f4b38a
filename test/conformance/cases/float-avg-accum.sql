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
