-- INSTEAD OF triggers on views (trigger.c, rewriteHandler.c, nodeModifyTable.c ExecIR*Triggers): an
-- INSERT/UPDATE/DELETE on a view with an INSTEAD OF row trigger for the event passes each proposed or
-- matching view row to the trigger instead of writing the base table; RETURN NULL skips the row (not
-- counted); RETURNING shows the row the trigger returned (OLD for DELETE); the view's statement
-- triggers fire around them; view column defaults fill omitted columns and DEFAULT; a view that is
-- not automatically updatable becomes writable; CREATE TRIGGER's checks for views.

-- 1: the statements themselves: command tags and RETURNING
-- @setup
CREATE TABLE vb (a int PRIMARY KEY, b text, c int DEFAULT 7);
CREATE TABLE vcat (a int, label text);
CREATE VIEW v AS SELECT a, b FROM vb;
CREATE VIEW vj AS SELECT vb.a, vb.b, vcat.label FROM vb LEFT JOIN vcat USING (a);
ALTER VIEW vj ALTER COLUMN label SET DEFAULT 'dflt';
CREATE TABLE lg (k serial, info text);
CREATE FUNCTION v_trig() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lg (info) VALUES (tg_name || ' ' || tg_when || ' ' || tg_level || ' ' || tg_op || ' ' || tg_table_name || ' old=' || coalesce(old::text, '-') || ' new=' || coalesce(new::text, '-'));
  IF tg_level = 'STATEMENT' THEN RETURN NULL; END IF;
  IF tg_op = 'INSERT' THEN
    IF new.a < 0 THEN RETURN NULL; END IF;
    INSERT INTO vb (a, b) VALUES (new.a, upper(new.b)); new.b := upper(new.b) || '*'; RETURN new;
  ELSIF tg_op = 'UPDATE' THEN
    UPDATE vb SET a = new.a, b = new.b WHERE a = old.a; RETURN new;
  ELSE
    IF old.a = 2 THEN RETURN NULL; END IF;
    DELETE FROM vb WHERE a = old.a; RETURN old;
  END IF;
END $$;
CREATE FUNCTION vj_trig() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF tg_op = 'INSERT' THEN
    INSERT INTO vb (a, b) VALUES (new.a, new.b);
    INSERT INTO vcat VALUES (new.a, new.label);
    SELECT c INTO new.label FROM vb WHERE a = new.a;
    RETURN new;
  ELSIF tg_op = 'UPDATE' THEN
    UPDATE vcat SET label = new.label WHERE a = old.a; RETURN new;
  END IF;
  DELETE FROM vcat WHERE a = old.a; DELETE FROM vb WHERE a = old.a; RETURN NULL;
END $$;
CREATE TRIGGER vi INSTEAD OF INSERT ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vu INSTEAD OF UPDATE ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vd INSTEAD OF DELETE ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vbs BEFORE INSERT ON v FOR EACH STATEMENT EXECUTE FUNCTION v_trig();
CREATE TRIGGER vas AFTER UPDATE ON v FOR EACH STATEMENT EXECUTE FUNCTION v_trig();
CREATE TRIGGER vji INSTEAD OF INSERT OR UPDATE OR DELETE ON vj FOR EACH ROW EXECUTE FUNCTION vj_trig();
INSERT INTO vb VALUES (1, 'one'), (2, 'two'), (3, 'three');
-- @case trigger-instead-of-views-1.1
INSERT INTO v VALUES (10, 'ten'), (11, 'eleven'), (-1, 'skipped')
-- @case trigger-instead-of-views-1.2
INSERT INTO v VALUES (12, 'twelve') RETURNING *
-- @case trigger-instead-of-views-1.3
INSERT INTO v (a) VALUES (13) RETURNING a, b, v.*
-- @case trigger-instead-of-views-1.4
INSERT INTO v SELECT a + 20, b FROM vb WHERE a < 3 ORDER BY a RETURNING b
-- @case trigger-instead-of-views-1.5
INSERT INTO v DEFAULT VALUES RETURNING *
-- @case trigger-instead-of-views-1.6
UPDATE v SET b = b || '!' WHERE a >= 2 RETURNING *
-- @case trigger-instead-of-views-1.7
UPDATE v SET b = 'none' WHERE false
-- @case trigger-instead-of-views-1.8
DELETE FROM v WHERE a IN (1, 2, 3) RETURNING a, b
-- @case trigger-instead-of-views-1.9
DELETE FROM v WHERE a > 100
-- @case trigger-instead-of-views-1.10
UPDATE v SET b = s.x FROM (VALUES (1, 'from1'), (3, 'from3')) AS s (a, x) WHERE s.a = v.a
-- @case trigger-instead-of-views-1.11
INSERT INTO vj VALUES (5, 'five', 'cat5') RETURNING *
-- @case trigger-instead-of-views-1.12
INSERT INTO vj (a, b) VALUES (6, 'six') RETURNING *
-- @case trigger-instead-of-views-1.13
INSERT INTO vj VALUES (7, 'seven', DEFAULT) RETURNING label
-- @case trigger-instead-of-views-1.14
UPDATE vj SET label = 'L' || a WHERE a <= 2 RETURNING *
-- @case trigger-instead-of-views-1.15
DELETE FROM vj WHERE a = 1
-- @case trigger-instead-of-views-1.16
INSERT INTO v VALUES (1, 'x', 3)
-- @case trigger-instead-of-views-1.17
INSERT INTO v (nope) VALUES (1)
-- @case trigger-instead-of-views-1.18
INSERT INTO v VALUES ('notanint', 'x')

