-- A cursor declared without SCROLL or NO SCROLL moves back only where PostgreSQL's plan can run
-- backward (portalcmds.c PerformCursorOpen, execAmi.c ExecSupportsBackwardScan): scans, sorts,
-- VALUES, LIMIT and UNION ALL can; aggregation, DISTINCT, window functions, joins, semi- and
-- anti-joins, other set operations, a SELECT without FROM and any row-locking query cannot
-- (55000). A row-locking query refuses SCROLL and WITH HOLD (0A000). Each case's DECLARE and
-- first FETCH are its setup.

-- @setup
CREATE TABLE csd_a (id int PRIMARY KEY, g int, v text);
CREATE TABLE csd_b (id int PRIMARY KEY, w text);
INSERT INTO csd_a SELECT i, i % 3, 'v' || i FROM generate_series(1, 20) i;
INSERT INTO csd_b SELECT i, 'w' || i FROM generate_series(1, 20) i;
DECLARE c CURSOR FOR SELECT * FROM csd_a;
FETCH 2 FROM c;
-- @case cursor-scroll-default-1.1
FETCH PRIOR FROM c

-- @setup
CREATE TABLE csd_a (id int PRIMARY KEY, g int, v text);
CREATE TABLE csd_b (id int PRIMARY KEY, w text);
INSERT INTO csd_a SELECT i, i % 3, 'v' || i FROM generate_series(1, 20) i;
INSERT INTO csd_b SELECT i, 'w' || i FROM generate_series(1, 20) i;
DECLARE c CURSOR FOR SELECT * FROM csd_a ORDER BY v DESC;
FETCH 2 FROM c;
-- @case cursor-scroll-default-1.2
FETCH PRIOR FROM c

-- @setup
CREATE TABLE csd_a (id int PRIMARY KEY, g int, v text);
CREATE TABLE csd_b (id int PRIMARY KEY, w text);
INSERT INTO csd_a SELECT i, i % 3, 'v' || i FROM generate_series(1, 20) i;
INSERT INTO csd_b SELECT i, 'w' || i FROM generate_series(1, 20) i;
DECLARE c CURSOR FOR SELECT count(*) FROM csd_a;
FETCH 1 FROM c;
-- @case cursor-scroll-default-1.3
FETCH PRIOR FROM c

-- @setup
CREATE TABLE csd_a (id int PRIMARY KEY, g int, v text);
CREATE TABLE csd_b (id int PRIMARY KEY, w text);
INSERT INTO csd_a SELECT i, i % 3, 'v' || i FROM generate_series(1, 20) i;
INSERT INTO csd_b SELECT i, 'w' || i FROM generate_series(1, 20) i;
DECLARE c CURSOR FOR SELECT g, count(*) FROM csd_a GROUP BY g;
FETCH 1 FROM c;
-- @case cursor-scroll-default-1.4
FETCH PRIOR FROM c

-- @setup
CREATE TABLE csd_a (id int PRIMARY KEY, g int, v text);
CREATE TABLE csd_b (id int PRIMARY KEY, w text);
INSERT INTO csd_a SELECT i, i % 3, 'v' || i FROM generate_series(1, 20) i;
INSERT INTO csd_b SELECT i, 'w' || i FROM generate_series(1, 20) i;
DECLARE c CURSOR FOR SELECT DISTINCT g FROM csd_a;
FETCH 1 FROM c;
-- @case cursor-scroll-default-1.5
MOVE BACKWARD 1 FROM c

-- @setup
CREATE TABLE csd_a (id int PRIMARY KEY, g int, v text);
CREATE TABLE csd_b (id int PRIMARY KEY, w text);
INSERT INTO csd_a SELECT i, i % 3, 'v' || i FROM generate_series(1, 20) i;
INSERT INTO csd_b SELECT i, 'w' || i FROM generate_series(1, 20) i;
DECLARE c CURSOR FOR SELECT * FROM csd_a JOIN csd_b USING (id);
FETCH 1 FROM c;
-- @case cursor-scroll-default-1.6
FETCH PRIOR FROM c

-- @setup
CREATE TABLE csd_a (id int PRIMARY KEY, g int, v text);
CREATE TABLE csd_b (id int PRIMARY KEY, w text);
INSERT INTO csd_a SELECT i, i % 3, 'v' || i FROM generate_series(1, 20) i;
INSERT INTO csd_b SELECT i, 'w' || i FROM generate_series(1, 20) i;
DECLARE c CURSOR FOR SELECT id FROM csd_a UNION SELECT id FROM csd_b;
FETCH 1 FROM c;
-- @case cursor-scroll-default-1.7
FETCH PRIOR FROM c

-- @setup
CREATE TABLE csd_a (id int PRIMARY KEY, g int, v text);
CREATE TABLE csd_b (id int PRIMARY KEY, w text);
INSERT INTO csd_a SELECT i, i % 3, 'v' || i FROM generate_series(1, 20) i;
INSERT INTO csd_b SELECT i, 'w' || i FROM generate_series(1, 20) i;
DECLARE c CURSOR FOR SELECT id FROM csd_a UNION ALL SELECT id FROM csd_b;
FETCH 2 FROM c;
-- @case cursor-scroll-default-1.8
FETCH PRIOR FROM c

-- @setup
CREATE TABLE csd_a (id int PRIMARY KEY, g int, v text);
CREATE TABLE csd_b (id int PRIMARY KEY, w text);
INSERT INTO csd_a SELECT i, i % 3, 'v' || i FROM generate_series(1, 20) i;
INSERT INTO csd_b SELECT i, 'w' || i FROM generate_series(1, 20) i;
DECLARE c CURSOR FOR SELECT row_number() OVER () FROM csd_a;
FETCH 1 FROM c;
-- @case cursor-scroll-default-1.9
FETCH PRIOR FROM c

