-- to_char with a decimal point and no digit position after it: the value is rounded to an
-- integer and the output ends at the point (PostgreSQL writes the digits' end there), so what
-- follows — literals, 1, PR's '>', MI, S — is not printed.
-- @case fuzz-to-char-point-1.1
SELECT to_char((-'1e-37'::real), '0.1'), to_char(-1e-37::float8, '0.1'), to_char(-0.04::real, '0.1'), to_char(-0.04::numeric, '0.1'), to_char(-0.0::float8, '0.1'), to_char(-1e-37::real, '9.9'), to_char(-0.04::float8, 'FM0.1'), to_char(-'1e-37'::real, '0.99')
-- @case fuzz-to-char-point-1.2
SELECT to_char(5, '0.1') a, to_char(5, '0x1') b, to_char(5, '0 1') c, to_char(5.5, '0.1') d, to_char(5, '01') e, to_char(5, '0.9') f, to_char(5, '0a') g, to_char(5, '0.a') h, to_char(5, '0.') i, to_char(5, '0.1a') j, to_char(5, '0.19') k, to_char(5, '9.1') l, to_char(5::real, '0.1') m, to_char(-5, '0.1') n
-- @case fuzz-to-char-point-1.3
SELECT to_char(-0.4::real, '0'), to_char(-0.04::real, 'S0.1'), to_char(-0.04::real, '0.1PR'), to_char(-0.04::real, '0.1MI')
-- @case fuzz-to-char-point-1.4
SELECT to_char(5, '0.x9') a, to_char(5, '0.1 9') b, to_char(5, '0D1') c, to_char(-5, '0.1PR') d, to_char(-5, '0.MI') e, to_char(5, '0.th') f, to_char(5, 'FM0.1') i, to_char(12, '0,0.1') j, to_char(-5, '0.1S') k, to_char(5, '"a"0."b"') l
-- @case fuzz-to-char-point-1.5
SELECT to_char(123::bigint, '9.9'), to_char(123, '999.'), to_char(12.5::float8, '99.'), to_char(-12::int2, '99D'), to_char(1e20::float8, '9.'), to_char(1e20::numeric, '9.'), to_char('NaN'::float8, '9.'), to_char(1234, '9,999.')
