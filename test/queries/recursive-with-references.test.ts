import { describeGoldenStatements } from '../catalog/golden-statements.js';

/**
 * WITH RECURSIVE items read themselves where PostgreSQL allows it (parse_cte.c): never in the
 * non-recursive term, a subquery, an outer join's nullable side, EXCEPT or INTERSECT ALL, at most
 * once, with no aggregate over the reference, no mutual recursion; items are analysed in
 * dependency order (a forward reference works); the non-recursive term's column types must be the
 * whole UNION's (typmods included, as select_common_typmod keeps a shared one). PostgreSQL 15's
 * answers are golden.
 */

const STATEMENTS = [
  'CREATE TABLE y (a INTEGER)',
  'INSERT INTO y SELECT generate_series(1, 10)',
  'WITH RECURSIVE x(n) AS (SELECT n FROM x UNION ALL SELECT 1) SELECT * FROM x',
  `WITH RECURSIVE x(n) AS (
  WITH x1 AS (SELECT 1 FROM x)
    SELECT 0
    UNION
    SELECT * FROM x1)
	SELECT * FROM x`,
  `WITH RECURSIVE x(n) AS (
  (WITH x1 AS (SELECT 1 FROM x) SELECT * FROM x1)
  UNION
  SELECT 0)
	SELECT * FROM x`,
  `WITH RECURSIVE x(n) AS (SELECT a FROM y WHERE a = 1
	UNION ALL
	SELECT x.n+1 FROM y LEFT JOIN x ON x.n = y.a WHERE n < 10)
SELECT * FROM x`,
  `WITH RECURSIVE x(n) AS (SELECT a FROM y WHERE a = 1
	UNION ALL
	SELECT x.n+1 FROM x RIGHT JOIN y ON x.n = y.a WHERE n < 10)
SELECT * FROM x`,
  `WITH RECURSIVE x(n) AS (SELECT a FROM y WHERE a = 1
	UNION ALL
	SELECT x.n+1 FROM x LEFT JOIN y ON x.n = y.a WHERE n < 10)
SELECT * FROM x`,
  `WITH RECURSIVE x(n) AS (SELECT a FROM y WHERE a = 1
	UNION ALL
	SELECT x.n+1 FROM x FULL JOIN y ON x.n = y.a WHERE n < 10)
SELECT * FROM x`,
  `WITH RECURSIVE x(n) AS (SELECT 1 UNION ALL SELECT n+1 FROM x
                          WHERE n IN (SELECT * FROM x))
  SELECT * FROM x`,
  `WITH RECURSIVE x(n) AS (SELECT 1 UNION ALL SELECT count(*) FROM x)
  SELECT * FROM x`,
  `WITH RECURSIVE x(n) AS (SELECT 1 UNION ALL SELECT sum(n) FROM x)
  SELECT * FROM x`,
  `WITH RECURSIVE x(n) AS (SELECT 1 UNION ALL SELECT n+1 FROM x WHERE n < (SELECT max(a) FROM y))
  SELECT count(*) FROM x`,
  `WITH RECURSIVE x(id) AS (values (1)
    UNION ALL
    SELECT (SELECT * FROM x) FROM x WHERE id < 5
) SELECT * FROM x`,
  `WITH RECURSIVE
  x (id) AS (SELECT 1 UNION ALL SELECT id+1 FROM y WHERE id < 5),
  y (id) AS (SELECT 1 UNION ALL SELECT id+1 FROM x WHERE id < 5)
SELECT * FROM x`,
  `WITH RECURSIVE foo(i) AS
    (values (1)
    UNION ALL
       (SELECT i+1 FROM foo WHERE i < 10
          UNION ALL
       SELECT i+1 FROM foo WHERE i < 5)
) SELECT * FROM foo`,
  `WITH RECURSIVE foo(i) AS
    (values (1)
    UNION ALL
	   SELECT * FROM
       (SELECT i+1 FROM foo WHERE i < 10
          UNION ALL
       SELECT i+1 FROM foo WHERE i < 5) AS t
) SELECT * FROM foo`,
  `WITH RECURSIVE foo(i) AS
    (values (1)
    UNION ALL
       (SELECT i+1 FROM foo WHERE i < 10
          EXCEPT
       SELECT i+1 FROM foo WHERE i < 5)
) SELECT * FROM foo`,
  `WITH RECURSIVE foo(i) AS
    (values (1)
    UNION ALL
       (SELECT i+1 FROM foo WHERE i < 10
          INTERSECT
       SELECT i+1 FROM foo WHERE i < 5)
) SELECT * FROM foo`,
  `WITH RECURSIVE outermost(x) AS (
  WITH innermost as (SELECT 2 FROM outermost) -- fail
    SELECT * FROM innermost
    UNION SELECT * from outermost
)
SELECT * FROM outermost ORDER BY 1`,
  'WITH RECURSIVE t(n) AS (VALUES (1) UNION ALL SELECT n+1 FROM t WHERE n < 5) SELECT sum(n) FROM t',
  'WITH RECURSIVE a AS (SELECT 1 AS v), b(v) AS (SELECT v FROM a UNION ALL SELECT v + 1 FROM b WHERE v < 3) SELECT * FROM b',
  'WITH RECURSIVE b(v) AS (SELECT v FROM a UNION ALL SELECT v + 1 FROM b WHERE v < 3), a AS (SELECT 1 AS v) SELECT * FROM b',
  `WITH RECURSIVE foo(i) AS
   (SELECT i FROM (VALUES(1),(2)) t(i)
   UNION ALL
   SELECT (i+1)::numeric(10,0) FROM foo WHERE i < 10)
SELECT * FROM foo`,
  `WITH RECURSIVE foo(i) AS
   (SELECT i::numeric(3,0) FROM (VALUES(1),(2)) t(i)
   UNION ALL
   SELECT (i+1)::numeric(10,0) FROM foo WHERE i < 10)
SELECT * FROM foo`,
  "WITH RECURSIVE t(s) AS (SELECT 'a' UNION ALL SELECT s || 'b' FROM t WHERE length(s) < 3) SELECT * FROM t",
  "WITH RECURSIVE t(s, n) AS (VALUES ('a', 1) UNION ALL SELECT s || 'b', n + 1 FROM t WHERE n < 3) SELECT * FROM t",
  'WITH RECURSIVE t(n) AS (SELECT 1::int2 UNION ALL SELECT n + 1 FROM t WHERE n < 3) SELECT * FROM t',
  'WITH RECURSIVE t(n) AS (SELECT 1.5 UNION ALL SELECT n + 1 FROM t WHERE n < 3) SELECT * FROM t',
  'WITH RECURSIVE t(n) AS (SELECT NULL::int UNION ALL SELECT 1 FROM t WHERE n IS NOT NULL) SELECT * FROM t',
  "WITH RECURSIVE t(v) AS (SELECT 'x'::varchar(5) UNION ALL SELECT (v || 'y')::varchar(5) FROM t WHERE length(v) < 3) SELECT * FROM t",
  "WITH RECURSIVE t(v) AS (SELECT 'x'::varchar(5) UNION ALL SELECT v || 'y' FROM t WHERE length(v) < 3) SELECT * FROM t",
  'WITH RECURSIVE t(n, d) AS (SELECT 1, now()::date UNION ALL SELECT n+1, d + 1 FROM t WHERE n < 2) SELECT n FROM t',
  'WITH RECURSIVE t(a) AS (SELECT ARRAY[1] UNION ALL SELECT a || 1 FROM t WHERE cardinality(a) < 3) SELECT * FROM t',
  'WITH RECURSIVE t(j) AS (SELECT \'{"a":1}\'::jsonb UNION ALL SELECT j || \'{"b":2}\' FROM t WHERE NOT j ? \'b\') SELECT * FROM t',
  "SELECT 'x'::varchar(5) AS v UNION ALL SELECT 'y'::varchar(5)",
];

await describeGoldenStatements({
  title: 'queries: recursive WITH references are checked as PostgreSQL 15 checks them',
  id: 'recursive-with',
  golden: 'recursive-with-references.json',
  statements: STATEMENTS,
  soft: true,
});
