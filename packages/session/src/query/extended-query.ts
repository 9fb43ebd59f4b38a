import { PgError, toPgError } from '@pgsqlite/errors';
import { typeByOid, typeIn } from '@pgsqlite/catalog';
import type { SqlValue } from '@pgsqlite/engine';
import type { FormatCode } from '@pgsqlite/wire';
import type { Plan, ResultColumn } from '@pgsqlite/translate';
import { REPLANS, checkNotAborted, currentPlan, encodedStreaming, encodeRow, executePlan, lexOptions, notePlanChoice, paramCount, planKey, planOf, preparedOrigin, resultColumns, statementParamTypes, type PlanOutcome, type ResultSource, type Streaming, type ValueEncoder } from '@pgsqlite/backend';
import { STREAM_BATCH_ROWS } from '@pgsqlite/engine';
import type { SessionCore } from '../session-core.js';
import type { Portal } from '../portal.js';
import { fieldDescriptions, resultFormats, unsupportedFormat, unsupportedFormatError } from '../result-description.js';
import { decodeClientText, binaryParamToServer } from '../client-text.js';
import { resultEncoders } from '../binary-text.js';
import { FLUSH_THRESHOLD } from '../client-channel.js';

/**
 * The extended-query messages (Parse, Bind, Describe, Execute, Close). Each handler throws a
 * PgError on failure; the session then discards messages until Sync.
 * @see https://www.postgresql.org/docs/15/protocol-flow.html#PROTOCOL-FLOW-EXT-QUERY
 */

/** Parse: one statement (or none) into a named or the unnamed prepared statement. */
export function parse(core: SessionCore, name: string, sql: string, paramTypes: number[]): void {
  if (name !== '' && core.prepared.statements.has(name)) {
    throw new PgError('duplicate_prepared_statement', `prepared statement "${name}" already exists`);
  }
  const statements = core.translator.parse(sql, lexOptions(core));
  if (statements.length > 1) throw new PgError('syntax_error', 'cannot insert multiple commands into a prepared statement');
  const parsed = statements[0] ?? null;
  const plan = planOf(core, parsed, paramTypes);
  checkNotAborted(core, plan);
  core.prepared.addStatement({ name, parsed, declaredTypes: paramTypes, plan, planKey: planKey(core), origin: preparedOrigin(sql, false, Number(core.tx.clockStamps()[1])) });
  core.out.parseComplete();
}

/** Bind: decode the parameters with the plan's types into a new portal. */
export function bind(
  core: SessionCore,
  portalName: string,
  statementName: string,
  paramFormats: readonly FormatCode[],
  raw: readonly (Uint8Array | null)[],
  resultFormatCodes: readonly number[],
): void {
  const stmt = core.prepared.statement(statementName);
  const plan = currentPlan(core, stmt);
  const plannedAt = core.tx.catalogVersion();
  if (paramFormats.length > 1 && paramFormats.length !== raw.length) {
    throw new PgError('protocol_violation', `bind message has ${paramFormats.length} parameter formats but ${raw.length} parameters`);
  }
  const expected = paramCount(plan, stmt.declaredTypes);
  if (raw.length !== expected) {
    throw new PgError(
      'protocol_violation',
      `bind message supplies ${raw.length} parameters, but prepared statement "${statementName}" requires ${expected}`,
    );
  }
  checkNotAborted(core, plan);
  const params = decodeParams(core, plan, stmt.declaredTypes, paramFormats, raw, portalName);
  notePlanChoice(stmt, raw.length, core.settings.get('plan_cache_mode'));
  const columns = resultColumns(plan, core);
  const formats = columns === null ? [] : resultFormats(resultFormatCodes, columns.length);
  if (portalName === '') core.portals.remove('');
  const invalidFormat = columns === null ? undefined : unsupportedFormat(resultFormatCodes, columns.length);
  core.portals.addPortal({ name: portalName, plan, params, columns, formats, encoders: null, rows: null, cursor: 0, source: null, tag: null, ran: false, ...(invalidFormat === undefined ? {} : { invalidFormat }), replan: () => currentPlan(core, stmt), plannedAt });
  core.out.bindComplete();
}