-- 2: what the triggers saw, and the tables afterwards
-- @setup
CREATE TABLE vb (a int PRIMARY KEY, b text, c int DEFAULT 7);
CREATE TABLE vcat (a int, label text);
CREATE VIEW v AS SELECT a, b FROM vb;
CREATE VIEW vj AS SELECT vb.a, vb.b, vcat.label FROM vb LEFT JOIN vcat USING (a);
ALTER VIEW vj ALTER COLUMN label SET DEFAULT 'dflt';
CREATE TABLE lg (k serial, info text);
CREATE FUNCTION v_trig() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lg (info) VALUES (tg_name || ' ' || tg_when || ' ' || tg_level || ' ' || tg_op || ' ' || tg_table_name || ' old=' || coalesce(old::text, '-') || ' new=' || coalesce(new::text, '-'));
  IF tg_level = 'STATEMENT' THEN RETURN NULL; END IF;
  IF tg_op = 'INSERT' THEN
    IF new.a < 0 THEN RETURN NULL; END IF;
    INSERT INTO vb (a, b) VALUES (new.a, upper(new.b)); new.b := upper(new.b) || '*'; RETURN new;
  ELSIF tg_op = 'UPDATE' THEN
    UPDATE vb SET a = new.a, b = new.b WHERE a = old.a; RETURN new;
  ELSE
    IF old.a = 2 THEN RETURN NULL; END IF;
    DELETE FROM vb WHERE a = old.a; RETURN old;
  END IF;
END $$;
CREATE FUNCTION vj_trig() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF tg_op = 'INSERT' THEN
    INSERT INTO vb (a, b) VALUES (new.a, new.b);
    INSERT INTO vcat VALUES (new.a, new.label);
    SELECT c INTO new.label FROM vb WHERE a = new.a;
    RETURN new;
  ELSIF tg_op = 'UPDATE' THEN
    UPDATE vcat SET label = new.label WHERE a = old.a; RETURN new;
  END IF;
  DELETE FROM vcat WHERE a = old.a; DELETE FROM vb WHERE a = old.a; RETURN NULL;
END $$;
CREATE TRIGGER vi INSTEAD OF INSERT ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vu INSTEAD OF UPDATE ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vd INSTEAD OF DELETE ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vbs BEFORE INSERT ON v FOR EACH STATEMENT EXECUTE FUNCTION v_trig();
CREATE TRIGGER vas AFTER UPDATE ON v FOR EACH STATEMENT EXECUTE FUNCTION v_trig();
CREATE TRIGGER vji INSTEAD OF INSERT OR UPDATE OR DELETE ON vj FOR EACH ROW EXECUTE FUNCTION vj_trig();
INSERT INTO vb VALUES (1, 'one'), (2, 'two'), (3, 'three');
INSERT INTO v VALUES (10, 'ten'), (-1, 'skipped');
UPDATE v SET b = b || '!' WHERE a >= 3;
UPDATE v SET b = 'none' WHERE false;
DELETE FROM v WHERE a IN (1, 2);
INSERT INTO vj (a, b) VALUES (6, 'six');
UPDATE vj SET label = 'L' || a WHERE a = 6;
DELETE FROM vj WHERE a = 3;
-- @case trigger-instead-of-views-2.1
SELECT k, info FROM lg ORDER BY k
-- @case trigger-instead-of-views-2.2
SELECT * FROM vb ORDER BY a
-- @case trigger-instead-of-views-2.3
SELECT * FROM vcat ORDER BY a
-- @case trigger-instead-of-views-2.4
SELECT * FROM vj ORDER BY a

