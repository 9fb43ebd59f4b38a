-- Stored generated columns: DEFAULT in INSERT … VALUES / UPDATE … SET / ON CONFLICT DO UPDATE
-- (the column is computed), and PostgreSQL's checks of the generation clause and expression
-- (multiple clauses, with DEFAULT or IDENTITY, generated/whole-row/system column references,
-- a mutable expression, aggregates), a generation expression naming a later column.
-- @setup
CREATE TABLE gcr1 (a int PRIMARY KEY, b int GENERATED ALWAYS AS (a * 2) STORED);
INSERT INTO gcr1 VALUES (1);
CREATE TABLE gcr2 (a int DEFAULT 9, b int GENERATED ALWAYS AS (a + 1) STORED);

-- @case generated-column-rules-1.1
INSERT INTO gcr1 VALUES (2, DEFAULT) RETURNING *
-- @case generated-column-rules-1.2
INSERT INTO gcr1 VALUES (3, DEFAULT), (4, DEFAULT) RETURNING a, b
-- @case generated-column-rules-1.3
INSERT INTO gcr1 (b, a) VALUES (DEFAULT, 7) RETURNING *
-- @case generated-column-rules-1.4
INSERT INTO gcr1 VALUES (5, 10)
-- @case generated-column-rules-1.5
INSERT INTO gcr1 VALUES (5, DEFAULT), (6, 12)
-- @case generated-column-rules-1.6
UPDATE gcr1 SET b = DEFAULT WHERE a = 1 RETURNING *
-- @case generated-column-rules-1.7
UPDATE gcr1 SET a = 10, b = DEFAULT WHERE a = 1 RETURNING *
-- @case generated-column-rules-1.8
UPDATE gcr1 SET b = 3
-- @case generated-column-rules-1.9
INSERT INTO gcr1 VALUES (1, DEFAULT) ON CONFLICT (a) DO UPDATE SET b = DEFAULT RETURNING *
-- @case generated-column-rules-1.10
INSERT INTO gcr2 (b) VALUES (DEFAULT), (DEFAULT) RETURNING *
-- @case generated-column-rules-1.11
INSERT INTO gcr2 (b) VALUES (DEFAULT) RETURNING *

-- @case generated-column-rules-2.1
CREATE TABLE gcr_e1 (a int PRIMARY KEY, b int GENERATED ALWAYS AS (a * 2) STORED GENERATED ALWAYS AS (a * 3) STORED)
-- @case generated-column-rules-2.2
CREATE TABLE gcr_e2 (a int PRIMARY KEY, b int DEFAULT 5 GENERATED ALWAYS AS (a * 2) STORED)
-- @case generated-column-rules-2.3
CREATE TABLE gcr_e3 (a int PRIMARY KEY, b int GENERATED ALWAYS AS IDENTITY GENERATED ALWAYS AS (a * 2) STORED)
-- @case generated-column-rules-2.4
CREATE TABLE gcr_e4 (a int PRIMARY KEY, b int GENERATED ALWAYS AS (a * 2) STORED, c int GENERATED ALWAYS AS (b * 3) STORED)
-- @case generated-column-rules-2.5
CREATE TABLE gcr_e5 (a int PRIMARY KEY, b int GENERATED ALWAYS AS (b * 2) STORED)
-- @case generated-column-rules-2.6
CREATE TABLE gcr_e6 (a int PRIMARY KEY, b bool GENERATED ALWAYS AS (xmin <> 37) STORED)
-- @case generated-column-rules-2.7
CREATE TABLE gcr_e7 (a int PRIMARY KEY, b int GENERATED ALWAYS AS (num_nulls(gcr_e7)) STORED)
-- @case generated-column-rules-2.8
CREATE TABLE gcr_e8 (a int PRIMARY KEY, b double precision GENERATED ALWAYS AS (random()) STORED)
-- @case generated-column-rules-2.9
CREATE TABLE gcr_e9 (a timestamptz, b text GENERATED ALWAYS AS (now()::text) STORED)
-- @case generated-column-rules-2.10
CREATE TABLE gcr_e10 (a int PRIMARY KEY, b int GENERATED ALWAYS AS (avg(a)) STORED)
-- @case generated-column-rules-2.11
CREATE TABLE gcr_e11 (a int, b text GENERATED ALWAYS AS (current_user) STORED)
-- @case generated-column-rules-2.12
CREATE TABLE gcr_e12 (a int, b int GENERATED ALWAYS AS (gcr_e12.b + 1) STORED)

-- @case generated-column-rules-3.1
CREATE TABLE gcr_ok1 (b int GENERATED ALWAYS AS (a * 2) STORED, a int NOT NULL)
-- @case generated-column-rules-3.2
CREATE TABLE gcr_ok2 (a int, b text GENERATED ALWAYS AS (a::text || 'x') STORED, c date GENERATED ALWAYS AS (date '2020-01-01' + a) STORED)
-- @case generated-column-rules-3.3
ALTER TABLE gcr1 ADD COLUMN c int GENERATED ALWAYS AS (b + 1) STORED
-- @case generated-column-rules-3.4
ALTER TABLE gcr1 ADD COLUMN c int GENERATED ALWAYS AS (a + 1) STORED
-- @case generated-column-rules-3.5
ALTER TABLE gcr1 ADD COLUMN c int DEFAULT 1 GENERATED ALWAYS AS (a + 1) STORED
