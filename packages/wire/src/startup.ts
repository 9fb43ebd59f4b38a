import { PgError } from '@pgsqlite/errors';
import { FramingError } from './framing-error.js';
import type { StartupPacket } from './messages.js';

/** Request codes that stand in the protocol-version field of a startup packet. */
export const CANCEL_REQUEST_CODE = 80877102;
export const SSL_REQUEST_CODE = 80877103;
export const GSSENC_REQUEST_CODE = 80877104;

/** MAX_STARTUP_PACKET_LENGTH of PostgreSQL: the body after the length word. */
export const MAX_STARTUP_BODY = 10000;

const latin = new TextDecoder('utf-8', { ignoreBOM: true });

/**
 * Parses a startup packet body (after its length word, already checked to be 4..10000 bytes),
 * following ProcessStartupPacket (src/backend/postmaster/postmaster.c, PostgreSQL 15).
 * For a StartupMessage with a major version other than 3 the parameters are not read: the
 * server rejects the version (0A000) before it looks at them.
 */
export function parseStartupBody(bytes: Uint8Array, start: number, len: number): StartupPacket {
  const code = readInt32(bytes, start);
  if (code === CANCEL_REQUEST_CODE) {
    // Too short to hold pid and key: PostgreSQL answers a cancel request with nothing at all.
    if (len < 12) throw new FramingError('invalid length of cancel request packet', null);
    return { kind: 'CancelRequest', processId: readInt32(bytes, start + 4), secretKey: readInt32(bytes, start + 8) };
  }
  if (code === SSL_REQUEST_CODE) return { kind: 'SSLRequest' };
  if (code === GSSENC_REQUEST_CODE) return { kind: 'GSSENCRequest' };
  const protocolMajor = code >>> 16;
  const protocolMinor = code & 0xffff;
  const parameters: Record<string, string> = Object.create(null) as Record<string, string>;
  if (protocolMajor !== 3) return { kind: 'StartupMessage', protocolMajor, protocolMinor, parameters };

  // PostgreSQL copies the body into len + 1 bytes with a NUL at the end, so strlen stops at len.
  const strlen = (offset: number): number => {
    let i = offset;
    while (i < len && bytes[start + i] !== 0) i++;
    return i - offset;
  };
  const text = (offset: number, n: number): string => latin.decode(bytes.subarray(start + offset, start + offset + n));
  let offset = 4;
  while (offset < len) {
    if (bytes[start + offset] === 0) break;
    const nameLen = strlen(offset);
    const valOffset = offset + nameLen + 1;
    if (valOffset >= len) break;
    const valLen = strlen(valOffset);
    parameters[text(offset, nameLen)] = text(valOffset, valLen);
    offset = valOffset + valLen + 1;
  }
  if (offset !== len - 1) {
    throw new FramingError(
      'invalid startup packet layout',
      new PgError('protocol_violation', 'invalid startup packet layout: expected terminator as last byte', { severity: 'FATAL' }),
    );
  }
  return { kind: 'StartupMessage', protocolMajor, protocolMinor, parameters };
}

/** Big-endian signed 32-bit integer at `at` (caller checked the bounds). */
export function readInt32(b: Uint8Array, at: number): number {
  return ((b[at] as number) << 24) | ((b[at + 1] as number) << 16) | ((b[at + 2] as number) << 8) | (b[at + 3] as number);
}
