-- DEFERRABLE UNIQUE / PRIMARY KEY constraints: checked at the end of the statement while
-- IMMEDIATE, at COMMIT (or SET CONSTRAINTS … IMMEDIATE) while DEFERRED. Every case runs inside
-- BEGIN … ROLLBACK, so its setup is part of the transaction whose COMMIT a case may run.
-- @setup
CREATE TABLE dq_i (k int PRIMARY KEY DEFERRABLE, v text);
CREATE TABLE dq_d (k int UNIQUE DEFERRABLE INITIALLY DEFERRED, v text);
INSERT INTO dq_i VALUES (1, 'a'), (2, 'b'), (3, 'c');

-- 1: DEFERRABLE INITIALLY IMMEDIATE: checked when the statement ends, not row by row
-- @case deferrable-unique-1.1
UPDATE dq_i SET k = k + 1
-- @case deferrable-unique-1.2
INSERT INTO dq_i VALUES (2, 'x')
-- @case deferrable-unique-1.3
UPDATE dq_i SET k = 1
-- @case deferrable-unique-1.4
INSERT INTO dq_i VALUES (NULL, 'x')
-- @case deferrable-unique-1.5
SELECT conname, condeferrable, condeferred FROM pg_constraint WHERE conrelid IN ('dq_i'::regclass, 'dq_d'::regclass) ORDER BY conname

-- 2: INITIALLY DEFERRED: duplicates are allowed until COMMIT
-- @setup
CREATE TABLE dq_d (k int UNIQUE DEFERRABLE INITIALLY DEFERRED, v text);
INSERT INTO dq_d VALUES (1, 'a'), (1, 'b'), (NULL, 'n'), (NULL, 'm');
-- @case deferrable-unique-2.1
SELECT k, v FROM dq_d ORDER BY v
-- @case deferrable-unique-2.2
COMMIT
-- @case deferrable-unique-2.3
SET CONSTRAINTS ALL IMMEDIATE
-- @case deferrable-unique-2.4
SET CONSTRAINTS dq_d_k_key IMMEDIATE
-- @case deferrable-unique-2.5
INSERT INTO dq_d VALUES (1, 'c')

-- 3: a duplicate removed before COMMIT is no violation
-- @setup
CREATE TABLE dq_d (k int UNIQUE DEFERRABLE INITIALLY DEFERRED, v text);
INSERT INTO dq_d VALUES (1, 'a'), (1, 'b');
DELETE FROM dq_d WHERE v = 'b';
-- @case deferrable-unique-3.1
SET CONSTRAINTS ALL IMMEDIATE

-- 4: SET CONSTRAINTS … DEFERRED defers an INITIALLY IMMEDIATE one; IMMEDIATE checks it
-- @setup
CREATE TABLE dq_i (k int PRIMARY KEY DEFERRABLE, v text);
INSERT INTO dq_i VALUES (1, 'a'), (2, 'b');
SET CONSTRAINTS dq_i_pkey DEFERRED;
UPDATE dq_i SET k = 1;
-- @case deferrable-unique-4.1
SELECT count(*) FROM dq_i WHERE k = 1
-- @case deferrable-unique-4.2
SET CONSTRAINTS dq_i_pkey IMMEDIATE
-- @case deferrable-unique-4.3
COMMIT

-- 5: a deferrable key cannot be referenced by a foreign key, nor be an ON CONFLICT arbiter
-- @setup
CREATE TABLE dq_i (k int PRIMARY KEY DEFERRABLE, v text);
CREATE TABLE dq_u (k int, CONSTRAINT dq_u_k UNIQUE (k) DEFERRABLE);
-- @case deferrable-unique-5.1
CREATE TABLE dq_c (k int REFERENCES dq_i)
-- @case deferrable-unique-5.2
CREATE TABLE dq_c (k int REFERENCES dq_u (k))
-- @case deferrable-unique-5.3
INSERT INTO dq_i VALUES (1, 'a') ON CONFLICT (k) DO NOTHING