-- 3: two INSTEAD OF triggers fire in name order, each seeing the NEW the previous returned
-- @setup
CREATE TABLE vb (a int PRIMARY KEY, b text, c int DEFAULT 7);
CREATE TABLE vcat (a int, label text);
CREATE VIEW v AS SELECT a, b FROM vb;
CREATE VIEW vj AS SELECT vb.a, vb.b, vcat.label FROM vb LEFT JOIN vcat USING (a);
ALTER VIEW vj ALTER COLUMN label SET DEFAULT 'dflt';
CREATE TABLE lg (k serial, info text);
CREATE FUNCTION v_trig() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lg (info) VALUES (tg_name || ' ' || tg_when || ' ' || tg_level || ' ' || tg_op || ' ' || tg_table_name || ' old=' || coalesce(old::text, '-') || ' new=' || coalesce(new::text, '-'));
  IF tg_level = 'STATEMENT' THEN RETURN NULL; END IF;
  IF tg_op = 'INSERT' THEN
    IF new.a < 0 THEN RETURN NULL; END IF;
    INSERT INTO vb (a, b) VALUES (new.a, upper(new.b)); new.b := upper(new.b) || '*'; RETURN new;
  ELSIF tg_op = 'UPDATE' THEN
    UPDATE vb SET a = new.a, b = new.b WHERE a = old.a; RETURN new;
  ELSE
    IF old.a = 2 THEN RETURN NULL; END IF;
    DELETE FROM vb WHERE a = old.a; RETURN old;
  END IF;
END $$;
CREATE FUNCTION vj_trig() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF tg_op = 'INSERT' THEN
    INSERT INTO vb (a, b) VALUES (new.a, new.b);
    INSERT INTO vcat VALUES (new.a, new.label);
    SELECT c INTO new.label FROM vb WHERE a = new.a;
    RETURN new;
  ELSIF tg_op = 'UPDATE' THEN
    UPDATE vcat SET label = new.label WHERE a = old.a; RETURN new;
  END IF;
  DELETE FROM vcat WHERE a = old.a; DELETE FROM vb WHERE a = old.a; RETURN NULL;
END $$;
CREATE TRIGGER vi INSTEAD OF INSERT ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vu INSTEAD OF UPDATE ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vd INSTEAD OF DELETE ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vbs BEFORE INSERT ON v FOR EACH STATEMENT EXECUTE FUNCTION v_trig();
CREATE TRIGGER vas AFTER UPDATE ON v FOR EACH STATEMENT EXECUTE FUNCTION v_trig();
CREATE TRIGGER vji INSTEAD OF INSERT OR UPDATE OR DELETE ON vj FOR EACH ROW EXECUTE FUNCTION vj_trig();
INSERT INTO vb VALUES (1, 'one'), (2, 'two'), (3, 'three');
CREATE FUNCTION v_first() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN new.b := new.b || '+first'; RETURN new; END $$;
CREATE TRIGGER va INSTEAD OF INSERT ON v FOR EACH ROW EXECUTE FUNCTION v_first();
-- @case trigger-instead-of-views-3.1
INSERT INTO v VALUES (30, 'thirty') RETURNING *

-- 4: the catalog, and DROP VIEW dropping the view's triggers
-- @setup
CREATE TABLE vb (a int PRIMARY KEY, b text, c int DEFAULT 7);
CREATE TABLE vcat (a int, label text);
CREATE VIEW v AS SELECT a, b FROM vb;
CREATE VIEW vj AS SELECT vb.a, vb.b, vcat.label FROM vb LEFT JOIN vcat USING (a);
ALTER VIEW vj ALTER COLUMN label SET DEFAULT 'dflt';
CREATE TABLE lg (k serial, info text);
CREATE FUNCTION v_trig() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lg (info) VALUES (tg_name || ' ' || tg_when || ' ' || tg_level || ' ' || tg_op || ' ' || tg_table_name || ' old=' || coalesce(old::text, '-') || ' new=' || coalesce(new::text, '-'));
  IF tg_level = 'STATEMENT' THEN RETURN NULL; END IF;
  IF tg_op = 'INSERT' THEN
    IF new.a < 0 THEN RETURN NULL; END IF;
    INSERT INTO vb (a, b) VALUES (new.a, upper(new.b)); new.b := upper(new.b) || '*'; RETURN new;
  ELSIF tg_op = 'UPDATE' THEN
    UPDATE vb SET a = new.a, b = new.b WHERE a = old.a; RETURN new;
  ELSE
    IF old.a = 2 THEN RETURN NULL; END IF;
    DELETE FROM vb WHERE a = old.a; RETURN old;
  END IF;
END $$;
CREATE FUNCTION vj_trig() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF tg_op = 'INSERT' THEN
    INSERT INTO vb (a, b) VALUES (new.a, new.b);
    INSERT INTO vcat VALUES (new.a, new.label);
    SELECT c INTO new.label FROM vb WHERE a = new.a;
    RETURN new;
  ELSIF tg_op = 'UPDATE' THEN
    UPDATE vcat SET label = new.label WHERE a = old.a; RETURN new;
  END IF;
  DELETE FROM vcat WHERE a = old.a; DELETE FROM vb WHERE a = old.a; RETURN NULL;
