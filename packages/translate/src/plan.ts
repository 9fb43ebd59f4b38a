import type { AstNode } from './parse/ast.js';
import type { PrivilegePlan } from './privilege-plan.js';
import type { RecordFieldLayout } from '@pgsqlite/catalog';
import type { PgError } from '@pgsqlite/errors';
import type { ParsedStatement } from './parse/parser.js';
import type { PlCall } from './plpgsql/pl-call.js';
import type { TriggeredDml } from './plan-triggers.js';

export type { FkActionRows, RoutedLeaf, TriggerCall, TriggerColumn, TriggeredDml, UpsertUpdate } from './plan-triggers.js';

/**
 * What the translator hands the session: one plan per PostgreSQL statement.
 * Plans are immutable and cached (keyed by statement text, parameter types, catalog version
 * and search_path); the session never looks at SQL text again.
 */

/** One column of a result, as RowDescription describes it. */
export interface ResultColumn {
  name: string;
  typeOid: number;
  /** -1 when none */
  typmod: number;
  /** OID of the source table for plain column references, else 0 */
  tableOid: number;
  /** attnum in the source table for plain column references, else 0 */
  attnum: number;
  /** An anonymous record column built by ROW(…): its field types, for record_send */
  recordFields?: RecordFieldLayout[];
}

/** Command tag verb; the session appends counts where PostgreSQL does (`INSERT 0 n`, `SELECT n`). */
export type CommandVerb =
  | 'SELECT'
  | 'INSERT'
  | 'UPDATE'
  | 'DELETE'
  | 'MERGE'
  | 'FETCH'
  | 'MOVE'
  | 'COPY'
  | (string & {});

/** A statement executed by SQLite: a query, DML, or anything answered by one SQLite statement. */
/**
 * UPDATE/DELETE … WHERE CURRENT OF `cursor` on table `relOid` (`table`: its name for messages): the
 * SQL reads the rowid of the cursor's current row as parameter CURRENT_OF_PARAM, which the session
 * binds (or raises 34000 / 24000 as execCurrentOf does).
 */
export interface CurrentOf {
  cursor: string;
  relOid: number;
  table: string;
}

/** A DECLAREd cursor whose query is a simple scan of one table: its rows carry that table's rowid as a last, hidden value. */
export interface CursorScan {
  relOid: number;
  /** The query has FOR UPDATE/SHARE (execCurrentOf words its errors after the row marks then). */
  forUpdate: boolean;
}

