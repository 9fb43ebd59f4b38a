import type { SqlValue } from '../types/sql-value.js';

/**
 * Triggers (CREATE TRIGGER), as pg_trigger keeps them: one row of `_pgsqlite_trigger` per trigger,
 * the definition as one JSON document. pgsqlite runs the BEFORE ROW triggers whose function only
 * assigns NEW fields by folding the assignments into the INSERT/UPDATE it emits.
 */

/** Statements creating the trigger table when missing (idempotent; run on every open). */
export const TRIGGERS_SCHEMA_SQL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS _pgsqlite_trigger (oid INTEGER PRIMARY KEY, relid INTEGER NOT NULL, tgname TEXT NOT NULL, def TEXT NOT NULL)`,
];

/**
 * `NEW.column := expr`, only when every condition holds (the IFs around it); ASTs as JSON
 * libpg-query nodes. A condition reads NEW as it was after the first `at` assignments of the
 * function (where its IF stands).
 */
export interface TriggerAssignment {
  column: string;
  expr: string;
  conds: readonly { expr: string; at: number }[];
}

/** A trigger event (pg_trigger.tgtype bits INSERT 4, DELETE 8, UPDATE 16, TRUNCATE 32). */
export type TriggerEvent = 'insert' | 'update' | 'delete' | 'truncate';

/**
 * A trigger. BEFORE … FOR EACH ROW triggers whose function only assigns NEW fields are folded into
 * the statement (`assignments`); the others (`runtime` true) run their PL/pgSQL function per row or
 * per statement in the session.
 */
export interface TriggerDef {
  oid: number;
  relOid: number;
  name: string;
  /** The trigger function's oid (pg_trigger.tgfoid) */
  functionOid: number;
  /** Events it fires on */
  events: readonly TriggerEvent[];
  /** BEFORE, AFTER or INSTEAD OF (views' row triggers) (absent: before, as stored before AFTER triggers existed) */
  timing?: 'before' | 'after' | 'instead';
  /** FOR EACH ROW or STATEMENT (absent: row) */
  level?: 'row' | 'statement';
  /** UPDATE OF these columns only (pg_trigger.tgattr) */
  columns?: readonly string[];
  /** The function's arguments as written in CREATE TRIGGER (TG_ARGV) */
  args?: readonly string[];
  /** pg_trigger.tgenabled: 'O' fires (origin), 'A' always, 'R' only in replica mode, 'D' disabled (absent: 'O') */
  enabled?: 'O' | 'D' | 'A' | 'R';
  /** Runs the function in the session (not folded into the statement) */
  runtime?: boolean;
  /** WHEN (…) as a JSON AST, or null */
  when: string | null;
  /** The WHEN condition as written (pg_get_triggerdef), or null */
  whenText?: string | null;
  /** The function's assignments to NEW, in order */
  assignments: readonly TriggerAssignment[];
  /** The CREATE TRIGGER statement as written */
  definition: string;
  /** CREATE CONSTRAINT TRIGGER (an AFTER ROW trigger): whether it can be deferred, and whether it is at first */
  deferral?: { deferrable: boolean; initiallyDeferred: boolean };
  /** REFERENCING OLD TABLE AS … / NEW TABLE AS … (pg_trigger.tgoldtable, tgnewtable): AFTER triggers of one event */
  transitions?: { old?: string; new?: string };
  /** A clone of a partitioned table's row trigger on one of its partitions: the parent trigger (pg_trigger.tgparentid) */
  parentOid?: number;
  /**
   * A stand-in for one of PostgreSQL's internal foreign-key triggers, kept only while ALTER TABLE
   * … DISABLE TRIGGER ALL has it disabled: `action` the referenced table's (ON DELETE / ON UPDATE),
   * `check` the referencing table's. Not a pg_trigger row; the catalog lists it apart (foreignKeyTriggers).
   */
  foreignKey?: { constraint: number; side: 'action' | 'check' };
}

/** SQL inserting one trigger row. */
export function storeTriggerSql(t: TriggerDef, oidSql: string): string {
  const { oid: _oid, relOid, name, ...def } = t;
  return `INSERT INTO _pgsqlite_trigger (oid, relid, tgname, def) VALUES (${oidSql}, ${relOid}, ${lit(name)}, ${lit(JSON.stringify(def))})`;
}

/**
 * SQL storing `t` as a clone on the table whose OID `relOidSql` gives, of the trigger of the same
 * name on relation `parentRelOid` (its OID read when the statement runs, as the parent may be new).
 */
export function storeTriggerCloneSql(t: TriggerDef, oidSql: string, relOidSql: string, parentRelOid: number | string): string {
  const { oid: _oid, relOid: _rel, name, parentOid: _parent, ...def } = t;
  const parent = `(SELECT oid FROM _pgsqlite_trigger WHERE relid = ${parentRelOid} AND tgname = ${lit(name)})`;
  return `INSERT INTO _pgsqlite_trigger (oid, relid, tgname, def) VALUES (${oidSql}, ${relOidSql}, ${lit(name)}, json_set(${lit(JSON.stringify(def))}, '$.parentOid', ${parent}))`;
}

/** SQL deleting one trigger row. */
export function dropTriggerSql(oid: number): string {
  return `DELETE FROM _pgsqlite_trigger WHERE oid = ${oid}`;
}

/** SQL setting pg_trigger.tgenabled of one trigger (ALTER TABLE … ENABLE/DISABLE TRIGGER). */
export function setTriggerEnabledSql(oid: number, enabled: 'O' | 'D' | 'A' | 'R'): string {
  return `UPDATE _pgsqlite_trigger SET def = json_set(def, '$.enabled', '${enabled}') WHERE oid = ${oid}`;
}

/** The read of `loadTriggers` (batched by `loadCatalog`). */
export const TRIGGER_READ = { sql: `SELECT oid, relid, tgname, def FROM _pgsqlite_trigger ORDER BY tgname, oid`, columns: 4 } as const;

/** Reads every trigger. */
export async function loadTriggers(query: (sql: string) => Promise<SqlValue[][]>): Promise<TriggerDef[]> {
  const rows = await query(TRIGGER_READ.sql);
  return rows.map((r) => ({
    ...(JSON.parse(String(r[3])) as Omit<TriggerDef, 'oid' | 'relOid' | 'name'>),
    oid: Number(r[0]),
    relOid: Number(r[1]),
    name: String(r[2]),
  }));
}

function lit(s: string): string {
  return `'${s.split("'").join("''")}'`;
}
