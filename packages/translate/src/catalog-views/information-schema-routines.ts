import type { InfoViewDef } from './information-schema-sql.js';
import { dataType, typeSchema } from './information-schema-type-facts.js';

const DB = 'pg_catalog.current_database()';
/** The routines a role may see: its own (or its roles') and those it may execute. */
const VISIBLE = `(pg_catalog.pg_has_role(p.proowner, 'USAGE') OR pg_catalog.has_function_privilege(p.oid, 'EXECUTE'))`;
const SPECIFIC = `(p.proname || '_' || p.oid)`;

/** information_schema.routines and parameters over pg_proc. */
export const ROUTINE_VIEWS: Record<string, InfoViewDef> = {
  routines: {
    cols: {
      specific_catalog: DB, specific_schema: 'n.nspname', specific_name: SPECIFIC,
      routine_catalog: DB, routine_schema: 'n.nspname', routine_name: 'p.proname',
      routine_type: `(CASE p.prokind WHEN 'f' THEN 'FUNCTION' WHEN 'p' THEN 'PROCEDURE' END)`,
      data_type: `(CASE WHEN p.prokind = 'p' THEN NULL ELSE ${dataType('t', 'nt.nspname')} END)`,
      type_udt_catalog: `(CASE WHEN nt.nspname IS NOT NULL THEN ${DB} END)`, type_udt_schema: 'nt.nspname', type_udt_name: 't.typname',
      dtd_identifier: `(CASE WHEN p.prokind <> 'p' THEN '0' END)`,
      routine_body: `(CASE WHEN l.lanname = 'sql' THEN 'SQL' ELSE 'EXTERNAL' END)`,
      routine_definition: `(CASE WHEN pg_catalog.pg_has_role(p.proowner, 'USAGE') THEN p.prosrc END)`,
      external_name: `(CASE WHEN l.lanname = 'c' THEN p.prosrc END)`,
      external_language: 'pg_catalog.upper(l.lanname)',
      parameter_style: `'GENERAL'`,
      is_deterministic: `(CASE WHEN p.provolatile = 'i' THEN 'YES' ELSE 'NO' END)`,
      sql_data_access: `'MODIFIES'`,
      is_null_call: `(CASE WHEN p.prokind <> 'p' THEN (CASE WHEN p.proisstrict THEN 'YES' ELSE 'NO' END) END)`,
      schema_level_routine: `'YES'`, max_dynamic_result_sets: '0',
      security_type: `(CASE WHEN p.prosecdef THEN 'DEFINER' ELSE 'INVOKER' END)`,
      as_locator: `'NO'`, is_udt_dependent: `'NO'`,
    },
    from: `pg_catalog.pg_namespace n JOIN pg_catalog.pg_proc p ON n.oid = p.pronamespace JOIN pg_catalog.pg_language l ON p.prolang = l.oid
      LEFT JOIN (pg_catalog.pg_type t JOIN pg_catalog.pg_namespace nt ON t.typnamespace = nt.oid) ON p.prorettype = t.oid AND p.prokind <> 'p'
      WHERE ${VISIBLE}`,
  },
  parameters: {
    cols: {
      specific_catalog: DB, specific_schema: 'n.nspname', specific_name: SPECIFIC,
      ordinal_position: 'x.n',
      parameter_mode: `(CASE WHEN p.proargmodes IS NULL THEN 'IN' ELSE (CASE p.proargmodes[x.n] WHEN 'i' THEN 'IN' WHEN 'o' THEN 'OUT' WHEN 'b' THEN 'INOUT' WHEN 'v' THEN 'IN' WHEN 't' THEN 'OUT' END) END)`,
      is_result: `'NO'`, as_locator: `'NO'`,
      parameter_name: `NULLIF(p.proargnames[x.n], '')`,
      data_type: dataType('t', typeSchema('t')),
      udt_catalog: DB, udt_schema: typeSchema('t'), udt_name: 't.typname',
      dtd_identifier: 'x.n',
      parameter_default: `(CASE WHEN pg_catalog.pg_has_role(p.proowner, 'USAGE') THEN pg_catalog.pg_get_function_arg_default(p.oid, x.n::int4) END)`,
    },
    from: `pg_catalog.pg_namespace n JOIN pg_catalog.pg_proc p ON n.oid = p.pronamespace
      CROSS JOIN LATERAL pg_catalog.unnest(COALESCE(p.proallargtypes, p.proargtypes::pg_catalog.oid[])) WITH ORDINALITY AS x(typ, n)
      JOIN pg_catalog.pg_type t ON t.oid = x.typ
      WHERE ${VISIBLE}`,
  },
};
