import type { InfoViewDef } from './information-schema-sql.js';

const DB = 'pg_catalog.current_database()';
/** Every role, and PUBLIC as grantee 0 (aclexplode's grantee of `=…/owner`). */
const GRANTEES = `(SELECT oid, rolname FROM pg_catalog.pg_authid UNION ALL SELECT 0::pg_catalog.oid, 'PUBLIC'::pg_catalog.name) grantee(oid, rolname)`;
/** A privilege row the current role may see: granted by or to one of its roles, or to PUBLIC. */
const SEEN = `(pg_catalog.pg_has_role(u_grantor.oid, 'USAGE') OR pg_catalog.pg_has_role(grantee.oid, 'USAGE') OR grantee.rolname = 'PUBLIC')`;
const GRANTABLE = (owner: string): string => `(CASE WHEN pg_catalog.pg_has_role(grantee.oid, ${owner}, 'USAGE') OR x.is_grantable THEN 'YES' ELSE 'NO' END)`;
const PEOPLE = { grantor: 'u_grantor.rolname', grantee: 'grantee.rolname' };
/** An ACL exploded per object row `o` (the kind's default ACL when none was granted). */
const EXPLODE = (acl: string, kind: string, owner: string): string => `CROSS JOIN LATERAL pg_catalog.aclexplode(COALESCE(${acl}, pg_catalog.acldefault('${kind}', ${owner}))) x`;
const JOIN_PEOPLE = `JOIN pg_catalog.pg_authid u_grantor ON x.grantor = u_grantor.oid JOIN ${GRANTEES} ON x.grantee = grantee.oid`;
/** The rows of information_schema view `view` that involve an enabled role (the role_* views). */
const ENABLED = (view: string): string =>
  `information_schema.${view} v WHERE v.grantor IN (SELECT role_name FROM information_schema.enabled_roles) OR v.grantee IN (SELECT role_name FROM information_schema.enabled_roles)`;
const ALL_OF = (cols: readonly string[]): Record<string, string> => Object.fromEntries(cols.map((c) => [c, `v.${c}`]));

const TABLE_COLS = ['grantor', 'grantee', 'table_catalog', 'table_schema', 'table_name', 'privilege_type', 'is_grantable', 'with_hierarchy'];
const COLUMN_COLS = ['grantor', 'grantee', 'table_catalog', 'table_schema', 'table_name', 'column_name', 'privilege_type', 'is_grantable'];
const ROUTINE_COLS = ['grantor', 'grantee', 'specific_catalog', 'specific_schema', 'specific_name', 'routine_catalog', 'routine_schema', 'routine_name', 'privilege_type', 'is_grantable'];
const UDT_COLS = ['grantor', 'grantee', 'udt_catalog', 'udt_schema', 'udt_name', 'privilege_type', 'is_grantable'];
const USAGE_COLS = ['grantor', 'grantee', 'object_catalog', 'object_schema', 'object_name', 'object_type', 'privilege_type', 'is_grantable'];

