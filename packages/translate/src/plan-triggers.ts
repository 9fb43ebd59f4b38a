import type { SqlPlan } from './plan.js';

/**
 * The plan of an INSERT/UPDATE/DELETE whose table has triggers the session runs
 * (SqlPlan.triggers), with the triggers it fires and the rows it writes one by one.
 */

/** One trigger the session fires: its function (PL/pgSQL source) and how it was created. */
export interface TriggerCall {
  name: string;
  functionName: string;
  /** The function's PL/pgSQL body (prosrc) */
  body: string;
  args: readonly string[];
  /** WHEN condition as PostgreSQL SQL reading NEW/OLD, or null */
  when: string | null;
  /** A constraint trigger: its OID (SET CONSTRAINTS name) and deferral */
  constraint?: { oid: number; deferrable: boolean; initiallyDeferred: boolean };
  /** REFERENCING OLD TABLE / NEW TABLE: the names the function's queries read the statement's old and new rows by */
  transitions?: { old?: string; new?: string };
  /** A clone of a partitioned table's row trigger (tgisclone): a BEFORE one must leave the row in its partition (0A000) */
  clone?: true;
}

/** A column of the NEW/OLD records (the table's columns in order). */
export interface TriggerColumn {
  name: string;
  typeOid: number;
  typmod: number;
  /** format_type of the column (the cast of an assignment to a NEW field) */
  typname: string;
  /** Quoted SQLite column name */
  sqlite: string;
  /** A generated column: never written */
  generated: boolean;
}

/**
 * A DML statement run as PostgreSQL runs it with triggers: BEFORE STATEMENT triggers, then the
 * rows (each through its BEFORE ROW triggers, written one by one by rowid), AFTER ROW triggers
 * for each written row in order, then AFTER STATEMENT triggers; all in one savepoint.
 * 'statement': only statement triggers, the DML runs as `dml`. 'bulk': INSERT without BEFORE ROW
 * triggers, `dml` returns the user's RETURNING columns then every table column (NEW).
 * 'rows': `scan` gives rowid, the old row and the new row (UPDATE), rowid and the old row (DELETE),
 * NULL and the proposed row (INSERT); each row is then written by the session (INSERT … VALUES,
 * UPDATE/DELETE … WHERE rowid = ?, RETURNING the user's list then the row written).
 */
export interface TriggeredDml {
  event: 'insert' | 'update' | 'delete';
  mode: 'statement' | 'bulk' | 'rows' | 'tree';
  table: { oid: number; name: string; schema: string; sqlite: string };
  columns: readonly TriggerColumn[];
  beforeStatement: readonly TriggerCall[];
  afterStatement: readonly TriggerCall[];
  beforeRow: readonly TriggerCall[];
  afterRow: readonly TriggerCall[];
  /** 'statement' and 'bulk': the DML itself (SQLite); absent for 'statement' when the plan runs in steps (SqlPlan.steps) */
  dml?: { sql: string; paramOrder: number[] };
  /**
   * 'tree': an UPDATE/DELETE over an inheritance tree or partitioned table reaching tables with row
   * triggers: the statement of each table holding rows (ONLY, each with its own row triggers),
   * run as parts of this one (whose statement triggers are the named table's).
   */
  parts?: SqlPlan[];
  /** 'rows': the target rows */
  scan?: { sql: string; paramOrder: number[] };
  /** 'rows': the user's RETURNING list for the per-row write (SQLite, over the written row), or null */
  returning: { sql: string; paramOrder: number[] } | null;
  /** For UPDATE: the columns the SET list assigns (indexes into columns) */
  assigned: readonly number[];
  /**
   * An INSERT writing explicit serial/identity key values: as SqlPlan.autoincFix ('statement' and
   * 'bulk': around its INSERT; 'rows': the mark before the scan, whose draws raise it, the fix
   * after the last row is written).
   */
  autoincFix?: { mark: string; fix: string };
  /**
   * A view's INSTEAD OF row triggers (stmt/view-instead-triggers.ts): each scanned row is passed to
   * them instead of being written; `returning` is then a SELECT of the user's RETURNING list whose
   * last parameters are the row the triggers returned (INSERT/UPDATE) or the old row (DELETE).
   */
  instead?: readonly TriggerCall[];
  /**
   * INSERT … ON CONFLICT: the arbiter (` ON CONFLICT (…) [WHERE …]`, SQLite) each row written one
   * by one tries first with DO NOTHING; for DO UPDATE, the action (` DO UPDATE SET … [WHERE …]`)
   * that gives a conflicting row's new values, and the UPDATE triggers that fire for such rows
   * (statement ones: BEFORE after the INSERT ones, AFTER before them, as nodeModifyTable.c).
   */
  upsert?: {
    /** The table as the statement names it (with its alias: the action's SQL may use it) */
    into?: string;
    target: { sql: string; paramOrder: number[] };
    update: UpsertUpdate | null;
  };
  /**
   * 'rows' INSERT into a partitioned table whose partitions have row triggers: each proposed row
   * (the partitioned table's columns) is routed by `route` (SQLite; its parameters are the row's
   * values: the index of the leaf partition that admits it, or -1 when none does — the row is then
   * written to the partitioned table, whose routing raises 23514) and written to that partition
   * through the partition's own BEFORE and AFTER ROW triggers (`leaves`, each with `fromParent`:
   * the partitioned table's column each of its columns takes).
   */
  routes?: { route: string; leaves: readonly RoutedLeaf[] };
  /** 'rows' UPDATE/DELETE: the foreign-key actions whose referencing tables have AFTER ROW triggers (stmt/fk-action-triggers.ts) */
  cascades?: readonly FkActionRows[];
}

/**
 * A foreign-key action SQLite performs whose rows the session passes to the referencing table's
 * AFTER ROW triggers: before a referenced row is written, `capture` (parameters: the row's values
 * at `keyAt`) gives the rowid and every column of the rows the action will change; after it, for
 * an action that updates them, `reread` (parameter: a rowid) gives each row as the action left it.
 * An UPDATE that leaves the key as it was runs no action.
 */
export interface FkActionRows {
  capture: string;
  keyAt: readonly number[];
  reread: string | null;
  /** The referencing table's statement as its AFTER ROW triggers see it */
  child: TriggeredDml;
}

/** A leaf partition an INSERT into its partitioned table writes rows to (TriggeredDml.routes). */
export type RoutedLeaf = TriggeredDml & { fromParent: readonly number[] };

/** The DO UPDATE of a TriggeredDml's upsert. */
export interface UpsertUpdate {
  action: { sql: string; paramOrder: number[] };
  /** The columns the SET list assigns (indexes into columns) */
  assigned: readonly number[];
  beforeStatement: readonly TriggerCall[];
  afterStatement: readonly TriggerCall[];
  beforeRow: readonly TriggerCall[];
  afterRow: readonly TriggerCall[];
}
