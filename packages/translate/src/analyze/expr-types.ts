import type { RecordFieldLayout } from '@pgsqlite/catalog';

/** A column visible in a scope (FROM item or subquery output). */
export interface ScopeColumn {
  name: string;
  type: number;
  typmod: number;
  /** SQLite expression that reads it, e.g. `"u"."email"` */
  sql: string;
  tableOid: number;
  attnum: number;
  /** Alias of the range entry it belongs to (for messages and GROUP BY checks) */
  rangeAlias: string;
  /** The domain the column is declared with (`type` is then the domain's base type) */
  domain?: number;
  /** A whole-row reference (`SELECT t FROM t`): the columns of the row, for IS [NOT] NULL and `(t).col` */
  rowFields?: readonly ScopeColumn[];
  /** A join side's USING column: reached as `alias.col` and `alias.*` only; the join's merged column answers to `col` and `*` */
  qualifiedOnly?: boolean;
  /** A system column of a table (ctid, tableoid: analyze/system-columns.ts) */
  system?: true;
  /** A JOIN … USING merged column: the side columns it reads (GROUP BY: grouped when they all are) */
  sources?: readonly ScopeColumn[];
  /** A record or record[] column whose field types are known (a subquery's ROW(…) column): record_send needs them */
  recordLayout?: readonly RecordFieldLayout[];
}

/** A translated expression: SQLite text plus its PostgreSQL type. */
export interface Expr {
  sql: string;
  /** Type OID; `Oid.unknown` (705) for an untyped literal or a parameter of open type */
  type: number;
  typmod: number;
  /** PostgreSQL's output column name for this expression */
  name: string;
  /** How strongly `name` was chosen (FigureColname): 2 = column/function name, which a cast keeps */
  nameStrength?: number;
  /** Untyped string literal text (its type is resolved from context) */
  literal?: string;
  /** A bare `$n` whose type is still open */
  param?: number;
  /** The NULL constant */
  isNull?: boolean;
  /** A constant whose storage value is known at plan time (folded through casts) */
  constant?: { value: null | number | bigint | string | Uint8Array };
  /**
   * SQL of no row, true where PostgreSQL's planner folds this expression to a NULL constant
   * (analyze/plan-time-null.ts); valid only while `sql` is still `of` (a wrapper drops it)
   */
  nullWhen?: { of: string; when: string };
  /** Contains an aggregate call (outside subqueries) */
  hasAgg?: boolean;
  /** A plain column reference */
  column?: ScopeColumn;
  /** 0-based byte offset in the source, for error positions */
  location?: number;
  /** The domain the value is of (a domain-typed column or a cast to a domain; `type` is its base type) */
  domain?: number;
  /** A `ROW(…)` constructor: its fields as named by PostgreSQL (f1, f2, …), for to_json and row_to_json */
  recordFields?: readonly RecordField[];
  /**
   * A record value's field types (of each element, for a record[]) when known at plan time from
   * elsewhere than a ROW(…) here: a scalar subquery's or array_agg's ROW(…) (analyze/record-layout.ts)
   */
  layout?: readonly RecordFieldLayout[];
}

/** One field of a row value whose fields are known at plan time. */
export interface RecordField {
  name: string;
  type: number;
  sql: string;
  /** The field is itself a `ROW(…)` constructor */
  recordFields?: readonly RecordField[];
  /** The field's expression before an untyped literal was taken as text (a cast to a composite type types it) */
  source?: Expr;
}
