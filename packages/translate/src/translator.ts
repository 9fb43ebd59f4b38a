import { passDownViewWrites } from './analyze/view-access.js';
import { attachPlanTimeConstants, planTimeCovers, takePlanTimeCheck } from './stmt/plan-time-constants.js';
import { withDeferredCastErrors } from './analyze/deferred-cast-errors.js';
import { planCreateRange } from './ddl/create-range.js';
import { planCreateComposite } from './ddl/create-composite.js';
import { planAlterComposite, planRenameComposite } from './ddl/alter-composite.js';
import { planVoidFunctionCall } from './stmt/void-function-call.js';
import { planCreateTrigger, planDropTrigger } from './ddl/create-trigger.js';
import { planCall } from './plpgsql/plan-call.js';
import { routedAfterRefusal } from './stmt/partition-insert-triggers.js';
import { planAlterFunction, planRoutineSetSchema } from './ddl/alter-function.js';
import { planRelationSetSchema } from './ddl/set-schema.js';
import { planTypeSetSchema } from './ddl/set-schema-type.js';
import { withPlCalls } from './plpgsql/pl-call.js';
import { foldBeforeTriggers } from './stmt/trigger-fold.js';
import { rejectTransitionTargets } from './stmt/transition-targets.js';
import { planInsteadDml } from './stmt/view-instead-triggers.js';
import { planTriggeredDml, rejectUnfiredTriggers } from './stmt/trigger-dml.js';
import { LRUCache } from 'lru-cache';
import { Oid, comparesNocase, defaultFormatSettings, typeIn, type Catalog, type FormatSettings } from '@pgsqlite/catalog';
import type { Plan, ResultColumn, SessionFunctionPlan, SqlPlan } from './plan.js';
import { type ParsedQuery, type ParsedStatement, parseQuery } from './parse/parser.js';
import { DEFAULT_LEX, needsConforming, stringsDiffer, type LexSettings } from './parse/string-conform.js';
import type { PgErrorFields } from '@pgsqlite/errors';
import { type Fields, fieldsOf, nodeType } from './parse/ast.js';
import { PlanCtx, finishSql } from './analyze/context.js';
import { Scope } from './analyze/scope.js';
import { translateSelect } from './stmt/select.js';
import { translateInsert, type DmlResult } from './stmt/insert.js';
import { translateDelete, translateUpdate } from './stmt/update-delete.js';
import { planNoop, planShow, planTransaction, planVariableSet } from './stmt/utility.js';
import { planCreateTable } from './ddl/create-table.js';
import { planCreateTableAs, planSelectInto } from './ddl/create-table-as.js';
import { planRefreshMatView } from './ddl/refresh-matview.js';
import { planDrop } from './ddl/drop.js';
import { planCreateIndex } from './ddl/create-index.js';
import { planCreateSchema } from './ddl/schema.js';
import { planCreateView } from './ddl/create-view.js';
import { planComment } from './ddl/comment.js';
import { planCreateSequence } from './ddl/create-sequence.js';
import { planAlterSequence } from './ddl/alter-sequence.js';
import { planCreateExtension } from './ddl/extension.js';
import { planTruncate } from './ddl/truncate.js';
import { planAlterEnum, planCreateDomain, planCreateEnum, planDropType } from './ddl/create-type.js';
import { planAlterDomain } from './ddl/alter-domain.js';
import { planAlterTable } from './ddl/alter-table.js';
import { planRename } from './ddl/rename.js';
import type { OutputColumn } from './stmt/targets.js';
import { checkExplainOptions, explainPlan } from './stmt/explain.js';
import { planCopy } from './stmt/copy.js';
import { planAlterDatabase, planAlterDatabaseSet, planCreateDatabase, planDropDatabase } from './stmt/database.js';
import { planAlterRole, planCreateRole, planDropRole, planRenameRole } from './stmt/role.js';
import { planClosePortal, planDeclareCursor, planFetch } from './stmt/cursor.js';
import { planDeallocate, planExecute, planPrepare } from './stmt/prepare.js';
import { planListen, planNotify, planUnlisten } from './stmt/listen.js';
import { planSessionFunctions } from './stmt/session-functions.js';
import { hoistSessionScans } from './stmt/session-function-scan.js';
import { planStagedCte } from './stmt/staged-cte.js';
import { planSettingsUpdate } from './stmt/update-pg-settings.js';
import { planSetConstraints } from './stmt/set-constraints.js';
import { isTempSchema } from './ddl/temp-schema.js';
import { planLockTable } from './stmt/lock-table.js';
import { withWriteTargets } from './stmt/write-targets.js';
import { planMerge } from './stmt/merge.js';
import { hasModifyingWith, planModifyingWith } from './stmt/modifying-with.js';
import { multiStepPlan } from './stmt/multi-step.js';
import { planAutoincSequenceSelect, withAutoincFix, withSerialVariants } from './analyze/fn-sequences-autoinc.js';
import { planDo } from './plpgsql/plan-do.js';
import { planCreateFunction } from './ddl/create-function.js';
import { planDropFunction } from './ddl/drop-function.js';
import { LiteralPlans, type BoundPlan, type TextPlan } from './literal-plans.js';
import { statementWords } from './errors/statement-words.js';
import { planReindex } from './ddl/reindex.js';
import { planDefaultPrivileges, planGrant, planGrantRole } from './stmt/grant.js';
import { planAlterOwner, planAlterTableOwner, planDropOwned, planReassignOwned } from './stmt/owner.js';
import { planCreateAggregate, planDropAggregate } from './ddl/create-aggregate.js';
import { settingsKey } from './settings-key.js';
import { planCreateOpclass, planDropOpclass } from './ddl/create-opclass.js';
import { planCreateRule, planDropRule } from './ddl/create-rule.js';
import { planRuleDml } from './stmt/rule-plan.js';

