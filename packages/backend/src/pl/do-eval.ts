import { formatType, typeByOid } from '@pgsqlite/catalog';
import { PgError, toPgError } from '@pgsqlite/errors';
import type { SqlValue } from '@pgsqlite/engine';
import { elementAssignPlan, type DoDeclaration, type DoTarget, type Plan, type ResultColumn } from '@pgsqlite/translate';
import type { ExecContext } from '../context.js';
import { resultColumns, type PlanOutcome } from '../result-columns.js';
import { planOf } from '../statement-plan.js';
import { lexOptions } from '../lex-options.js';
import type { FunctionFrame } from './function-run.js';
import { declaredRecord, liveFields, parameterRecord, recordTypeName, setStored, storedRecord } from './composite-vars.js';
import { anonymousRowValues, rowExpressionValues } from './row-expression.js';
import { bindVariables, processedRows, type DoRecord, type DoScalar, type DoValue, type DoVariables } from './do-variables.js';

/** Runs a plan in the session's transaction (executePlan, passed in to avoid an import cycle). */
export type PlanRunner = (core: ExecContext, plan: Plan, params: readonly SqlValue[]) => Promise<PlanOutcome>;

/** Plan kinds a statement of a DO block may have. */
const INNER_KINDS = new Set<Plan['kind']>(['sql', 'ddl', 'set', 'noop', 'session-fn', 'do', 'cursor']);

const INT4_OID = 23;
const REFCURSOR_OID = 1790;
const INT8_OID = 20;

/** State of one DO block run: FOUND, ROW_COUNT, the variables and the error an exception handler is handling. */
export interface DoRun {
  core: ExecContext;
  exec: PlanRunner;
  state: { found: boolean; rowCount: number; values: Map<string, DoValue> };
  handling: PgError | null;
  /** The function CONTEXT lines name (`inline_code_block` for DO, `f()` for a trigger function) */
  label?: string;
  /** A called function's frame (RETURN NEXT rows, RETURN's value) */
  fn?: FunctionFrame;
  /** A trigger's WHEN condition: the relation NEW and OLD are stored in (their system column tableoid) */
  tableoid?: number;
}

/** What one statement returned: its columns (null for no rows), rows and command tag. */
export interface QueryResult {
  columns: readonly ResultColumn[] | null;
  rows: SqlValue[][];
  tag: string | null;
}

/**
 * Plans one statement with the block's variables bound as parameters and runs it. The body's
 * statements are already standard text; a `dynamic` string (EXECUTE) is read under the session's
 * standard_conforming_strings.
 */
export async function runQuery(run: DoRun, sql: string, bind = true, dynamic = false): Promise<QueryResult[]> {
  const { core } = run;
  const out: QueryResult[] = [];
  for (const parsed of core.translator.parse(sql, dynamic ? lexOptions(core) : undefined)) {
    const bound = bind ? bindVariables(parsed, variablesOf(run)) : { stmt: parsed, types: [], values: [] };
    const planned = planOf(core, bound.stmt, bound.types);
    const plan = planned.kind === 'cursor' ? { ...planned, nested: true as const } : bind ? currentOfVariable(run, planned) : planned;
    if (!INNER_KINDS.has(plan.kind)) {
      const what = plan.kind === 'transaction' ? 'transaction control' : plan.kind === 'prepared' ? 'PREPARE/EXECUTE' : plan.kind.toUpperCase();
      throw new PgError('feature_not_supported', `${what} statements in DO blocks are not supported by pgsqlite`);
    }
    const columns = resultColumns(plan, core);
    const result = await run.exec(core, plan, bound.values);
    out.push({ columns, rows: result.rows ?? [], tag: result.tag });
  }
  return out;
}

/** `WHERE CURRENT OF v` of a refcursor variable names the portal the variable holds (parse_expr.c transformCurrentOfExpr: a cursor parameter). */
function currentOfVariable(run: DoRun, plan: Plan): Plan {
  if (plan.kind !== 'sql' || plan.currentOf === undefined) return plan;
  const v = run.state.values.get(plan.currentOf.cursor);
  if (v?.kind !== 'scalar' || v.type !== REFCURSOR_OID || v.value === null) return plan;
  return { ...plan, currentOf: { ...plan.currentOf, cursor: String(v.value) } };
}

