-- to_char's RM / rm of an interval: months 0 (whole years) and negative counts come from
-- December backwards (formatting.c DCH_RM); a date's month as usual.
-- @case to-char-roman-months-1.1 ordered
SELECT i, to_char(i * interval '1mon', 'rm'), to_char(i * interval '1mon', 'RM'), to_char(i * interval '1mon', 'FMRM') FROM generate_series(-13, 13) i ORDER BY i
-- @case to-char-roman-months-1.2
SELECT to_char(interval '0', 'RM'), to_char(interval '2 years', 'RM'), to_char(interval '-2 years', 'rm'), to_char(interval '1 year -1 mon', 'RM')
-- @case to-char-roman-months-1.3
SELECT to_char(date '2020-04-05', 'RM'), to_char(timestamp '2020-12-05 10:00', 'rm'), to_char(date '2020-01-05', 'FMRM.')