export { type ParsedStatement, loadParser } from './parse/parser.js';
export type { LexSettings } from './parse/string-conform.js';

/** How to read a query string: the session's lexical settings, and where its scanner WARNINGs go. */
export interface LexOptions extends LexSettings {
  /** Receives each WARNING (e.g. 22P06 escape_string_warning) before the statements run or fail. */
  warn?: (warning: PgErrorFields) => void;
}
export type { BoundPlan, TextPlan } from './literal-plans.js';

/**
 * Plans kept per source text: the statements of a multi-statement string and their variants
 * (parameter types, search paths, catalog versions). When full, plans for other catalog versions
 * go first, then the oldest.
 */
const PLANS_PER_SOURCE = 64;

/** What a plan depends on besides the statement text. */
export interface PlanContext {
  catalog: Catalog;
  /** Schemas to search, in order (the session's search_path, `$user` already resolved). */
  searchPath: readonly string[];
  /** Settings that change how literals are read (TimeZone, DateStyle). */
  settings?: FormatSettings;
  /** False for the simple query protocol, where `$n` has no value (42P02). Default true. */
  paramsAllowed?: boolean;
}

/** Translator.lastPlans: a statement's last plan and what it was planned under. */
interface LastPlan {
  /**
   * Weak: a parsed statement lives in the parse cache for as long as it is used, and a strong
   * reference pinned the catalog snapshot of its last plan — one snapshot per DDL statement of a
   * migration, each the size of the catalog (a 1,500-table run reached a 4 GB heap).
   */
  readonly catalog: WeakRef<Catalog>;
  readonly version: Catalog['version'];
  readonly settings: FormatSettings;
  readonly searchPath: string;
  readonly types: string;
  readonly allowed: boolean;
  readonly plan: Plan;
}

/** Options of a Translator. */
export interface TranslatorOptions {
  /** Plans kept in the LRU cache (default 2000). */
  planCacheSize?: number;
}

