import { Oid, builtinColumnIndex, builtinRows, builtinTableName, formatType, parseQualifiedName, type Catalog } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import { lookupSql } from '../analyze/catalog-lookup.js';
import { SysOid } from './oids.js';
import { pgQuoteIdent } from '../ddl/pg-ident.js';

/**
 * The object-identifier types whose value is an OID and whose text is the object's name:
 * regproc (pg_proc), regoper (pg_operator), regnamespace (pg_namespace), regrole (pg_authid).
 * regclass and regtype have their own modules (relation-names.ts, user-type-names.ts).
 * Stored and sent in binary as the OID; the name is looked up when the value is printed or cast
 * to text, as PostgreSQL's output functions do. OID 0 prints `-`, an OID with no object its digits.
 */
export const REG_OBJECT_TYPES: ReadonlySet<number> = new Set([Oid.regproc, Oid.regprocedure, Oid.regoper, Oid.regnamespace, Oid.regrole]);

/** OID → name of the built-in rows of a captured catalog (pg_proc, pg_operator). */
const builtinNames = new Map<string, Map<number, string>>();

function namesOf(table: 'pg_proc' | 'pg_operator'): Map<number, string> {
  let m = builtinNames.get(table);
  if (m === undefined) {
    const col = builtinColumnIndex(table, table === 'pg_proc' ? 'proname' : 'oprname');
    m = new Map(builtinRows(table).map((r) => [Number(r[0]), String(r[col])]));
    builtinNames.set(table, m);
  }
  return m;
}

/** The schemas a regnamespace names: the built-in ones and the database's. */
export function namespaceNames(catalog: Catalog): Map<number, string> {
  return new Map<number, string>([
    [SysOid.pgCatalogNs, 'pg_catalog'],
    [SysOid.toastNs, 'pg_toast'],
    [SysOid.informationSchemaNs, 'information_schema'],
    ...catalog.namespaces().map((n) => [n.oid, n.name] as [number, string]),
  ]);
}

/** The bootstrap superuser's OID: the session user, as pg_roles shows it. */
const DATABASE_OWNER_ROLE = 6171;

/**
 * The name a reg* value of type `type` prints for `oid` (regprocout, regoperout, regnamespaceout,
 * regroleout), given the session's user for regrole's OID 10; undefined when the type is not one
 * of REG_OBJECT_TYPES.
 */
export function regObjectText(type: number, oid: number, catalog: Catalog, roleName: (oid: number) => string | undefined, searchPath?: readonly string[]): string | undefined {
  if (!REG_OBJECT_TYPES.has(type)) return undefined;
  if (oid === 0) return type === Oid.regoper ? '0' : '-';
  const name =
    type === Oid.regprocedure ? (builtinSignatures().get(oid) ?? userSignatures(catalog, searchPath).get(oid))
    : type === Oid.regproc ? (namesOf('pg_proc').get(oid) ?? userProcNames(catalog, searchPath).get(oid))
    : type === Oid.regoper ? namesOf('pg_operator').get(oid)
    : type === Oid.regnamespace ? namespaceNames(catalog).get(oid)
    : oid === DATABASE_OWNER_ROLE ? 'pg_database_owner'
    : roleName(oid);
  return name ?? String(oid >>> 0);
}

/** SQL: the text of a reg* value `oidSql` of type `type` (the cast to text), digits when nothing has that OID. */
export function regObjectTextSql(type: number, oidSql: string, catalog: Catalog, searchPath?: readonly string[]): string {
  const digits = `CAST(${oidSql} AS TEXT)`;
  const zero = type === Oid.regoper ? "'0'" : "'-'";
  const named = (body: string): string => `(CASE WHEN ${oidSql} = 0 THEN ${zero} ELSE COALESCE(${body}, ${digits}) END)`;
  if (type === Oid.regproc) {
    const builtin = `(SELECT proname FROM ${builtinTableName('pg_proc')} WHERE oid = ${oidSql})`;
    const user = [...userProcNames(catalog, searchPath)];
    return named(user.length === 0 ? builtin : `COALESCE(${builtin}, ${lookupSql(oidSql, user)})`);
  }
  if (type === Oid.regprocedure) return named(lookupSql(oidSql, [...builtinSignatures(), ...userSignatures(catalog, searchPath)]));
  if (type === Oid.regoper) return named(`(SELECT oprname FROM ${builtinTableName('pg_operator')} WHERE oid = ${oidSql})`);
  if (type === Oid.regnamespace) return named(lookupSql(oidSql, [...namespaceNames(catalog)]));
  return named(`(CASE ${oidSql} WHEN ${DATABASE_OWNER_ROLE} THEN 'pg_database_owner' ELSE pg_regrole_out(${oidSql}) END)`);
}

/**
 * OID → text of regprocedureout (format_procedure) for the user routines: the name as regprocout
 * prints it, then the input argument types, comma-separated without spaces.
 */
function userSignatures(catalog: Catalog, searchPath?: readonly string[]): Map<number, string> {
  const names = userProcNames(catalog, searchPath);
  const all = [...(catalog.userFunctions?.() ?? []), ...(catalog.userAggregates?.() ?? [])];
  return new Map(all.map((f) => [f.oid, `${names.get(f.oid) ?? f.name}(${f.argTypes.map((t) => formatType(t, -1)).join(',')})`] as const));
}