/** The block's variables as a statement binds them (bindVariables). */
export function variablesOf(run: DoRun): DoVariables {
  return { found: run.state.found, handling: run.handling, values: run.state.values, whole: (rec) => storedRecord(run.core, rec), ...(run.tableoid !== undefined ? { tableoid: run.tableoid } : {}) };
}

/** What PostgreSQL shows for an expression's errors: the text (the expression, or the whole assignment) and where the expression starts in it. */
export interface ExprSource {
  label: 'SQL expression' | 'PL/pgSQL assignment';
  text: string;
  offset: number;
}

/**
 * `SELECT <before><expr><after>` as PL/pgSQL evaluates an expression: one column, at most one
 * row; the value and its type. Errors get PostgreSQL's context (`SQL expression "…"`), or an
 * internal position into the expression when they point into it.
 */
export async function evaluate(run: DoRun, expr: string, before = '', after = '', source: ExprSource = { label: 'SQL expression', text: expr, offset: 0 }): Promise<{ value: SqlValue; column: ResultColumn }> {
  const sql = `SELECT ${before}${expr}${after}`;
  let r: QueryResult | undefined;
  try {
    [r] = await runQuery(run, sql);
  } catch (e) {
    let err = toPgError(e);
    // An expression that is a query tail (`count(*) = 0 FROM t WHERE …`): PL/pgSQL runs `SELECT expr`, then casts the value.
    if (err.fields.code === '42601' && (before !== '' || after !== '')) {
      const shaped = await queryShaped(run, expr, before, after).catch((e2: unknown) => toPgError(e2));
      if (!(shaped instanceof PgError)) return shaped;
      err = shaped;
    }
    if (err.fields.where?.includes('PL/pgSQL function') === true) throw err;
    const at = err.fields.position;
    if (at !== undefined) throw err.with({ position: undefined, internalPosition: Math.max(1, at - 7 - before.length + source.offset), internalQuery: source.text });
    const here = `${source.label} "${source.text}"`;
    throw err.with({ where: err.fields.where === undefined ? here : `${err.fields.where}\n${here}` });
  }
  const column = r?.columns?.length === 1 ? r.columns[0] : undefined;
  if (r === undefined || column === undefined) throw new PgError('syntax_error', `query "${sql}" returned ${r?.columns?.length ?? 0} columns`);
  if (r.rows.length > 1) throw new PgError('cardinality_violation', `query "${sql}" returned more than one row`);
  return { value: r.rows[0]?.[0] ?? null, column };
}

/** A boolean condition (IF, WHILE, EXIT WHEN): NULL is false. */
export async function condition(run: DoRun, expr: string): Promise<boolean> {
  const { value } = await evaluate(run, expr, '(', ')::boolean');
  return value !== null && Number(value) === 1;
}

/** An integer bound of FOR i IN a..b (NULL is 22004 naming the bound). */
export async function integerOf(run: DoRun, expr: string, what: string): Promise<number> {
  const { value } = await evaluate(run, expr, 'CAST((', ') AS integer)');
  if (value === null) throw new PgError('null_value_not_allowed', `${what} of FOR loop cannot be null`);
  return Number(value);
}

/** Gives every DECLAREd variable its default (NULL, or its DEFAULT expression cast to its type), in order. */
export async function declareVariables(run: DoRun, declarations: readonly DoDeclaration[]): Promise<void> {
  for (const d of declarations) {
    // the compiler asked the catalog which declared types are composite (DoDeclaration.rowType)
    const typed = d.rowType === true && d.typname !== null ? declaredRecord(run.core, d.typname) : undefined;
    if (d.typname === null || typed !== undefined || d.typname.toUpperCase().endsWith('%ROWTYPE')) {
      const rec: DoRecord = typed ?? { kind: 'record', columns: null, values: [] };
      run.state.values.set(d.name, rec);
      if (d.default !== undefined) await assignRecord(run, d.name, rec, d.default, { label: 'SQL expression', text: d.default, offset: 0 });
      if (d.notNull && rec.isNull === true) throw notNullError(d.name);
      continue;
    }
    const typname = d.typname.toUpperCase().endsWith('%TYPE') ? await copiedType(run, d.typname.slice(0, -'%TYPE'.length)) : d.typname;
    const { value, column } = await evaluate(run, d.default ?? 'NULL', 'CAST((', `) AS ${typname})`);
    const v: DoScalar = { kind: 'scalar', typname, type: column.typeOid, value, notNull: d.notNull, ...(d.constant ? { constant: true } : {}) };
    if (d.notNull && value === null) throw notNullError(d.name);
    run.state.values.set(d.name, v);
  }
}