function decodeParams(
  core: SessionCore,
  plan: Plan,
  declared: readonly number[],
  formats: readonly FormatCode[],
  raw: readonly (Uint8Array | null)[],
  portalName: string,
): SqlValue[] {
  const types = statementParamTypes(plan, declared);
  const typmods = plan.kind === 'sql' ? plan.paramTypmods : [];
  const settings = core.settings.formatSettings();
  const codec = core.out.clientCodec;
  const out = new Array<SqlValue>(raw.length);
  for (let i = 0; i < raw.length; i++) {
    const bytes = raw[i];
    if (bytes === null || bytes === undefined) {
      out[i] = null;
      continue;
    }
    const format = formats.length === 1 ? formats[0] : formats[i];
    const type = typeByOid(types[i] ?? 0) ?? typeIn(core.handle.catalog(), types[i] ?? 0);
    const typmod = typmods[i] ?? -1;
    // PostgreSQL shows a text value in the context only once it was converted from the client encoding.
    let text: string | null = null;
    try {
      if (format !== 1) text = decodeClientText(bytes, codec);
      if (type === undefined) out[i] = text ?? decodeClientText(bytes, codec);
      else if (format === 1) out[i] = type.fromBinary(checkBinarySize(codec === null ? bytes : binaryParamToServer(bytes, type, codec), type.oid, i + 1), typmod, settings);
      else out[i] = type.fromText(text as string, typmod, settings);
      out[i] = integerBinding(type?.oid, out[i] as SqlValue);
    } catch (err) {
      throw toPgError(err).with({ where: bindParamContext(portalName, i + 1, text === null) });
    }
  }
  return out;
}

/** The integer types, whose values SQLite must hold as INTEGER. */
const INTEGER_TYPES = new Set<number>([20, 21, 23, 26]);

/**
 * An integer parameter's value as a bigint: SQLite binds a JS number as a REAL, which an
 * expression then shows as one (`$1::int || 'x'`, concat, ::text gave "3.0x" for 3).
 */
function integerBinding(oid: number | undefined, v: SqlValue): SqlValue {
  return oid !== undefined && INTEGER_TYPES.has(oid) && typeof v === 'number' && Number.isInteger(v) ? BigInt(v) : v;
}

/** Binary sizes of the fixed-size types whose receive function reads exactly that many bytes. */
const FIXED_BINARY_SIZE = new Map<number, number>([
  [16, 1], [18, 1], [20, 8], [21, 2], [23, 4], [26, 4], [700, 4], [701, 8], [790, 8], [1082, 4],
  [1083, 8], [1114, 8], [1184, 8], [1186, 16], [1266, 12], [2950, 16],
]);

/**
 * exec_bind_message: a receive function that reads past the value is 08P01 (pq_getmsg*); one
 * that leaves bytes unread is 22P03 naming the parameter.
 */
function checkBinarySize(bytes: Uint8Array, oid: number, n: number): Uint8Array {
  const size = FIXED_BINARY_SIZE.get(oid);
  if (size === undefined || bytes.length === size) return bytes;
  if (bytes.length < size) throw new PgError('protocol_violation', 'insufficient data left in message');
  throw new PgError('invalid_binary_representation', `incorrect binary data format in bind parameter ${n}`);
}

/**
 * The CONTEXT PostgreSQL 15 gives an input error of a Bind parameter (bind_param_error_callback):
 * text values are shown as '...' (log_parameter_max_length_on_error = 0), binary ones not at all.
 */
function bindParamContext(portalName: string, n: number, binary: boolean): string {
  const portal = portalName === '' ? 'unnamed portal' : `portal "${portalName}"`;
  return `${portal} parameter $${n}${binary ? '' : " = '...'"}`;
}

/** Describe S: ParameterDescription, then RowDescription (text formats) or NoData. */
export function describeStatement(core: SessionCore, name: string): void {
  const stmt = core.prepared.statement(name);
  const plan = currentPlan(core, stmt);
  core.out.parameterDescription(statementParamTypes(plan, stmt.declaredTypes));
  const columns = resultColumns(plan, core);
  if (columns === null) core.out.noData();
  else core.out.rowDescription(fieldDescriptions(columns, new Array<FormatCode>(columns.length).fill(0), core.handle.catalog()));
}

