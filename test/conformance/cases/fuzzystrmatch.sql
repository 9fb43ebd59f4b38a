-- fuzzystrmatch (contrib fuzzystrmatch 1.1): levenshtein, soundex, difference; the functions
-- pgsqlite does not compute (metaphone, dmetaphone, levenshtein_less_equal) are 0A000.

-- @case fuzzystrmatch-1.1
SELECT levenshtein('kitten', 'sitting')
-- @case fuzzystrmatch-1.2
SELECT 1 FROM pg_available_extensions WHERE name = 'fuzzystrmatch' AND default_version = '1.1'

-- @setup
CREATE EXTENSION fuzzystrmatch;
CREATE TABLE fz (id int PRIMARY KEY, a text, b text);
INSERT INTO fz VALUES (1, 'kitten', 'sitting'), (2, '', 'abc'), (3, 'abc', ''), (4, 'GUMBO', 'GAMBOL'), (5, 'héllo', 'hello'), (6, 'Ashcraft', 'Ashcroft'), (7, 'Robert', 'Rupert'), (8, NULL, 'x'), (9, '', ''), (10, 'Tymczak', 'Pfister'), (11, '123 Lee', 'Lloyd'), (12, 'ÉCOLE', 'école'), (13, 'Honeyman', 'hon-ey man');

-- @case fuzzystrmatch-2.1
SELECT extname, extversion FROM pg_extension WHERE extname = 'fuzzystrmatch'
-- @case fuzzystrmatch-2.2
SELECT id, levenshtein(a, b), levenshtein(b, a), levenshtein(a, b, 2, 3, 4), levenshtein(a, b, 1, 1, 0) FROM fz ORDER BY id
-- @case fuzzystrmatch-2.3
SELECT id, soundex(a), soundex(b), difference(a, b), text_soundex(a) FROM fz ORDER BY id
-- @case fuzzystrmatch-2.4
SELECT soundex('Lloyd'), soundex('Pfister'), soundex('Tymczak'), soundex('Gutierrez'), soundex('Jackson'), soundex('Washington'), soundex('Lee'), soundex('Ab'), soundex('!!x')
-- @case fuzzystrmatch-2.5
SELECT levenshtein(repeat('a', 256), 'b')
-- @case fuzzystrmatch-2.6
SELECT levenshtein(repeat('a', 255), repeat('b', 255)), levenshtein(repeat('a', 300), ''), levenshtein('', repeat('a', 300), 2, 1, 1)
-- @case fuzzystrmatch-2.7
SELECT pg_typeof(levenshtein('a', 'b')), pg_typeof(soundex('a')), pg_typeof(difference('a', 'b'))
-- @case fuzzystrmatch-2.8
SELECT levenshtein('日本語', '日本人'), levenshtein(NULL, 'a'), soundex(NULL), difference('a', NULL)
-- @case fuzzystrmatch-2.9
SELECT metaphone('Thompson', 4)
-- @case fuzzystrmatch-2.10
SELECT dmetaphone('gumbo')
-- @case fuzzystrmatch-2.11
SELECT levenshtein(1, 2)
-- @case fuzzystrmatch-2.12
SELECT levenshtein('a', 'b', 1, 1)

-- @setup
CREATE EXTENSION fuzzystrmatch;
CREATE TABLE fz2 (a text DEFAULT soundex('x'));
-- @case fuzzystrmatch-3.1
DROP EXTENSION fuzzystrmatch
-- @setup
CREATE EXTENSION fuzzystrmatch;
DROP EXTENSION fuzzystrmatch;
-- @case fuzzystrmatch-3.2
SELECT soundex('x')