/**
 * `rec := expr` (pl_exec.c exec_assign_value into a record): a row constructor fills the fields
 * (each cast to its field's type); any other value of a composite type is converted to the
 * record's type — or, for an anonymous record, gives it that type; NULL makes it NULL as a whole.
 */
async function assignRecord(run: DoRun, name: string, rec: DoRecord, expr: string, source: ExprSource): Promise<void> {
  if (rec.declaredType === true && rec.typeOid !== undefined) {
    const live = liveFields(rec);
    if (live.columns.every((c) => c.typname !== undefined)) {
      const cols = live.columns.map((c) => ({ type: c.type, typname: c.typname ?? 'text' }));
      const fields = await rowExpressionValues(run, expr, cols, false);
      if (fields !== undefined) {
        setLiveFields(rec, fields);
        return;
      }
    }
    const { value } = await evaluate(run, expr, 'CAST((', `) AS ${recordTypeName(run.core, rec.typeOid)})`, source);
    setStored(rec, value);
    return;
  }
  const anonymous = await anonymousRowValues(run, expr);
  if (anonymous !== undefined) {
    Object.assign(rec, anonymous);
    delete rec.typeOid;
    delete rec.isNull;
    delete rec.declaredType;
    return;
  }
  const { value, column } = await evaluate(run, expr, '', '', source);
  const typed = parameterRecord(run.core, column.typeOid, value);
  if (typed === undefined) {
    if (value === null) {
      rec.columns = null;
      rec.values = [];
      delete rec.typeOid;
      delete rec.isNull;
      return;
    }
    throw new PgError('feature_not_supported', `assignment to record "${name}" of a value of type ${formatType(column.typeOid, -1)} is not supported by pgsqlite`);
  }
  Object.assign(rec, typed);
  delete rec.declaredType;
}

/** Sets a record's fields but the dropped ones, in order (the record is no longer NULL as a whole). */
function setLiveFields(rec: DoRecord, fields: readonly SqlValue[]): void {
  let k = 0;
  rec.values = (rec.columns ?? []).map((c) => (c.name === '' ? null : (fields[k++] ?? null)));
  rec.isNull = false;
}

/** The type `var%TYPE` or `table.column%TYPE` copies, as format_type spells it. */
async function copiedType(run: DoRun, ref: string): Promise<string> {
  const v = run.state.values.get(ref.trim().toLowerCase());
  if (v?.kind === 'scalar') return v.typname;
  const dot = ref.lastIndexOf('.');
  if (dot < 0 || ref.includes("'") || ref.includes('"')) throw new PgError('feature_not_supported', `PL/pgSQL ${ref}%TYPE in DO blocks is not supported by pgsqlite`);
  const rel = ref.slice(0, dot).trim();
  const col = ref.slice(dot + 1).trim().toLowerCase();
  const sql = `SELECT pg_catalog.format_type(a.atttypid, a.atttypmod) FROM pg_catalog.pg_attribute a WHERE a.attrelid = '${rel}'::regclass AND a.attname = '${col}' AND NOT a.attisdropped`;
  // PostgreSQL resolves %TYPE while compiling: an unknown table or column is a syntax error at the `%`.
  const invalid = new PgError('syntax_error', 'syntax error at or near "%"', { where: `invalid type name "${ref}%TYPE"` });
  const [r] = await runQuery(run, sql, false).catch(() => {
    throw invalid;
  });
  const name = r?.rows[0]?.[0];
  if (typeof name !== 'string') throw invalid;
  return name;
}

function notNullError(name: string): PgError {
  return new PgError('null_value_not_allowed', `null value cannot be assigned to variable "${name}" declared NOT NULL`);
}

function scalar(run: DoRun, name: string): DoScalar {
  const v = run.state.values.get(name);
  if (v?.kind !== 'scalar') throw new PgError('feature_not_supported', `assignment to "${name}" in DO blocks is not supported by pgsqlite`);
  return v;
}