/** Describe P: RowDescription in the portal's formats, or NoData. */
export function describePortal(core: SessionCore, name: string): void {
  const portal = core.portals.portal(name);
  if (portal.columns === null) core.out.noData();
  else core.out.rowDescription(fieldDescriptions(portal.columns, portal.formats, core.handle.catalog()));
}

/**
 * Runs a portal's plan; when another session's DDL committed after it was planned (CatalogMoved
 * while it waited for the write lock, or SQLite refusing its stale names: Transaction.replans),
 * with the statement planned again for the catalog it now sees.
 */
async function executePortalPlan(core: SessionCore, portal: Portal, maxRows: number): Promise<PlanOutcome> {
  let plannedAt = portal.plannedAt ?? null;
  let plan = portal.plan;
  core.tx.planFor(plannedAt);
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        return await executePlan(core, plan, portal.params, streaming(core, portal, maxRows));
      } catch (e) {
        // planned before another session's DDL committed: plan again, as often as DDL moves the catalog (up to a bound)
        if (portal.replan === undefined || attempt >= REPLANS || !(await core.tx.replans(e, plannedAt, core.cancelled))) throw e;
        plannedAt = core.tx.catalogVersion();
        core.tx.planFor(plannedAt);
        plan = portal.replan();
        // The client was told the portal's columns already (Describe): PostgreSQL's refusal when they changed.
        if (!sameColumns(resultColumns(plan, core), portal.columns)) throw new PgError('feature_not_supported', 'cached plan must not change result type');
      }
    }
  } finally {
    core.tx.planFor(null);
  }
}

/** Whether a new plan's result columns are the ones a portal described: as many, of the same types. */
function sameColumns(a: readonly ResultColumn[] | null, b: readonly ResultColumn[] | null): boolean {
  if (a === null || b === null) return a === b;
  return a.length === b.length && a.every((c, i) => c.typeOid === b[i]!.typeOid && c.typmod === b[i]!.typmod);
}

/** Execute: runs the portal's statement on first use, then sends up to `maxRows` rows (0 = all). */
export async function execute(core: SessionCore, name: string, maxRows: number): Promise<void> {
  const portal = core.portals.portal(name);
  if (!portal.ran) {
    checkNotAborted(core, portal.plan);
    core.tx.startImplicit('started');
    // A result converted to a client encoding may fail (22P05): the write must not be committed before it is sent.
    core.tx.aloneInImplicit(core.nextMessageType() === 'S' && (core.out.clientCodec === null || portal.columns === null));
    const outcome = await executePortalPlan(core, portal, maxRows);
    portal.ran = true;
    portal.rows = outcome.rows;
    portal.source = outcome.source ?? null;
    portal.tag = outcome.tag;
  } else if (portal.source !== null ? portal.source.done : portal.rows === null || portal.cursor >= portal.rows.length) {
    checkNotAborted(core, portal.plan);
  }
  if (portal.tag === null) {
    core.out.emptyQueryResponse();
    return;
  }
  if (portal.source !== null && portal.columns !== null) return executeStreamed(core, portal, portal.source, maxRows);
  if (portal.rows === null || portal.columns === null) {
    core.out.commandComplete(portal.tag);
    return;
  }
  const sent = sendPortalRows(core, portal, maxRows);
  // PortalRunSelect is at its end only when it got fewer rows than asked for: a limit equal to
  // the rows left suspends, and the next Execute completes with 0 rows.
  if (portal.cursor < portal.rows.length || (maxRows > 0 && sent === maxRows)) {
    core.out.portalSuspended();
    return;
  }
  core.out.commandComplete(withRowCount(portal.tag, sent));
}

/** Execute of a portal whose query streams: its statement stays open while the portal is suspended. */
async function executeStreamed(core: SessionCore, portal: Portal, source: ResultSource, maxRows: number): Promise<void> {
  let sent: number;
  try {
    sent = await sendStreamedRows(core, portal, source, maxRows);
  } catch (e) {
    // PostgreSQL marks the portal failed: it cannot be run again; its statement ends now.
    source.close();
    throw e;
  }
  if (maxRows > 0 && sent === maxRows) {
    core.out.portalSuspended();
    return;
  }
  source.close();
  core.out.commandComplete(withRowCount(portal.tag ?? 'SELECT 0', sent));
}

