import type { InfoViewDef } from './information-schema-sql.js';

const DB = 'pg_catalog.current_database()';
const REL = `'pg_catalog.pg_class'::pg_catalog.regclass`;
const REWRITE = `'pg_catalog.pg_rewrite'::pg_catalog.regclass`;
const PROC = `'pg_catalog.pg_proc'::pg_catalog.regclass`;
/** A view's rule (internal to the view in pg_depend) and each object of class `target` it depends on, joined to `join` ON `on`. */
const VIEW_DEPS = (target: string, join: string, on: string): string => `pg_catalog.pg_namespace nv JOIN pg_catalog.pg_class v ON nv.oid = v.relnamespace
  JOIN pg_catalog.pg_depend dv ON v.oid = dv.refobjid AND dv.refclassid = ${REL} AND dv.classid = ${REWRITE} AND dv.deptype = 'i'
  JOIN pg_catalog.pg_depend dt ON dv.objid = dt.objid AND dt.classid = ${REWRITE} AND dt.refclassid = ${target}
  JOIN ${join} ON ${on}
  WHERE v.relkind = 'v'`;
const TRIGGER_VISIBLE = `(pg_catalog.pg_has_role(c.relowner, 'USAGE') OR pg_catalog.has_table_privilege(c.oid, 'INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER') OR pg_catalog.has_any_column_privilege(c.oid, 'INSERT, UPDATE, REFERENCES'))`;
const TRIGGER_DEF = 'pg_catalog.pg_get_triggerdef(t.oid)';

