import { PgError } from '@pgsqlite/errors';
import { BodyReader, protocolViolation } from './body-reader.js';
import type { FormatCode, FrontendMessage } from './messages.js';

/**
 * One parse function per frontend message, each reading the body exactly as PostgreSQL's
 * PostgresMain (src/backend/tcop/postgres.c) does, with the same errors in the same order.
 * @see https://www.postgresql.org/docs/15/protocol-message-formats.html
 */

/** Query: the SQL text. */
export function parseQuery(r: BodyReader): FrontendMessage {
  const sql = r.cstring();
  r.finish();
  return { type: 'Query', sql };
}

/** Parse: statement name, SQL text, parameter type OIDs. */
export function parseParse(r: BodyReader): FrontendMessage {
  const name = r.cstring();
  const sql = r.cstring();
  const count = r.uint16();
  if (count * 4 > r.remaining) throw protocolViolation('insufficient data left in message');
  const paramTypes = new Array<number>(count);
  for (let i = 0; i < count; i++) paramTypes[i] = r.uint32();
  r.finish();
  return { type: 'Parse', name, sql, paramTypes };
}

function formatCodes(r: BodyReader): number[] {
  const count = r.uint16();
  if (count * 2 > r.remaining) throw protocolViolation('insufficient data left in message');
  const codes = new Array<number>(count);
  for (let i = 0; i < count; i++) codes[i] = r.int16();
  return codes;
}

function checkFormats(codes: readonly number[]): FormatCode[] {
  for (const code of codes) {
    if (code !== 0 && code !== 1) throw new PgError('invalid_parameter_value', `unsupported format code: ${code}`);
  }
  return codes as FormatCode[];
}

/**
 * Bind: portal, statement, parameter formats (as sent: 0 = all text, 1 = one for all, n = one
 * each), parameter values (views, null = SQL NULL), result formats (as sent, same rule).
 */
export function parseBind(r: BodyReader): FrontendMessage {
  const portal = r.cstring();
  const statement = r.cstring();
  const paramFormats = formatCodes(r);
  const count = r.uint16();
  if (paramFormats.length > 1 && paramFormats.length !== count) {
    throw protocolViolation(`bind message has ${paramFormats.length} parameter formats but ${count} parameters`);
  }
  const params = new Array<Uint8Array | null>(count);
  for (let i = 0; i < count; i++) {
    try {
      const len = r.int32();
      params[i] = len === -1 ? null : r.bytesView(len);
      // exec_bind_message checks each parameter's effective format right after reading it.
      const format = paramFormats.length > 1 ? paramFormats[i] : paramFormats.length === 1 ? paramFormats[0] : 0;
      checkFormats([format ?? 0]);
    } catch (e) {
      throw e instanceof PgError ? e.with({ where: bindParamContext(portal, i) }) : e;
    }
  }
  const resultFormats = formatCodes(r);
  r.finish();
  return {
    type: 'Bind',
    portal,
    statement,
    // With no parameters PostgreSQL never looks at the codes; drop them rather than pass an invalid one on.
    paramFormats: count === 0 && paramFormats.some((f) => f !== 0 && f !== 1) ? [] : (paramFormats as FormatCode[]),
    params,
    resultFormats,
  };
}

/** The error context PostgreSQL's bind_param_error_callback adds (log_parameter_max_length_on_error = 0). */
function bindParamContext(portal: string, index: number): string {
  return portal === '' ? `unnamed portal parameter $${index + 1}` : `portal "${portal}" parameter $${index + 1}`;
}

function target(r: BodyReader, what: 'DESCRIBE' | 'CLOSE'): { target: 'S' | 'P'; name: string } {
  const kind = r.byte();
  const name = r.cstring();
  r.finish();
  if (kind === 0x53) return { target: 'S', name };
  if (kind === 0x50) return { target: 'P', name };
  throw protocolViolation(`invalid ${what} message subtype ${kind}`);
}

/** Describe: 'S' statement or 'P' portal, and its name. */
export function parseDescribe(r: BodyReader): FrontendMessage {
  return { type: 'Describe', ...target(r, 'DESCRIBE') };
}

/** Close: 'S' statement or 'P' portal, and its name. */
export function parseClose(r: BodyReader): FrontendMessage {
  return { type: 'Close', ...target(r, 'CLOSE') };
}

/** Execute: portal name and row limit (0 or negative = all rows). */
export function parseExecute(r: BodyReader): FrontendMessage {
  const portal = r.cstring();
  const maxRows = r.int32();
  r.finish();
  return { type: 'Execute', portal, maxRows };
}

/** Sync and Flush carry no body; PostgreSQL still checks that it is empty. */
export function parseEmpty(r: BodyReader, type: 'Sync' | 'Flush'): FrontendMessage {
  r.finish();
  return type === 'Sync' ? { type: 'Sync' } : { type: 'Flush' };
}

/** CopyFail: the client's reason (trailing bytes are ignored, as in CopyGetData). */
export function parseCopyFail(r: BodyReader): FrontendMessage {
  return { type: 'CopyFail', message: r.cstring() };
}

/** Dispatch on the type byte (already known to be valid); returns null for unknown bytes. */
export function parseFrontendBody(type: number, r: BodyReader): FrontendMessage | null {
  switch (type) {
    case 0x51: // 'Q'
      return parseQuery(r);
    case 0x50: // 'P'
      return parseParse(r);
    case 0x42: // 'B'
      return parseBind(r);
    case 0x44: // 'D'
      return parseDescribe(r);
    case 0x45: // 'E'
      return parseExecute(r);
    case 0x43: // 'C'
      return parseClose(r);
    case 0x53: // 'S'
      return parseEmpty(r, 'Sync');
    case 0x48: // 'H'
      return parseEmpty(r, 'Flush');
    case 0x58: // 'X': PostgreSQL exits without looking at the body
      return { type: 'Terminate' };
    case 0x64: // 'd'
      return { type: 'CopyData', data: r.rest() };
    case 0x63: // 'c': body ignored
      return { type: 'CopyDone' };
    case 0x66: // 'f'
      return parseCopyFail(r);
    case 0x70: // 'p'
      return { type: 'PasswordMessage', data: r.rest() };
    case 0x46: // 'F'
      return { type: 'FunctionCall', raw: r.rest() };
    default:
      return null;
  }
}
