-- information_schema views over routines, types, privileges, triggers and dependencies (issue 14):
-- PostgreSQL 15's columns and types for every view, and its rows for a schema made by the same DDL.

-- 1: every view has PostgreSQL's columns (names and types)
-- @case information-schema-views-1.1
SELECT * FROM information_schema.routines WHERE false
-- @case information-schema-views-1.2
SELECT * FROM information_schema.parameters WHERE false
-- @case information-schema-views-1.3
SELECT * FROM information_schema.domains WHERE false
-- @case information-schema-views-1.4
SELECT * FROM information_schema.domain_constraints WHERE false
-- @case information-schema-views-1.5
SELECT * FROM information_schema.attributes WHERE false
-- @case information-schema-views-1.6
SELECT * FROM information_schema.user_defined_types WHERE false
-- @case information-schema-views-1.7
SELECT * FROM information_schema.element_types WHERE false
-- @case information-schema-views-1.8
SELECT * FROM information_schema.triggers WHERE false
-- @case information-schema-views-1.9
SELECT * FROM information_schema.table_privileges WHERE false
-- @case information-schema-views-1.10
SELECT * FROM information_schema.column_privileges WHERE false
-- @case information-schema-views-1.11
SELECT * FROM information_schema.usage_privileges WHERE false
-- @case information-schema-views-1.12
SELECT * FROM information_schema.routine_privileges WHERE false
-- @case information-schema-views-1.13
SELECT * FROM information_schema.udt_privileges WHERE false
-- @case information-schema-views-1.14
SELECT * FROM information_schema.applicable_roles WHERE false
-- @case information-schema-views-1.15
SELECT * FROM information_schema.view_table_usage WHERE false
-- @case information-schema-views-1.16
SELECT * FROM information_schema.collations WHERE false
-- @case information-schema-views-1.17
SELECT * FROM information_schema.column_udt_usage WHERE false
-- @case information-schema-views-1.18
SELECT * FROM information_schema.transforms
-- @case information-schema-views-1.19
SELECT * FROM information_schema.check_constraint_routine_usage WHERE false
-- @case information-schema-views-1.20
SELECT * FROM information_schema.routine_table_usage WHERE false
-- @case information-schema-views-1.21
SELECT * FROM information_schema.role_table_grants WHERE false
-- @case information-schema-views-1.22
SELECT * FROM information_schema.triggered_update_columns WHERE false
-- @case information-schema-views-1.23
SELECT * FROM information_schema.data_type_privileges WHERE false

-- 2: the built-in objects are listed as PostgreSQL lists them
-- @case information-schema-views-2.1
SELECT count(*) FROM information_schema.routines
-- @case information-schema-views-2.2
SELECT count(*) FROM information_schema.parameters
-- @case information-schema-views-2.3
SELECT routine_name, routine_type, data_type, type_udt_name, routine_body, external_language, is_deterministic, is_null_call, security_type FROM information_schema.routines WHERE routine_schema = 'pg_catalog' AND routine_name IN ('abs', 'now', 'lower', 'array_agg', 'generate_series') ORDER BY 1, 3
-- @case information-schema-views-2.4
SELECT count(*) FROM information_schema.collations
-- @case information-schema-views-2.6
SELECT count(*) FROM information_schema.table_privileges
-- @case information-schema-views-2.9
SELECT count(*) FROM information_schema.udt_privileges
-- @case information-schema-views-2.10
SELECT domain_schema, domain_name, data_type, udt_name FROM information_schema.domains ORDER BY 2
-- @case information-schema-views-2.11
SELECT count(*) FROM information_schema.column_udt_usage
-- @case information-schema-views-2.12
SELECT * FROM information_schema.enabled_roles ORDER BY 1
-- @case information-schema-views-2.13
SELECT * FROM information_schema.applicable_roles ORDER BY 1, 2
-- @case information-schema-views-2.14
SELECT * FROM information_schema.administrable_role_authorizations

