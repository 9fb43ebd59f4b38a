-- A strict function or operator one of whose arguments is a constant expression that turns out
-- NULL is NULL without its other arguments being evaluated (clauses.c evaluate_function: "even
-- if there are other inputs that aren't constant"), so an error those would raise never comes.

-- @setup
CREATE TABLE scn (id int, t text, n int, j jsonb);
INSERT INTO scn VALUES (1, 'Zz', 0, '[]'), (2, 'b', 0, '{}');

-- 1: operators
-- @case strict-constant-null-1.1
SELECT (json_array_element('{"k": 2}'::json, '-2147483648'::integer) #> ('Zz'::text)::text[]), NULL::boolean
-- @case strict-constant-null-1.2
SELECT id, json_array_element('{"k": 2}'::json, 0) #> (t)::text[] FROM scn ORDER BY id
-- @case strict-constant-null-1.3
SELECT id, abs(NULLIF(1, 1)) + 1 / n FROM scn ORDER BY id
-- @case strict-constant-null-1.4
SELECT id, abs(NULLIF(1, 2)) + 1 / n FROM scn ORDER BY id

-- 2: functions
-- @case strict-constant-null-2.1
SELECT id, make_date(NULLIF(2000, 2000), (t)::int, 1) FROM scn ORDER BY id
-- @case strict-constant-null-2.2
SELECT id, repeat(jsonb_array_element_text('[]', 0), (t)::int) FROM scn ORDER BY id
-- @case strict-constant-null-2.3
SELECT id, repeat(jsonb_array_element_text('["x"]', 0), (t)::int) FROM scn ORDER BY id
-- @case strict-constant-null-2.4
SELECT count(*) FROM scn WHERE jsonb_array_length(j - NULLIF(1, 1)) > 0

-- 3: a strict call folded to NULL evaluates its constant arguments first, also under a cast
-- @case strict-constant-null-3.1
SELECT (substr(substr('abc'::text, '0'::integer, '-257'::integer), NULL::integer, NULL::integer))::uuid
-- @case strict-constant-null-3.2
SELECT (width_bucket(('0'::numeric ^ '-872.540'::numeric), NULL::numeric, '-6.181'::numeric, NULL::integer))::boolean
-- @case strict-constant-null-3.3
SELECT (substr('abc', 1, NULL::integer))::uuid, (length(NULL::text))::text
