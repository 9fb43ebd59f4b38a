import { PgError, toPgError } from '@pgsqlite/errors';
import { typeByOid, typeIn } from '@pgsqlite/catalog';
import type { SqlValue } from '@pgsqlite/engine';
import type { FormatCode } from '@pgsqlite/wire';
import type { Plan } from '@pgsqlite/translate';
import { checkNotAborted, columnEncoders, currentPlan, encodeRow, executePlan, lexOptions, paramCount, planKey, planOf, resultColumns } from '@pgsqlite/backend';
import type { SessionCore } from '../session-core.js';
import type { Portal } from '../portal.js';
import { fieldDescriptions, resultFormats } from '../result-description.js';
import { decodeUtf8 } from '../utf8.js';
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
  core.prepared.addStatement({ name, parsed, declaredTypes: paramTypes, plan, planKey: planKey(core) });
  core.out.parseComplete();
}

function paramTypesOf(plan: Plan, declared: readonly number[]): readonly number[] {
  return plan.kind === 'sql' || plan.kind === 'session-fn' ? plan.paramTypes : declared;
}

/** Bind: decode the parameters with the plan's types into a new portal. */
export function bind(
  core: SessionCore,
  portalName: string,
  statementName: string,
  paramFormats: readonly FormatCode[],
  raw: readonly (Uint8Array | null)[],
  resultFormatCodes: readonly FormatCode[],
): void {
  const stmt = core.prepared.statement(statementName);
  const plan = currentPlan(core, stmt);
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
  const columns = resultColumns(plan, core);
  const formats = columns === null ? [] : resultFormats(resultFormatCodes, columns.length);
  if (portalName === '') core.portals.portals.delete('');
  core.portals.addPortal({ name: portalName, plan, params, columns, formats, encoders: null, rows: null, tag: null, cursor: 0, ran: false });
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
  const types = paramTypesOf(plan, declared);
  const typmods = plan.kind === 'sql' ? plan.paramTypmods : [];
  const settings = core.settings.formatSettings();
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
    try {
      if (type === undefined) out[i] = decodeUtf8(bytes);
      else if (format === 1) out[i] = type.fromBinary(bytes, typmod, settings);
      else out[i] = type.fromText(decodeUtf8(bytes), typmod, settings);
    } catch (err) {
      throw toPgError(err).with({ where: bindParamContext(portalName, i + 1, format === 1) });
    }
  }
  return out;
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
  core.out.parameterDescription(paramTypesOf(plan, stmt.declaredTypes));
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

/** Execute: runs the portal's statement on first use, then sends up to `maxRows` rows (0 = all). */
export async function execute(core: SessionCore, name: string, maxRows: number): Promise<void> {
  const portal = core.portals.portal(name);
  if (!portal.ran) {
    checkNotAborted(core, portal.plan);
    core.tx.startImplicit('started');
    core.tx.aloneInImplicit(core.nextMessageType() === 'S');
    const outcome = await executePlan(core, portal.plan, portal.params);
    portal.ran = true;
    portal.rows = outcome.rows;
    portal.tag = outcome.tag;
  } else if (portal.rows === null || portal.cursor >= portal.rows.length) {
    checkNotAborted(core, portal.plan);
  }
  if (portal.tag === null) {
    core.out.emptyQueryResponse();
    return;
  }
  if (portal.rows === null || portal.columns === null) {
    core.out.commandComplete(portal.tag);
    return;
  }
  const sent = sendPortalRows(core, portal, maxRows);
  if (portal.cursor < portal.rows.length) {
    core.out.portalSuspended();
    return;
  }
  const verb = portal.plan.kind === 'sql' ? portal.plan.verb : 'SHOW';
  core.out.commandComplete(verb === 'SELECT' ? `SELECT ${sent}` : portal.tag);
}

function sendPortalRows(core: SessionCore, portal: Portal, maxRows: number): number {
  const rows = portal.rows ?? [];
  const columns = portal.columns ?? [];
  portal.encoders ??= columnEncoders(columns, portal.formats, core.settings.formatSettings(), core.handle.catalog(), core.settings.searchPath());
  const encoders = portal.encoders;
  const end = maxRows > 0 ? Math.min(rows.length, portal.cursor + maxRows) : rows.length;
  const buf = new Array<string | Uint8Array | null>(columns.length);
  const start = portal.cursor;
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

/** Close S / Close P: no error when the name does not exist. */
export function close(core: SessionCore, target: 'S' | 'P', name: string): void {
  if (target === 'S') core.prepared.statements.delete(name);
  else core.portals.portals.delete(name);
  core.out.closeComplete();
}
