/**
 * The catalog model: what PostgreSQL remembers and SQLite forgets. Facts live in internal
 * tables of the database file (see `internal-schema.ts`); a `Catalog` is an immutable snapshot
 * of them, replaced after every DDL.
 */

/** One column of a relation. */
export interface ColumnDef {
  name: string;
  /** 1-based, as pg_attribute.attnum */
  attnum: number;
  typeOid: number;
  /** -1 when none */
  typmod: number;
  notNull: boolean;
  /** Default as PostgreSQL expression text (pg_get_expr form), or null */
  defaultExpr: string | null;
  /** '' | 'a' (ALWAYS) | 'd' (BY DEFAULT) */
  identity: '' | 'a' | 'd';
  /** The SQLite expression of the default (what `DEFAULT` in VALUES / SET stands for), or null */
  defaultSqlite: string | null;
  /** Name of the column in the SQLite table */
  sqliteName: string;
}

/** relkind as in pg_class. */
export type RelKind = 'r' | 'v' | 'S' | 'i' | 'm' | 'p';

/** A table, view, sequence or index. */
export interface RelationDef {
  oid: number;
  schema: string;
  name: string;
  kind: RelKind;
  /** Name of the SQLite object holding it */
  sqliteName: string;
  columns: ColumnDef[];
}

/** A read-only view of the catalog, consulted by the translator. */
export interface Catalog {
  /** Bumped by every DDL; part of the plan cache key. */
  readonly version: number;
  /** Finds a relation by (optional) schema and name, following the search path. */
  findRelation(name: string, schema: string | undefined, searchPath: readonly string[]): RelationDef | undefined;
  relationByOid(oid: number): RelationDef | undefined;
  /** Every relation (for pg_catalog emulation). */
  relations(): Iterable<RelationDef>;
  /** Schemas that exist. */
  schemas(): readonly string[];
}