/** Triggers, and the views telling which objects use which (most read pg_depend). */
export const USAGE_VIEWS: Record<string, InfoViewDef> = {
  triggers: {
    cols: {
      trigger_catalog: DB, trigger_schema: 'n.nspname', trigger_name: 't.tgname', event_manipulation: 'em.column2',
      event_object_catalog: DB, event_object_schema: 'n.nspname', event_object_table: 'c.relname',
      action_order: 'pg_catalog.rank() OVER (PARTITION BY n.oid, c.oid, em.column1, t.tgtype & 1, t.tgtype & 66 ORDER BY t.tgname)',
      action_condition: `(CASE WHEN pg_catalog.pg_has_role(c.relowner, 'USAGE') THEN (pg_catalog.regexp_match(${TRIGGER_DEF}, E'.{35,} WHEN \\\\((.+)\\\\) EXECUTE FUNCTION'))[1] END)`,
      action_statement: `pg_catalog.substr(${TRIGGER_DEF}, pg_catalog.strpos(pg_catalog.substr(${TRIGGER_DEF}, 48), 'EXECUTE FUNCTION') + 47)`,
      action_orientation: `(CASE t.tgtype & 1 WHEN 1 THEN 'ROW' ELSE 'STATEMENT' END)`,
      action_timing: `(CASE t.tgtype & 66 WHEN 2 THEN 'BEFORE' WHEN 64 THEN 'INSTEAD OF' ELSE 'AFTER' END)`,
      action_reference_old_table: 't.tgoldtable', action_reference_new_table: 't.tgnewtable',
    },
    from: `pg_catalog.pg_namespace n JOIN pg_catalog.pg_class c ON n.oid = c.relnamespace JOIN pg_catalog.pg_trigger t ON c.oid = t.tgrelid
      JOIN (VALUES (4, 'INSERT'), (8, 'DELETE'), (16, 'UPDATE')) em ON t.tgtype & em.column1 <> 0
      WHERE NOT t.tgisinternal AND NOT pg_catalog.pg_is_other_temp_schema(n.oid) AND ${TRIGGER_VISIBLE}`,
  },
  triggered_update_columns: {
    cols: {
      trigger_catalog: DB, trigger_schema: 'n.nspname', trigger_name: 't.tgname',
      event_object_catalog: DB, event_object_schema: 'n.nspname', event_object_table: 'c.relname', event_object_column: 'a.attname',
    },
    from: `pg_catalog.pg_namespace n JOIN pg_catalog.pg_class c ON n.oid = c.relnamespace JOIN pg_catalog.pg_trigger t ON c.oid = t.tgrelid
      CROSS JOIN LATERAL pg_catalog.unnest(t.tgattr::pg_catalog.int2[]) AS ta(attnum)
      JOIN pg_catalog.pg_attribute a ON a.attrelid = t.tgrelid AND a.attnum = ta.attnum
      WHERE NOT t.tgisinternal AND NOT pg_catalog.pg_is_other_temp_schema(n.oid)
        AND (pg_catalog.pg_has_role(c.relowner, 'USAGE') OR pg_catalog.has_column_privilege(c.oid, a.attnum, 'INSERT, UPDATE, REFERENCES'))`,
  },
  view_table_usage: {
    cols: { view_catalog: DB, view_schema: 'x.vs', view_name: 'x.vn', table_catalog: DB, table_schema: 'x.ts', table_name: 'x.tn' },
    from: `(SELECT DISTINCT nv.nspname AS vs, v.relname AS vn, nt.nspname AS ts, t.relname AS tn
        FROM ${VIEW_DEPS(REL, '(pg_catalog.pg_class t JOIN pg_catalog.pg_namespace nt ON t.relnamespace = nt.oid)', 'dt.refobjid = t.oid')}
        AND dv.refobjid <> dt.refobjid AND t.relkind IN ('r', 'v', 'm', 'f', 'p') AND pg_catalog.pg_has_role(t.relowner, 'USAGE')) x`,
  },
  view_routine_usage: {
    cols: { table_catalog: DB, table_schema: 'nv.nspname', table_name: 'v.relname', specific_catalog: DB, specific_schema: 'np.nspname', specific_name: `(p.proname || '_' || p.oid)` },
    from: `${VIEW_DEPS(PROC, '(pg_catalog.pg_proc p JOIN pg_catalog.pg_namespace np ON p.pronamespace = np.oid)', 'dt.refobjid = p.oid')} AND pg_catalog.pg_has_role(p.proowner, 'USAGE')`,
  },
  constraint_table_usage: {
    cols: { table_catalog: DB, table_schema: 'nr.nspname', table_name: 'r.relname', constraint_catalog: DB, constraint_schema: 'nc.nspname', constraint_name: 'c.conname' },
    from: `pg_catalog.pg_constraint c JOIN pg_catalog.pg_namespace nc ON c.connamespace = nc.oid
      JOIN pg_catalog.pg_class r ON (c.contype = 'f' AND c.confrelid = r.oid) OR (c.contype IN ('p', 'u') AND c.conrelid = r.oid)
      JOIN pg_catalog.pg_namespace nr ON r.relnamespace = nr.oid
      WHERE r.relkind IN ('r', 'p') AND pg_catalog.pg_has_role(r.relowner, 'USAGE')`,
  },
  column_udt_usage: {
    cols: {
      udt_catalog: DB, udt_schema: 'COALESCE(nbt.nspname, nt.nspname)', udt_name: 'COALESCE(bt.typname, t.typname)',
      table_catalog: DB, table_schema: 'nc.nspname', table_name: 'c.relname', column_name: 'a.attname',
    },
    from: `pg_catalog.pg_attribute a JOIN pg_catalog.pg_class c ON a.attrelid = c.oid JOIN pg_catalog.pg_namespace nc ON nc.oid = c.relnamespace
      JOIN (pg_catalog.pg_type t JOIN pg_catalog.pg_namespace nt ON t.typnamespace = nt.oid) ON a.atttypid = t.oid
      LEFT JOIN (pg_catalog.pg_type bt JOIN pg_catalog.pg_namespace nbt ON bt.typnamespace = nbt.oid) ON t.typtype = 'd' AND t.typbasetype = bt.oid
      WHERE a.attnum > 0 AND NOT a.attisdropped AND c.relkind IN ('r', 'v', 'f', 'p') AND pg_catalog.pg_has_role(COALESCE(bt.typowner, t.typowner), 'USAGE')`,
  },
  column_domain_usage: {
    cols: { domain_catalog: DB, domain_schema: 'nt.nspname', domain_name: 't.typname', table_catalog: DB, table_schema: 'nc.nspname', table_name: 'c.relname', column_name: 'a.attname' },
    from: `pg_catalog.pg_type t JOIN pg_catalog.pg_namespace nt ON t.typnamespace = nt.oid JOIN pg_catalog.pg_attribute a ON a.atttypid = t.oid
      JOIN pg_catalog.pg_class c ON a.attrelid = c.oid JOIN pg_catalog.pg_namespace nc ON c.relnamespace = nc.oid
      WHERE t.typtype = 'd' AND c.relkind IN ('r', 'v', 'f', 'p') AND a.attnum > 0 AND NOT a.attisdropped AND pg_catalog.pg_has_role(t.typowner, 'USAGE')`,
  },
  check_constraint_routine_usage: {
    cols: { constraint_catalog: DB, constraint_schema: 'nc.nspname', constraint_name: 'c.conname', specific_catalog: DB, specific_schema: 'np.nspname', specific_name: `(p.proname || '_' || p.oid)` },
    from: `pg_catalog.pg_constraint c JOIN pg_catalog.pg_namespace nc ON nc.oid = c.connamespace
      JOIN pg_catalog.pg_depend d ON c.oid = d.objid AND d.classid = 'pg_catalog.pg_constraint'::pg_catalog.regclass AND d.refclassid = ${PROC}
      JOIN pg_catalog.pg_proc p ON d.refobjid = p.oid JOIN pg_catalog.pg_namespace np ON p.pronamespace = np.oid
      WHERE c.contype = 'c' AND pg_catalog.pg_has_role(p.proowner, 'USAGE')`,
  },
  column_column_usage: {
    cols: { table_catalog: DB, table_schema: 'n.nspname', table_name: 'c.relname', column_name: 'ac.attname', dependent_column: 'ad.attname' },
    from: `pg_catalog.pg_namespace n JOIN pg_catalog.pg_class c ON n.oid = c.relnamespace
      JOIN pg_catalog.pg_attribute ac ON c.oid = ac.attrelid JOIN pg_catalog.pg_attribute ad ON c.oid = ad.attrelid AND ac.attnum <> ad.attnum
      JOIN pg_catalog.pg_attrdef atd ON ad.attrelid = atd.adrelid AND ad.attnum = atd.adnum
      JOIN pg_catalog.pg_depend d ON d.classid = 'pg_catalog.pg_attrdef'::pg_catalog.regclass AND d.refclassid = ${REL} AND d.objid = atd.oid AND d.refobjid = ac.attrelid AND d.refobjsubid = ac.attnum
      WHERE ad.attgenerated <> '' AND pg_catalog.pg_has_role(c.relowner, 'USAGE')`,
  },
};
