-- x BETWEEN a AND b is the parser's x >= a AND x <= b, each a term of the qual: a comparison that
-- reads no column of the query (a stable cast such as text::text[]) is a One-Time Filter tested
-- before the first row, so its error surfaces over an empty table (fuzz class constant-folding
-- 22P02); NOT BETWEEN (an OR) and SYMMETRIC stay one term.
-- @setup
CREATE TABLE bot0 (ra int, a0 text);
CREATE TABLE bot1 (b int);

-- 1: BETWEEN terms over empty tables
-- @case between-one-time-filters-1.1
SELECT count(*) FROM bot0 WHERE ('{NULL,x}'::text[] BETWEEN ('ü'::text)::text[] AND regexp_split_to_array(a0, a0))
-- @case between-one-time-filters-1.2
SELECT count(*) FROM bot0 JOIN bot1 ON ('{a}'::text[] BETWEEN ('ü'::text)::text[] AND regexp_split_to_array(a0, a0))
-- @case between-one-time-filters-1.3
SELECT count(*) FROM bot0 WHERE ('{NULL,x}'::text[] NOT BETWEEN ('ü'::text)::text[] AND regexp_split_to_array(a0, a0))
-- @case between-one-time-filters-1.4
SELECT count(*) FROM bot0 WHERE ('{NULL,x}'::text[] BETWEEN SYMMETRIC ('ü'::text)::text[] AND regexp_split_to_array(a0, a0))
-- @case between-one-time-filters-1.5
SELECT count(*) FROM bot0 WHERE (3 BETWEEN (SELECT max(b) FROM bot1) AND ra)
-- @case between-one-time-filters-1.6
SELECT count(*) FROM bot0 WHERE ra BETWEEN 1 AND 2 AND ('{a}'::text[] BETWEEN ('{a}'::text)::text[] AND regexp_split_to_array(a0, 'x'))
