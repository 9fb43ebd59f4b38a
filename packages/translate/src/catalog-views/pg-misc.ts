import { Oid, type Catalog } from '@pgsqlite/catalog';
import { type Col, type Row, type VirtualRelation, relation } from './relation-builder.js';
import { SysOid } from './oids.js';

const USER = { sql: 'pg_session_user()' };
const DATABASE = { sql: 'pg_current_database()' };

const ROLE_COLS: Col[] = [
  ['rolname', Oid.name], ['rolsuper', Oid.bool], ['rolinherit', Oid.bool], ['rolcreaterole', Oid.bool], ['rolcreatedb', Oid.bool],
  ['rolcanlogin', Oid.bool], ['rolreplication', Oid.bool], ['rolconnlimit', Oid.int4], ['rolpassword', Oid.text], ['rolvaliduntil', Oid.timestamptz],
  ['rolbypassrls', Oid.bool], ['rolconfig', Oid._text], ['oid', Oid.oid],
];

/** pg_roles: the session's user, a superuser (pgsqlite has one role per connection). */
export function pgRoles(): VirtualRelation {
  return relation(ROLE_COLS, [[USER, 1, 1, 1, 1, 1, 1, -1, '********', null, 1, null, SysOid.superuser]]);
}

/** pg_user. */
export function pgUser(): VirtualRelation {
  return relation(
    [['usename', Oid.name], ['usesysid', Oid.oid], ['usecreatedb', Oid.bool], ['usesuper', Oid.bool], ['userepl', Oid.bool], ['usebypassrls', Oid.bool], ['passwd', Oid.text], ['valuntil', Oid.timestamptz], ['useconfig', Oid._text]],
    [[USER, SysOid.superuser, 1, 1, 1, 1, '********', null, null]],
  );
}

const DB_COLS: Col[] = [
  ['oid', Oid.oid], ['datname', Oid.name], ['datdba', Oid.oid], ['encoding', Oid.int4], ['datlocprovider', Oid.char], ['datistemplate', Oid.bool],
  ['datallowconn', Oid.bool], ['datconnlimit', Oid.int4], ['datfrozenxid', Oid.int8], ['datminmxid', Oid.int8], ['dattablespace', Oid.oid],
  ['datcollate', Oid.text], ['datctype', Oid.text], ['daticulocale', Oid.text], ['datcollversion', Oid.text], ['datacl', Oid._text],
];

/** pg_database: the current database, postgres and the two templates (ACLs as in a fresh cluster). */
export function pgDatabase(): VirtualRelation {
  const acl = { sql: "json_array('=c/' || pg_session_user(), pg_session_user() || '=CTc/' || pg_session_user())" };
  const postgres = { sql: "(CASE WHEN pg_current_database() = 'postgres' THEN NULL ELSE 'postgres' END)" };
  const row = (oid: number, name: string | { sql: string }, template: boolean): Row => [
    oid, name, SysOid.superuser, 6, 'c', template ? 1 : 0, name === 'template0' ? 0 : 1, -1, 0, 0, 1663, 'C', 'C', null, null, template ? acl : null,
  ];
  return relation(DB_COLS, [row(SysOid.database, DATABASE, false), row(16383, postgres, false), row(1, 'template1', true), row(4, 'template0', true)], 'datname IS NOT NULL');
}

/** pg_extension: plpgsql, as in a fresh PostgreSQL database, and those made by CREATE EXTENSION. */
export function pgExtension(catalog: Catalog): VirtualRelation {
  const created: Row[] = (catalog.extensions?.() ?? []).map((e) => [e.oid, e.name, 10, catalog.namespaces().find((n) => n.name === e.schema)?.oid ?? 2200, 1, e.version, null, null]);
  return relation(
    [['oid', Oid.oid], ['extname', Oid.name], ['extowner', Oid.oid], ['extnamespace', Oid.oid], ['extrelocatable', Oid.bool], ['extversion', Oid.text], ['extconfig', Oid._oid], ['extcondition', Oid._text]],
    [[13559, 'plpgsql', 10, 11, 0, '1.0', null, null], ...created],
  );
}

