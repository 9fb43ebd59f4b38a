import { CatalogClassOid, Oid, aclToJson, builtinColumnIndex, builtinRows, rowTypesOf, userTypesOf, type AclItem, type Catalog } from '@pgsqlite/catalog';
import { sqlLiteral } from '../sql/quote.js';
import type { ScalarImpl } from './scalar-functions.js';
import type { ExprEnv } from './expr.js';
import type { Expr } from './expr-types.js';
import { oidArg, textArg } from './catalog-lookup.js';
import { regclassFromText, regnamespaceFromText } from './reg-names.js';
import { ownerOf } from '../catalog-views/acl-cells.js';
import { findRoutine, routineSignature } from '../ddl/drop-function.js';

/**
 * has_table_privilege, has_sequence_privilege, has_column_privilege, has_schema_privilege,
 * has_function_privilege, has_database_privilege (acl.c): answered from the objects' owners and
 * ACLs (the runtime's pg_has_privilege reads the roles, their memberships and current_user).
 */

const r = (sql: string, type: number) => ({ sql, type, typmod: -1 });

/** One object: OID, owner, ACL (JSON, NULL for the default). */
type AclRow = [oid: number, owner: number, acl: string | null];

/** Built-in objects (OIDs below 16384): owned by the bootstrap superuser; catalogs are readable by everyone. */
const SYSTEM_ACL: Record<string, AclItem[]> = {
  r: [{ grantee: 10, grantor: 10, privs: 'arwdDxt', grantable: '' }, { grantee: 0, grantor: 10, privs: 'r', grantable: '' }],
  n: [{ grantee: 10, grantor: 10, privs: 'UC', grantable: '' }, { grantee: 0, grantor: 10, privs: 'U', grantable: '' }],
  f: [{ grantee: 0, grantor: 10, privs: 'X', grantable: '' }, { grantee: 10, grantor: 10, privs: 'X', grantable: '' }],
  T: [{ grantee: 0, grantor: 10, privs: 'U', grantable: '' }, { grantee: 10, grantor: 10, privs: 'U', grantable: '' }],
};

function rowOf(catalog: Catalog, classoid: number, oid: number): AclRow {
  const acl = catalog.aclOf?.(classoid, oid)?.acl ?? null;
  return [oid, ownerOf(catalog, classoid, oid), acl === null ? null : aclToJson(acl)];
}

/**
 * The check over one object whose OID is `oidSql`: NULL when no such object, the system ACL for
 * built-in ones. `user`: SQL of the role argument, or null for current_user.
 */
function checkSql(oidSql: string, rows: readonly AclRow[], type: string, user: string | null, privs: string, system: AclItem[] | null): string {
  const values = rows.map(([oid, owner, acl]) => `(${oid}, ${owner}, ${sqlLiteral(acl)})`).join(', ');
  const who = user ?? 'NULL';
  const builtin = system === null ? 'NULL' : `pg_has_privilege(${who}, ${sqlLiteral(aclToJson(system))}, 10, '${type}', ${privs})`;
  const table = values === '' ? '(SELECT NULL AS column1, NULL AS column2, NULL AS column3 WHERE 0)' : `(VALUES ${values})`;
  return `(SELECT CASE WHEN x.o IS NULL THEN NULL WHEN x.o < 16384 THEN ${builtin} WHEN k.column1 IS NULL THEN NULL ELSE pg_has_privilege(${who}, k.column3, k.column2, '${type}', ${privs}) END FROM (SELECT ${oidSql} AS o) x LEFT JOIN ${table} k ON k.column1 = x.o)`;
}

/** Splits (user, object, privileges) / (object, privileges). */
function split(args: Expr[], n: number): { user: Expr | null; rest: Expr[] } | undefined {
  if (args.length === n + 1) return { user: args[0] as Expr, rest: args.slice(1) };
  if (args.length === n) return { user: null, rest: args };
  return undefined;
}