export interface SqlPlan {
  kind: 'sql';
  /** WHERE CURRENT OF (see CurrentOf). */
  currentOf?: CurrentOf;
  /** Privileges needed per relation (checked for current_user before the plan runs): letters as in aclitems. */
  access?: { relOid: number; letters: string; columns: Record<string, number[]>; via?: number[] }[];
  /** SQLite SQL with anonymous `?` placeholders. */
  sql: string;
  /** For each `?` in `sql`, in order, the 1-based PostgreSQL parameter number it binds. */
  paramOrder: number[];
  /** Type OID of each `$n` (index n-1), declared by the client or inferred; 0 = unknown. */
  paramTypes: number[];
  /** Typmod of each `$n` where the target column has one (index n-1), else -1. */
  paramTypmods: number[];
  /** Result columns; null when the statement returns no rows (NoData). */
  columns: ResultColumn[] | null;
  verb: CommandVerb;
  /** True when the statement cannot write (SELECT without side effects). */
  readonly: boolean;
  /** For INSERT … VALUES: how to recompute the inserted keys for a unique-violation DETAIL. */
  keyProbe?: KeyProbe;
  /**
   * INSERT writing explicit values into a serial/identity primary key (counter: SQLite's
   * `sqlite_sequence`, which AUTOINCREMENT raises to the largest id written): the session runs
   * `mark`, the statement, then `fix` in one savepoint, so the counter is the one PostgreSQL's
   * sequence would have (ids it did not draw leave it alone).
   */
  autoincFix?: { mark: string; fix: string };
  /**
   * INSERT of several rows, INSERT … SELECT, UPDATE: the table's CHECK constraints, to find which
   * written row failed one (a 23514's `Failing row contains (…)` DETAIL).
   */
  rowChecks?: RowCheck[];
  /**
   * A DELETE whose foreign keys' actions PostgreSQL would not fire (DISABLE TRIGGER ALL, replica
   * mode; stmt/unfired-fk-actions.ts): run with SQLite's foreign keys off when that can be (a
   * statement of its own, outside a transaction), else 0A000 with this message.
   */
  foreignKeysOff?: string;
  /**
   * For UPDATE/DELETE without FROM/USING: the rows it targets as they were (all columns of
   * `table`), and for UPDATE the columns it sets, for a referenced key's 23503 DETAIL; `newRows`:
   * the rows as the UPDATE would write them, every column and then the rowid.
   */
  oldRows?: KeyProbe & { changed: string[] | null; newRows?: { sql: string; paramOrder: number[] } };
  /**
   * A SELECT's plan-time constants (stmt/plan-time-constants.ts) as a statement of their own, the
   * check its LIMIT evaluates before any row: an error at the first row is the planner's (no
   * RowDescription before it in a simple Query) when this statement raises it too.
   */
  planTimeCheck?: { sql: string; paramOrder: number[] };
  /** EXPLAIN: SQLite's plan rows are to be formatted with `formatExplainRows` before encoding. */
  explain?: boolean;
  /**
   * MERGE and data-modifying WITH: the SQLite statements to run instead of `sql`, in order, in
   * one savepoint under the write lock (`sql` is then the 'result' step's, for EXPLAIN and logs).
   */
  steps?: SqlStep[];
  /** DML on a table with triggers the session runs (stmt/trigger-dml.ts); `sql` is then unused. */
  triggers?: TriggeredDml;
  /**
   * A one-row INSERT … VALUES that draws its serial/identity key: the same statement (same
   * parameters) with the id drawn as nextval in plain SQL (the counter + 1, no function) and the
   * id as an extra last RETURNING column, so that another connection may run it as a point write
   * (DatabaseHandle.pointWrite with counters); the session then notes `key`'s currval/lastval on
   * its own connection. `sql` stays what its own connection runs.
   */
  pointSerial?: { sql: string; key: string };
  /**
   * An INSERT … VALUES of several rows that draws its serial/identity key: the same statement (same
   * parameters) whose first row draws every row's id in one call and whose other rows take SQLite's
   * next ids; the session runs `top` (notes the counter and the table's largest id) then `sql` in
   * one request. On any failure: `SELECT pg_autoinc_undraw()`, `top` again and `exact`, the plan's
   * statement drawing row by row from the noted counter (ids consumed up to the failing row and
   * the error, as PostgreSQL).
   */
  blockDraw?: { sql: string; top: string; exact: string };
  /** Relations the statement writes (pg_class oids): the session takes RowExclusiveLock on each first (write-targets.ts). */
  writeTargets?: number[];
  /**
   * SELECT … FOR UPDATE / SHARE: the session takes the write lock first (and keeps it in a
   * transaction block), so the rows it read stay as they are until the transaction ends.
   */
  locksRows?: string;
  /** PL/pgSQL function calls the session runs first; their results bind the parameters after the client's (plpgsql/pl-call.ts). */
  plCalls?: PlCall[];
}

/** One SQLite statement of a multi-statement SqlPlan. */
export interface SqlStep {
  sql: string;
  /** As SqlPlan.paramOrder. */
  paramOrder: number[];
  /**
   * 'run': outcome ignored; 'capture': its rows are inserted into the temporary table `into`;
   * 'count': its changes add to the tag's count; 'result': its rows are the statement's result
   * (its changes are the count when the plan has no columns).
   */
  role: 'run' | 'capture' | 'count' | 'result';
  /** 'capture': the (quoted, temp-schema) table the rows go to. */
  into?: string;
}

/**
 * A SELECT yielding, per inserted row, the values given for the target columns (storage
 * encoding), so a unique violation can say `Key (k)=(v) already exists.` as PostgreSQL does.
 */