/** Relations that exist in PostgreSQL and are always empty in pgsqlite. */
export const EMPTY_RELATIONS: Record<string, Col[]> = {
  // The built-in functions live in pg_catalog; pgsqlite has no user-defined functions.
  pg_proc: [['oid', Oid.oid], ['proname', Oid.name], ['pronamespace', Oid.oid], ['proowner', Oid.oid], ['prolang', Oid.oid], ['prokind', Oid.char], ['prosecdef', Oid.bool], ['proleakproof', Oid.bool], ['proisstrict', Oid.bool], ['proretset', Oid.bool], ['provolatile', Oid.char], ['pronargs', Oid.int2], ['prorettype', Oid.oid], ['proargtypes', Oid.oidvector], ['prosrc', Oid.text]],
  pg_inherits: [['inhrelid', Oid.oid], ['inhparent', Oid.oid], ['inhseqno', Oid.int4], ['inhdetachpending', Oid.bool]],
  pg_partitioned_table: [['partrelid', Oid.oid], ['partstrat', Oid.char], ['partnatts', Oid.int2], ['partdefid', Oid.oid], ['partattrs', Oid._int2]],
  pg_policy: [['oid', Oid.oid], ['polname', Oid.name], ['polrelid', Oid.oid], ['polcmd', Oid.char], ['polpermissive', Oid.bool], ['polroles', Oid._oid], ['polqual', Oid.text], ['polwithcheck', Oid.text]],
  pg_statistic_ext: [['oid', Oid.oid], ['stxrelid', Oid.oid], ['stxname', Oid.name], ['stxnamespace', Oid.oid], ['stxowner', Oid.oid], ['stxstattarget', Oid.int4], ['stxkeys', Oid._int2], ['stxkind', Oid._char], ['stxexprs', Oid.text]],
  pg_publication: [['oid', Oid.oid], ['pubname', Oid.name], ['pubowner', Oid.oid], ['puballtables', Oid.bool], ['pubinsert', Oid.bool], ['pubupdate', Oid.bool], ['pubdelete', Oid.bool], ['pubtruncate', Oid.bool], ['pubviaroot', Oid.bool]],
  pg_publication_rel: [['oid', Oid.oid], ['prpubid', Oid.oid], ['prrelid', Oid.oid], ['prqual', Oid.text], ['prattrs', Oid._int2]],
  pg_publication_namespace: [['oid', Oid.oid], ['pnpubid', Oid.oid], ['pnnspid', Oid.oid]],
  pg_trigger: [['oid', Oid.oid], ['tgrelid', Oid.oid], ['tgparentid', Oid.oid], ['tgname', Oid.name], ['tgfoid', Oid.oid], ['tgtype', Oid.int2], ['tgenabled', Oid.char], ['tgisinternal', Oid.bool], ['tgconstrrelid', Oid.oid], ['tgconstrindid', Oid.oid], ['tgconstraint', Oid.oid], ['tgdeferrable', Oid.bool], ['tginitdeferred', Oid.bool], ['tgnargs', Oid.int2], ['tgattr', Oid.int2vector], ['tgargs', Oid.bytea], ['tgoldtable', Oid.name], ['tgnewtable', Oid.name]],
  pg_rewrite: [['oid', Oid.oid], ['rulename', Oid.name], ['ev_class', Oid.oid], ['ev_type', Oid.char], ['ev_enabled', Oid.char], ['is_instead', Oid.bool]],
  pg_enum: [['oid', Oid.oid], ['enumtypid', Oid.oid], ['enumsortorder', Oid.float4], ['enumlabel', Oid.name]],
  pg_auth_members: [['roleid', Oid.oid], ['member', Oid.oid], ['grantor', Oid.oid], ['admin_option', Oid.bool]],
  pg_foreign_table: [['ftrelid', Oid.oid], ['ftserver', Oid.oid], ['ftoptions', Oid._text]],
  pg_foreign_data_wrapper: [['oid', Oid.oid], ['fdwname', Oid.name], ['fdwowner', Oid.oid]],
  pg_foreign_server: [['oid', Oid.oid], ['srvname', Oid.name], ['srvowner', Oid.oid], ['srvfdw', Oid.oid]],
  pg_event_trigger: [['oid', Oid.oid], ['evtname', Oid.name], ['evtevent', Oid.name], ['evtowner', Oid.oid], ['evtfoid', Oid.oid], ['evtenabled', Oid.char]],
  pg_init_privs: [['objoid', Oid.oid], ['classoid', Oid.oid], ['objsubid', Oid.int4], ['privtype', Oid.char], ['initprivs', Oid._text]],
  pg_seclabel: [['objoid', Oid.oid], ['classoid', Oid.oid], ['objsubid', Oid.int4], ['provider', Oid.text], ['label', Oid.text]],
  pg_shdescription: [['objoid', Oid.oid], ['classoid', Oid.oid], ['description', Oid.text]],
  pg_range: [['rngtypid', Oid.oid], ['rngsubtype', Oid.oid], ['rngmultitypid', Oid.oid]],
  pg_operator: [['oid', Oid.oid], ['oprname', Oid.name], ['oprnamespace', Oid.oid], ['oprleft', Oid.oid], ['oprright', Oid.oid], ['oprresult', Oid.oid]],
  pg_conversion: [['oid', Oid.oid], ['conname', Oid.name], ['connamespace', Oid.oid]],
  pg_ts_config: [['oid', Oid.oid], ['cfgname', Oid.name], ['cfgnamespace', Oid.oid]],
};

/** A relation that is always empty. */
export function emptyRelation(cols: Col[]): VirtualRelation {
  return relation(cols, []);
}