END $$;
CREATE TRIGGER vi INSTEAD OF INSERT ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vu INSTEAD OF UPDATE ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vd INSTEAD OF DELETE ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vbs BEFORE INSERT ON v FOR EACH STATEMENT EXECUTE FUNCTION v_trig();
CREATE TRIGGER vas AFTER UPDATE ON v FOR EACH STATEMENT EXECUTE FUNCTION v_trig();
CREATE TRIGGER vji INSTEAD OF INSERT OR UPDATE OR DELETE ON vj FOR EACH ROW EXECUTE FUNCTION vj_trig();
INSERT INTO vb VALUES (1, 'one'), (2, 'two'), (3, 'three');
-- @case trigger-instead-of-views-4.1
SELECT tgname, tgtype, pg_get_triggerdef(oid) FROM pg_trigger ORDER BY tgname
-- @case trigger-instead-of-views-4.2
SELECT trigger_name, event_manipulation, action_timing, action_orientation, action_statement FROM information_schema.triggers ORDER BY 1, 2
-- @setup
CREATE TABLE vb (a int PRIMARY KEY, b text, c int DEFAULT 7);
CREATE TABLE vcat (a int, label text);
CREATE VIEW v AS SELECT a, b FROM vb;
CREATE VIEW vj AS SELECT vb.a, vb.b, vcat.label FROM vb LEFT JOIN vcat USING (a);
ALTER VIEW vj ALTER COLUMN label SET DEFAULT 'dflt';
CREATE TABLE lg (k serial, info text);
CREATE FUNCTION v_trig() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lg (info) VALUES (tg_name || ' ' || tg_when || ' ' || tg_level || ' ' || tg_op || ' ' || tg_table_name || ' old=' || coalesce(old::text, '-') || ' new=' || coalesce(new::text, '-'));
  IF tg_level = 'STATEMENT' THEN RETURN NULL; END IF;
  IF tg_op = 'INSERT' THEN
    IF new.a < 0 THEN RETURN NULL; END IF;
    INSERT INTO vb (a, b) VALUES (new.a, upper(new.b)); new.b := upper(new.b) || '*'; RETURN new;
  ELSIF tg_op = 'UPDATE' THEN
    UPDATE vb SET a = new.a, b = new.b WHERE a = old.a; RETURN new;
  ELSE
    IF old.a = 2 THEN RETURN NULL; END IF;
    DELETE FROM vb WHERE a = old.a; RETURN old;
  END IF;
END $$;
CREATE FUNCTION vj_trig() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF tg_op = 'INSERT' THEN
    INSERT INTO vb (a, b) VALUES (new.a, new.b);
    INSERT INTO vcat VALUES (new.a, new.label);
    SELECT c INTO new.label FROM vb WHERE a = new.a;
    RETURN new;
  ELSIF tg_op = 'UPDATE' THEN
    UPDATE vcat SET label = new.label WHERE a = old.a; RETURN new;
  END IF;
  DELETE FROM vcat WHERE a = old.a; DELETE FROM vb WHERE a = old.a; RETURN NULL;
END $$;
CREATE TRIGGER vi INSTEAD OF INSERT ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vu INSTEAD OF UPDATE ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vd INSTEAD OF DELETE ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vbs BEFORE INSERT ON v FOR EACH STATEMENT EXECUTE FUNCTION v_trig();
CREATE TRIGGER vas AFTER UPDATE ON v FOR EACH STATEMENT EXECUTE FUNCTION v_trig();
CREATE TRIGGER vji INSTEAD OF INSERT OR UPDATE OR DELETE ON vj FOR EACH ROW EXECUTE FUNCTION vj_trig();
INSERT INTO vb VALUES (1, 'one'), (2, 'two'), (3, 'three');
DROP VIEW vj;
-- @case trigger-instead-of-views-4.3
SELECT count(*) FROM pg_trigger

-- 5: CREATE TRIGGER's checks for views and INSTEAD OF
-- @setup
CREATE TABLE vb (a int PRIMARY KEY, b text, c int DEFAULT 7);
CREATE TABLE vcat (a int, label text);
CREATE VIEW v AS SELECT a, b FROM vb;
CREATE VIEW vj AS SELECT vb.a, vb.b, vcat.label FROM vb LEFT JOIN vcat USING (a);
ALTER VIEW vj ALTER COLUMN label SET DEFAULT 'dflt';
CREATE TABLE lg (k serial, info text);
CREATE FUNCTION v_trig() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lg (info) VALUES (tg_name || ' ' || tg_when || ' ' || tg_level || ' ' || tg_op || ' ' || tg_table_name || ' old=' || coalesce(old::text, '-') || ' new=' || coalesce(new::text, '-'));
  IF tg_level = 'STATEMENT' THEN RETURN NULL; END IF;
  IF tg_op = 'INSERT' THEN
    IF new.a < 0 THEN RETURN NULL; END IF;
    INSERT INTO vb (a, b) VALUES (new.a, upper(new.b)); new.b := upper(new.b) || '*'; RETURN new;
  ELSIF tg_op = 'UPDATE' THEN
    UPDATE vb SET a = new.a, b = new.b WHERE a = old.a; RETURN new;
  ELSE
    IF old.a = 2 THEN RETURN NULL; END IF;
    DELETE FROM vb WHERE a = old.a; RETURN old;
  END IF;
