-- RETURNING * of an UPDATE … FROM / DELETE … USING is the target's columns then every FROM item's
-- (on a table with inheritance children pgsqlite returned only the target's: now 0A000 there,
-- the documented limitation, and the plain table answers).

-- @setup
CREATE TABLE rsf_parent (f1 int, f2 text);
CREATE TABLE rsf_child (f3 int) INHERITS (rsf_parent);
CREATE TABLE rsf_plain (f1 int, f2 text);
CREATE TABLE rsf_other (q1 int, q2 int);
INSERT INTO rsf_child VALUES (1, 'a', 5);
INSERT INTO rsf_plain VALUES (1, 'a'), (2, 'b');
INSERT INTO rsf_other VALUES (10, 1);

-- @case returning-star-from-1.1
UPDATE rsf_plain SET f2 = f2 || 'x' FROM rsf_other WHERE rsf_plain.f1 = rsf_other.q2 RETURNING *
-- @case returning-star-from-1.2
DELETE FROM rsf_plain USING rsf_other o WHERE rsf_plain.f1 = o.q2 RETURNING *
-- @case returning-star-from-1.3
UPDATE rsf_parent SET f2 = f2 || 'x' FROM rsf_other WHERE rsf_parent.f1 = rsf_other.q2 RETURNING *
-- @case returning-star-from-1.4
DELETE FROM rsf_parent USING rsf_other WHERE rsf_parent.f1 = rsf_other.q2 RETURNING *
-- @case returning-star-from-1.5
UPDATE rsf_parent p SET f2 = f2 || 'y' FROM rsf_other WHERE p.f1 = rsf_other.q2 RETURNING p.*
