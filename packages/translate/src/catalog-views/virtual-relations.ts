import { Oid, allTypes, type Catalog } from '@pgsqlite/catalog';
import type { Fields } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import { quoteIdent, sqlLiteral } from '../sql/quote.js';

/** A relation of pg_catalog / information_schema, derived from the catalog model. */
export interface VirtualRelation {
  sql: string;
  columns: { name: string; type: number; typmod: number }[];
}

type Col = [name: string, type: number];
type Row = (string | number | null)[];

const NAMESPACES: Row[] = [
  [11, 'pg_catalog', 10],
  [2200, 'public', 10],
  [13000, 'information_schema', 10],
];

function relation(cols: Col[], rows: Row[]): VirtualRelation {
  const columns = cols.map(([name, type]) => ({ name, type, typmod: -1 }));
  const select = cols.map((c, i) => `column${i + 1} AS ${quoteIdent(c[0])}`).join(', ');
  if (rows.length === 0) {
    return { sql: `SELECT ${cols.map((c) => `NULL AS ${quoteIdent(c[0])}`).join(', ')} WHERE 0`, columns };
  }
  const values = rows.map((r) => `(${r.map((v) => sqlLiteral(v)).join(', ')})`).join(', ');
  return { sql: `SELECT ${select} FROM (VALUES ${values})`, columns };
}

function pgType(): VirtualRelation {
  const cols: Col[] = [
    ['oid', Oid.oid], ['typname', Oid.name], ['typnamespace', Oid.oid], ['typowner', Oid.oid], ['typlen', Oid.int2],
    ['typbyval', Oid.bool], ['typtype', Oid.char], ['typcategory', Oid.char], ['typispreferred', Oid.bool],
    ['typisdefined', Oid.bool], ['typdelim', Oid.char], ['typrelid', Oid.oid], ['typelem', Oid.oid], ['typarray', Oid.oid],
    ['typbasetype', Oid.oid], ['typtypmod', Oid.int4], ['typndims', Oid.int4], ['typnotnull', Oid.bool], ['typcollation', Oid.oid],
  ];
  const rows = allTypes().map((t) => [
    t.oid, t.name, 11, 10, t.len, t.len > 0 && t.len <= 8 ? 1 : 0, t.oid === Oid.record || t.oid === Oid.void || t.oid === Oid.unknown ? 'p' : 'b',
    t.category, t.preferred ? 1 : 0, 1, ',', 0, t.elemOid, t.arrayOid, 0, -1, 0, 0, t.category === 'S' ? 100 : 0,
  ]);
  return relation(cols, rows);
}

function pgNamespace(catalog: Catalog): VirtualRelation {
  const extra = catalog.schemas().filter((s) => s !== 'public').map((s, i) => [20000 + i, s, 10] as Row);
  return relation([['oid', Oid.oid], ['nspname', Oid.name], ['nspowner', Oid.oid]], [...NAMESPACES, ...extra]);
}

function nspOid(catalog: Catalog, schema: string): number {
  if (schema === 'public') return 2200;
  return 20000 + catalog.schemas().filter((s) => s !== 'public').indexOf(schema);
}

function pgClass(catalog: Catalog): VirtualRelation {
  const cols: Col[] = [
    ['oid', Oid.oid], ['relname', Oid.name], ['relnamespace', Oid.oid], ['reltype', Oid.oid], ['relowner', Oid.oid],
    ['relkind', Oid.char], ['relnatts', Oid.int2], ['relhasindex', Oid.bool], ['relpersistence', Oid.char],
    ['relispartition', Oid.bool], ['reltuples', Oid.float4],
  ];
  const rows = [...catalog.relations()].map((r) => [r.oid, r.name, nspOid(catalog, r.schema), 0, 10, r.kind, r.columns.length, 0, 'p', 0, -1]);
  return relation(cols, rows);
}

function pgAttribute(catalog: Catalog): VirtualRelation {
  const cols: Col[] = [
    ['attrelid', Oid.oid], ['attname', Oid.name], ['atttypid', Oid.oid], ['attnum', Oid.int2], ['atttypmod', Oid.int4],
    ['attnotnull', Oid.bool], ['atthasdef', Oid.bool], ['attisdropped', Oid.bool], ['attidentity', Oid.char], ['attgenerated', Oid.char],
  ];
  const rows: Row[] = [];
  for (const r of catalog.relations()) {
    for (const c of r.columns) rows.push([r.oid, c.name, c.typeOid, c.attnum, c.typmod, c.notNull ? 1 : 0, c.defaultExpr ? 1 : 0, 0, c.identity, '']);
  }
  return relation(cols, rows);
}

const BUILDERS: Record<string, (catalog: Catalog) => VirtualRelation> = {
  pg_type: pgType,
  pg_namespace: pgNamespace,
  pg_class: pgClass,
  pg_attribute: pgAttribute,
};

const cache = new WeakMap<Catalog, Map<string, VirtualRelation>>();

/** The pg_catalog relation a RangeVar names, if any (pg_catalog is searched first, as in PG). */
export function virtualRelation(ctx: PlanCtx, rv: Fields): VirtualRelation | undefined {
  const schema = rv['schemaname'] as string | undefined;
  const name = String(rv['relname'] ?? '');
  if (schema !== undefined && schema !== 'pg_catalog') return undefined;
  const build = BUILDERS[name];
  if (!build) return undefined;
  let perCatalog = cache.get(ctx.catalog);
  if (!perCatalog) {
    perCatalog = new Map();
    cache.set(ctx.catalog, perCatalog);
  }
  let rel = perCatalog.get(name);
  if (!rel) {
    rel = build(ctx.catalog);
    perCatalog.set(name, rel);
  }
  return rel;
}
