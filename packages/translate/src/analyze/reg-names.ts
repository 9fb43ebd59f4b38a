import { CatalogClassOid, Oid, findRowType, findUserType, rowTypesOf, userTypesOf } from '@pgsqlite/catalog';
import type { PlanCtx } from './context.js';
import { isVisible, lookupSql } from './catalog-lookup.js';
import { sqlLiteral } from '../sql/quote.js';

/**
 * Names read at run time by the reg* input functions (regclassin, regtypein, regnamespacein,
 * regrolein), for a value known only when the statement runs: `$1::regnamespace`,
 * `name_column::regclass`, `$1::text::regtype`. Each is the OID, NULL for NULL, and PostgreSQL's
 * error when nothing has that name. `v` is evaluated once.
 */

/** `(SELECT <body over v> FROM (SELECT <arg> AS v))` */
function once(arg: string, body: string): string {
  return `(SELECT ${body} FROM (SELECT ${arg} AS v))`;
}

function raise(code: string, what: string, position?: number): string {
  return `pg_raise(${sqlLiteral(code)}, ${sqlLiteral(`${what} "`)} || v || '" does not exist'${position === undefined ? '' : `, ${position}`})`;
}

/** The name as the input functions read it (runtime pg_qualified_name: parts joined by SEP). */
const NAME = 'pg_qualified_name(v)';
const SEP = '\u001f';

/** `x::regnamespace` of a text value: the schema's OID, 3F000 when there is none. */
export function regnamespaceFromText(ctx: PlanCtx, arg: string): string {
  const spaces: [string, number][] = [['pg_catalog', 11], ['pg_toast', 99], ['information_schema', 13207], ...ctx.catalog.namespaces().map((n) => [n.name, n.oid] as [string, number])];
  return once(arg, lookupSql(NAME, spaces, raise('3F000', 'schema')));
}

/** `x::regrole` of a text value: a role of the server (or pg_database_owner); 42704 otherwise (at `position`, for a literal). */
export function regroleFromText(arg: string, position?: number): string {
  return once(arg, `(CASE WHEN v IS NULL THEN NULL WHEN ${NAME} = 'pg_database_owner' THEN 6171 ELSE COALESCE(pg_role_oid(${NAME}), ${raise('42704', 'role', position)}) END)`);
}

/** `x::regclass` of a text value: relations by (qualified, quoted) name and the system catalogs; 42P01 otherwise (`missing`: to_regclass's NULL). */
export function regclassFromText(ctx: PlanCtx, arg: string, missing?: string): string {
  const pairs: (readonly [string, number])[] = [];
  for (const r of ctx.catalog.relations()) {
    pairs.push([`${r.schema}${SEP}${r.name}`, r.oid]);
    if (isVisible(ctx.catalog, r, ctx.searchPath)) pairs.push([r.name, r.oid]);
  }
  for (const [name, oid] of Object.entries(CatalogClassOid)) pairs.push([name, oid], [`pg_catalog${SEP}${name}`, oid]);
  // pg_relation_name: like NAME, with a `db.` prefix of the current database dropped (regclassin)
  return once(arg, lookupSql('pg_relation_name(v, pg_current_database())', pairs, missing ?? raise('42P01', 'relation')));
}

/**
 * `x::regtype` of a text value: user enums, domains and row types (and their arrays) by the names
 * regtypein accepts, then the built-in types through the generic cast (42704 there).
 */
export function regtypeFromText(ctx: PlanCtx, arg: string): string {
  const pairs: (readonly [string, number])[] = [];
  const add = (schema: string, name: string, oid: number, arrayOid: number, visible: boolean): void => {
    for (const f of [`${schema}${SEP}${name}`, ...(visible ? [name] : [])]) pairs.push([f, oid], [`${f}[]`, arrayOid]);
    if (visible) pairs.push([`_${name}`, arrayOid]);
  };
  for (const t of userTypesOf(ctx.catalog)) add(t.schema, t.name, t.oid, t.arrayOid, findUserType(ctx.catalog, t.name, undefined, ctx.searchPath)?.oid === t.oid);
  for (const t of rowTypesOf(ctx.catalog)) add(t.schema, t.name, t.oid, t.arrayOid, findRowType(ctx.catalog, t.name, undefined, ctx.searchPath)?.oid === t.oid);
  const builtin = `pg_cast(v, ${Oid.text}, ${Oid.regtype}, -1, 'e')`;
  return once(arg, pairs.length === 0 ? builtin : `COALESCE(${lookupSql('pg_qualified_name_or_null(v)', pairs)}, ${builtin})`);
}