function userSql(env: ExprEnv, user: Expr | null): string | null | undefined {
  if (user === null) return null;
  // an untyped literal names a role (has_table_privilege('alice', …)); an OID is given as one
  return (user.type === Oid.unknown ? textArg(env, user) : (oidArg(env, user) ?? textArg(env, user)))?.sql;
}

/** A relation argument: OID, or a name (42P01 when unknown). */
function relationOid(env: ExprEnv, e: Expr | undefined): string | undefined {
  const t = e?.type === Oid.unknown || e?.type === Oid.text || e?.type === Oid.name || e?.type === Oid.varchar ? textArg(env, e) : undefined;
  if (t !== undefined) return regclassFromText(env.scope.ctx, t.sql);
  return oidArg(env, e)?.sql;
}

function relationCheck(type: 'r' | 's'): ScalarImpl {
  return (args, env) => {
    const s = split(args, 2);
    if (s === undefined) return undefined;
    const user = userSql(env, s.user);
    const rel = relationOid(env, s.rest[0]);
    const privs = textArg(env, s.rest[1]);
    if (user === undefined || rel === undefined || privs === undefined) return undefined;
    const catalog = env.scope.ctx.catalog;
    const rels = [...catalog.relations()].filter((x) => (type === 's' ? x.kind === 'S' : x.kind !== 'i'));
    let sql = checkSql(rel, rels.map((x) => rowOf(catalog, CatalogClassOid.pg_class, x.oid)), type, user, privs.sql, SYSTEM_ACL['r'] ?? null);
    if (type === 's') {
      const others = [...catalog.relations()].filter((x) => x.kind !== 'S').map((x) => [x.oid, x.name] as const);
      if (others.length > 0) {
        const name = `(SELECT column2 FROM (VALUES ${others.map(([o, n]) => `(${o}, ${sqlLiteral(n)})`).join(', ')}) WHERE column1 = ${rel})`;
        sql = `(CASE WHEN ${name} IS NOT NULL THEN pg_raise('42809', '"' || ${name} || '" is not a sequence') ELSE ${sql} END)`;
      }
    }
    return r(sql, Oid.bool);
  };
}

/** has_column_privilege: the table's privileges, or the column's own (attacl). */
const columnCheck: ScalarImpl = (args, env) => {
  const s = split(args, 3);
  if (s === undefined) return undefined;
  const user = userSql(env, s.user);
  const rel = relationOid(env, s.rest[0]);
  const col = s.rest[1];
  const privs = textArg(env, s.rest[2]);
  if (user === undefined || rel === undefined || col === undefined || privs === undefined) return undefined;
  const catalog = env.scope.ctx.catalog;
  const rels = [...catalog.relations()].filter((x) => x.kind !== 'i' && x.kind !== 'S');
  const table = checkSql(rel, rels.map((x) => rowOf(catalog, CatalogClassOid.pg_class, x.oid)), 'c', user, privs.sql, SYSTEM_ACL['r'] ?? null);
  const colText = textArg(env, col);
  const attnum = colText === undefined ? col.sql : `(SELECT column2 FROM (VALUES ${rels.flatMap((x) => x.columns.map((c) => `(${x.oid}, ${c.attnum}, ${sqlLiteral(c.name)})`)).join(', ') || '(0, 0, NULL)'}) WHERE column1 = ${rel} AND column3 = ${colText.sql})`;
  const cols = rels.flatMap((x) => x.columns.map((c) => ({ rel: x.oid, attnum: c.attnum, acl: catalog.aclOf?.(CatalogClassOid.pg_class, x.oid, c.attnum)?.acl ?? null }))).filter((c) => c.acl !== null);
  const colAcl = cols.length === 0 ? 'NULL' : `(SELECT column3 FROM (VALUES ${cols.map((c) => `(${c.rel}, ${c.attnum}, ${sqlLiteral(aclToJson(c.acl ?? []))})`).join(', ')}) WHERE column1 = ${rel} AND column2 = ${attnum})`;
  const missing = colText === undefined ? 'NULL' : `pg_raise('42703', 'column "' || ${colText.sql} || '" of relation does not exist')`;
  return r(`(CASE WHEN ${attnum} IS NULL THEN ${missing} WHEN ${table} THEN 1 WHEN ${colAcl} IS NULL THEN 0 ELSE pg_has_privilege(${user ?? 'NULL'}, ${colAcl}, 0, 'c', ${privs.sql}) END)`, Oid.bool);
};