-- @setup
CREATE TABLE csd_a (id int PRIMARY KEY, g int, v text);
CREATE TABLE csd_b (id int PRIMARY KEY, w text);
INSERT INTO csd_a SELECT i, i % 3, 'v' || i FROM generate_series(1, 20) i;
INSERT INTO csd_b SELECT i, 'w' || i FROM generate_series(1, 20) i;
DECLARE c CURSOR FOR SELECT 1;
FETCH 1 FROM c;
-- @case cursor-scroll-default-1.10
FETCH PRIOR FROM c

-- @setup
CREATE TABLE csd_a (id int PRIMARY KEY, g int, v text);
CREATE TABLE csd_b (id int PRIMARY KEY, w text);
INSERT INTO csd_a SELECT i, i % 3, 'v' || i FROM generate_series(1, 20) i;
INSERT INTO csd_b SELECT i, 'w' || i FROM generate_series(1, 20) i;
DECLARE c CURSOR FOR VALUES (1), (2);
FETCH 2 FROM c;
-- @case cursor-scroll-default-1.11
FETCH PRIOR FROM c

-- @setup
CREATE TABLE csd_a (id int PRIMARY KEY, g int, v text);
CREATE TABLE csd_b (id int PRIMARY KEY, w text);
INSERT INTO csd_a SELECT i, i % 3, 'v' || i FROM generate_series(1, 20) i;
INSERT INTO csd_b SELECT i, 'w' || i FROM generate_series(1, 20) i;
DECLARE c CURSOR FOR SELECT * FROM csd_a WHERE id IN (SELECT id FROM csd_b);
FETCH 1 FROM c;
-- @case cursor-scroll-default-1.12
FETCH PRIOR FROM c

-- @setup
CREATE TABLE csd_a (id int PRIMARY KEY, g int, v text);
CREATE TABLE csd_b (id int PRIMARY KEY, w text);
INSERT INTO csd_a SELECT i, i % 3, 'v' || i FROM generate_series(1, 20) i;
INSERT INTO csd_b SELECT i, 'w' || i FROM generate_series(1, 20) i;
DECLARE c CURSOR FOR SELECT * FROM (SELECT * FROM csd_a LIMIT 3) s;
FETCH 2 FROM c;
-- @case cursor-scroll-default-1.13
FETCH PRIOR FROM c

-- @setup
CREATE TABLE csd_a (id int PRIMARY KEY, g int, v text);
CREATE TABLE csd_b (id int PRIMARY KEY, w text);
INSERT INTO csd_a SELECT i, i % 3, 'v' || i FROM generate_series(1, 20) i;
INSERT INTO csd_b SELECT i, 'w' || i FROM generate_series(1, 20) i;
DECLARE c CURSOR FOR SELECT * FROM csd_a FOR UPDATE;
FETCH 2 FROM c;
-- @case cursor-scroll-default-1.14
FETCH PRIOR FROM c

-- @setup
CREATE TABLE csd_a (id int PRIMARY KEY, g int, v text);
CREATE TABLE csd_b (id int PRIMARY KEY, w text);
INSERT INTO csd_a SELECT i, i % 3, 'v' || i FROM generate_series(1, 20) i;
INSERT INTO csd_b SELECT i, 'w' || i FROM generate_series(1, 20) i;
DECLARE c CURSOR FOR SELECT * FROM csd_a ORDER BY id FOR SHARE;
FETCH 1 FROM c;
-- @case cursor-scroll-default-1.15
MOVE BACKWARD 1 FROM c

-- @setup
CREATE TABLE csd_a (id int PRIMARY KEY, g int, v text);
CREATE TABLE csd_b (id int PRIMARY KEY, w text);
INSERT INTO csd_a SELECT i, i % 3, 'v' || i FROM generate_series(1, 20) i;
INSERT INTO csd_b SELECT i, 'w' || i FROM generate_series(1, 20) i;
DECLARE c CURSOR FOR SELECT * FROM csd_a a WHERE NOT EXISTS (SELECT 1 FROM csd_b b WHERE b.id = a.id + 15);
FETCH 1 FROM c;
-- @case cursor-scroll-default-1.16
FETCH PRIOR FROM c

-- explicit SCROLL, and the locking refusals
-- @setup
CREATE TABLE csd_a (id int PRIMARY KEY, g int, v text);
CREATE TABLE csd_b (id int PRIMARY KEY, w text);
INSERT INTO csd_a SELECT i, i % 3, 'v' || i FROM generate_series(1, 20) i;
INSERT INTO csd_b SELECT i, 'w' || i FROM generate_series(1, 20) i;
-- @case cursor-scroll-default-2.1
DECLARE c SCROLL CURSOR FOR SELECT * FROM csd_a FOR UPDATE
-- @case cursor-scroll-default-2.2
DECLARE c CURSOR WITH HOLD FOR SELECT * FROM csd_a FOR NO KEY UPDATE
-- @case cursor-scroll-default-2.3
DECLARE c SCROLL CURSOR FOR SELECT nosuch FROM csd_a FOR UPDATE
-- @setup
CREATE TABLE csd_a (id int PRIMARY KEY, g int, v text);
CREATE TABLE csd_b (id int PRIMARY KEY, w text);
INSERT INTO csd_a SELECT i, i % 3, 'v' || i FROM generate_series(1, 20) i;
INSERT INTO csd_b SELECT i, 'w' || i FROM generate_series(1, 20) i;
DECLARE c SCROLL CURSOR FOR SELECT count(*) FROM csd_a;
FETCH 1 FROM c;
-- @case cursor-scroll-default-2.4
FETCH PRIOR FROM c
