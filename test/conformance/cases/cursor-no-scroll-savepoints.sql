-- SQL-level cursors: a NO SCROLL cursor refuses every fetch that rewinds or reads backward
-- (pquery.c DoPortalRunFetch: FETCH ABSOLUTE to a row at or behind the position or within half
-- of the rows passed, ABSOLUTE 0 or negative, FETCH 0 / RELATIVE 0 on a row; MOVE 0 is allowed),
-- 55000; ROLLBACK TO a savepoint drops the cursors declared since (a CLOSE in that time stays).
-- @setup
DECLARE ns NO SCROLL CURSOR FOR SELECT generate_series(1, 10) AS x;
-- @case cursor-no-scroll-savepoints-1.1
FETCH ABSOLUTE 1 FROM ns
-- @case cursor-no-scroll-savepoints-1.2
FETCH ABSOLUTE 0 FROM ns
-- @case cursor-no-scroll-savepoints-1.3
FETCH LAST FROM ns
-- @case cursor-no-scroll-savepoints-1.4
FETCH ABSOLUTE -3 FROM ns
-- @case cursor-no-scroll-savepoints-1.5
FETCH 0 FROM ns
-- @case cursor-no-scroll-savepoints-1.6
MOVE 0 IN ns
-- @setup
DECLARE ns NO SCROLL CURSOR FOR SELECT generate_series(1, 10) AS x;
MOVE 4 IN ns;
-- @case cursor-no-scroll-savepoints-2.1
FETCH ABSOLUTE 5 FROM ns
-- @case cursor-no-scroll-savepoints-2.2
FETCH ABSOLUTE 4 FROM ns
-- @case cursor-no-scroll-savepoints-2.3
FETCH ABSOLUTE 3 FROM ns
-- @case cursor-no-scroll-savepoints-2.4
FETCH ABSOLUTE 9 FROM ns
-- @case cursor-no-scroll-savepoints-2.5
FETCH RELATIVE 0 FROM ns
-- @case cursor-no-scroll-savepoints-2.6
MOVE RELATIVE 0 IN ns
-- @case cursor-no-scroll-savepoints-2.7
FETCH 0 FROM ns
-- @case cursor-no-scroll-savepoints-2.8
FETCH RELATIVE 2 FROM ns
-- @case cursor-no-scroll-savepoints-2.9
FETCH BACKWARD 1 FROM ns
-- @setup
DECLARE ns NO SCROLL CURSOR FOR SELECT generate_series(1, 3) AS x;
MOVE ALL IN ns;
-- @case cursor-no-scroll-savepoints-3.1
FETCH ABSOLUTE 4 FROM ns
-- @case cursor-no-scroll-savepoints-3.2
FETCH 0 FROM ns
-- @case cursor-no-scroll-savepoints-3.3
FETCH NEXT FROM ns
-- @setup
SAVEPOINT s;
DECLARE sv CURSOR FOR SELECT 1 AS one;
ROLLBACK TO s;
-- @case cursor-no-scroll-savepoints-4.1
FETCH sv
-- @case cursor-no-scroll-savepoints-4.2
SELECT count(*) FROM pg_cursors
-- @setup
DECLARE kept CURSOR FOR SELECT 1 AS one;
SAVEPOINT s;
CLOSE kept;
ROLLBACK TO s;
-- @case cursor-no-scroll-savepoints-5.1
FETCH kept
-- @setup
SAVEPOINT a;
DECLARE rel CURSOR FOR SELECT 1 AS one;
RELEASE a;
SAVEPOINT b;
ROLLBACK TO b;
-- @case cursor-no-scroll-savepoints-6.1
FETCH rel
-- @setup
SAVEPOINT a;
SAVEPOINT b;
DECLARE inner_c CURSOR FOR SELECT 1 AS one;
RELEASE b;
ROLLBACK TO a;
-- @case cursor-no-scroll-savepoints-6.2
FETCH inner_c
