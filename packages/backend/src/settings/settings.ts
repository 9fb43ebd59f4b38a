import { splitSearchPath } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import type { FormatSettings } from '@pgsqlite/catalog';
import { GUC_DEFS, REPORTED_GUCS, findGuc, type GucDef } from './guc-table.js';
import { invalidValue, parseBool, parseIntWithUnit, showIntWithUnit } from './guc-values.js';
import { checkSettable, placeholderDef } from './guc-pg15.js';

/** Values by lower-case parameter name. */
type Values = Map<string, string>;

/** Server-decided values (applyServer) as validated, by name and value: the same few for every session. */
const serverValues = new Map<string, string>();

/** Where a value comes from (a reduced GucSource). */
export type GucSource = 'startup' | 'session';

/**
 * The run-time parameters of one session, with PostgreSQL's transactional semantics:
 * SET inside a transaction is undone by ROLLBACK (and by ROLLBACK TO a savepoint taken before it),
 * SET LOCAL lasts until the end of the transaction, RESET goes back to the value the session
 * started with (startup packet included).
 * @see https://www.postgresql.org/docs/15/sql-set.html
 */
/** Parameters of the current transaction, which starts with their default_transaction_* values. */
const TRANSACTION_KEYS: ReadonlySet<string> = new Set(['transaction_isolation', 'transaction_read_only', 'transaction_deferrable']);
/** Each of TRANSACTION_KEYS with the parameter it starts from. */
const TRANSACTION_DEFAULTS: readonly (readonly [string, string])[] = [...TRANSACTION_KEYS].map((k) => [k, `default_${k}`]);

/**
 * Built-in parameters by the name a caller spelt (Settings.get runs several times per statement:
 * statement_timeout, search_path, the transaction defaults …), with their lower-case key.
 * Placeholders (custom names) are per session and never here: they exist only for names that
 * are not built in.
 */
const knownGucs = new Map<string, { def: GucDef; key: string }>();

function knownGuc(name: string): { def: GucDef; key: string } | undefined {
  let known = knownGucs.get(name);
  if (known !== undefined) return known;
  let def: GucDef;
  try {
    def = findGuc(name);
  } catch {
    return undefined;
  }
  known = { def, key: def.name.toLowerCase() };
  if (knownGucs.size < 4096) knownGucs.set(name, known);
  return known;
}

export class Settings {
  /** Value RESET returns to: boot value, or what the startup packet said. */
  private readonly resetValues: Values;
  /** Value that survives the current transaction if it commits. */
  private sessionValues: Values;
  /** Effective value (includes SET LOCAL). */
  private current: Values;
  /** Session values at transaction start, then at each savepoint: [session, current]. */
  private stack: [Values, Values][] = [];
  private reported: Values = new Map();
  private format: FormatSettings | null = null;
  /** Enum values added in the open transaction (`typeOid:label`; noteEnumLabel). */
  private newEnumValues: string[] = [];
  /** Inside a transaction; `touched` once a SET or SAVEPOINT needs the start values kept. */
  private inTx = false;
  private touched = false;
  /** The session's temporary schema once it uses temporary tables (see searchPath). */
  private tempSchema: string | null = null;
  /** Custom placeholder parameters (`myapp.x`) this session has SET, by lower-case name. */
  private readonly placeholders = new Map<string, GucDef>();
  /** Parameters the startup packet set (pg_settings.source 'client'). */
  private readonly startupKeys = new Set<string>();
  /** The last search_path split (searchPath runs for every statement planned). */
  private splitPath: { value: string; user: string; path: readonly string[] } | null = null;
  /** Parameters SET to a value in this session (pg_settings.source 'session'; RESET removes). */
  private sessionKeys = new Set<string>();
  /** sessionKeys as they were at each entry of `stack`. */
  private keyStack: Set<string>[] = [];

  /**
   * The maps hold only values that differ from a parameter's boot value (every read falls back to
   * `def.boot`): a session starts with one entry instead of three copies of ~360 (a connection's
   * open, and every transaction that SETs, copies them).
   */
  constructor(user: string) {
    this.resetValues = new Map([['session_authorization', user]]);
    this.sessionValues = new Map(this.resetValues);
    this.current = new Map(this.resetValues);
  }

  /** Applies a startup-packet parameter (also becomes its RESET value). */
  applyStartup(name: string, value: string): void {
    const def = this.lookup(name, true);
    if (def.readOnly) throw cannotChange(def.name);
    this.startupKeys.add(def.name.toLowerCase());
    const v = this.validate(def, name, value);
    const key = def.name.toLowerCase();
    this.resetValues.set(key, v);
    this.sessionValues.set(key, v);
    this.current.set(key, v);
    this.format = null;
  }

