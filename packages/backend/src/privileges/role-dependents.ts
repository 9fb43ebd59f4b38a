import { CatalogClassOid, type Catalog, formatType, userTypesOf } from '@pgsqlite/catalog';

/**
 * What keeps a role from being dropped in this database (shdepDropOwned's check, checkSharedDependencies):
 * the objects it owns (`owner of table t`) and those it holds privileges on (`privileges for
 * table u`, `privileges for column a of table u`), as getObjectDescription words them, in the
 * order they arose (the objects' OIDs). Other databases' objects are not visible from this one's
 * catalog.
 */
export function roleDependents(catalog: Catalog, role: number, roleName: string, searchPath: readonly string[]): string[] {
  const owned: { oid: number; text: string }[] = [];
  const granted: { oid: number; sub: number; text: string }[] = [];
  for (const a of catalog.acls?.() ?? []) {
    if (a.classoid === CatalogClassOid.pg_database) continue;
    // an index has no owner of its own (it goes with its table)
    if (a.objsubid === 0 && a.owner === role && !(a.classoid === CatalogClassOid.pg_class && catalog.relationByOid(a.objoid)?.kind === 'i')) {
      const what = describe(catalog, a.classoid, a.objoid, 0, searchPath);
      if (what !== undefined) owned.push({ oid: a.objoid, text: `owner of ${what}` });
    }
    if (a.acl !== null && a.owner !== role && a.acl.some((i) => i.grantee === role || i.grantor === role)) {
      const what = describe(catalog, a.classoid, a.objoid, a.objsubid, searchPath);
      if (what !== undefined) granted.push({ oid: a.objoid, sub: a.objsubid, text: `privileges for ${what}` });
    }
  }
  for (const d of catalog.defaultAcls?.() ?? []) {
    if (d.role === role) owned.push({ oid: d.oid, text: `owner of default privileges on new ${DEFAULT_KINDS[d.objtype] ?? 'objects'} belonging to role ${roleName}` });
  }
  // pg_shdepend's order is the order the dependencies arose; the objects' OIDs stand for it.
  return [...owned.map((o) => ({ ...o, sub: 0 })), ...granted].sort((x, y) => x.oid - y.oid || x.sub - y.sub).map((d) => d.text);
}

const DEFAULT_KINDS: Readonly<Record<string, string>> = { r: 'relations', S: 'sequences', f: 'functions', T: 'types', n: 'schemas' };

const REL_WORDS: Readonly<Record<string, string>> = { r: 'table', p: 'table', v: 'view', m: 'materialized view', S: 'sequence', f: 'foreign table', c: 'type', i: 'index' };

/** getObjectDescription for the kinds of objects a role owns or holds privileges on; undefined for others. */
function describe(catalog: Catalog, classoid: number, objoid: number, objsubid: number, searchPath: readonly string[]): string | undefined {
  if (classoid === CatalogClassOid.pg_class) {
    const rel = catalog.relationByOid(objoid);
    if (rel === undefined) return undefined;
    const visible = catalog.findRelation(rel.name, undefined, searchPath)?.oid === rel.oid;
    const name = visible ? rel.name : `${rel.schema}.${rel.name}`;
    const what = `${REL_WORDS[rel.kind] ?? 'relation'} ${name}`;
    if (objsubid === 0) return what;
    const col = rel.columns.find((c) => c.attnum === objsubid);
    return col === undefined ? undefined : `column ${col.name} of ${what}`;
  }
  if (classoid === CatalogClassOid.pg_namespace) {
    const ns = catalog.namespaces().find((n) => n.oid === objoid);
    // A session's temporary schema belongs to the bootstrap superuser in PostgreSQL (InitTempTableNamespace): no dependency.
    if (ns === undefined || ns.name.startsWith('pg_temp_') || ns.name.startsWith('pg_toast_temp_')) return undefined;
    return `schema ${ns.name}`;
  }
  if (classoid === CatalogClassOid.pg_type) {
    const t = userTypesOf(catalog).find((x) => x.oid === objoid);
    return t === undefined ? undefined : `type ${searchPath.includes(t.schema) ? t.name : `${t.schema}.${t.name}`}`;
  }
  if (classoid === CatalogClassOid.pg_proc) {
    const fn = (catalog.userFunctions?.() ?? []).find((x) => x.oid === objoid);
    const agg = fn === undefined ? (catalog.userAggregates?.() ?? []).find((x) => x.oid === objoid) : undefined;
    const f = fn ?? agg;
    if (f === undefined) return undefined;
    const name = searchPath.includes(f.schema) ? f.name : `${f.schema}.${f.name}`;
    const word = agg !== undefined ? 'aggregate' : fn?.procedure === true ? 'procedure' : 'function';
    return `${word} ${name}(${f.argTypes.map((t) => formatType(t, -1)).join(', ')})`;
  }
  return undefined;
}
