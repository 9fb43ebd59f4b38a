import type { PgType } from '@pgsqlite/catalog';
import { encodeText, type ClientCodec } from '@pgsqlite/wire';
import { decodeUtf8 } from './utf8.js';

/** Types whose receive function reads the whole value as text (textrecv, varcharrecv, json_recv …). */
const TEXT_RECV = new Set([25, 1043, 1042, 19, 705, 114, 142]);
/** jsonb_recv: a version byte, then text. */
const JSONB = 3802;

/** A text-format parameter: pg_client_to_server of its bytes (22021 / 22P05 as PostgreSQL). */
export function decodeClientText(bytes: Uint8Array, codec: ClientCodec | null): string {
  return codec === null ? decodeUtf8(bytes) : codec.decode(bytes, 0, bytes.length);
}

/**
 * A binary parameter of a text type (or an enum, whose receive reads text too) in a session
 * with a client encoding: its text converted to the server's UTF-8 before the type reads it, as
 * pq_getmsgtext converts. Other types' binary forms hold no text and pass unchanged.
 */
export function binaryParamToServer(bytes: Uint8Array, type: PgType, codec: ClientCodec): Uint8Array {
  if (TEXT_RECV.has(type.oid) || type.category === 'E') return encodeText(codec.decode(bytes, 0, bytes.length), null);
  if (type.oid === JSONB && bytes.length > 0) {
    const text = encodeText(codec.decode(bytes, 1, bytes.length), null);
    const out = new Uint8Array(text.length + 1);
    out[0] = bytes[0] as number;
    out.set(text, 1);
    return out;
  }
  return bytes;
}