/** Hit/miss counters of the plan cache (reported by the benchmarks). */
export interface PlanCacheStats {
  hits: number;
  misses: number;
}

/**
 * PostgreSQL SQL in, plans out. Parses with libpg-query, rewrites the AST, emits SQLite SQL.
 * Plans are cached (LRU) by statement text, parameter types, catalog version and search_path.
 */
export class Translator {
  private readonly parsed: LRUCache<string, ParsedQuery>;
  /**
   * Plans by statement source text, then by everything else the plan depends on. Two levels so a
   * lookup hashes the long source string once per string (V8 keeps a string's hash; the parse
   * cache hands back the same string) and builds only a short context key per call.
   */
  private readonly plans: LRUCache<string, Map<string, Plan>>;
  readonly stats: PlanCacheStats = { hits: 0, misses: 0 };
  /**
   * Each parsed statement's last plan with what it was planned under: a client repeating a
   * statement (an unnamed Parse per Execute) gets it back without its cache key being built and
   * hashed. Only the same catalog snapshot, settings object and text of search_path and parameter
   * types match: exactly what the cache key holds.
   */
  private readonly lastPlans = new WeakMap<ParsedStatement, LastPlan>();
  /** Plans shared by simple-protocol statements that differ only in integer literals. */
  private readonly literalPlans: LiteralPlans;

  constructor(options: TranslatorOptions = {}) {
    const max = options.planCacheSize ?? 2000;
    this.parsed = new LRUCache({ max });
    this.plans = new LRUCache({ max });
    this.literalPlans = new LiteralPlans({ plan: (s, t, c) => this.plan(s, t, c), planFresh: (s, t, c) => this.planFresh(s, t, c) }, max);
  }

  /**
   * Plans a simple-protocol statement (no `$n`): statements that differ only in integer literals
   * in WHERE comparisons (and `SET n = n + 1`) share one plan whose parameters are those literals
   * (literal-plans.ts). Execute `plan` with `params`.
   */
  planSimple(stmt: ParsedStatement, ctx: PlanContext): BoundPlan {
    const hits = this.literalPlans.hits;
    const bound = this.literalPlans.plan(stmt, ctx);
    if (this.literalPlans.hits !== hits) this.stats.hits++;
    return bound;
  }

  /**
   * A single-statement simple-protocol query string that is a known one with other integer
   * literals, planned without parsing (literal-texts.ts); null: parse it and call planSimple.
   */
  planSimpleText(sql: string, ctx: PlanContext, lex: LexSettings = DEFAULT_LEX): TextPlan | null {
    // The known texts were read with the default lexical settings.
    if (stringsDiffer(sql, lex)) return null;
    const bound = this.literalPlans.planText(sql, ctx);
    if (bound !== null) this.stats.hits++;
    return bound;
  }

  /**
   * Splits and parses a query string as PostgreSQL reads it under `lex` (default: PostgreSQL's
   * defaults). Syntax errors are PgError 42601 with a position; the scanner's WARNINGs go to
   * `lex.warn` first, on every call (PostgreSQL scans the text each time it is sent).
   */
  parse(sql: string, lex: LexOptions = DEFAULT_LEX): ParsedStatement[] {
    const key = needsConforming(sql, lex) ? `${lex.standardConformingStrings ? 1 : 0}${lex.escapeStringWarning ? 1 : 0}${lex.backslashQuote}\u0002${sql}` : sql;
    let parsed = this.parsed.get(key);
    if (!parsed) {
      parsed = parseQuery(sql, lex);
      if (parsed.error === undefined) this.parsed.set(key, parsed);
    }
    if (lex.warn !== undefined) for (const w of parsed.warnings) lex.warn(w);
    if (parsed.error !== undefined) throw parsed.error;
    return parsed.stmts;
  }