export interface KeyProbe {
  sql: string;
  paramOrder: number[];
  table: string;
  /**
   * `nocase`: the column compares as SQLite's NOCASE collation (citext: 'a' and 'A' collide);
   * `textOid`: the built-in type whose text form its values print in (citext: text, citext[]: text[])
   */
  columns: { name: string; sqliteName: string; typeOid: number; typmod: number; nocase?: boolean; textOid?: number }[];
  /**
   * The serial/identity key the INSERT draws (not in `columns`: recomputing it would draw again):
   * `sql` reads the id drawn last, the one of the row that failed.
   */
  drawn?: { sql: string; column: { name: string; sqliteName: string; typeOid: number; typmod: number } };
}

/** A CHECK constraint as a SQLite condition over its table's unqualified (SQLite) column names. */
export interface RowCheck {
  name: string;
  sql: string;
}

/** DDL: several SQLite statements applied atomically, then the catalog is reloaded. */
export interface DdlPlan {
  kind: 'ddl';
  /** Server-owned SQLite statements, in order, run inside one savepoint. */
  steps: string[];
  /** Complete command tag, e.g. `CREATE TABLE`. */
  tag: string;
  /** CREATE TABLE AS / SELECT INTO: a SQLite query run after `steps` whose one value is appended to `tag` (`SELECT n`). */
  countSql?: string;
  /** NOTICEs PostgreSQL would send (e.g. `relation "t" already exists, skipping`), or other messages. */
  notices: (string | DdlNotice)[];
  /** PreventInTransactionBlock: refused with 25001 inside a transaction block (`what` names the statement; `where` is the CONTEXT line). */
  notInBlock?: { what: string; where?: string };
  /** REINDEX DATABASE / SYSTEM name: the session's database must be the one named (0A000). */
  currentDatabase?: string;
  /** An error PostgreSQL raises only after the transaction-block check (`notInBlock`): thrown then. */
  failure?: PgError;
  /** ALTER TABLE … DISABLE TRIGGER ALL (foreign-key triggers too): the block's foreign-key checks wait for COMMIT */
  defersForeignKeys?: true;
  /** CREATE TEMP TABLE … ON COMMIT DROP / DELETE ROWS: what the session does at each commit. */
  onCommit?: { action: 'drop' | 'delete_rows'; schema: string; name: string };
  /**
   * ALTER TYPE … ADD VALUE / RENAME VALUE: the label the session must treat as new until COMMIT
   * (a renamed label stays new when it was; FormatSettings.uncommittedEnumValues).
   */
  enumLabel?: { typeOid: number; label: string; renamedFrom?: string };
}

/** A message a DDL statement sends besides its tag (NOTICE unless said otherwise). */
export interface DdlNotice {
  message: string;
  detail?: string;
  code?: string;
  severity?: 'INFO' | 'NOTICE' | 'WARNING';
}

/** Transaction control. */
export interface TransactionPlan {
  kind: 'transaction';
  action: 'begin' | 'commit' | 'rollback' | 'savepoint' | 'release' | 'rollback_to' | 'set_transaction' | 'set_session_characteristics' | 'set_constraints' | 'prepare' | 'commit_prepared' | 'rollback_prepared';
  savepoint?: string;
  /** PREPARE TRANSACTION / COMMIT PREPARED / ROLLBACK PREPARED: the transaction's identifier. */
  gid?: string;
  isolation?: 'read uncommitted' | 'read committed' | 'repeatable read' | 'serializable';
  readOnly?: boolean;
  /** BEGIN … [NOT] DEFERRABLE */
  deferrable?: boolean;
  /** COMMIT / ROLLBACK AND CHAIN */
  chain?: boolean;
  /** SET TRANSACTION: the order the options were written in (each is checked in turn). */
  optionOrder?: ('isolation' | 'readOnly' | 'deferrable')[];
  /** SET CONSTRAINTS ALL DEFERRED (true) / IMMEDIATE (false) */
  deferred?: boolean;
  /** SET CONSTRAINTS name, …: false when none of the named constraints is a foreign key (nothing to do) */
  foreignKeys?: boolean;
  /** SET CONSTRAINTS name, …: the named constraints' pg_constraint oids (absent: ALL) */
  constraintOids?: number[];
  /** Complete command tag, e.g. `BEGIN`, `ROLLBACK`, `START TRANSACTION`. */
  tag: string;
}

