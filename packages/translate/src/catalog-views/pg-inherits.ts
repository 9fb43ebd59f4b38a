import { Oid, typeByOid, type Catalog, type PartitionBoundDef, type RangeDatum, type RelationDef } from '@pgsqlite/catalog';
import { type Col, type Row, type VirtualRelation, arr, b, relation } from './relation-builder.js';
import { defaultBtreeOpclass } from './pg-opclass.js';
import { quoteString } from '../sql/quote.js';
import { pgQuoteIdent } from '../ddl/pg-ident.js';

const INHERITS_COLS: Col[] = [['inhrelid', Oid.oid], ['inhparent', Oid.oid], ['inhseqno', Oid.int4], ['inhdetachpending', Oid.bool]];

/** pg_inherits: one row per (child, parent), inhseqno in the order of the parents. */
export function pgInherits(catalog: Catalog): VirtualRelation {
  const rows: Row[] = [];
  for (const r of catalog.relations()) (r.inherits ?? []).forEach((p, i) => rows.push([r.oid, p, i + 1, b(false)]));
  return relation(INHERITS_COLS, rows);
}

const PARTITIONED_COLS: Col[] = [
  ['partrelid', Oid.oid], ['partstrat', Oid.char], ['partnatts', Oid.int2], ['partdefid', Oid.oid], ['partattrs', Oid.int2vector],
  ['partclass', Oid.oidvector], ['partcollation', Oid.oidvector], ['partexprs', Oid.text],
];

/** pg_partitioned_table: a partitioned table's key and its DEFAULT partition. */
export function pgPartitionedTable(catalog: Catalog): VirtualRelation {
  const rows: Row[] = [];
  for (const r of catalog.relations()) {
    const key = r.partitionKey;
    if (key === undefined) continue;
    const dflt = (r.inheritedBy ?? []).find((oid) => catalog.relationByOid(oid)?.partitionBound?.kind === 'default') ?? 0;
    const exprs = key.keys.filter((k) => k.attnum === 0).map((k) => k.expr ?? '');
    rows.push([
      r.oid, key.strategy, key.keys.length, dflt, arr(key.keys.map((k) => k.attnum)), arr(key.keys.map((k) => defaultBtreeOpclass(k.typeOid))),
      arr(key.keys.map((k) => (typeByOid(k.typeOid)?.category === 'S' ? 100 : 0))), exprs.length ? exprs.join(', ') : null,
    ]);
  }
  return relation(PARTITIONED_COLS, rows);
}

/** pg_get_partkeydef: `RANGE (a, lower(b))`. */
export function partitionKeyDef(rel: RelationDef): string | null {
  const key = rel.partitionKey;
  if (key === undefined) return null;
  const word = key.strategy === 'r' ? 'RANGE' : key.strategy === 'l' ? 'LIST' : 'HASH';
  const cols = key.keys.map((k) => (k.attnum > 0 ? pgQuoteIdent(rel.columns.find((c) => c.attnum === k.attnum)?.name ?? '?') : `(${k.expr ?? ''})`) + (k.suffix ?? ''));
  return `${word} (${cols.join(', ')})`;
}

/** A bound value as ruleutils prints a constant: numbers and booleans bare, the rest quoted. */
function constant(text: string, typeOid: number): string {
  const cat = typeByOid(typeOid)?.category;
  if ((cat === 'N' && !text.startsWith('-') && text !== 'NaN') || cat === 'B') return text;
  return quoteString(text);
}

/** pg_class.relpartbound as pg_get_expr prints it: `FOR VALUES FROM (1) TO (10)`, `FOR VALUES IN ('a')`, `DEFAULT`. */
export function partitionBoundText(catalog: Catalog, rel: RelationDef): string | null {
  const bound: PartitionBoundDef | undefined = rel.partitionBound;
  if (bound === undefined) return null;
  const parent = catalog.relationByOid(rel.inherits?.[0] ?? 0);
  const typeAt = (i: number): number => parent?.partitionKey?.keys[i]?.typeOid ?? Oid.text;
  const datum = (d: RangeDatum, i: number): string => (d.kind === 'value' ? constant(d.text, typeAt(i)) : d.kind.toUpperCase());
  switch (bound.kind) {
    case 'default':
      return 'DEFAULT';
    case 'list':
      return `FOR VALUES IN (${bound.values.map((v) => (v === null ? 'NULL' : constant(v, typeAt(0)))).join(', ')})`;
    case 'range':
      return `FOR VALUES FROM (${bound.from.map(datum).join(', ')}) TO (${bound.to.map(datum).join(', ')})`;
    case 'hash':
      return `FOR VALUES WITH (modulus ${bound.modulus}, remainder ${bound.remainder})`;
  }
}

/** A bound value as ruleutils prints a Const in an expression: numbers bare, others `'text'::type`. */
function typedConstant(text: string, typeOid: number, label: string): string {
  const cat = typeByOid(typeOid)?.category;
  if (cat === 'N' && !text.startsWith('-') && text !== 'NaN' && (typeOid === Oid.int4 || typeOid === Oid.numeric)) return text;
  return `${quoteString(text)}::${label}`;
}

/**
 * pg_get_partition_constraintdef for the shapes whose PostgreSQL text is known: a LIST bound, and
 * a one-column RANGE bound; other bounds print their constraint in pgsqlite's own (equivalent)
 * form. null for a table that is no partition.
 */
export function partitionConstraintDef(catalog: Catalog, rel: RelationDef, label: (oid: number) => string, fallback: () => string | null): string | null {
  const bound = rel.partitionBound;
  const parent = catalog.relationByOid(rel.inherits?.[0] ?? 0);
  const key = parent?.partitionKey;
  if (bound === undefined || parent === undefined || key === undefined) return null;
  const k0 = key.keys[0];
  if (key.keys.length !== 1 || k0 === undefined || k0.attnum === 0 || parent.partitionBound !== undefined) return fallback();
  const col = pgQuoteIdent(parent.columns.find((c) => c.attnum === k0.attnum)?.name ?? '?');
  const value = (t: string): string => typedConstant(t, k0.typeOid, label(k0.typeOid));
  if (bound.kind === 'list') {
    const values = bound.values.filter((v): v is string => v !== null);
    const member = values.length === 1 ? `(${col} = ${value(values[0] as string)})` : `(${col} = ANY (ARRAY[${values.map(value).join(', ')}]))`;
    if (!bound.values.includes(null)) return `((${col} IS NOT NULL) AND ${member})`;
    return values.length ? `((${col} IS NULL) OR ${member})` : `(${col} IS NULL)`;
  }
  if (bound.kind === 'range') {
    const parts = [`(${col} IS NOT NULL)`];
    const from = bound.from[0];
    const to = bound.to[0];
    if (from?.kind === 'value') parts.push(`(${col} >= ${value(from.text)})`);
    if (to?.kind === 'value') parts.push(`(${col} < ${value(to.text)})`);
    return `(${parts.join(' AND ')})`;
  }
  return fallback();
}