  /** Plans one parsed statement. `paramTypes` are the OIDs the client declared (0 = unspecified). */
  plan(stmt: ParsedStatement, paramTypes: readonly number[], ctx: PlanContext): Plan {
    const settings = ctx.settings ?? defaultFormatSettings;
    const searchPath = ctx.searchPath.join(',');
    const types = paramTypes.join(',');
    const allowed = ctx.paramsAllowed !== false;
    const last = this.lastPlans.get(stmt);
    if (last !== undefined && last.catalog.deref() === ctx.catalog && last.version === ctx.catalog.version && last.settings === settings && last.searchPath === searchPath && last.types === types && last.allowed === allowed) {
      this.stats.hits++;
      return last.plan;
    }
    const plan = this.planCached(stmt, paramTypes, ctx, settings, searchPath, types);
    this.lastPlans.set(stmt, { catalog: new WeakRef(ctx.catalog), version: ctx.catalog.version, settings, searchPath, types, allowed, plan });
    return plan;
  }

  private planCached(stmt: ParsedStatement, paramTypes: readonly number[], ctx: PlanContext, settings: FormatSettings, searchPath: string, types: string): Plan {
    // Function and DO bodies are read under standard_conforming_strings and backslash_quote.
    const lex = settings.standardConformingStrings === false || settings.backslashQuote === 'off' ? `${settings.standardConformingStrings === false ? 'n' : ''}${settings.backslashQuote === 'off' ? 'q' : ''}` : '';
    const key = `${ctx.catalog.version}\u0001${searchPath}\u0001${settingsKey(settings)}\u0001${types}\u0001${ctx.paramsAllowed === false ? 's' : 'e'}\u0001${stmt.location}${lex}`;
    let bySource = this.plans.get(stmt.source);
    const hit = bySource?.get(key);
    if (hit) {
      this.stats.hits++;
      return hit;
    }
    this.stats.misses++;
    const plan = this.planFresh(stmt, paramTypes, ctx);
    if (bySource === undefined) {
      bySource = new Map();
      this.plans.set(stmt.source, bySource);
    } else if (bySource.size >= PLANS_PER_SOURCE) {
      const current = `${ctx.catalog.version}\u0001`;
      for (const k of bySource.keys()) if (!k.startsWith(current)) bySource.delete(k);
      if (bySource.size >= PLANS_PER_SOURCE) bySource.delete(bySource.keys().next().value as string);
    }
    bySource.set(key, plan);
    return plan;
  }

  /** Plans one parsed statement without the cache. */
  private planFresh(stmt: ParsedStatement, paramTypes: readonly number[], ctx: PlanContext): Plan {
    // Only schemas that exist take part in name resolution (`"$user"` usually does not).
    const schemas = ctx.catalog.schemas();
    // The session's temporary schema stays even before it exists (CREATE TEMP TABLE creates it).
    const searchPath = ctx.searchPath.filter((s) => schemas.includes(s) || isTempSchema(s));
    const planCtx = new PlanCtx(ctx.catalog, searchPath, stmt, paramTypes, ctx.settings ?? defaultFormatSettings, ctx.paramsAllowed !== false);
    const planned = withPlCalls(planCtx, withWriteTargets(planCtx, withAutoincFix(planCtx, planStatement(planCtx))));
    const plan = planned.kind === 'sql' && planCtx.currentOf !== undefined ? { ...planned, currentOf: planCtx.currentOf } : planned;
    if (plan.kind !== 'sql' || planCtx.access.size === 0) return plan;
    passDownViewWrites(planCtx);
    const cols = (m: Map<string, Set<number>>): Record<string, number[]> => Object.fromEntries([...m].map(([l, c]) => [l, [...c]]));
    const access = [
      ...[...planCtx.access].map(([relOid, a]) => ({ relOid, letters: a.letters, columns: cols(a.columns) })),
      ...planCtx.viewAccess.map((a) => ({ relOid: a.relOid, letters: a.letters, columns: cols(a.columns), via: a.via })),
    ];
    return { ...plan, access };
  }
}