/** The privilege views (ACLs exploded by aclexplode) and the role views. */
export const PRIVILEGE_VIEWS: Record<string, InfoViewDef> = {
  table_privileges: {
    cols: {
      ...PEOPLE, table_catalog: DB, table_schema: 'nc.nspname', table_name: 'c.relname', privilege_type: 'x.privilege_type',
      is_grantable: GRANTABLE('c.relowner'), with_hierarchy: `(CASE WHEN x.privilege_type = 'SELECT' THEN 'YES' ELSE 'NO' END)`,
    },
    from: `pg_catalog.pg_class c JOIN pg_catalog.pg_namespace nc ON c.relnamespace = nc.oid ${EXPLODE('c.relacl', 'r', 'c.relowner')} ${JOIN_PEOPLE}
      WHERE c.relkind IN ('r', 'v', 'f', 'p') AND x.privilege_type IN ('INSERT', 'SELECT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER') AND ${SEEN}`,
  },
  role_table_grants: { cols: ALL_OF(TABLE_COLS), from: ENABLED('table_privileges') },
  column_privileges: {
    cols: { ...PEOPLE, table_catalog: DB, table_schema: 'nc.nspname', table_name: 'c.relname', column_name: 'x.attname', privilege_type: 'x.privilege_type', is_grantable: GRANTABLE('c.relowner') },
    from: `(SELECT a.attrelid, a.attname, e.grantor, e.grantee, e.privilege_type, e.is_grantable FROM pg_catalog.pg_attribute a JOIN pg_catalog.pg_class cc ON a.attrelid = cc.oid
          CROSS JOIN LATERAL pg_catalog.aclexplode(COALESCE(a.attacl, pg_catalog.acldefault('c', cc.relowner))) e WHERE a.attnum > 0 AND NOT a.attisdropped
        UNION SELECT cc.oid, a.attname, e.grantor, e.grantee, e.privilege_type, e.is_grantable FROM pg_catalog.pg_class cc JOIN pg_catalog.pg_attribute a ON a.attrelid = cc.oid
          CROSS JOIN LATERAL pg_catalog.aclexplode(COALESCE(cc.relacl, pg_catalog.acldefault('r', cc.relowner))) e
          WHERE cc.relkind IN ('r', 'v', 'f', 'p') AND a.attnum > 0 AND NOT a.attisdropped) x
      JOIN pg_catalog.pg_class c ON x.attrelid = c.oid JOIN pg_catalog.pg_namespace nc ON c.relnamespace = nc.oid ${JOIN_PEOPLE}
      WHERE c.relkind IN ('r', 'v', 'f', 'p') AND x.privilege_type IN ('INSERT', 'SELECT', 'UPDATE', 'REFERENCES') AND ${SEEN}`,
  },
  role_column_grants: { cols: ALL_OF(COLUMN_COLS), from: ENABLED('column_privileges') },
  routine_privileges: {
    cols: {
      ...PEOPLE, specific_catalog: DB, specific_schema: 'n.nspname', specific_name: `(p.proname || '_' || p.oid)`,
      routine_catalog: DB, routine_schema: 'n.nspname', routine_name: 'p.proname', privilege_type: 'x.privilege_type', is_grantable: GRANTABLE('p.proowner'),
    },
    from: `pg_catalog.pg_proc p JOIN pg_catalog.pg_namespace n ON p.pronamespace = n.oid ${EXPLODE('p.proacl', 'f', 'p.proowner')} ${JOIN_PEOPLE}
      WHERE x.privilege_type = 'EXECUTE' AND ${SEEN}`,
  },
  role_routine_grants: { cols: ALL_OF(ROUTINE_COLS), from: ENABLED('routine_privileges') },
  udt_privileges: {
    cols: { ...PEOPLE, udt_catalog: DB, udt_schema: 'n.nspname', udt_name: 't.typname', privilege_type: `'TYPE USAGE'`, is_grantable: GRANTABLE('t.typowner') },
    from: `pg_catalog.pg_type t JOIN pg_catalog.pg_namespace n ON t.typnamespace = n.oid ${EXPLODE('t.typacl', 'T', 't.typowner')} ${JOIN_PEOPLE}
      WHERE t.typtype = 'c' AND x.privilege_type = 'USAGE' AND ${SEEN}`,
  },
  role_udt_grants: { cols: ALL_OF(UDT_COLS), from: ENABLED('udt_privileges') },
  // sequences: their ACL, or the table kind's default (no USAGE), as PostgreSQL 15 reads it
  usage_privileges: {
    cols: ALL_OF(USAGE_COLS),
    from: `(SELECT u.rolname AS grantor, 'PUBLIC'::pg_catalog.name AS grantee, ${DB} AS object_catalog, n.nspname AS object_schema, c.collname AS object_name,
            'COLLATION' AS object_type, 'USAGE' AS privilege_type, 'NO' AS is_grantable
          FROM pg_catalog.pg_authid u JOIN pg_catalog.pg_collation c ON u.oid = c.collowner JOIN pg_catalog.pg_namespace n ON c.collnamespace = n.oid
          WHERE c.collencoding IN (-1, (SELECT d.encoding FROM pg_catalog.pg_database d WHERE d.datname = ${DB}))
        UNION ALL SELECT u_grantor.rolname, grantee.rolname, ${DB}, n.nspname, t.typname, 'DOMAIN', x.privilege_type, ${GRANTABLE('t.typowner')}
          FROM pg_catalog.pg_type t JOIN pg_catalog.pg_namespace n ON t.typnamespace = n.oid ${EXPLODE('t.typacl', 'T', 't.typowner')} ${JOIN_PEOPLE}
          WHERE t.typtype = 'd' AND x.privilege_type = 'USAGE' AND ${SEEN}
        UNION ALL SELECT u_grantor.rolname, grantee.rolname, ${DB}, n.nspname, c.relname, 'SEQUENCE', x.privilege_type, ${GRANTABLE('c.relowner')}
          FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON c.relnamespace = n.oid ${EXPLODE('c.relacl', 'r', 'c.relowner')} ${JOIN_PEOPLE}
          WHERE c.relkind = 'S' AND x.privilege_type = 'USAGE' AND ${SEEN}) v`,
  },
  role_usage_grants: { cols: ALL_OF(USAGE_COLS), from: ENABLED('usage_privileges') },
  enabled_roles: {
    cols: { role_name: 'a.rolname' },
    from: `pg_catalog.pg_authid a WHERE pg_catalog.pg_has_role(a.oid, 'USAGE')`,
  },
  applicable_roles: {
    cols: { grantee: 'a.rolname', role_name: 'b.rolname', is_grantable: `(CASE WHEN m.admin_option THEN 'YES' ELSE 'NO' END)` },
    from: `(SELECT member, roleid, admin_option FROM pg_catalog.pg_auth_members
          UNION SELECT d.datdba, r.oid, false FROM pg_catalog.pg_database d, pg_catalog.pg_authid r WHERE d.datname = ${DB} AND r.rolname = 'pg_database_owner') m
      JOIN pg_catalog.pg_authid a ON m.member = a.oid JOIN pg_catalog.pg_authid b ON m.roleid = b.oid
      WHERE pg_catalog.pg_has_role(a.oid, 'USAGE')`,
  },
  administrable_role_authorizations: {
    cols: { grantee: 'v.grantee', role_name: 'v.role_name', is_grantable: 'v.is_grantable' },
    from: `information_schema.applicable_roles v WHERE v.is_grantable = 'YES'`,
  },
};
