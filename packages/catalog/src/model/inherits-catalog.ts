import type { SqlValue } from '../types/sql-value.js';
import type { RelationDef } from './catalog.js';
import type { CatalogRead } from './load-batch.js';

/**
 * Table inheritance and declarative partitioning (pg_inherits, pg_partitioned_table,
 * pg_class.relpartbound). Every table of a hierarchy, partitioned or not, is its own SQLite
 * table; the facts here say how they hang together. A partitioned table's own SQLite table never
 * keeps a row: routing triggers (translate/ddl/partition-routing.ts) move each row it receives to
 * the partition whose bound admits it.
 */

/** One column or expression of a partition key (pg_partitioned_table.partattrs / partexprs). */
export interface PartitionKeyColumn {
  /** attnum of a plain column, 0 for an expression */
  attnum: number;
  /** The expression as pg_get_partkeydef prints it (expressions only) */
  expr: string | null;
  /** The key's type */
  typeOid: number;
  /** A non-default operator class or collation written in the key, verbatim (printed back) */
  suffix?: string;
  /** A user operator class of the key (CREATE OPERATOR CLASS): its oid */
  opclassOid?: number;
  /** Hash partitioning with a user operator class: its extended hash function (support 2), a user function */
  hashFunction?: { schema: string; name: string };
}

/** PARTITION BY: strategy 'r' (range), 'l' (list) or 'h' (hash), as pg_partitioned_table.partstrat. */
export interface PartitionKeyDef {
  strategy: 'r' | 'l' | 'h';
  keys: PartitionKeyColumn[];
}

/** One datum of a range bound: a value (its text in the key type's output form), MINVALUE or MAXVALUE. */
export type RangeDatum = { kind: 'value'; text: string } | { kind: 'minvalue' } | { kind: 'maxvalue' };

/** FOR VALUES … of a partition (pg_class.relpartbound). */
export type PartitionBoundDef =
  | { kind: 'default' }
  /** IN (…): each value's text in the key type's output form, null for NULL */
  | { kind: 'list'; values: (string | null)[] }
  | { kind: 'range'; from: RangeDatum[]; to: RangeDatum[] }
  | { kind: 'hash'; modulus: number; remainder: number };

/** Internal tables of inheritance and partitioning facts (idempotent). */
export const INHERITS_SCHEMA_SQL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS _pgsqlite_inherits (
     inhrelid INTEGER NOT NULL,
     inhparent INTEGER NOT NULL,
     inhseqno INTEGER NOT NULL,
     PRIMARY KEY (inhrelid, inhseqno)) WITHOUT ROWID`,
  // partkey: JSON PartitionKeyDef of a partitioned table; bound: JSON PartitionBoundDef of a partition.
  `CREATE TABLE IF NOT EXISTS _pgsqlite_partition (relid INTEGER PRIMARY KEY, partkey TEXT, bound TEXT)`,
];

/** The reads of inheritance facts (read whole on every load: hierarchies are few). */
export const INHERITS_READS = {
  inherits: { sql: `SELECT inhrelid, inhparent, inhseqno FROM _pgsqlite_inherits ORDER BY inhrelid, inhseqno`, columns: 3 },
  partitions: { sql: `SELECT relid, partkey, bound FROM _pgsqlite_partition ORDER BY relid`, columns: 3 },
} as const satisfies Record<string, CatalogRead>;

function json<T>(v: SqlValue | undefined): T | undefined {
  if (v === null || v === undefined) return undefined;
  try {
    return JSON.parse(String(v)) as T;
  } catch {
    return undefined;
  }
}

/**
 * Sets `inherits`, `inheritedBy`, `partitionKey` and `partitionBound` on the relations (rows of
 * relations that are gone are ignored: a DROP removes them, an older file may keep strays).
 */
export function applyInheritance(relations: readonly RelationDef[], inheritRows: readonly SqlValue[][], partitionRows: readonly SqlValue[][]): void {
  if (inheritRows.length === 0 && partitionRows.length === 0) return;
  const byOid = new Map(relations.map((r) => [r.oid, r]));
  for (const row of inheritRows) {
    const child = byOid.get(Number(row[0]));
    const parent = byOid.get(Number(row[1]));
    if (child === undefined || parent === undefined) continue;
    child.inherits = [...(child.inherits ?? []), parent.oid];
    parent.inheritedBy = [...(parent.inheritedBy ?? []), child.oid];
  }
  for (const row of partitionRows) {
    const rel = byOid.get(Number(row[0]));
    if (rel === undefined) continue;
    const key = json<PartitionKeyDef>(row[1]);
    const bound = json<PartitionBoundDef>(row[2]);
    if (key !== undefined) rel.partitionKey = key;
    if (bound !== undefined) rel.partitionBound = bound;
  }
}

/** SQL that forgets a relation's inheritance and partitioning facts (DROP TABLE). */
export function forgetInheritanceSql(relOid: number | string): string[] {
  return [`DELETE FROM _pgsqlite_inherits WHERE inhrelid = ${relOid} OR inhparent = ${relOid}`, `DELETE FROM _pgsqlite_partition WHERE relid = ${relOid}`];
}

/**
 * pg_attribute.attinhcount of `rel`'s column `name`: how many of its direct parents have a column
 * of that name (PostgreSQL counts it up and down as parents gain, lose or rename the column;
 * pgsqlite keeps names in step across the tree, so the count is the tree's).
 */
export function inheritanceCount(rel: RelationDef, name: string, relationByOid: (oid: number) => RelationDef | undefined): number {
  let n = 0;
  for (const oid of rel.inherits ?? []) if (relationByOid(oid)?.columns.some((c) => c.name === name)) n++;
  return n;
}