  /**
   * A value the server (not the client) decides for this session, such as `ssl` or
   * `is_superuser` of the authenticated role: no context or read-only check, and it is also the
   * RESET value.
   */
  applyServer(name: string, value: string): void {
    const def = this.lookup(name, false);
    const key = def.name.toLowerCase();
    const memo = `${key}\0${value}`;
    let v = serverValues.get(memo);
    if (v === undefined) {
      v = this.validate(def, name, value);
      if (serverValues.size < 1024) serverValues.set(memo, v);
    }
    this.resetValues.set(key, v);
    this.sessionValues.set(key, v);
    this.current.set(key, v);
  }

  /**
   * The effective value as SHOW displays it. Outside a transaction, transaction_isolation,
   * transaction_read_only and transaction_deferrable are those the next one starts with (a
   * statement there is a transaction of its own, begun at the default_transaction_* values).
   */
  get(name: string): string {
    const known = knownGuc(name);
    const def = known?.def ?? this.lookup(name, false);
    const key = known?.key ?? def.name.toLowerCase();
    if (!this.inTx && TRANSACTION_KEYS.has(key)) return this.get(`default_${key}`);
    return this.current.get(key) ?? def.boot;
  }

  /** SET [LOCAL] name = value; `value` null means DEFAULT (reset value). */
  set(name: string, value: string | null, local: boolean): void {
    this.touch();
    const def = this.lookup(name, true);
    checkSettable(def, name);
    const key = def.name.toLowerCase();
    const v = value === null ? (this.resetValues.get(key) ?? def.boot) : this.validate(def, name, value);
    if (value === null) this.sessionKeys.delete(key);
    else if (!local) this.sessionKeys.add(key);
    this.current.set(key, v);
    if (!local) this.sessionValues.set(key, v);
    this.format = null;
  }

  /**
   * A function's SET clauses (proconfig) for the time it runs: each set as SET LOCAL would (an
   * invalid one is refused before any is), the previous values given back by the returned
   * function — also after a SET LOCAL in the body; a plain SET there outlives the call (guc.c
   * AtEOXact_GUC at the function's nest level).
   */
  enterFunction(config: readonly (readonly [string, string])[]): () => void {
    const saved = config.map(([name]) => {
      const key = this.lookup(name, true).name.toLowerCase();
      return { key, current: this.current.get(key), session: this.sessionValues.get(key), kept: this.sessionKeys.has(key) };
    });
    const before = new Map(this.current);
    try {
      for (const [name, value] of config) this.set(name, value, true);
    } catch (e) {
      this.current = before;
      this.format = null;
      throw e;
    }
    return () => {
      for (const s of saved) {
        // a plain SET in the body overrides the clause and outlives the call; SET LOCAL does not
        if (this.sessionValues.get(s.key) !== s.session) {
          this.current.set(s.key, this.sessionValues.get(s.key) as string);
          continue;
        }
        if (s.current === undefined) this.current.delete(s.key);
        else this.current.set(s.key, s.current);
        if (s.session === undefined) this.sessionValues.delete(s.key);
        else this.sessionValues.set(s.key, s.session);
        if (s.kept) this.sessionKeys.add(s.key);
        else this.sessionKeys.delete(s.key);
      }
      this.format = null;
    };
  }

  /**
   * SET ROLE / SET SESSION AUTHORIZATION and the is_superuser they imply: read-only parameters
   * that these statements (checked by their runner) change with SET's transactional semantics.
   * `value` null: back to the reset value.
   */
  setIdentity(name: 'role' | 'session_authorization' | 'is_superuser', value: string | null, local: boolean): void {
    this.touch();
    const key = name;
    const v = value ?? this.resetValues.get(key) ?? this.lookup(name, false).boot;
    this.current.set(key, v);
    if (!local) this.sessionValues.set(key, v);
    this.format = null;
  }

  /** The value RESET gives `name` (for session_authorization: the authenticated user). */
  resetValue(name: string): string {
    const def = this.lookup(name, false);
    return this.resetValues.get(def.name.toLowerCase()) ?? def.boot;
  }

  /** RESET ALL: every settable parameter back to its reset value. */
  resetAll(): void {
    for (const def of GUC_DEFS) {
      if (def.readOnly) continue;
      const key = def.name.toLowerCase();
      if (key === 'transaction_isolation' || key === 'transaction_read_only' || key === 'transaction_deferrable') continue;
      const v = this.resetValues.get(key) ?? def.boot;
      this.current.set(key, v);
      this.sessionValues.set(key, v);
    }
    this.sessionKeys.clear();
    for (const key of this.placeholders.keys()) {
      this.current.set(key, '');
      this.sessionValues.set(key, '');
    }
    this.format = null;
  }

