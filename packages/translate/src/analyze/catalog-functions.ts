import type { ScalarImpl } from './scalar-functions.js';

/**
 * Functions that introspection queries (psql, ORMs) call: format_type, pg_get_expr,
 * pg_table_is_visible, obj_description, … Merged into the scalar allowlist.
 */
export const CATALOG_FUNCTIONS: Record<string, ScalarImpl> = {};
