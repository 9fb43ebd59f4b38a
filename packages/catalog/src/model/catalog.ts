import type { UserOpclassDef } from './opclass-catalog.js';
import type { PartitionBoundDef, PartitionKeyDef } from './inherits-catalog.js';
import type { UserTypeDef } from './types-catalog.js';
import type { UserFunctionDef } from './functions-catalog.js';
import type { TriggerDef } from './triggers-catalog.js';
import type { RuleDef } from './rules-catalog.js';
import type { AclDef, DefaultAclDef } from './acl-catalog.js';
import type { UserAggregateDef } from './aggregates-catalog.js';

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
  /** 's' for GENERATED ALWAYS AS (…) STORED (its expression is `defaultExpr`), else '' */
  generated?: '' | 's';
  /** false when the table has the column only through inheritance (pg_attribute.attislocal); absent: local */
  local?: boolean;
}

/** relkind as in pg_class. */
export type RelKind = 'r' | 'v' | 'S' | 'i' | 'm' | 'p' | 'c';

/** A table, view, sequence or index. */
export interface RelationDef {
  oid: number;
  schema: string;
  name: string;
  kind: RelKind;
  /** Name of the SQLite object holding it */
  sqliteName: string;
  columns: ColumnDef[];
  /** Views: the defining query as pg_get_viewdef prints it. */
  viewDefinition?: string;
  /** Views: OIDs of the relations the defining query reads (pg_depend / DROP … RESTRICT) */
  viewDependencies?: number[];
  /** Materialized views: false until REFRESH fills one made WITH NO DATA (pg_class.relispopulated) */
  populated?: boolean;
  /** Tables and views: the composite row type (pg_class.reltype) and its array type; absent for other kinds */
  rowType?: { oid: number; arrayOid: number };
  /** Tables: the parents it inherits from (pg_inherits, in inhseqno order); absent when none */
  inherits?: number[];
  /** Tables: its direct children (inheritance children and partitions), in OID order; absent when none */
  inheritedBy?: number[];
  /** Partitioned tables (kind 'p'): PARTITION BY */
  partitionKey?: PartitionKeyDef;
  /** Partitions: FOR VALUES … (relispartition) */
  partitionBound?: PartitionBoundDef;
  /** Storage parameters (pg_class.reloptions) as `name=value` texts; absent when none */
  options?: readonly string[];
}

/** contype as in pg_constraint. */
export type ConstraintType = 'p' | 'u' | 'c' | 'f' | 'x';

/** A PRIMARY KEY, UNIQUE, CHECK or FOREIGN KEY constraint (pg_constraint). */
export interface ConstraintDef {
  oid: number;
  name: string;
  schema: string;
  type: ConstraintType;
  /** The constrained table */
  relOid: number;
  /** attnums of the constrained columns (conkey) */
  columns: number[];
  /** Foreign keys: the referenced table and its attnums (confrelid, confkey); else 0 and [] */
  refRelOid: number;
  refColumns: number[];
  /** Foreign-key actions as in pg_constraint: a (no action), r, c, n, d; ' ' when not a FK */
  onUpdate: string;
  onDelete: string;
  /** f (FULL), p (PARTIAL), s (SIMPLE); ' ' when not a FK */
  matchType: string;
  deferrable: boolean;
  deferred: boolean;
  /** The index enforcing a PK/UNIQUE constraint (conindid), else 0 */
  indexOid: number;
  /** CHECK: the expression as pg_get_constraintdef prints it (without CHECK and parentheses) */
  checkExpr: string | null;
  nullsNotDistinct: boolean;
  /** Added NOT VALID and not validated since: existing rows were not checked (convalidated false) */
  notValid?: true;
  /** CHECK: false when the table has it only through inheritance (pg_constraint.conislocal); absent: local */
  local?: false;
}

/** One key of an index: a column (attnum > 0) or an expression (attnum 0, `expr` set). */
export interface IndexKey {
  attnum: number;
  expr: string | null;
  desc: boolean;
  nullsFirst: boolean;
  /** A non-default operator class named for the key (jsonb_path_ops, gin_trgm_ops, text_pattern_ops) */
  opclass?: string;
}

/** An index (pg_index); its pg_class row is a RelationDef of kind 'i' with the same oid. */
export interface IndexDef {
  oid: number;
  relOid: number;
  keys: IndexKey[];
  unique: boolean;
  primary: boolean;
  nullsNotDistinct: boolean;
  /** Partial index predicate as PostgreSQL prints it, or null */
  predicate: string | null;
  /** Access method when not btree (gin, gist: stored as a btree-like SQLite index all the same) */
  method?: string;
}