END $$;
CREATE FUNCTION vj_trig() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF tg_op = 'INSERT' THEN
    INSERT INTO vb (a, b) VALUES (new.a, new.b);
    INSERT INTO vcat VALUES (new.a, new.label);
    SELECT c INTO new.label FROM vb WHERE a = new.a;
    RETURN new;
  ELSIF tg_op = 'UPDATE' THEN
    UPDATE vcat SET label = new.label WHERE a = old.a; RETURN new;
  END IF;
  DELETE FROM vcat WHERE a = old.a; DELETE FROM vb WHERE a = old.a; RETURN NULL;
END $$;
CREATE TRIGGER vi INSTEAD OF INSERT ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vu INSTEAD OF UPDATE ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vd INSTEAD OF DELETE ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vbs BEFORE INSERT ON v FOR EACH STATEMENT EXECUTE FUNCTION v_trig();
CREATE TRIGGER vas AFTER UPDATE ON v FOR EACH STATEMENT EXECUTE FUNCTION v_trig();
CREATE TRIGGER vji INSTEAD OF INSERT OR UPDATE OR DELETE ON vj FOR EACH ROW EXECUTE FUNCTION vj_trig();
INSERT INTO vb VALUES (1, 'one'), (2, 'two'), (3, 'three');
-- @case trigger-instead-of-views-5.1
CREATE TRIGGER e1 INSTEAD OF INSERT ON v EXECUTE FUNCTION v_trig()
-- @case trigger-instead-of-views-5.2
CREATE TRIGGER e2 INSTEAD OF UPDATE ON v FOR EACH ROW WHEN (old.a <> new.a) EXECUTE FUNCTION v_trig()
-- @case trigger-instead-of-views-5.3
CREATE TRIGGER e3 INSTEAD OF UPDATE OF a ON v FOR EACH ROW EXECUTE FUNCTION v_trig()
-- @case trigger-instead-of-views-5.4
CREATE TRIGGER e4 BEFORE INSERT ON v FOR EACH ROW EXECUTE FUNCTION v_trig()
-- @case trigger-instead-of-views-5.5
CREATE TRIGGER e5 AFTER DELETE ON v FOR EACH ROW EXECUTE FUNCTION v_trig()
-- @case trigger-instead-of-views-5.6
CREATE TRIGGER e6 BEFORE TRUNCATE ON v EXECUTE FUNCTION v_trig()
-- @case trigger-instead-of-views-5.7
CREATE TRIGGER e7 INSTEAD OF INSERT ON vb FOR EACH ROW EXECUTE FUNCTION v_trig()
-- @case trigger-instead-of-views-5.8
CREATE TRIGGER e8 INSTEAD OF INSERT ON v FOR EACH ROW EXECUTE FUNCTION no_such_fn()
-- @case trigger-instead-of-views-5.9
CREATE TRIGGER vi INSTEAD OF INSERT ON v FOR EACH ROW EXECUTE FUNCTION v_trig()
-- @case trigger-instead-of-views-5.10
CREATE TRIGGER e9 AFTER TRUNCATE ON vb FOR EACH ROW EXECUTE FUNCTION v_trig()

-- 6: value counts: a short VALUES row without a column list takes the defaults; with one it is 42601
-- @setup
CREATE TABLE vb (a int PRIMARY KEY, b text);
CREATE VIEW v AS SELECT a, b FROM vb;
ALTER VIEW v ALTER COLUMN b SET DEFAULT 'vdef';
CREATE FUNCTION v6() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO vb VALUES (new.a, new.b); RETURN new; END $$;
CREATE TRIGGER v6t INSTEAD OF INSERT ON v FOR EACH ROW EXECUTE FUNCTION v6();
-- @case trigger-instead-of-views-6.1
INSERT INTO v VALUES (1) RETURNING *
-- @case trigger-instead-of-views-6.2
INSERT INTO v (a, b) VALUES (1)
-- @case trigger-instead-of-views-6.3
INSERT INTO v (a, b) SELECT 1
-- @case trigger-instead-of-views-6.4
INSERT INTO v SELECT 1, 'x', 2
-- @case trigger-instead-of-views-6.5
INSERT INTO v SELECT 2 RETURNING *