/** has_schema_privilege: public is owned by pg_database_owner until changed. */
const schemaCheck: ScalarImpl = (args, env) => {
  const s = split(args, 2);
  if (s === undefined) return undefined;
  const user = userSql(env, s.user);
  const t = s.rest[0]?.type === Oid.oid || s.rest[0]?.type === Oid.int4 ? undefined : textArg(env, s.rest[0]);
  const nsp = t !== undefined ? regnamespaceFromText(env.scope.ctx, t.sql) : oidArg(env, s.rest[0])?.sql;
  const privs = textArg(env, s.rest[1]);
  if (user === undefined || nsp === undefined || privs === undefined) return undefined;
  const catalog = env.scope.ctx.catalog;
  const rows = catalog.namespaces().map((n): AclRow => {
    const row = rowOf(catalog, CatalogClassOid.pg_namespace, n.oid);
    if (n.name !== 'public' || catalog.aclOf?.(CatalogClassOid.pg_namespace, n.oid) !== undefined) return row;
    // pg_database_owner=UC/pg_database_owner, =U/pg_database_owner: the database owner (10 here) holds UC
    return [n.oid, 10, aclToJson([{ grantee: 10, grantor: 10, privs: 'UC', grantable: '' }, { grantee: 0, grantor: 10, privs: 'U', grantable: '' }])];
  });
  return r(checkSql(nsp, rows, 'n', user, privs.sql, SYSTEM_ACL['n'] ?? null), Oid.bool);
};

/**
 * regprocedurein of a literal `name(type, …)`: the user routine's OID (parsed as the signature of
 * DROP ROUTINE, never run); null when it names no user routine (a built-in one, or nothing).
 */
function routineOid(env: ExprEnv, text: string): number | null {
  const sig = routineSignature(text);
  if (sig === undefined) throw env.scope.ctx.error('invalid_text_representation', `invalid input syntax for type regprocedure: "${text}"`);
  try {
    return findRoutine(env.scope.ctx, sig, 'OBJECT_ROUTINE').oid;
  } catch {
    return null;
  }
}

/** A function argument: an OID, or a signature literal (a built-in routine's is 0: EXECUTE for PUBLIC). */
function functionOid(env: ExprEnv, e: Expr | undefined): string | undefined {
  if (e?.literal !== undefined && (e.type === Oid.unknown || e.type === Oid.text)) {
    const oid = routineOid(env, e.literal);
    if (oid !== null) return String(oid);
    const name = e.literal.split('(')[0]?.trim().split('.').pop()?.toLowerCase() ?? '';
    const at = builtinColumnIndex('pg_proc', 'proname');
    if (!e.literal.includes('(') || !builtinRows('pg_proc').some((r) => r[at] === name)) throw env.scope.ctx.error('undefined_function', `function "${e.literal}" does not exist`);
    return '1';
  }
  return oidArg(env, e)?.sql;
}

/** has_function_privilege by OID or signature (a user function, or a built-in one: EXECUTE for PUBLIC). */
const functionCheck: ScalarImpl = (args, env) => {
  const s = split(args, 2);
  if (s === undefined) return undefined;
  const user = userSql(env, s.user);
  const fnSql = functionOid(env, s.rest[0]);
  const fn = fnSql === undefined ? undefined : { sql: fnSql };
  const privs = textArg(env, s.rest[1]);
  if (user === undefined || fn === undefined || privs === undefined) return undefined;
  const catalog = env.scope.ctx.catalog;
  const rows = (catalog.userFunctions?.() ?? []).map((f) => rowOf(catalog, CatalogClassOid.pg_proc, f.oid));
  return r(checkSql(fn.sql, rows, 'f', user, privs.sql, SYSTEM_ACL['f'] ?? null), Oid.bool);
};

