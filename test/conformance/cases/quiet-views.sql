-- System views that list what pgsqlite never has (replication, foreign data, prepared transactions …) are empty with PostgreSQL's columns; a few with rows it knows exactly.

-- 1: empty with PostgreSQL's columns
-- @case quiet-views-1.1
SELECT * FROM pg_publication_tables
-- @case quiet-views-1.2
SELECT * FROM pg_user_mappings
-- @case quiet-views-1.3
SELECT * FROM pg_seclabels
-- @case quiet-views-1.4
SELECT * FROM pg_stat_replication_slots
-- @case quiet-views-1.5
SELECT * FROM pg_stat_subscription_stats
-- @case quiet-views-1.6
SELECT * FROM pg_stat_progress_basebackup

-- 2: information_schema's foreign-data views
-- @case quiet-views-2.1
SELECT * FROM information_schema.foreign_tables
-- @case quiet-views-2.2
SELECT * FROM information_schema.foreign_servers
-- @case quiet-views-2.3
SELECT * FROM information_schema.foreign_data_wrappers
-- @case quiet-views-2.4
SELECT * FROM information_schema.user_mappings
-- @case quiet-views-2.5
SELECT * FROM information_schema.column_options
-- @case quiet-views-2.6
SELECT * FROM information_schema.foreign_table_options
-- @case quiet-views-2.7
SELECT * FROM information_schema._pg_foreign_tables
-- @case quiet-views-2.8
SELECT count(*) FROM information_schema.user_mapping_options, information_schema.foreign_server_options, information_schema.foreign_data_wrapper_options

-- 3: rows pgsqlite knows exactly
-- @case quiet-views-3.1
SELECT * FROM information_schema.information_schema_catalog_name
-- @case quiet-views-3.2
SELECT * FROM information_schema.character_sets
-- @case quiet-views-3.3
SELECT v.* FROM pg_available_extension_versions v JOIN pg_available_extensions a ON a.name = v.name AND a.default_version = v.version WHERE v.name IN ('btree_gin', 'citext', 'btree_gist', 'pg_trgm', 'pgcrypto', 'plpgsql', 'unaccent', 'uuid-ossp') ORDER BY v.name
-- @setup
CREATE EXTENSION IF NOT EXISTS citext;
-- @case quiet-views-3.4
SELECT name, version, installed FROM pg_available_extension_versions WHERE name IN ('citext', 'plpgsql') AND installed
