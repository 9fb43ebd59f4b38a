import type { Catalog, FormatSettings } from '@pgsqlite/catalog';
import { PgError, type PgErrorOptions, type SqlStateName } from '@pgsqlite/errors';
import type { ParsedStatement } from '../parse/parser.js';
import { charPosition } from '../parse/parser.js';
import { setPlanCatalog } from './types.js';
import { quoteIdent } from '../sql/quote.js';
import type { CurrentOf } from '../plan.js';

/** Marker the emitter writes for `$n`; replaced by `?` when the SQL is finished. */
export const PARAM_MARK = '\u0000';

/**
 * State of planning one statement: catalog, parameter types learned so far, and the source
 * text for error positions.
 */
export class PlanCtx {
  /** Type OID per parameter (index n-1); 0 = not known yet. */
  readonly paramTypes: number[];
  readonly paramTypmods: number[];
  readonly declared: boolean[];
  /**
   * Serial/identity key sequences the statement calls nextval on (key → its counter's table):
   * the plan runs between a mark and a fix of their counters (SqlPlan.autoincFix).
   */
  readonly autoincTakes = new Map<string, string>();
  /**
   * Values written into a rowid key with their NULL guard (analyze/rowid-key.ts), guarded SQL →
   * the value itself, for the probes that read a failing row without raising again.
   */
  readonly keyGuards = new Map<string, string>();
  /** UPDATE/DELETE … WHERE CURRENT OF: the cursor and the table (the session binds the cursor's row: stmt/current-of.ts) */
  currentOf?: CurrentOf;
  /**
   * Privileges the statement needs per relation OID (analyze/access.ts): letters as in aclitems,
   * and per letter the columns it uses (column privileges can stand in for the table's).
   */
  readonly access = new Map<number, { letters: string; columns: Map<string, Set<number>> }>();
  /** Privileges needed on relations reached through views, checked as the views' owners (analyze/view-access.ts). */
  readonly viewAccess: ViewAccess[] = [];
  /** Views written through to the relations below them (analyze/view-access.ts passDownViewWrites). */
  readonly viewWrites: { viewOid: number; chain: { oid: number; links: (number | undefined)[] }[] }[] = [];
  /**
   * The query is planned but never run (CREATE MATERIALIZED VIEW … WITH NO DATA, REFRESH … WITH
   * NO DATA): scanning an unpopulated materialized view is no error then (ExecOpenScanRelation).
   */
  notExecuted = false;

  /** (a plain field, not #private: DDL planning views a context through Object.create) */
  private currentPath: readonly string[];

  /** The spelling of each FROM item alias given out so far, by its ASCII-lowercased form (sqlAlias). */
  readonly aliasSpellings = new Map<string, string>();

  constructor(
    readonly catalog: Catalog,
    searchPath: readonly string[],
    readonly stmt: ParsedStatement,
    declaredTypes: readonly number[],
    readonly settings: FormatSettings,
    readonly paramsAllowed = true,
  ) {
    setPlanCatalog(catalog);
    this.currentPath = searchPath;
    this.paramTypes = [...declaredTypes];
    this.paramTypmods = declaredTypes.map(() => -1);
    this.declared = declaredTypes.map((t) => t !== 0);
  }

  /**
   * The SQL text of FROM item alias `alias`: the alias quoted, unless another alias of the
   * statement differs from it in case only. SQLite compares names ignoring ASCII case and
   * PostgreSQL does not: `FROM "User", "user"` would be ambiguous in SQLite, and a subquery's
   * "USER" would capture the outer "User"'s references (the wrong rows). Such an alias gets a
   * name of its own; the same spelling again (an inner `t` hiding an outer `t`) stays as it is.
   */
  sqlAlias(alias: string): string {
    const key = asciiLower(alias);
    const first = this.aliasSpellings.get(key);
    if (first === undefined) this.aliasSpellings.set(key, alias);
    if (first === undefined || first === alias) return quoteIdent(alias);
    let n = 1;
    while (this.aliasSpellings.has(asciiLower(`${alias}\u0001${n}`))) n++;
    const own = `${alias}\u0001${n}`;
    this.aliasSpellings.set(asciiLower(own), own);
    return quoteIdent(own);
  }