  /**
   * A transaction started. The values to go back to are copied only when something changes
   * (copy on write): most transactions — every implicit one — SET nothing.
   */
  beginTransaction(): void {
    this.stack = [];
    this.inTx = true;
    this.touched = false;
    this.resetTransactionValues();
  }

  /** Keeps the transaction-start values before the first change inside a transaction. */
  private touch(): void {
    if (!this.inTx || this.touched) return;
    this.stack = [[new Map(this.sessionValues), new Map(this.current)]];
    this.keyStack = [new Set(this.sessionKeys)];
    this.touched = true;
  }

  /** SAVEPOINT: remember the values at this point. */
  savepoint(): void {
    this.touch();
    this.stack.push([new Map(this.sessionValues), new Map(this.current)]);
    this.keyStack.push(new Set(this.sessionKeys));
  }

  /** RELEASE of the savepoint at `depth` (1 = first savepoint) and those after it. */
  release(depth: number): void {
    // a subtransaction's end restores the read-only mode it began with (xact.c prevXactReadOnly)
    const readOnly = this.stack[depth]?.[1].get('transaction_read_only');
    if (readOnly !== undefined) this.current.set('transaction_read_only', readOnly);
    this.stack.length = Math.max(1, depth);
    this.keyStack.length = this.stack.length;
  }

  /** ROLLBACK TO the savepoint at `depth`: values as they were when it was taken (it stays). */
  rollbackTo(depth: number): void {
    const saved = this.stack[depth];
    if (saved === undefined) return;
    this.stack.length = depth + 1;
    this.keyStack.length = depth + 1;
    this.sessionKeys = new Set(this.keyStack[depth]);
    this.sessionValues = new Map(saved[0]);
    this.current = new Map(saved[1]);
    this.format = null;
  }

  /** End of a transaction: keep session-level SETs on commit, undo everything on rollback. */
  endTransaction(commit: boolean): void {
    this.inTx = false;
    if (this.newEnumValues.length > 0) {
      this.newEnumValues = [];
      this.format = null;
    }
    if (!this.touched) {
      this.resetTransactionValues();
      return;
    }
    this.touched = false;
    const start = this.stack[0];
    if (!commit && start !== undefined) this.sessionValues = start[0];
    if (!commit && this.keyStack[0] !== undefined) this.sessionKeys = this.keyStack[0];
    this.keyStack = [];
    this.current = new Map(this.sessionValues);
    this.resetTransactionValues();
    this.stack = [];
    this.format = null;
  }

  /** transaction_* parameters start every transaction at their default_transaction_* values. */
  private resetTransactionValues(): void {
    for (const [key, defaultKey] of TRANSACTION_DEFAULTS) this.current.set(key, this.get(defaultKey));
  }

  /** GUC_REPORT parameters whose value differs from what the client was last told. */
  changedReportable(): [string, string][] {
    const out: [string, string][] = [];
    for (const [def, key] of REPORTED_GUCS) {
      const v = this.current.get(key) ?? def.boot;
      if (this.reported.get(key) !== v) {
        this.reported.set(key, v);
        out.push([def.name, v]);
      }
    }
    return out;
  }

  /** Every parameter for SHOW ALL: [name, setting, description]. */
  all(): [string, string, string][] {
    return GUC_DEFS.filter((d) => !d.hidden).map((d) => [d.name, this.current.get(d.name.toLowerCase()) ?? d.boot, d.description]);
  }

  /** A parameter's definition (a custom placeholder is created by SET when `create`); 42704 when unknown. */
  lookup(name: string, create: boolean): GucDef {
    const key = name.toLowerCase();
    const known = this.placeholders.get(key);
    if (known !== undefined) return known;
    try {
      return findGuc(name);
    } catch (e) {
      const def = create ? placeholderDef(name) : null;
      if (def === null) throw e;
      this.placeholders.set(key, def);
      return def;
    }
  }

  /** Every readable parameter by lower-case name: [value, reset value, pg_settings.source]. */
  snapshot(): Map<string, readonly [string, string, string]> {
    const out = new Map<string, readonly [string, string, string]>();
    const add = (def: GucDef): void => {
      const key = def.name.toLowerCase();
      const value = TRANSACTION_KEYS.has(key) ? this.get(key) : (this.current.get(key) ?? def.boot);
      const reset = this.resetValues.get(key) ?? def.boot;
      out.set(key, [value, reset, value !== reset || this.sessionKeys.has(key) ? 'session' : this.startupKeys.has(key) ? 'client' : 'default']);
    };
    for (const def of GUC_DEFS) add(def);
    for (const def of this.placeholders.values()) add(def);
    return out;
  }