-- 3: a schema made by the same DDL
-- @setup
CREATE TYPE mood AS ENUM ('sad', 'ok', 'happy');
CREATE DOMAIN posint AS integer DEFAULT 1 CHECK (VALUE > 0);
CREATE DOMAIN short_text AS varchar(20) NOT NULL CONSTRAINT short_text_nonempty CHECK (VALUE <> '');
CREATE DOMAIN price AS numeric(10,2);
CREATE TYPE pair AS (a integer, b text, c numeric(8,3), d varchar(5)[], e timestamp(2));
CREATE SEQUENCE counter;
CREATE TABLE items (id serial PRIMARY KEY, name short_text, qty posint, cost price, tags text[], feel mood, stamps timestamptz[], p pair);
CREATE TABLE lines (item_id integer REFERENCES items(id), n integer, PRIMARY KEY (item_id, n), UNIQUE (n, item_id));
CREATE VIEW cheap AS SELECT id, name FROM items WHERE cost < 10;
CREATE VIEW joined AS SELECT i.name, l.n FROM items i JOIN lines l ON l.item_id = i.id;
CREATE FUNCTION add_tax(amount numeric, rate numeric DEFAULT 0.2) RETURNS numeric AS $$ SELECT amount * (1 + rate) $$ LANGUAGE sql IMMUTABLE STRICT;
CREATE FUNCTION split_pair(p pair, OUT x integer, INOUT y text) AS $$ SELECT (p).a, y $$ LANGUAGE sql;
CREATE FUNCTION tags_of(i items) RETURNS SETOF text AS $$ SELECT unnest(tags) FROM items $$ LANGUAGE sql STABLE SECURITY DEFINER;
CREATE PROCEDURE bump(n integer) AS $$ BEGIN UPDATE items SET qty = qty + n; END $$ LANGUAGE plpgsql;
CREATE FUNCTION stamp() RETURNS trigger AS $$ BEGIN RETURN NEW; END $$ LANGUAGE plpgsql;
CREATE TRIGGER items_stamp BEFORE INSERT OR UPDATE OF name, qty ON items FOR EACH ROW EXECUTE FUNCTION stamp();
CREATE TRIGGER items_after AFTER DELETE ON items FOR EACH STATEMENT EXECUTE FUNCTION stamp();
CREATE TRIGGER items_when BEFORE UPDATE ON items FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION stamp();
GRANT SELECT, INSERT ON items TO PUBLIC;
GRANT UPDATE (qty) ON items TO PUBLIC;
GRANT USAGE ON SEQUENCE counter TO PUBLIC;
REVOKE EXECUTE ON FUNCTION add_tax(numeric, numeric) FROM PUBLIC;
-- @case information-schema-views-3.1
SELECT routine_schema, routine_name, routine_type, data_type, type_udt_schema, type_udt_name, dtd_identifier, routine_body, routine_definition, external_language, is_deterministic, is_null_call, security_type FROM information_schema.routines WHERE routine_schema = 'public' ORDER BY routine_name
-- @case information-schema-views-3.2
SELECT r.routine_name, p.ordinal_position, p.parameter_mode, p.parameter_name, p.data_type, p.udt_schema, p.udt_name, p.dtd_identifier, p.parameter_default FROM information_schema.parameters p JOIN information_schema.routines r USING (specific_name) WHERE p.specific_schema = 'public' ORDER BY 1, 2
-- @case information-schema-views-3.3
SELECT domain_catalog, domain_schema, domain_name, data_type, character_maximum_length, character_octet_length, numeric_precision, numeric_precision_radix, numeric_scale, domain_default, udt_schema, udt_name, dtd_identifier FROM information_schema.domains WHERE domain_schema = 'public' ORDER BY domain_name
-- @case information-schema-views-3.4
SELECT * FROM information_schema.domain_constraints WHERE constraint_schema = 'public' AND constraint_name NOT LIKE '%not_null' ORDER BY constraint_name
-- @case information-schema-views-3.5
SELECT * FROM information_schema.domain_udt_usage WHERE domain_schema = 'public' ORDER BY domain_name
-- @case information-schema-views-3.6
SELECT * FROM information_schema.attributes WHERE udt_schema = 'public' ORDER BY udt_name, ordinal_position
-- @case information-schema-views-3.7
SELECT * FROM information_schema.user_defined_types WHERE user_defined_type_schema = 'public' ORDER BY 3
-- @case information-schema-views-3.8
SELECT object_schema, object_name, object_type, collection_type_identifier, data_type, udt_schema, udt_name, dtd_identifier FROM information_schema.element_types WHERE object_schema = 'public' AND object_type <> 'ROUTINE' ORDER BY 2, 4
-- @case information-schema-views-3.9
SELECT * FROM information_schema.triggers WHERE trigger_schema = 'public' ORDER BY trigger_name, event_manipulation
-- @case information-schema-views-3.10
SELECT * FROM information_schema.triggered_update_columns WHERE trigger_schema = 'public' ORDER BY event_object_column
-- @case information-schema-views-3.11
SELECT * FROM information_schema.table_privileges WHERE table_schema = 'public' ORDER BY table_name, grantee, privilege_type
-- @case information-schema-views-3.12
SELECT * FROM information_schema.column_privileges WHERE table_schema = 'public' AND grantee = 'PUBLIC' ORDER BY table_name, column_name, privilege_type
-- @case information-schema-views-3.13
SELECT grantor, grantee, object_schema, object_name, object_type, privilege_type, is_grantable FROM information_schema.usage_privileges WHERE object_schema = 'public' ORDER BY object_name, grantee
-- @case information-schema-views-3.14
SELECT r.routine_name, p.grantor, p.grantee, p.privilege_type, p.is_grantable FROM information_schema.routine_privileges p JOIN information_schema.routines r USING (specific_name) WHERE p.routine_schema = 'public' ORDER BY 1, 3
-- @case information-schema-views-3.15
SELECT grantor, grantee, udt_schema, udt_name, privilege_type, is_grantable FROM information_schema.udt_privileges WHERE udt_schema = 'public' ORDER BY udt_name, grantee
-- @case information-schema-views-3.16
SELECT * FROM information_schema.view_table_usage WHERE view_schema = 'public' ORDER BY view_name, table_name
-- @case information-schema-views-3.17
SELECT * FROM information_schema.constraint_table_usage WHERE table_schema = 'public' ORDER BY constraint_name
-- @case information-schema-views-3.18
SELECT * FROM information_schema.column_udt_usage WHERE table_schema = 'public' ORDER BY table_name, column_name
-- @case information-schema-views-3.19
SELECT * FROM information_schema.column_domain_usage WHERE table_schema = 'public' ORDER BY table_name, column_name
-- @case information-schema-views-3.20
SELECT * FROM information_schema.role_table_grants WHERE table_schema = 'public' AND grantee = 'PUBLIC' ORDER BY table_name, privilege_type
-- @case information-schema-views-3.21
SELECT object_schema, object_name, object_type, dtd_identifier FROM information_schema.data_type_privileges WHERE object_schema = 'public' AND object_type <> 'ROUTINE' ORDER BY 2, 4
-- @case information-schema-views-3.22
SELECT table_name, column_name, data_type, domain_name, udt_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'items' ORDER BY ordinal_position
-- @case information-schema-views-3.23
SELECT routine_name FROM routines WHERE routine_schema = 'public' ORDER BY 1
