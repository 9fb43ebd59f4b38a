-- The expanded regular expression syntax (flag x, or (?x) at the start of the pattern): white
-- space and # comments are ignored, except escaped or inside a bracket expression; flag t
-- (tight, the default) turns it off again.

-- @case regex-expanded-1.1
SELECT regexp_split_to_array('', 'x', 'x'), regexp_match('abc', 'a b  c', 'x'), regexp_match('abc', 'a b c', 'xt'), regexp_match('abc', 'a b c', 'tx')
-- @case regex-expanded-1.2
SELECT regexp_match('a b', 'a\ b', 'x'), regexp_match('a b', 'a[ ]b', 'x'), regexp_match('a#b', 'a[#]b', 'x'), regexp_match('a#b', 'a\#b', 'x')
-- @case regex-expanded-1.3
SELECT regexp_match(E'ab12', E'([a-z]+)  # letters\n  ([0-9]+) # digits', 'x'), regexp_replace('a1b2', ' [0-9] ', '_', 'gx')
-- @case regex-expanded-1.4
SELECT 'abc' ~ '(?x) a b c', 'abc' ~ '(?x)a b c # trailing comment', 'a c' ~ '(?x)a[[:space:]]c', regexp_count('aXbX', ' X ', 1, 'x')
-- @case regex-expanded-1.5
SELECT regexp_match('ABC', 'a b c', 'ix'), regexp_matches('a1a2', 'a ( \d )', 'gx')