  /** Makes `alias` the spelling others are told apart from (a DML target's, written unchanged). */
  claimAlias(alias: string): void {
    this.aliasSpellings.set(asciiLower(alias), alias);
  }

  /** The schemas names are looked up in: the session's, or a function's own while its body is inlined (withSearchPath). */
  get searchPath(): readonly string[] {
    return this.currentPath;
  }

  /**
   * Runs `body` resolving names under `path` (a function's SET search_path, function-config.ts),
   * with `settings` (its SET clauses by lower-case name) what current_setting() reads there.
   */
  withSearchPath<T>(path: readonly string[] | undefined, body: () => T, settings?: ReadonlyMap<string, string>): T {
    if (path === undefined) return body();
    const saved = this.currentPath;
    const savedSettings = this.functionSettingsNow;
    this.currentPath = path;
    if (settings !== undefined) this.functionSettingsNow = settings;
    try {
      return body();
    } finally {
      this.currentPath = saved;
      this.functionSettingsNow = savedSettings;
    }
  }

  /** The value a function being inlined sets parameter `name` to (undefined outside one, or when it does not set it). */
  functionSetting(name: string): string | undefined {
    return this.functionSettingsNow?.get(name.toLowerCase());
  }

  private functionSettingsNow: ReadonlyMap<string, string> | undefined;

  /** Notes that the statement needs privileges `letters` (r, a, w, d …) on relation `relOid`. */
  noteAccess(relOid: number, letters: string, attnums: readonly number[] = []): void {
    let entry = this.access.get(relOid);
    if (entry === undefined) {
      entry = { letters: '', columns: new Map() };
      this.access.set(relOid, entry);
    }
    for (const l of letters) {
      if (!entry.letters.includes(l)) entry.letters += l;
      if (attnums.length === 0) continue;
      const cols = entry.columns.get(l) ?? new Set<number>();
      for (const a of attnums) cols.add(a);
      entry.columns.set(l, cols);
    }
  }

  /** 1-based character position of a 0-based byte offset in the source, as PostgreSQL reports it. */
  position(location: number | undefined): number | undefined {
    return location === undefined ? undefined : charPosition(this.stmt.source, location) + 1;
  }

  /** A PgError positioned at a 0-based byte offset in the source (as AST locations are). */
  error(condition: SqlStateName, message: string, location?: number, options: PgErrorOptions = {}): PgError {
    const position = this.position(location);
    return new PgError(condition, message, position === undefined ? options : { ...options, position });
  }

  /** Records a parameter use and returns its placeholder marker. */
  paramMarker(n: number): string {
    while (this.paramTypes.length < n) {
      this.paramTypes.push(0);
      this.paramTypmods.push(-1);
      this.declared.push(false);
    }
    return `${PARAM_MARK}${n}${PARAM_MARK}`;
  }

  /** Fixes the type of `$n` if it is not known yet; returns its (possibly earlier) type. */
  inferParam(n: number, type: number, typmod = -1): number {
    const i = n - 1;
    if (!this.paramTypes[i]) {
      this.paramTypes[i] = type;
      this.paramTypmods[i] = typmod;
    }
    return this.paramTypes[i] ?? type;
  }
}

/**
 * Replaces parameter markers by `?` and returns the order in which they bind.
 * Markers only ever come from `paramMarker`; client text cannot contain NUL.
 */
export function finishSql(sql: string): { sql: string; paramOrder: number[] } {
  if (!sql.includes(PARAM_MARK)) return { sql, paramOrder: [] };
  const parts = sql.split(PARAM_MARK);
  const order: number[] = [];
  let out = parts[0] ?? '';
  for (let i = 1; i + 1 < parts.length; i += 2) {
    order.push(Number(parts[i]));
    out += '?' + (parts[i + 1] ?? '');
  }
  return { sql: out, paramOrder: order };
}

/** A relation's privileges needed through views `via` (outermost first): checked as the owner of the last one not security_invoker. */
export interface ViewAccess {
  via: number[];
  relOid: number;
  letters: string;
  columns: Map<string, Set<number>>;
}

/** `name` with ASCII letters lowercased: how SQLite compares names (sqlite3StrICmp). */
function asciiLower(name: string): string {
  return name.replace(/[A-Z]+/g, (m) => m.toLowerCase());
}