/** `name := expr`: the expression cast to the variable's type. */
export async function assignExpression(run: DoRun, s: { name: string; target?: string; expr: string; text: string; offset: number }): Promise<void> {
  const { name } = s;
  if (s.target !== undefined) return assignElement(run, { ...s, target: s.target });
  const dot = name.indexOf('.');
  if (dot > 0) return assignField(run, name.slice(0, dot), name.slice(dot + 1), s);
  const rec = run.state.values.get(name);
  if (rec?.kind === 'record') {
    return assignRecord(run, name, rec, s.expr, { label: 'PL/pgSQL assignment', text: s.text, offset: s.offset });
  }
  const v = scalar(run, name);
  const { value } = await evaluate(run, s.expr, 'CAST((', `) AS ${v.typname})`, { label: 'PL/pgSQL assignment', text: s.text, offset: s.offset });
  if (v.notNull && value === null) throw notNullError(name);
  v.value = value;
}

/**
 * `v[i]…[k] := expr` of an array variable: the subscripts (int4, NULL is 22004) and the value cast
 * to the element type, then the array with that element set (translate's elementAssignPlan, as
 * UPDATE … SET v[i] = x). Slices and subscripts of other types are 0A000.
 */
async function assignElement(run: DoRun, s: { name: string; target: string; expr: string; text: string; offset: number }): Promise<void> {
  const v = scalar(run, s.name);
  const subscripts = elementSubscripts(run, s.target);
  const elem = typeByOid(v.type)?.elemOid ?? 0;
  const plan = subscripts === undefined ? undefined : elementAssignPlan(v.type, subscripts.length);
  if (plan === undefined || subscripts === undefined) throw new PgError('feature_not_supported', 'PL/pgSQL assignment to a field or array slice is not supported by pgsqlite');
  const index: SqlValue[] = [];
  for (const sub of subscripts) {
    const { value } = await evaluate(run, sub, 'CAST((', ') AS integer)', { label: 'PL/pgSQL assignment', text: s.text, offset: 0 });
    if (value === null) throw new PgError('null_value_not_allowed', 'array subscript in assignment must not be null');
    index.push(value);
  }
  const { value } = await evaluate(run, s.expr, 'CAST((', `) AS ${formatType(elem, -1)})`, { label: 'PL/pgSQL assignment', text: s.text, offset: s.offset });
  const out = await run.exec(run.core, plan, [v.value, ...index, value]);
  v.value = out.rows?.[0]?.[0] ?? null;
}

/** Subscripts of assignment targets by their text (an assignment in a loop parses its target once). */
const subscriptCache = new Map<string, string[] | undefined>();
const SUBSCRIPT_CACHE_SIZE = 256;

/** The subscript expressions of an assignment target `v[a][b]` (as SQL text), undefined for slices and anything else. */
function elementSubscripts(run: DoRun, target: string): string[] | undefined {
  if (subscriptCache.has(target)) return subscriptCache.get(target);
  const found = parseSubscripts(run, target);
  if (subscriptCache.size >= SUBSCRIPT_CACHE_SIZE) subscriptCache.delete(subscriptCache.keys().next().value as string);
  subscriptCache.set(target, found);
  return found;
}

function parseSubscripts(run: DoRun, target: string): string[] | undefined {
  const [parsed] = run.core.translator.parse(`SELECT ${target}`);
  const sel = (parsed?.ast as { SelectStmt?: { targetList?: { ResTarget?: { val?: { A_Indirection?: { indirection?: unknown[] } } } }[] } } | undefined)?.SelectStmt;
  const ind = sel?.targetList?.[0]?.ResTarget?.val?.A_Indirection?.indirection;
  if (parsed === undefined || ind === undefined) return undefined;
  for (const n of ind) {
    const idx = (n as { A_Indices?: { is_slice?: boolean; uidx?: unknown } }).A_Indices;
    if (idx === undefined || idx.is_slice === true || idx.uidx === undefined) return undefined;
  }
  const texts = bracketGroups(target);
  return texts.length === ind.length ? texts : undefined;
}