/** A sequence (pg_sequence) and where its state lives. */
export interface SequenceDef {
  oid: number;
  typeOid: number;
  start: bigint;
  increment: bigint;
  min: bigint;
  max: bigint;
  cache: bigint;
  cycle: boolean;
  /** Column owning it (serial / identity), or null */
  ownedBy: { relOid: number; attnum: number } | null;
  /** pg_depend.deptype tying it to its column: 'a' (serial, OWNED BY), 'i' (identity), '' (free-standing) */
  ownerDepType: '' | 'a' | 'i';
  /** SQLite table whose `sqlite_sequence` row holds the counter (serial/identity primary keys), or null */
  autoincTable: string | null;
  /**
   * Key of the counter in the engine's SequenceStore (side database; chosen when the sequence is
   * created and never changed), or null/absent when the counter is `sqlite_sequence`'s.
   */
  storeKey?: string | null;
}

/** A schema (pg_namespace). */
export interface NamespaceDef {
  oid: number;
  name: string;
}

/** A comment (pg_description). */
export interface DescriptionDef {
  objoid: number;
  classoid: number;
  objsubid: number;
  description: string;
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
  /**
   * True when a relation's SQLite name equals `name` ignoring case (JavaScript's lowercasing, as
   * names.ts `sameIgnoringCase`): an index lookup where a walk of `relations()` would do.
   */
  sqliteNameTaken?(name: string): boolean;
  /** Schemas that exist. */
  schemas(): readonly string[];
  /** Schemas with their OIDs (user schemas only; pg_catalog and information_schema are implicit). */
  namespaces(): readonly NamespaceDef[];
  /** Every constraint. */
  constraints(): readonly ConstraintDef[];
  /** Constraints of one table. */
  constraintsOf(relOid: number): readonly ConstraintDef[];
  /** The constraints named `name` (any schema): an index lookup where a walk of `constraints()` would do. */
  constraintsNamed?(name: string): readonly ConstraintDef[];
  /** Every index. */
  indexes(): readonly IndexDef[];
  /** Index facts by the index's OID. */
  indexByOid(oid: number): IndexDef | undefined;
  /** Every sequence. */
  sequences(): readonly SequenceDef[];
  sequenceByOid(oid: number): SequenceDef | undefined;
  /** Every comment. */
  descriptions(): readonly DescriptionDef[];
  /** User-defined enums and domains (pg_type typtype 'e'/'d'); absent in catalogs without them. */
  userTypes?(): readonly UserTypeDef[];
  /** Extensions created with CREATE EXTENSION (besides plpgsql); absent in catalogs without them. */
  extensions?(): readonly ExtensionDef[];
  /** User-defined SQL functions (pg_proc, prolang sql); absent in catalogs without them. */
  userFunctions?(): readonly UserFunctionDef[];
  /** Triggers (pg_trigger), in name order; absent in catalogs without them. */
  triggers?(): readonly TriggerDef[];
  /** The foreign-key triggers ALTER TABLE … DISABLE TRIGGER ALL disabled (TriggerDef.foreignKey); absent in catalogs without them. */
  foreignKeyTriggers?(): readonly TriggerDef[];
  /** Rules other than views' `_RETURN` (pg_rewrite), in name order; absent in catalogs without them. */
  rules?(): readonly RuleDef[];
  /** Recorded owners and ACLs (objects without a row: owner 10, default ACL); absent in catalogs without them. */
  acls?(): readonly AclDef[];
  /** The owner/ACL row of one object (objsubid: a column's attnum). */
  aclOf?(classoid: number, objoid: number, objsubid?: number): AclDef | undefined;
  /** ALTER DEFAULT PRIVILEGES rows (pg_default_acl). */
  defaultAcls?(): readonly DefaultAclDef[];
  /** CREATE AGGREGATE aggregates (pg_proc prokind 'a', pg_aggregate). */
  userAggregates?(): readonly UserAggregateDef[];
  /** CREATE OPERATOR CLASS classes (pg_opclass). */
  userOpclasses?(): readonly UserOpclassDef[];
  /**
   * A trigger's transition table (REFERENCING OLD/NEW TABLE AS name) the queries of its function
   * read by an unqualified name, as PostgreSQL's ephemeral named relations; only in the catalog
   * a trigger function's statements are planned with.
   */
  transitionTable?(name: string): TransitionTableDef | undefined;
}

/** An ephemeral named relation: the SQLite table holding a statement's old or new rows, with the triggering table's columns. */
export interface TransitionTableDef {
  name: string;
  sqliteName: string;
  columns: readonly ColumnDef[];
}

/** An extension created with CREATE EXTENSION (pg_extension). */
export interface ExtensionDef {
  oid: number;
  name: string;
  version: string;
  schema: string;
}