function resultColumns(cols: readonly OutputColumn[]): ResultColumn[] {
  return cols.map((c) => ({ name: c.name, typeOid: c.type, typmod: c.typmod, tableOid: c.tableOid, attnum: c.attnum, ...(c.recordFields ? { recordFields: c.recordFields } : {}) }));
}

function sqlPlan(ctx: PlanCtx, rawSql: string, columns: ResultColumn[] | null, verb: string, readonly: boolean): SqlPlan {
  const { sql, paramOrder } = finishSql(rawSql);
  const paramTypes = ctx.paramTypes.map((t) => t || 25);
  return { kind: 'sql', sql, paramOrder, paramTypes, paramTypmods: [...ctx.paramTypmods], columns, verb, readonly };
}

/** A citext key column's probe facts (see KeyProbe): it collides case-insensitively and prints as text. */
function nocaseFacts(catalog: Catalog, typeOid: number): { nocase?: true; textOid?: number } {
  if (!comparesNocase(catalog, typeOid)) return {};
  return { nocase: true, textOid: (typeIn(catalog, typeOid)?.elemOid ?? 0) !== 0 ? Oid._text : Oid.text };
}

function dmlPlan(ctx: PlanCtx, r: DmlResult, verb: string): SqlPlan {
  if (r.steps) return multiStepPlan(ctx, r.steps, r.returning ? resultColumns(r.returning.columns) : null, verb);
  const made = withSerialVariants(sqlPlan(ctx, r.sql, r.returning ? resultColumns(r.returning.columns) : null, verb, false), r);
  const checked = r.rowChecks ? { ...made, rowChecks: r.rowChecks } : made;
  const plan = r.foreignKeysOff === undefined ? checked : { ...checked, foreignKeysOff: r.foreignKeysOff };
  if (r.oldRows) {
    const { sql, paramOrder } = finishSql(r.oldRows.sql);
    const columns = r.oldRows.columns.map((c) => ({ name: c.name, sqliteName: c.sqliteName, typeOid: c.typeOid, typmod: c.typmod }));
    const next = r.oldRows.newSql === undefined ? {} : { newRows: finishSql(r.oldRows.newSql) };
    return { ...plan, oldRows: { sql, paramOrder, table: r.oldRows.table, columns, changed: r.oldRows.changed, ...next } };
  }
  if (!r.probe) return plan;
  const { sql, paramOrder } = finishSql(r.probe.sql);
  const columns = r.probe.columns.map((c) => ({ name: c.name, sqliteName: c.sqliteName, typeOid: c.typeOid, typmod: c.typmod, ...nocaseFacts(ctx.catalog, c.typeOid) }));
  const drawn = r.probe.drawn ? { drawn: { sql: r.probe.drawn.sql, column: { name: r.probe.drawn.column.name, sqliteName: r.probe.drawn.column.sqliteName, typeOid: r.probe.drawn.column.typeOid, typmod: r.probe.drawn.column.typmod } } } : {};
  return { ...plan, keyProbe: { sql, paramOrder, table: r.probe.table, columns, ...drawn } };
}

/**
 * A SELECT calling session functions: in a FROM item or a CTE (run first), or among its output
 * columns; else null.
 */
function planSelectWithSessionCalls(ctx: PlanCtx, f: Fields): SessionFunctionPlan | null {
  const hoisted = hoistSessionScans('SelectStmt', f);
  if (hoisted !== null) return planSelectWithSessionCalls(ctx, hoisted);
  const plain = (g: Fields): SessionFunctionPlan | SqlPlan => {
    const calls = planSelectWithSessionCalls(ctx, g);
    if (calls !== null) return calls;
    const r = translateSelect(g, new Scope(ctx));
    return sqlPlan(ctx, r.sql, resultColumns(r.columns), 'SELECT', true);
  };
  return planStagedCte(ctx, f, plain) ?? planSessionFunctions(ctx, f, (sql, columns) => sqlPlan(ctx, sql, columns, 'SELECT', true));
}