/** SET / RESET of a run-time parameter. `value` null means RESET (DEFAULT). */
export interface SetPlan {
  kind: 'set';
  name: string;
  value: string | null;
  local: boolean;
  /** RESET ALL */
  all?: boolean;
  tag: 'SET' | 'RESET';
}

/** SHOW name (or SHOW ALL). */
export interface ShowPlan {
  kind: 'show';
  name: string;
  columns: ResultColumn[];
}

/** A statement accepted and answered without doing anything (e.g. ANALYZE, VACUUM). */
export interface NoopPlan {
  kind: 'noop';
  tag: string;
  /** PreventInTransactionBlock (VACUUM): refused with 25001 inside a transaction block, implicit ones included. */
  notInBlock?: boolean;
  /** DISCARD ALL / PLANS / SEQUENCES / TEMP: what the session forgets (backend discard.ts). */
  discard?: 'all' | 'plans' | 'sequences' | 'temp';
}

/** An empty statement (only whitespace or comments). */
export interface EmptyPlan {
  kind: 'empty';
}

/** COPY options after validation (copy.c ProcessCopyOptions), with PostgreSQL's defaults filled in. */
export interface CopyOptions {
  format: 'text' | 'csv' | 'binary';
  /** One character. */
  delimiter: string;
  /** The NULL marker (`\\N` in text, empty in CSV). */
  null: string;
  /** HEADER: skip (FROM) or write (TO) a header line; 'match' checks the names (FROM only). */
  header: boolean | 'match';
  /** CSV only. */
  quote: string;
  /** CSV only. */
  escape: string;
  /** Per copied column (CSV, TO): always quote. */
  forceQuote: boolean[];
  /** Per copied column (CSV, FROM): the unquoted NULL marker is a value, not NULL. */
  forceNotNull: boolean[];
  /** Per copied column (CSV, FROM): the quoted NULL marker is NULL too. */
  forceNull: boolean[];
  /** ENCODING: the data's encoding instead of the client's (its canonical name). */
  encoding?: string;
}

/** One column COPY reads or writes. */
export interface CopyColumn {
  name: string;
  typeOid: number;
  typmod: number;
}

/** COPY … FROM STDIN / TO STDOUT; the session runs the sub-protocol. */
export interface CopyPlan {
  kind: 'copy';
  direction: 'from' | 'to';
  options: CopyOptions;
  /** Columns read or written, in order. */
  columns: CopyColumn[];
  /** The relation name PostgreSQL prints in CONTEXT (`COPY t, line 3`); for COPY (query) TO, null. */
  relation: string | null;
  /** COPY TO: the query producing the rows (columns as `columns`); session-fn: it calls pg_sleep() or the like per row. */
  query?: SqlPlan | SessionFunctionPlan;
  /**
   * COPY FROM: PostgreSQL text `INSERT INTO "s"."t" ("a", …) [OVERRIDING SYSTEM VALUE] VALUES `
   * to which the session appends `($1, …), (…)` with the column types as parameter types.
   */
  insertPrefix?: string;
}

/** What CREATE DATABASE / ALTER DATABASE say about a database (absent: not given). */
export interface DatabaseOptions {
  template?: string | null;
  owner?: string | null;
  /** Canonical encoding name (UTF8, LATIN1 …). */
  encoding?: string;
  collate?: string;
  ctype?: string;
  isTemplate?: boolean;
  allowConnections?: boolean;
  connectionLimit?: number;
}