/** The same for the built-in routines, made once. */
function builtinSignatures(): Map<number, string> {
  if (builtinSignatureMap === undefined) {
    const at = builtinColumnIndex('pg_proc', 'proargtypes');
    const names = namesOf('pg_proc');
    builtinSignatureMap = new Map(builtinRows('pg_proc').map((r) => [Number(r[0]), `${names.get(Number(r[0])) ?? ''}(${(JSON.parse(String(r[at] ?? '[]')) as number[]).map((t) => formatType(t, -1)).join(',')})`] as const));
  }
  return builtinSignatureMap;
}

let builtinSignatureMap: Map<number, string> | undefined;

/** The built-in routines named `name` whose input argument types are `types` (regprocedurein). */
export function builtinRoutinesOf(name: string, types: readonly number[]): number[] {
  const at = builtinColumnIndex('pg_proc', 'proargtypes');
  const key = JSON.stringify(types);
  const names = namesOf('pg_proc');
  return builtinRows('pg_proc').filter((r) => names.get(Number(r[0])) === name && String(r[at]) === key).map((r) => Number(r[0]));
}

/**
 * OID → name of the user functions and aggregates (pg_proc rows made by CREATE FUNCTION /
 * AGGREGATE) as regprocout prints them: quoted where needed, and qualified by its schema when a
 * search path is given and the routine is not the first of its name and arguments along it.
 */
function userProcNames(catalog: Catalog, searchPath?: readonly string[]): Map<number, string> {
  const all = [...(catalog.userFunctions?.() ?? []), ...(catalog.userAggregates?.() ?? [])];
  const sameArgs = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((t, i) => t === b[i]);
  return new Map(
    all.map((f) => {
      const at = searchPath === undefined ? 0 : searchPath.indexOf(f.schema);
      const shadowed = at > 0 && all.some((g) => g !== f && g.name === f.name && sameArgs(g.argTypes, f.argTypes) && searchPath!.slice(0, at).includes(g.schema));
      const visible = at >= 0 && !shadowed;
      return [f.oid, visible ? pgQuoteIdent(f.name) : `${pgQuoteIdent(f.schema)}.${pgQuoteIdent(f.name)}`] as const;
    }),
  );
}

/**
 * regprocin / regoperin / regnamespacein of a constant: digits are the OID itself, else the
 * object's OID by name, with PostgreSQL's error when there is none or (regproc, regoper) more
 * than one. (regrolein needs the session's user: reg-names.ts reads it when the statement runs.)
 */
export function regObjectOid(type: number, text: string, catalog: Catalog, searchPath?: readonly string[]): number {
  const t = text.trim();
  if (t !== '' && [...t].every((c) => c >= '0' && c <= '9')) return Number(t);
  if (t === '-' && type !== Oid.regoper) return 0;
  if (type === Oid.regnamespace) {
    const name = identifier(t);
    if (name === undefined) throw new PgError('invalid_name', 'invalid name syntax');
    for (const [oid, n] of namespaceNames(catalog)) if (n === name) return oid;
    throw new PgError('invalid_schema_name', `schema "${name}" does not exist`);
  }
  const isProc = type === Oid.regproc;
  const dot = isProc ? parseQualifiedName(t) : [t];
  if (dot === undefined) throw new PgError('invalid_name', 'invalid name syntax');
  // DeconstructQualifiedName: catalog.schema.name is another database's, more is a syntax error
  if (dot.length === 3) throw new PgError('feature_not_supported', `cross-database references are not implemented: ${t}`);
  if (dot.length > 3) throw new PgError('syntax_error', `improper qualified name (too many dotted names): ${t}`);
  const schema = dot.length === 2 ? dot[0] : undefined;
  const name = isProc ? dot[dot.length - 1] : t;
  const builtin = name === undefined || (schema !== undefined && schema !== 'pg_catalog') ? [] : [...namesOf(isProc ? 'pg_proc' : 'pg_operator')].filter(([, n]) => n === name);
  // user functions and aggregates (CREATE FUNCTION / AGGREGATE) are pg_proc rows too: in the named schema, else along the search path
  const inScope = (s: string): boolean => (schema !== undefined ? s === schema : searchPath === undefined || searchPath.includes(s));
  const user = !isProc || name === undefined ? [] : [...(catalog.userFunctions?.() ?? []), ...(catalog.userAggregates?.() ?? [])].filter((f) => f.name === name && inScope(f.schema)).map((f): [number, string] => [f.oid, f.name]);
  const matches = [...builtin, ...user];
  if (matches.length === 1) return (matches[0] as [number, string])[0];
  if (matches.length > 1) throw new PgError('ambiguous_function', isProc ? `more than one function named "${t}"` : `more than one operator named ${t}`);
  throw new PgError('undefined_function', isProc ? `function "${t}" does not exist` : `operator does not exist: ${t}`);
}

/** One SQL identifier as the reg* input functions read it: unquoted folds to lower case; undefined when not one name. */
function identifier(s: string): string | undefined {
  if (s.startsWith('"')) {
    if (!s.endsWith('"') || s.length < 2) return undefined;
    const inner = s.slice(1, -1);
    if (inner.replaceAll('""', '').includes('"')) return undefined;
    return inner.replaceAll('""', '"');
  }
  if (s === '' || s.includes('.') || s.includes('"') || /\s/.test(s)) return undefined;
  return s.toLowerCase();
}
