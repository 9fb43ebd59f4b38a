-- ALTER TABLE … ADD [CONSTRAINT c] PRIMARY KEY | UNIQUE USING INDEX idx: the constraint takes over
-- a plain unique index (renamed to the constraint's name); other indexes are refused as PostgreSQL does.
-- @setup
CREATE TABLE cui_t (a int, b varchar(10), c char);
INSERT INTO cui_t VALUES (1, '2'), (3, '4'), (5, '6');
CREATE UNIQUE INDEX cui_ab ON cui_t (a, b);
CREATE UNIQUE INDEX cui_ba ON cui_t (b, a);
CREATE INDEX cui_nu ON cui_t (a);
CREATE UNIQUE INDEX cui_expr ON cui_t ((a + 1));
CREATE UNIQUE INDEX cui_part ON cui_t (a) WHERE a > 0;
CREATE UNIQUE INDEX cui_desc ON cui_t (a DESC);
CREATE TABLE cui_other (a int);
CREATE UNIQUE INDEX cui_other_a ON cui_other (a);
CREATE TABLE cui_nulls (a int);
INSERT INTO cui_nulls VALUES (NULL);
CREATE UNIQUE INDEX cui_nulls_a ON cui_nulls (a);
-- @case core3-constraint-using-index-1.1
ALTER TABLE cui_t ADD PRIMARY KEY USING INDEX cui_ab
-- @case core3-constraint-using-index-1.2
ALTER TABLE cui_t ADD CONSTRAINT cui_t_renamed UNIQUE USING INDEX cui_ba
-- @case core3-constraint-using-index-1.3
ALTER TABLE cui_t ADD PRIMARY KEY USING INDEX cui_nu
-- @case core3-constraint-using-index-1.4
ALTER TABLE cui_t ADD PRIMARY KEY USING INDEX cui_expr
-- @case core3-constraint-using-index-1.5
ALTER TABLE cui_t ADD UNIQUE USING INDEX cui_part
-- @case core3-constraint-using-index-1.6
ALTER TABLE cui_t ADD UNIQUE USING INDEX cui_desc
-- @case core3-constraint-using-index-1.7
ALTER TABLE cui_t ADD UNIQUE USING INDEX cui_other_a
-- @case core3-constraint-using-index-1.8
ALTER TABLE cui_t ADD UNIQUE USING INDEX cui_nosuch
-- @case core3-constraint-using-index-1.9
ALTER TABLE cui_t ADD UNIQUE USING INDEX cui_other
-- @case core3-constraint-using-index-1.10
ALTER TABLE cui_nulls ADD PRIMARY KEY USING INDEX cui_nulls_a
-- @setup
CREATE TABLE cui_t (a int, b varchar(10), c char);
INSERT INTO cui_t VALUES (1, '2'), (3, '4'), (5, '6');
CREATE UNIQUE INDEX cui_ba ON cui_t (b, a);
ALTER TABLE cui_t ADD CONSTRAINT cui_t_pk PRIMARY KEY USING INDEX cui_ba;
-- @case core3-constraint-using-index-2.1 ordered
SELECT conname, contype, conindid::regclass::text, conkey FROM pg_constraint WHERE conrelid = 'cui_t'::regclass ORDER BY 1
-- @case core3-constraint-using-index-2.2 ordered
SELECT relname FROM pg_class WHERE relname LIKE 'cui_%' AND relkind = 'i' ORDER BY 1
-- @case core3-constraint-using-index-2.3
ALTER TABLE cui_t ADD UNIQUE USING INDEX cui_t_pk
-- @case core3-constraint-using-index-2.4
INSERT INTO cui_t VALUES (1, '2')
-- @case core3-constraint-using-index-2.5 ordered
SELECT attname, attnotnull FROM pg_attribute WHERE attrelid = 'cui_t'::regclass AND attnum > 0 ORDER BY attnum