/** The contents of the top-level `[…]` groups of `text` (quotes and nested brackets skipped). */
function bracketGroups(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = -1;
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quote !== null) {
      if (ch === quote) quote = null;
      continue;
    }
    if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '[' || ch === '(') {
      if (ch === '[' && depth === 0) start = i + 1;
      depth++;
    } else if (ch === ']' || ch === ')') {
      depth--;
      if (ch === ']' && depth === 0 && start >= 0) {
        out.push(text.slice(start, i));
        start = -1;
      }
    }
  }
  return out;
}

/** `rec.field := expr` (a trigger's NEW.x): the expression cast to the field's type. */
async function assignField(run: DoRun, rec: string, field: string, s: { expr: string; text: string; offset: number }): Promise<void> {
  const v = run.state.values.get(rec);
  if (v?.kind !== 'record') throw new PgError('feature_not_supported', `assignment to "${rec}.${field}" in DO blocks is not supported by pgsqlite`);
  if (v.columns === null) throw new PgError('object_not_in_prerequisite_state', `record "${rec}" is not assigned yet`, { detail: 'The tuple structure of a not-yet-assigned record is indeterminate.' });
  const i = v.columns.findIndex((c) => c.name === field);
  const col = v.columns[i];
  if (col === undefined) throw new PgError('undefined_column', `record "${rec}" has no field "${field}"`, { where: `PL/pgSQL assignment "${s.text}"` });
  if (col.typname === undefined) throw new PgError('feature_not_supported', `assignment to a field of record "${rec}" is not supported by pgsqlite`);
  const { value } = await evaluate(run, s.expr, 'CAST((', `) AS ${col.typname})`, { label: 'PL/pgSQL assignment', text: s.text, offset: s.offset });
  v.values[i] = value;
  v.isNull = false;
}

/** Stores a value of type `from` in field `field` of record variable `rec` (cast to the field's type). */
async function assignFieldValue(run: DoRun, rec: string, field: string, value: SqlValue, from: number): Promise<void> {
  const v = run.state.values.get(rec);
  if (v?.kind !== 'record') throw new PgError('feature_not_supported', `assignment to "${rec}.${field}" in DO blocks is not supported by pgsqlite`);
  if (v.columns === null) throw new PgError('object_not_in_prerequisite_state', `record "${rec}" is not assigned yet`, { detail: 'The tuple structure of a not-yet-assigned record is indeterminate.' });
  const i = v.columns.findIndex((c) => c.name === field);
  const col = v.columns[i];
  if (col === undefined) throw new PgError('undefined_column', `record "${rec}" has no field "${field}"`);
  if (col.typname === undefined) throw new PgError('feature_not_supported', `assignment to a field of record "${rec}" is not supported by pgsqlite`);
  v.values[i] = await castValue(run, value, from, col.type, col.typname);
  v.isNull = false;
}

/** Stores a value of type `from` in a scalar variable (cast to its type when they differ). */
export async function assignValue(run: DoRun, name: string, value: SqlValue, from: number): Promise<void> {
  // SELECT … INTO rec.field (a trigger's NEW.x): the value cast to the field's type.
  const dot = name.indexOf('.');
  if (dot > 0 && run.state.values.get(name.slice(0, dot))?.kind === 'record') return assignFieldValue(run, name.slice(0, dot), name.slice(dot + 1), value, from);
  const v = scalar(run, name);
  if (v.notNull && value === null) throw notNullError(name);
  v.value = await castValue(run, value, from, v.type, v.typname);
}

/** A value of type `from` as type `to` (spelled `typname`): itself when the types are one. */
async function castValue(run: DoRun, value: SqlValue, from: number, to: number, typname: string): Promise<SqlValue> {
  if (value === null || from === to) return value;
  const [parsed] = run.core.translator.parse(`SELECT CAST($1 AS ${typname})`);
  if (parsed === undefined) return value;
  const plan = planOf(run.core, parsed, [from]);
  const out = await run.exec(run.core, plan, [value]);
  return out.rows?.[0]?.[0] ?? null;
}