  /**
   * ALTER TYPE … ADD VALUE ran: the label is new until the transaction ends (check_safe_enum_use
   * refuses its use, 55P04); RENAME VALUE of a new label keeps it new under its new name.
   */
  noteEnumLabel(e: { typeOid: number; label: string; renamedFrom?: string }): void {
    const key = `${e.typeOid}:${e.label}`;
    if (e.renamedFrom === undefined) this.newEnumValues = [...this.newEnumValues, key];
    else {
      const old = `${e.typeOid}:${e.renamedFrom}`;
      if (!this.newEnumValues.includes(old)) return;
      this.newEnumValues = this.newEnumValues.map((k) => (k === old ? key : k));
    }
    this.format = null;
  }

  /** The settings the type codecs read (cached until a parameter changes). */
  formatSettings(): FormatSettings {
    if (this.format === null) {
      this.format = {
        dateStyle: this.get('DateStyle'),
        timeZone: this.get('TimeZone'),
        intervalStyle: this.get('IntervalStyle'),
        extraFloatDigits: Number(this.get('extra_float_digits')),
        byteaOutput: this.get('bytea_output') === 'escape' ? 'escape' : 'hex',
        standardConformingStrings: this.get('standard_conforming_strings') === 'on',
        escapeStringWarning: this.get('escape_string_warning') === 'on',
        backslashQuote: backslashQuote(this.get('backslash_quote')),
        ...(this.newEnumValues.length > 0 ? { uncommittedEnumValues: this.newEnumValues } : {}),
        ...replicationRole(this.get('session_replication_role')),
      };
    }
    return this.format;
  }

  /**
   * search_path as a list of schema names, `$user` replaced by the session user; once the session
   * uses temporary tables, its temporary schema where `pg_temp` is listed, else first (namespace.c).
   */
  searchPath(): string[] {
    const value = this.get('search_path');
    const user = this.get('session_authorization');
    let split = this.splitPath;
    if (split === null || split.value !== value || split.user !== user) {
      split = { value, user, path: splitSearchPath(value, user) };
      this.splitPath = split;
    }
    const path = [...split.path];
    const temp = this.tempSchema;
    if (temp === null) return path;
    const at = path.indexOf('pg_temp');
    if (at >= 0) path[at] = temp;
    else path.unshift(temp);
    return path;
  }

  /** True once `useTempSchema` was called. */
  hasTempSchema(): boolean {
    return this.tempSchema !== null;
  }

  /** The session's temporary schema (pg_temp_N) joins the search path from now on. */
  useTempSchema(name: string): void {
    this.tempSchema = name;
  }

  private validate(def: GucDef, typedName: string, value: string): string {
    if (def.validate !== undefined) return def.validate(value, typedName);
    switch (def.kind) {
      case 'bool': {
        const b = parseBool(value);
        if (b === null) throw new PgError('invalid_parameter_value', `parameter "${typedName}" requires a Boolean value`);
        return b ? 'on' : 'off';
      }
      case 'int':
      case 'real': {
        const n = def.kind === 'int' ? parseIntWithUnit(value, def.unit) : Number(value.trim());
        if (n === null || Number.isNaN(n) || value.trim() === '') throw invalidValue(typedName, value);
        if ((def.min !== undefined && n < def.min) || (def.max !== undefined && n > def.max)) {
          throw new PgError(
            'invalid_parameter_value',
            `${n} is outside the valid range for parameter "${typedName}" (${def.min ?? ''} .. ${def.max ?? ''})`,
          );
        }
        return def.kind === 'int' ? showIntWithUnit(n, def.unit) : String(n);
      }
      case 'enum': {
        const v = value.trim().toLowerCase();
        const found = (def.values ?? []).find((x) => x === v);
        if (found === undefined) throw invalidValue(typedName, value, `Available values: ${(def.values ?? []).join(', ')}.`);
        return found;
      }
      case 'string':
        return def.check === undefined ? value : def.check(value, this.current.get(def.name.toLowerCase()) ?? def.boot);
    }
  }
}

function cannotChange(name: string): PgError {
  return PgError.fromCode('55P02', `parameter "${name}" cannot be changed`);
}

function backslashQuote(v: string): 'on' | 'off' | 'safe_encoding' {
  return v === 'on' || v === 'off' ? v : 'safe_encoding';
}

export { splitSearchPath };

/** session_replication_role as FormatSettings carry it (absent for origin, the default). */
function replicationRole(value: string): Pick<FormatSettings, 'replicationRole'> {
  return value === 'replica' || value === 'local' ? { replicationRole: value } : {};
}