/**
 * has_type_privilege by OID: a user type's (enum, domain, range, composite or row type, and their
 * arrays) recorded ACL, else USAGE for PUBLIC as acldefault('T') gives every type.
 */
const typeCheck: ScalarImpl = (args, env) => {
  const s = split(args, 2);
  if (s === undefined) return undefined;
  const user = userSql(env, s.user);
  const type = oidArg(env, s.rest[0]);
  const privs = textArg(env, s.rest[1]);
  if (user === undefined || type === undefined || privs === undefined || s.rest[0]?.type === Oid.unknown) return undefined;
  const catalog = env.scope.ctx.catalog;
  const oids = [...userTypesOf(catalog), ...rowTypesOf(catalog)].flatMap((t) => [t.oid, t.arrayOid]);
  const rows = oids.map((oid) => rowOf(catalog, CatalogClassOid.pg_type, oid));
  return r(checkSql(type.sql, rows, 'T', user, privs.sql, SYSTEM_ACL['T'] ?? null), Oid.bool);
};

/** has_database_privilege: the current database's recorded ACL; other databases have the default one. */
const databaseCheck: ScalarImpl = (args, env) => {
  const s = split(args, 2);
  if (s === undefined) return undefined;
  const user = userSql(env, s.user);
  const db = s.rest[0];
  const privs = textArg(env, s.rest[1]);
  if (user === undefined || db === undefined || privs === undefined) return undefined;
  const catalog = env.scope.ctx.catalog;
  const mine = catalog.acls?.().find((a) => a.classoid === CatalogClassOid.pg_database && a.objsubid === 0);
  const acl = mine?.acl === null || mine?.acl === undefined ? 'NULL' : sqlLiteral(aclToJson(mine.acl));
  const dbText = textArg(env, db);
  const isMine = dbText !== undefined ? `${dbText.sql} = pg_current_database()` : '0';
  return r(`(CASE WHEN ${isMine} THEN pg_has_privilege(${user ?? 'NULL'}, ${acl}, ${mine?.owner ?? 10}, 'd', ${privs.sql}) ELSE pg_has_privilege(${user ?? 'NULL'}, NULL, 10, 'd', ${privs.sql}) END)`, Oid.bool);
};

/** pg_has_role([user,] role, mode) */
const hasRole: ScalarImpl = (args, env) => {
  const s = split(args, 2);
  if (s === undefined) return undefined;
  const user = userSql(env, s.user);
  const role = (s.rest[0]?.type === Oid.unknown ? textArg(env, s.rest[0]) : (oidArg(env, s.rest[0]) ?? textArg(env, s.rest[0])))?.sql;
  const mode = textArg(env, s.rest[1]);
  if (user === undefined || role === undefined || mode === undefined) return undefined;
  return r(`pg_has_role(${user ?? "''"}, ${role}, ${mode.sql})`, Oid.bool);
};

/** The privilege inquiry functions, merged over the catalog functions. */
export const PRIVILEGE_FUNCTIONS: Record<string, ScalarImpl> = {
  has_table_privilege: relationCheck('r'),
  has_sequence_privilege: relationCheck('s'),
  has_column_privilege: columnCheck,
  has_any_column_privilege: relationCheck('r'),
  has_schema_privilege: schemaCheck,
  has_function_privilege: functionCheck,
  has_database_privilege: databaseCheck,
  has_type_privilege: typeCheck,
  pg_has_role: hasRole,
  acldefault: (args, env) => {
    // acldefault("char", oid); an untyped or text letter is read the same way
    const t = args[0]?.type === Oid.char ? args[0] : args[0] === undefined ? undefined : textArg(env, args[0]);
    const o = oidArg(env, args[1]);
    return args.length === 2 && t !== undefined && o !== undefined ? r(`pg_acldefault(${t.sql}, ${o.sql})`, Oid._text) : undefined;
  },
};