/** Puts a row (or NULLs when there is none) into an INTO target or FOR loop variables. */
export async function assignRow(run: DoRun, to: DoTarget, columns: readonly ResultColumn[], row: readonly SqlValue[] | undefined): Promise<void> {
  // A variable of a row type (`r items`) compiles as a plain variable: it takes the whole row.
  const only = to.kind === 'vars' && to.names.length === 1 ? to.names[0] : undefined;
  const target: DoTarget = only !== undefined && run.state.values.get(only)?.kind === 'record' ? { kind: 'record', name: only } : to;
  if (target.kind === 'record') {
    const rec = run.state.values.get(target.name);
    if (rec?.kind !== 'record') throw new PgError('feature_not_supported', `record target "${target.name}" in DO blocks is not supported by pgsqlite`);
    if (rec.declaredType === true) {
      // A record of a declared type keeps it: the row's columns by position, cast to its fields'
      // types, missing ones NULL (pl_exec.c exec_move_row_from_fields); no row gives NULL fields.
      const live = liveFields(rec).columns;
      const fields: SqlValue[] = [];
      for (const [i, c] of live.entries()) fields.push(await castValue(run, row?.[i] ?? null, columns[i]?.typeOid ?? c.type, c.type, c.typname ?? formatType(c.type, -1)));
      setLiveFields(rec, fields);
      return;
    }
    rec.columns = columns.map((c) => ({ name: c.name, type: c.typeOid }));
    rec.values = columns.map((_, i) => row?.[i] ?? null);
    delete rec.typeOid;
    delete rec.isNull;
    return;
  }
  for (const [i, name] of target.names.entries()) await assignValue(run, name, row?.[i] ?? null, columns[i]?.typeOid ?? 25);
}

/** SQL … INTO target [STRICT]: pl_exec.c exec_stmt_execsql's row checks, then the first row into the target. */
export async function runInto(run: DoRun, r: QueryResult, target: DoTarget, strict: boolean, setFound: boolean): Promise<void> {
  if (r.columns === null) throw new PgError('syntax_error', 'INTO used with a command that cannot return data');
  const n = r.rows.length;
  const isSelect = r.tag?.startsWith('SELECT') === true;
  if (n === 0 && strict) throw new PgError('no_data_found', 'query returned no rows');
  // EXECUTE's check gives no hint (pl_exec.c exec_stmt_dynexecute); `setFound` is false only there.
  if (n > 1 && (strict || !isSelect)) throw new PgError('too_many_rows', 'query returned more than one row', setFound ? { hint: 'Make sure the query returns a single row, or use LIMIT 1.' } : {});
  await assignRow(run, target, r.columns, r.rows[0]);
  run.state.rowCount = isSelect ? Math.min(n, strict ? n : 1) : (processedRows(r.tag) ?? n);
  if (setFound) run.state.found = n > 0;
}

/** GET DIAGNOSTICS var = ROW_COUNT. */
export async function getRowCount(run: DoRun, name: string): Promise<void> {
  // Integers are bound as bigint: SQLite stores a JS number as REAL.
  await assignValue(run, name, BigInt(run.state.rowCount), INT8_OID);
}

/** Sets the integer loop variable of FOR i IN a..b (declared by the loop itself). */
export function setLoopVariable(run: DoRun, name: string, value: number): void {
  run.state.values.set(name, { kind: 'scalar', typname: 'integer', type: INT4_OID, value: BigInt(value), notNull: false });
}

/** `SELECT expr` run as written, its one value then put through `before $1 after` (the cast). */
async function queryShaped(run: DoRun, expr: string, before: string, after: string): Promise<{ value: SqlValue; column: ResultColumn }> {
  const [r] = await runQuery(run, `SELECT ${expr}`);
  const column = r?.columns?.length === 1 ? r.columns[0] : undefined;
  if (r === undefined || column === undefined) throw new PgError('syntax_error', `query "SELECT ${expr}" returned ${r?.columns?.length ?? 0} columns`);
  if (r.rows.length > 1) throw new PgError('cardinality_violation', `query "SELECT ${expr}" returned more than one row`);
  const [parsed] = run.core.translator.parse(`SELECT ${before}$1${after}`);
  if (parsed === undefined) throw new PgError('syntax_error', `query "SELECT ${expr}" cannot be cast`);
  const plan = planOf(run.core, parsed, [column.typeOid]);
  const out = await run.exec(run.core, plan, [r.rows[0]?.[0] ?? null]);
  const cast = plan.kind === 'sql' ? plan.columns?.[0] : undefined;
  return { value: out.rows?.[0]?.[0] ?? null, column: cast ?? column };
}