/**
 * INSERT / UPDATE / DELETE reading a FROM item that calls a session function
 * (`INSERT INTO t SELECT $1 FROM pg_sleep(5)`): the call runs first, then the statement with its
 * row in place (stmt/session-function-scan.ts); else null.
 */
function planDmlWithSessionScans(ctx: PlanCtx, t: string, f: Fields): SessionFunctionPlan | null {
  const hoisted = t === 'InsertStmt' || t === 'UpdateStmt' || t === 'DeleteStmt' ? hoistSessionScans(t, f) : null;
  if (hoisted === null) return null;
  const planSelect = (g: Fields): SessionFunctionPlan | SqlPlan => planSelectWithSessionCalls(ctx, g) ?? sqlPlan(ctx, translateSelect(g, new Scope(ctx)).sql, null, 'SELECT', true);
  return planStagedCte(ctx, hoisted, planSelect, t, (stmt) => {
    const rest = planStatement(new PlanCtx(ctx.catalog, ctx.searchPath, stmt, ctx.paramTypes, ctx.settings, ctx.paramsAllowed));
    return rest.kind === 'sql' || rest.kind === 'session-fn' ? rest : null;
  });
}

function planStatement(ctx: PlanCtx): Plan {
  const node = ctx.stmt.ast;
  const t = nodeType(node);
  const f = fieldsOf(node);
  rejectTransitionTargets(ctx, t, f);
  const scans = planDmlWithSessionScans(ctx, t, f);
  if (scans !== null) return scans;
  const ruled = t === 'InsertStmt' || t === 'UpdateStmt' || t === 'DeleteStmt' ? planRuleDml(ctx, t, f) : null;
  if (ruled !== null) return ruled;
  if ((t === 'SelectStmt' || t === 'InsertStmt' || t === 'UpdateStmt' || t === 'DeleteStmt') && hasModifyingWith(f)) {
    rejectUnfiredTriggers(ctx, t, f);
    return planModifyingWith(ctx, t, f);
  }
  if (t === 'DefineStmt' && f['kind'] === 'OBJECT_AGGREGATE') return planCreateAggregate(ctx, f);
  if (t === 'CreateOpClassStmt') return planCreateOpclass(ctx, f);
  switch (t) {
    case 'SelectStmt': {
      if (f['intoClause']) return planSelectInto(ctx, f);
      if (f['lockingClause'] && f['lockingClause'].length) {
        // FOR UPDATE / SHARE: pgsqlite has a single writer, so the rows cannot change under us.
      }
      const voidCall = planVoidFunctionCall(ctx, f);
      if (voidCall !== null) return voidCall;
      const sessionFns = planSelectWithSessionCalls(ctx, f);
      if (sessionFns !== null) return sessionFns;
      const autoinc = planAutoincSequenceSelect(ctx, f, (sql, columns, readonly) => sqlPlan(ctx, sql, columns, 'SELECT', readonly));
      if (autoinc !== null) return autoinc;
      const r = planTimeCovers(f)
        ? withDeferredCastErrors(ctx, () => (attachPlanTimeConstants(f, new Scope(ctx)), translateSelect(f, new Scope(ctx))))
        : (attachPlanTimeConstants(f, new Scope(ctx)), translateSelect(f, new Scope(ctx)));
      const plan = sqlPlan(ctx, r.sql, resultColumns(r.columns), 'SELECT', true);
      const check = takePlanTimeCheck(f);
      return check === undefined ? plan : { ...plan, planTimeCheck: finishSql(`SELECT ${check}`) };
    }
    case 'InsertStmt': {
      const plain = (s: Fields): SqlPlan => dmlPlan(ctx, translateInsert(ctx, foldBeforeTriggers(ctx, 'insert', s)), 'INSERT');
      const planned = planInsteadDml(ctx, 'insert', f, 'INSERT', resultColumns) ?? planTriggeredDml(ctx, 'insert', f, plain);
      if (planned !== undefined) return planned;
      try {
        return plain(f);
      } catch (e) {
        // ON CONFLICT into a partitioned table that SQL cannot route once per row: row by row
        return routedAfterRefusal(ctx, f, plain, e);
      }
    }
    case 'UpdateStmt':
      return planSettingsUpdate(ctx, f, (sql, columns) => sqlPlan(ctx, sql, columns, 'SELECT', true)) ?? planInsteadDml(ctx, 'update', f, 'UPDATE', resultColumns) ?? planTriggeredDml(ctx, 'update', f, (s) => dmlPlan(ctx, translateUpdate(ctx, foldBeforeTriggers(ctx, 'update', s)), 'UPDATE')) ?? dmlPlan(ctx, translateUpdate(ctx, foldBeforeTriggers(ctx, 'update', f)), 'UPDATE');
    case 'DeleteStmt':
      return planInsteadDml(ctx, 'delete', f, 'DELETE', resultColumns) ?? planTriggeredDml(ctx, 'delete', f, (s) => dmlPlan(ctx, translateDelete(ctx, s), 'DELETE')) ?? dmlPlan(ctx, translateDelete(ctx, f, undefined, true), 'DELETE');
    case 'MergeStmt':
      rejectUnfiredTriggers(ctx, t, f);
      return planMerge(ctx, f);
    case 'CreateStmt':
      return planCreateTable(ctx, f);
    case 'CreateTableAsStmt':
      return planCreateTableAs(ctx, f);
    case 'RefreshMatViewStmt':
      return planRefreshMatView(ctx, f);
    case 'DropStmt':
      return planDropRule(ctx, f) ?? planDropAggregate(ctx, f) ?? planDropOpclass(ctx, f) ?? planDropTrigger(ctx, f) ?? planDropFunction(ctx, f) ?? planDropType(ctx, f) ?? planDrop(ctx, f);
    case 'RuleStmt':
      return planCreateRule(ctx, f);
    case 'CreateTrigStmt':
      return planCreateTrigger(ctx, f);
    case 'CallStmt':
      return planCall(ctx, f);
    case 'CompositeTypeStmt':
      return planCreateComposite(ctx, f);
    case 'CreateEnumStmt':
      return planCreateEnum(ctx, f);
    case 'CreateRangeStmt':
      return planCreateRange(ctx, f);
    case 'AlterEnumStmt':
      return planAlterEnum(ctx, f);
    case 'CreateDomainStmt':
      return planCreateDomain(ctx, f);
    case 'AlterDomainStmt':
      return planAlterDomain(ctx, f);
    case 'IndexStmt':
      return planCreateIndex(ctx, f);
    case 'CreateSchemaStmt':
      return planCreateSchema(ctx, f);
    case 'ViewStmt':
      return planCreateView(ctx, f);
    case 'CommentStmt':
      return planComment(ctx, f);
    case 'CreateSeqStmt':
      return planCreateSequence(ctx, f);
    case 'AlterSeqStmt':
      return planAlterSequence(ctx, f);
    case 'CreateExtensionStmt':
      return planCreateExtension(ctx, f);
    case 'TruncateStmt':
      return planTruncate(ctx, f);
    case 'AlterTableStmt':
      return planAlterTableOwner(ctx, f) ?? planAlterComposite(ctx, f) ?? planAlterTable(ctx, f);
    case 'GrantStmt':
      return planGrant(ctx, f);
    case 'GrantRoleStmt':
      return planGrantRole(f);
    case 'AlterDefaultPrivilegesStmt':
      return planDefaultPrivileges(ctx, f);
    case 'AlterOwnerStmt':
      return planAlterOwner(ctx, f);
    case 'ReassignOwnedStmt':
      return planReassignOwned(f);
    case 'DropOwnedStmt':
      return planDropOwned(f);
    case 'RenameStmt':
      return f['renameType'] === 'OBJECT_ROLE' ? planRenameRole(f) : (planRenameComposite(ctx, f) ?? planRename(ctx, f));
    case 'TransactionStmt':
      return planTransaction(ctx, f);
    case 'VariableSetStmt':
      return planVariableSet(ctx, f);
    case 'VariableShowStmt':
      return planShow(f);
    case 'ExplainStmt': {
      checkExplainOptions(ctx, f);
      const inner = planStatement(new PlanCtx(ctx.catalog, ctx.searchPath, { ...ctx.stmt, ast: f['query'] }, ctx.paramTypes, ctx.settings, ctx.paramsAllowed));
      if (inner.kind !== 'sql') throw ctx.error('feature_not_supported', 'EXPLAIN of a utility statement is not supported by pgsqlite');
      return explainPlan(inner);
    }
    case 'ListenStmt':
      return planListen(f);
    case 'LockStmt':
      return planLockTable(ctx, f);
    case 'UnlistenStmt':
      return planUnlisten(f);
    case 'NotifyStmt':
      return planNotify(f);
    case 'PrepareStmt':
      return planPrepare(ctx, f);
    case 'ExecuteStmt':
      return planExecute(ctx, f);
    case 'DeallocateStmt':
      return planDeallocate(f);
    case 'DeclareCursorStmt':
      return planDeclareCursor(ctx, f, (sql, columns) => sqlPlan(ctx, sql, columns, 'SELECT', true));
    case 'FetchStmt':
      return planFetch(f);
    case 'ClosePortalStmt':
      return planClosePortal(f);
    case 'CreateRoleStmt':
      return planCreateRole(ctx, f);
    case 'AlterRoleStmt':
      return planAlterRole(ctx, f);
    case 'DropRoleStmt':
      return planDropRole(ctx, f);
    case 'CreatedbStmt':
      return planCreateDatabase(ctx, f);
    case 'DropdbStmt':
      return planDropDatabase(ctx, f);
    case 'AlterDatabaseStmt':
      return planAlterDatabase(ctx, f);
    case 'AlterDatabaseSetStmt':
      return planAlterDatabaseSet(ctx, f);
    case 'CopyStmt':
      return planCopy(ctx, f, (sql, columns) => sqlPlan(ctx, sql, columns, 'SELECT', true));
    case 'VacuumStmt':
      return f['is_vacuumcmd'] ? { ...planNoop('VACUUM'), notInBlock: true } : planNoop('ANALYZE');
    case 'ReindexStmt':
      return planReindex(ctx, f);
    case 'CheckPointStmt':
      return planNoop('CHECKPOINT');
    case 'DiscardStmt': {
      // the tag names the target (DISCARD ALL / PLANS / SEQUENCES / TEMP); DISCARD ALL runs outside a block only
      const target = String(f['target'] ?? 'DISCARD_ALL');
      const tag = `DISCARD ${target.startsWith('DISCARD_') ? target.slice(8) : 'ALL'}`;
      const discard = tag.slice('DISCARD '.length).toLowerCase() as 'all' | 'plans' | 'sequences' | 'temp';
      return { ...planNoop(tag), discard, ...(tag === 'DISCARD ALL' ? { notInBlock: true } : {}) };
    }
    case 'ConstraintsSetStmt':
      return planSetConstraints(ctx, f);
    case 'DoStmt':
      return planDo(ctx, f);
    case 'CreateFunctionStmt':
      return planCreateFunction(ctx, f);
    case 'AlterFunctionStmt':
      return planAlterFunction(ctx, f);
    case 'AlterObjectSchemaStmt': {
      const plan = planRoutineSetSchema(ctx, f) ?? planRelationSetSchema(ctx, f) ?? planTypeSetSchema(ctx, f);
      if (plan !== undefined) return plan;
      throw ctx.error('feature_not_supported', `${statementWords(t, f)} is not supported by pgsqlite`, ctx.stmt.location);
    }
    default:
      throw ctx.error('feature_not_supported', `${statementWords(t, f)} is not supported by pgsqlite`, ctx.stmt.location);
  }
}