/** CREATE / DROP / ALTER DATABASE: carried out by the server's database provider. */
export interface DatabasePlan {
  kind: 'database';
  /** `set`: ALTER DATABASE … SET / RESET (the database's defaults for new sessions). */
  action: 'create' | 'drop' | 'alter' | 'set';
  name: string;
  /** CREATE: the TEMPLATE given, else null (template1). */
  template: string | null;
  /** DROP … IF EXISTS */
  missingOk: boolean;
  /** DROP … WITH (FORCE) */
  force: boolean;
  /** CREATE / ALTER: the options given. */
  options?: DatabaseOptions;
  /** ALTER DATABASE … SET name TO value (null: RESET name); all: RESET ALL. */
  setting?: { name: string; value: string | null; all: boolean };
  tag: 'CREATE DATABASE' | 'DROP DATABASE' | 'ALTER DATABASE';
}

/** CREATE/ALTER ROLE's attributes (absent: not given). `password` null: PASSWORD NULL. */
export interface RoleOptions {
  superuser?: boolean;
  inherit?: boolean;
  createRole?: boolean;
  createDb?: boolean;
  canLogin?: boolean;
  replication?: boolean;
  bypassRls?: boolean;
  connectionLimit?: number;
  password?: string | null;
  /** VALID UNTIL, as written (the runner reads it as timestamptz in the session's TimeZone). */
  validUntil?: string;
}

/** CREATE / ALTER / DROP ROLE and ALTER ROLE … RENAME: carried out by the server's role store. */
export interface RolePlan {
  kind: 'role';
  action: 'create' | 'alter' | 'drop' | 'rename';
  /** The role; null for CURRENT_USER / SESSION_USER / CURRENT_ROLE. */
  name: string | null;
  /** DROP ROLE: the roles. */
  names: string[];
  missingOk: boolean;
  /** CREATE USER: LOGIN by default. */
  login: boolean;
  options: RoleOptions;
  newName?: string;
  notices: string[];
  tag: 'CREATE ROLE' | 'ALTER ROLE' | 'DROP ROLE';
  /** CREATE ROLE … IN ROLE (roles it joins), ROLE / USER (members), ADMIN (members with ADMIN OPTION) */
  memberships?: { inRoles: string[]; members: string[]; admins: string[] };
}

/** DECLARE … CURSOR, FETCH, MOVE, CLOSE: run by the session's cursor store. */
export interface CursorPlan {
  kind: 'cursor';
  action: 'declare' | 'fetch' | 'move' | 'close';
  /** The cursor; null for CLOSE ALL. */
  name: string | null;
  /** DECLARE: the query. */
  query?: SqlPlan;
  /** DECLARE … WITH HOLD */
  hold: boolean;
  /** DECLARE BINARY: rows in binary format. */
  binary: boolean;
  /** DECLARE … NO SCROLL: backward movement is 55000. */
  noScroll: boolean;
  /** DECLARE … SCROLL (declared so: the cursor keeps every row for moving back). */
  scroll?: boolean;
  /** FETCH/MOVE direction (FIRST/LAST/PRIOR/NEXT are absolute/backward/forward forms). */
  direction: 'forward' | 'backward' | 'absolute' | 'relative';
  /** FETCH/MOVE count (Infinity for ALL). */
  count: number;
  /** DECLARE CURSOR, FETCH, MOVE, CLOSE CURSOR [ALL]; FETCH/MOVE get the row count appended. */
  tag: string;
  /** Run by a PL/pgSQL EXECUTE (through SPI, never top level): DECLARE needs no transaction block. */
  nested?: true;
  /** DECLARE of a simple scan of one table (WHERE CURRENT OF can name it) */
  scan?: CursorScan;
}