-- 7: many rows: INSERT … SELECT and a VALUES list longer than SQLite's compound-SELECT limit
-- @setup
CREATE TABLE vb (a int, b text);
CREATE VIEW v AS SELECT a, b FROM vb;
CREATE FUNCTION vf() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO vb VALUES (new.a, new.b); RETURN new; END $$;
CREATE TRIGGER vt INSTEAD OF INSERT ON v FOR EACH ROW EXECUTE FUNCTION vf();
-- @case trigger-instead-of-views-7.1
INSERT INTO v SELECT g, 'x' || g FROM generate_series(1, 1200) g
-- @case trigger-instead-of-views-7.2
INSERT INTO v VALUES (1, 'v1'), (2, 'v2'), (3, 'v3'), (4, 'v4'), (5, 'v5'), (6, 'v6'), (7, 'v7'), (8, 'v8'), (9, 'v9'), (10, 'v10'), (11, 'v11'), (12, 'v12'), (13, 'v13'), (14, 'v14'), (15, 'v15'), (16, 'v16'), (17, 'v17'), (18, 'v18'), (19, 'v19'), (20, 'v20'), (21, 'v21'), (22, 'v22'), (23, 'v23'), (24, 'v24'), (25, 'v25'), (26, 'v26'), (27, 'v27'), (28, 'v28'), (29, 'v29'), (30, 'v30'), (31, 'v31'), (32, 'v32'), (33, 'v33'), (34, 'v34'), (35, 'v35'), (36, 'v36'), (37, 'v37'), (38, 'v38'), (39, 'v39'), (40, 'v40'), (41, 'v41'), (42, 'v42'), (43, 'v43'), (44, 'v44'), (45, 'v45'), (46, 'v46'), (47, 'v47'), (48, 'v48'), (49, 'v49'), (50, 'v50'), (51, 'v51'), (52, 'v52'), (53, 'v53'), (54, 'v54'), (55, 'v55'), (56, 'v56'), (57, 'v57'), (58, 'v58'), (59, 'v59'), (60, 'v60'), (61, 'v61'), (62, 'v62'), (63, 'v63'), (64, 'v64'), (65, 'v65'), (66, 'v66'), (67, 'v67'), (68, 'v68'), (69, 'v69'), (70, 'v70'), (71, 'v71'), (72, 'v72'), (73, 'v73'), (74, 'v74'), (75, 'v75'), (76, 'v76'), (77, 'v77'), (78, 'v78'), (79, 'v79'), (80, 'v80'), (81, 'v81'), (82, 'v82'), (83, 'v83'), (84, 'v84'), (85, 'v85'), (86, 'v86'), (87, 'v87'), (88, 'v88'), (89, 'v89'), (90, 'v90'), (91, 'v91'), (92, 'v92'), (93, 'v93'), (94, 'v94'), (95, 'v95'), (96, 'v96'), (97, 'v97'), (98, 'v98'), (99, 'v99'), (100, 'v100'), (101, 'v101'), (102, 'v102'), (103, 'v103'), (104, 'v104'), (105, 'v105'), (106, 'v106'), (107, 'v107'), (108, 'v108'), (109, 'v109'), (110, 'v110'), (111, 'v111'), (112, 'v112'), (113, 'v113'), (114, 'v114'), (115, 'v115'), (116, 'v116'), (117, 'v117'), (118, 'v118'), (119, 'v119'), (120, 'v120'), (121, 'v121'), (122, 'v122'), (123, 'v123'), (124, 'v124'), (125, 'v125'), (126, 'v126'), (127, 'v127'), (128, 'v128'), (129, 'v129'), (130, 'v130'), (131, 'v131'), (132, 'v132'), (133, 'v133'), (134, 'v134'), (135, 'v135'), (136, 'v136'), (137, 'v137'), (138, 'v138'), (139, 'v139'), (140, 'v140'), (141, 'v141'), (142, 'v142'), (143, 'v143'), (144, 'v144'), (145, 'v145'), (146, 'v146'), (147, 'v147'), (148, 'v148'), (149, 'v149'), (150, 'v150'), (151, 'v151'), (152, 'v152'), (153, 'v153'), (154, 'v154'), (155, 'v155'), (156, 'v156'), (157, 'v157'), (158, 'v158'), (159, 'v159'), (160, 'v160'), (161, 'v161'), (162, 'v162'), (163, 'v163'), (164, 'v164'), (165, 'v165'), (166, 'v166'), (167, 'v167'), (168, 'v168'), (169, 'v169'), (170, 'v170'), (171, 'v171'), (172, 'v172'), (173, 'v173'), (174, 'v174'), (175, 'v175'), (176, 'v176'), (177, 'v177'), (178, 'v178'), (179, 'v179'), (180, 'v180'), (181, 'v181'), (182, 'v182'), (183, 'v183'), (184, 'v184'), (185, 'v185'), (186, 'v186'), (187, 'v187'), (188, 'v188'), (189, 'v189'), (190, 'v190'), (191, 'v191'), (192, 'v192'), (193, 'v193'), (194, 'v194'), (195, 'v195'), (196, 'v196'), (197, 'v197'), (198, 'v198'), (199, 'v199'), (200, 'v200'), (201, 'v201'), (202, 'v202'), (203, 'v203'), (204, 'v204'), (205, 'v205'), (206, 'v206'), (207, 'v207'), (208, 'v208'), (209, 'v209'), (210, 'v210'), (211, 'v211'), (212, 'v212'), (213, 'v213'), (214, 'v214'), (215, 'v215'), (216, 'v216'), (217, 'v217'), (218, 'v218'), (219, 'v219'), (220, 'v220'), (221, 'v221'), (222, 'v222'), (223, 'v223'), (224, 'v224'), (225, 'v225'), (226, 'v226'), (227, 'v227'), (228, 'v228'), (229, 'v229'), (230, 'v230'), (231, 'v231'), (232, 'v232'), (233, 'v233'), (234, 'v234'), (235, 'v235'), (236, 'v236'), (237, 'v237'), (238, 'v238'), (239, 'v239'), (240, 'v240'), (241, 'v241'), (242, 'v242'), (243, 'v243'), (244, 'v244'), (245, 'v245'), (246, 'v246'), (247, 'v247'), (248, 'v248'), (249, 'v249'), (250, 'v250'), (251, 'v251'), (252, 'v252'), (253, 'v253'), (254, 'v254'), (255, 'v255'), (256, 'v256'), (257, 'v257'), (258, 'v258'), (259, 'v259'), (260, 'v260'), (261, 'v261'), (262, 'v262'), (263, 'v263'), (264, 'v264'), (265, 'v265'), (266, 'v266'), (267, 'v267'), (268, 'v268'), (269, 'v269'), (270, 'v270'), (271, 'v271'), (272, 'v272'), (273, 'v273'), (274, 'v274'), (275, 'v275'), (276, 'v276'), (277, 'v277'), (278, 'v278'), (279, 'v279'), (280, 'v280'), (281, 'v281'), (282, 'v282'), (283, 'v283'), (284, 'v284'), (285, 'v285'), (286, 'v286'), (287, 'v287'), (288, 'v288'), (289, 'v289'), (290, 'v290'), (291, 'v291'), (292, 'v292'), (293, 'v293'), (294, 'v294'), (295, 'v295'), (296, 'v296'), (297, 'v297'), (298, 'v298'), (299, 'v299'), (300, 'v300'), (301, 'v301'), (302, 'v302'), (303, 'v303'), (304, 'v304'), (305, 'v305'), (306, 'v306'), (307, 'v307'), (308, 'v308'), (309, 'v309'), (310, 'v310'), (311, 'v311'), (312, 'v312'), (313, 'v313'), (314, 'v314'), (315, 'v315'), (316, 'v316'), (317, 'v317'), (318, 'v318'), (319, 'v319'), (320, 'v320'), (321, 'v321'), (322, 'v322'), (323, 'v323'), (324, 'v324'), (325, 'v325'), (326, 'v326'), (327, 'v327'), (328, 'v328'), (329, 'v329'), (330, 'v330'), (331, 'v331'), (332, 'v332'), (333, 'v333'), (334, 'v334'), (335, 'v335'), (336, 'v336'), (337, 'v337'), (338, 'v338'), (339, 'v339'), (340, 'v340'), (341, 'v341'), (342, 'v342'), (343, 'v343'), (344, 'v344'), (345, 'v345'), (346, 'v346'), (347, 'v347'), (348, 'v348'), (349, 'v349'), (350, 'v350'), (351, 'v351'), (352, 'v352'), (353, 'v353'), (354, 'v354'), (355, 'v355'), (356, 'v356'), (357, 'v357'), (358, 'v358'), (359, 'v359'), (360, 'v360'), (361, 'v361'), (362, 'v362'), (363, 'v363'), (364, 'v364'), (365, 'v365'), (366, 'v366'), (367, 'v367'), (368, 'v368'), (369, 'v369'), (370, 'v370'), (371, 'v371'), (372, 'v372'), (373, 'v373'), (374, 'v374'), (375, 'v375'), (376, 'v376'), (377, 'v377'), (378, 'v378'), (379, 'v379'), (380, 'v380'), (381, 'v381'), (382, 'v382'), (383, 'v383'), (384, 'v384'), (385, 'v385'), (386, 'v386'), (387, 'v387'), (388, 'v388'), (389, 'v389'), (390, 'v390'), (391, 'v391'), (392, 'v392'), (393, 'v393'), (394, 'v394'), (395, 'v395'), (396, 'v396'), (397, 'v397'), (398, 'v398'), (399, 'v399'), (400, 'v400'), (401, 'v401'), (402, 'v402'), (403, 'v403'), (404, 'v404'), (405, 'v405'), (406, 'v406'), (407, 'v407'), (408, 'v408'), (409, 'v409'), (410, 'v410'), (411, 'v411'), (412, 'v412'), (413, 'v413'), (414, 'v414'), (415, 'v415'), (416, 'v416'), (417, 'v417'), (418, 'v418'), (419, 'v419'), (420, 'v420'), (421, 'v421'), (422, 'v422'), (423, 'v423'), (424, 'v424'), (425, 'v425'), (426, 'v426'), (427, 'v427'), (428, 'v428'), (429, 'v429'), (430, 'v430'), (431, 'v431'), (432, 'v432'), (433, 'v433'), (434, 'v434'), (435, 'v435'), (436, 'v436'), (437, 'v437'), (438, 'v438'), (439, 'v439'), (440, 'v440'), (441, 'v441'), (442, 'v442'), (443, 'v443'), (444, 'v444'), (445, 'v445'), (446, 'v446'), (447, 'v447'), (448, 'v448'), (449, 'v449'), (450, 'v450'), (451, 'v451'), (452, 'v452'), (453, 'v453'), (454, 'v454'), (455, 'v455'), (456, 'v456'), (457, 'v457'), (458, 'v458'), (459, 'v459'), (460, 'v460'), (461, 'v461'), (462, 'v462'), (463, 'v463'), (464, 'v464'), (465, 'v465'), (466, 'v466'), (467, 'v467'), (468, 'v468'), (469, 'v469'), (470, 'v470'), (471, 'v471'), (472, 'v472'), (473, 'v473'), (474, 'v474'), (475, 'v475'), (476, 'v476'), (477, 'v477'), (478, 'v478'), (479, 'v479'), (480, 'v480'), (481, 'v481'), (482, 'v482'), (483, 'v483'), (484, 'v484'), (485, 'v485'), (486, 'v486'), (487, 'v487'), (488, 'v488'), (489, 'v489'), (490, 'v490'), (491, 'v491'), (492, 'v492'), (493, 'v493'), (494, 'v494'), (495, 'v495'), (496, 'v496'), (497, 'v497'), (498, 'v498'), (499, 'v499'), (500, 'v500'), (501, 'v501'), (502, 'v502'), (503, 'v503'), (504, 'v504'), (505, 'v505'), (506, 'v506'), (507, 'v507'), (508, 'v508'), (509, 'v509'), (510, 'v510'), (511, 'v511'), (512, 'v512'), (513, 'v513'), (514, 'v514'), (515, 'v515'), (516, 'v516'), (517, 'v517'), (518, 'v518'), (519, 'v519'), (520, 'v520'), (521, 'v521'), (522, 'v522'), (523, 'v523'), (524, 'v524'), (525, 'v525'), (526, 'v526'), (527, 'v527'), (528, 'v528'), (529, 'v529'), (530, 'v530'), (531, 'v531'), (532, 'v532'), (533, 'v533'), (534, 'v534'), (535, 'v535'), (536, 'v536'), (537, 'v537'), (538, 'v538'), (539, 'v539'), (540, 'v540'), (541, 'v541'), (542, 'v542'), (543, 'v543'), (544, 'v544'), (545, 'v545'), (546, 'v546'), (547, 'v547'), (548, 'v548'), (549, 'v549'), (550, 'v550'), (551, 'v551'), (552, 'v552'), (553, 'v553'), (554, 'v554'), (555, 'v555'), (556, 'v556'), (557, 'v557'), (558, 'v558'), (559, 'v559'), (560, 'v560'), (561, 'v561'), (562, 'v562'), (563, 'v563'), (564, 'v564'), (565, 'v565'), (566, 'v566'), (567, 'v567'), (568, 'v568'), (569, 'v569'), (570, 'v570'), (571, 'v571'), (572, 'v572'), (573, 'v573'), (574, 'v574'), (575, 'v575'), (576, 'v576'), (577, 'v577'), (578, 'v578'), (579, 'v579'), (580, 'v580'), (581, 'v581'), (582, 'v582'), (583, 'v583'), (584, 'v584'), (585, 'v585'), (586, 'v586'), (587, 'v587'), (588, 'v588'), (589, 'v589'), (590, 'v590'), (591, 'v591'), (592, 'v592'), (593, 'v593'), (594, 'v594'), (595, 'v595'), (596, 'v596'), (597, 'v597'), (598, 'v598'), (599, 'v599'), (600, 'v600')
-- @case trigger-instead-of-views-7.3
WITH c AS (SELECT 5 AS n) INSERT INTO v VALUES ((SELECT n FROM c), 'cte') RETURNING *