/** Tags whose last word is a row count (BuildQueryCompletionString's display_rowcount). */
const COUNTED_TAGS = new Set(['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'MERGE', 'FETCH', 'MOVE', 'COPY']);

/**
 * PortalRun: a portal that returns rows completes with its command tag counting the rows of
 * this Execute (e.g. `INSERT 0 1` for the last batch of an INSERT … RETURNING).
 */
function withRowCount(tag: string, rows: number): string {
  const space = tag.lastIndexOf(' ');
  if (space < 0 || !COUNTED_TAGS.has(tag.slice(0, tag.indexOf(' ')))) return tag;
  return `${tag.slice(0, space)} ${rows}`;
}

/** The portal's encoders (made at its first rows). */
function encodersOf(core: SessionCore, portal: Portal): ValueEncoder[] {
  portal.encoders ??= resultEncoders(core, portal.columns ?? [], portal.formats);
  return portal.encoders;
}

/** Sends up to `maxRows` (0: all) rows the portal's statement made in full. */
function sendPortalRows(core: SessionCore, portal: Portal, maxRows: number): number {
  const rows = portal.rows ?? [];
  const encoders = encodersOf(core, portal);
  const end = maxRows > 0 ? Math.min(rows.length, portal.cursor + maxRows) : rows.length;
  const buf = new Array<string | Uint8Array | null>(encoders.length);
  const start = portal.cursor;
  if (start < end && portal.invalidFormat !== undefined) throw unsupportedFormatError(portal.invalidFormat);
  for (let i = start; i < end; i++) {
    const stop = core.cancelled();
    if (stop !== null) throw stop;
    encodeRow(rows[i] as SqlValue[], encoders, buf);
    core.out.dataRow(buf);
    portal.cursor = i + 1;
    if (core.out.length > FLUSH_THRESHOLD) core.flush();
  }
  return end - start;
}

/**
 * How a portal's first Execute asks for its rows: streamed, and — when this Execute sends them
 * all (no row limit) and every column's encoder needs only its built-in type and the format
 * settings, in UTF-8 — encoded into DataRows by the executor that reads them (data-rows.ts).
 */
function streaming(core: SessionCore, portal: Portal, maxRows: number): Streaming {
  if (maxRows !== 0 || portal.columns === null || portal.invalidFormat !== undefined || core.out.clientCodec !== null) return true;
  return encodedStreaming(portal.columns, portal.formats, core.settings.formatSettings());
}

/** Sends up to `maxRows` (0: all) rows of a streaming query, a batch at a time, at the client's pace. */
async function sendStreamedRows(core: SessionCore, portal: Portal, source: ResultSource, maxRows: number): Promise<number> {
  const encoders = encodersOf(core, portal);
  const buf = new Array<string | Uint8Array | null>(encoders.length);
  let sent = 0;
  while (maxRows === 0 || sent < maxRows) {
    const n = maxRows === 0 ? STREAM_BATCH_ROWS : maxRows - sent;
    const chunk = source.takeChunk === undefined ? await source.take(n, maxRows === 0) : await source.takeChunk(n, maxRows === 0);
    if (!Array.isArray(chunk)) {
      // DataRows the executor encoded (streaming): copied as they are
      const stop = core.cancelled();
      if (stop !== null) throw stop;
      core.out.dataRows(chunk.bytes);
      sent += chunk.count;
      if (core.out.length > FLUSH_THRESHOLD) await core.drain();
      continue;
    }
    const rows = chunk;
    if (rows.length === 0) break;
    if (portal.invalidFormat !== undefined) throw unsupportedFormatError(portal.invalidFormat);
    for (const row of rows) {
      const stop = core.cancelled();
      if (stop !== null) throw stop;
      encodeRow(row, encoders, buf);
      core.out.dataRow(buf);
      if (core.out.length > FLUSH_THRESHOLD) await core.drain();
    }
    sent += rows.length;
  }
  return sent;
}

/** Close S / Close P: no error when the name does not exist. */
export function close(core: SessionCore, target: 'S' | 'P', name: string): void {
  if (target === 'S') core.prepared.statements.delete(name);
  else core.portals.remove(name);
  core.out.closeComplete();
}
