import type { InfoViewDef } from './information-schema-sql.js';

const DB = 'pg_catalog.current_database()';
const PROC = `'pg_catalog.pg_proc'::pg_catalog.regclass`;
const REL = `'pg_catalog.pg_class'::pg_catalog.regclass`;
const ROUTINE = { specific_catalog: DB, specific_schema: 'np.nspname', specific_name: `(p.proname || '_' || p.oid)`, routine_catalog: DB, routine_schema: 'np.nspname', routine_name: 'p.proname' };
/** A routine and each relation its (SQL-standard) body depends on, per pg_depend. */
const ROUTINE_RELATIONS = `pg_catalog.pg_namespace np JOIN pg_catalog.pg_proc p ON np.oid = p.pronamespace
  JOIN pg_catalog.pg_depend d ON p.oid = d.objid AND d.classid = ${PROC} AND d.refclassid = ${REL}
  JOIN pg_catalog.pg_class t ON d.refobjid = t.oid JOIN pg_catalog.pg_namespace nt ON t.relnamespace = nt.oid`;
const TRANSFORM = (fn: string, kind: string): string => `SELECT ${DB} AS udt_catalog, nt.nspname AS udt_schema, t.typname AS udt_name, ${DB} AS specific_catalog, np.nspname AS specific_schema,
    (p.proname || '_' || p.oid) AS specific_name, l.lanname AS group_name, '${kind}' AS transform_type
  FROM pg_catalog.pg_type t JOIN pg_catalog.pg_transform x ON t.oid = x.trftype JOIN pg_catalog.pg_language l ON x.trflang = l.oid
    JOIN pg_catalog.pg_proc p ON x.${fn}::pg_catalog.oid = p.oid JOIN pg_catalog.pg_namespace nt ON t.typnamespace = nt.oid JOIN pg_catalog.pg_namespace np ON p.pronamespace = np.oid`;

/** What routines use (pg_depend rows of routines), and transforms. */
export const ROUTINE_USAGE_VIEWS: Record<string, InfoViewDef> = {
  routine_table_usage: {
    cols: { ...ROUTINE, table_catalog: DB, table_schema: 'nt.nspname', table_name: 't.relname' },
    from: `${ROUTINE_RELATIONS} WHERE t.relkind IN ('r', 'v', 'f', 'p') AND pg_catalog.pg_has_role(t.relowner, 'USAGE')`,
  },
  routine_column_usage: {
    cols: { ...ROUTINE, table_catalog: DB, table_schema: 'nt.nspname', table_name: 't.relname', column_name: 'a.attname' },
    from: `${ROUTINE_RELATIONS} JOIN pg_catalog.pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
      WHERE t.relkind IN ('r', 'v', 'f', 'p') AND pg_catalog.pg_has_role(t.relowner, 'USAGE')`,
  },
  routine_sequence_usage: {
    cols: { ...ROUTINE, sequence_catalog: DB, sequence_schema: 'nt.nspname', sequence_name: 't.relname' },
    from: `${ROUTINE_RELATIONS} WHERE t.relkind = 'S' AND pg_catalog.pg_has_role(t.relowner, 'USAGE')`,
  },
  routine_routine_usage: {
    cols: { specific_catalog: DB, specific_schema: 'np.nspname', specific_name: `(p.proname || '_' || p.oid)`, routine_catalog: DB, routine_schema: 'np1.nspname', routine_name: `(p1.proname || '_' || p1.oid)` },
    from: `pg_catalog.pg_namespace np JOIN pg_catalog.pg_proc p ON np.oid = p.pronamespace
      JOIN pg_catalog.pg_depend d ON p.oid = d.objid AND d.classid = ${PROC} AND d.refclassid = ${PROC}
      JOIN pg_catalog.pg_proc p1 ON d.refobjid = p1.oid JOIN pg_catalog.pg_namespace np1 ON p1.pronamespace = np1.oid
      WHERE pg_catalog.pg_has_role(p1.proowner, 'USAGE')`,
  },
  transforms: {
    cols: Object.fromEntries(['udt_catalog', 'udt_schema', 'udt_name', 'specific_catalog', 'specific_schema', 'specific_name', 'group_name', 'transform_type'].map((c) => [c, `v.${c}`])),
    from: `(${TRANSFORM('trffromsql', 'FROM SQL')} UNION ${TRANSFORM('trftosql', 'TO SQL')}) v`,
  },
  data_type_privileges: {
    cols: { object_catalog: DB, object_schema: 'x.s', object_name: 'x.n', object_type: 'x.t', dtd_identifier: 'x.d' },
    from: `(SELECT udt_schema, udt_name, 'USER-DEFINED TYPE', dtd_identifier FROM information_schema.attributes
        UNION ALL SELECT table_schema, table_name, 'TABLE', dtd_identifier FROM information_schema.columns
        UNION ALL SELECT domain_schema, domain_name, 'DOMAIN', dtd_identifier FROM information_schema.domains
        UNION ALL SELECT specific_schema, specific_name, 'ROUTINE', dtd_identifier FROM information_schema.parameters
        UNION ALL SELECT specific_schema, specific_name, 'ROUTINE', dtd_identifier FROM information_schema.routines) x(s, n, t, d)`,
  },
};
