-- A view's query that compares an enum column with a literal prints the literal cast to the enum
-- ('x'::status); read under another search path (pg_dump reads with search_path = '') the type is
-- qualified as format_type does, so the dump restores.
-- @setup
CREATE TYPE vdc_status AS ENUM ('new', 'cancelled');
CREATE TABLE vdc_orders (id int, status vdc_status);
CREATE VIEW vdc_open AS SELECT id FROM vdc_orders WHERE status <> 'cancelled';
SET LOCAL search_path = '';
-- @case view-definition-type-casts-1.1
SELECT pg_catalog.pg_get_viewdef('public.vdc_open'::pg_catalog.regclass, true)
-- @case view-definition-type-casts-1.2
SELECT definition FROM pg_catalog.pg_views WHERE viewname = 'vdc_open'