/** PREPARE / EXECUTE / DEALLOCATE: SQL-level prepared statements (shared with Parse's named ones). */
export interface PreparedPlan {
  kind: 'prepared';
  /** create_as: CREATE TABLE … AS EXECUTE name(args) (`statement` the CREATE TABLE AS, planned again with the prepared query) */
  action: 'prepare' | 'execute' | 'deallocate' | 'create_as';
  /** null for DEALLOCATE ALL */
  name: string | null;
  /**
   * PREPARE: the statement to prepare. EXECUTE: a SELECT of the arguments (turned into casts to
   * the parameter types by `executeArgsStatement`). A parse-tree node, as Parse would give.
   */
  statement?: ParsedStatement;
  /** PREPARE: the declared parameter types (0 = infer). */
  paramTypes: number[];
  /** EXECUTE: how many arguments were given. */
  argCount?: number;
  tag: 'PREPARE' | 'EXECUTE' | 'DEALLOCATE' | 'DEALLOCATE ALL' | 'SELECT';
}

/** LISTEN / UNLISTEN / NOTIFY. */
export interface ListenPlan {
  kind: 'listen';
  action: 'listen' | 'unlisten' | 'notify';
  /** null for UNLISTEN * */
  channel: string | null;
  /** NOTIFY's payload ('' when none) */
  payload: string;
  tag: 'LISTEN' | 'UNLISTEN' | 'NOTIFY';
}

/** LOCK TABLE: the session takes a relation lock on each relation (lockdefs.h mode 1..8). */
export interface LockPlan {
  kind: 'lock';
  relations: { oid: number; name: string }[];
  mode: number;
  nowait: boolean;
  tag: 'LOCK TABLE';
}

/**
 * A SELECT with calls of session functions among its output columns (`SELECT pg_advisory_lock($1)`,
 * `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE …`): the session runs `args`,
 * whose column `column` of each call holds the call's arguments (cast to its parameter types,
 * then to text) as a text[]; then it makes the calls row by row and puts their results there.
 */
export interface SessionFunctionPlan {
  kind: 'session-fn';
  /** `textOf`: the call is cast to text or varchar; its own result type, whose text form is written. */
  calls: { fn: string; argc: number; twoKeys: boolean; column: number; result: number; textOf?: number }[];
  args: SqlPlan;
  /** null: a staged statement that returns no rows (DML without RETURNING: NoData). */
  columns: ResultColumn[] | null;
  /** Type OID of each `$n`. */
  paramTypes: number[];
  /** Command tag instead of `SELECT n` (UPDATE pg_settings answers `UPDATE 0`). */
  tag?: string;
  /** A CTE calling session functions, run first; then the statement with its rows (stmt/staged-cte.ts). */
  staged?: StagedCte;
}

/** A CTE of session-function calls that runs before the rest of its statement (stmt/staged-cte.ts). */
export interface StagedCte {
  /** The CTE's SELECT (with the CTEs before it) as a statement of its own. */
  first: SessionFunctionPlan;
  /** Its position in the WITH list. */
  index: number;
  /** Its columns: names, types and format_type's spelling of each type. */
  columns: { name: string; typeOid: number; typmod: number; type: string }[];
  /** The whole statement (a SelectStmt node), and where it came from. */
  ast: AstNode;
  source: string;
  location: number;
}

/**
 * DO: an anonymous PL/pgSQL block. The session parses `body` (translate's parseDoBody) and runs
 * its statements one by one, atomically, as one statement.
 */
export interface DoPlan {
  kind: 'do';
  body: string;
  /**
   * Set for CALL of a procedure (the body then declares its parameters): the command tag is CALL.
   * `outputs`: its OUT/INOUT parameters (the variable holding each), whose final values CALL returns as one row.
   */
  call?: { name: string; outputs?: { name: string; variable: string; typeOid: number }[]; config?: readonly string[] };
  /** A statement run as a DO body (CREATE SCHEMA with elements): its command tag, and settings in force while it runs (`name=value`) */
  tag?: string;
  config?: readonly string[];
}

export type Plan =
  | PrivilegePlan
  | DoPlan
  | SessionFunctionPlan
  | SqlPlan
  | DdlPlan
  | TransactionPlan
  | SetPlan
  | ShowPlan
  | NoopPlan
  | EmptyPlan
  | CopyPlan
  | DatabasePlan
  | RolePlan
  | CursorPlan
  | PreparedPlan
  | ListenPlan
  | LockPlan;
