import { PgError } from '@pgsqlite/errors';

/** The structural part of TextDecoder we use (lib "dom" is not in this browser-and-Node build). */
interface Utf8Decoder {
  decode(bytes: Uint8Array): string;
}
type DecoderCtor = new (label: string, options: { fatal: boolean; ignoreBOM: boolean }) => Utf8Decoder;

const decoder: Utf8Decoder = new (globalThis as unknown as { TextDecoder: DecoderCtor }).TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
// ignoreBOM: a parameter's leading U+FEFF is data (PostgreSQL keeps it), not a byte-order mark

/** Decodes a text-format parameter; invalid UTF-8 is 22021 as in PostgreSQL's pg_verifymbstr. */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return decoder.decode(bytes);
  } catch {
    let bad = 0;
    while (bad < bytes.length && (bytes[bad] as number) < 0x80) bad++;
    const seq = Array.from(bytes.subarray(bad, bad + 2), (b) => `0x${b.toString(16).padStart(2, '0')}`).join(' ');
    throw new PgError('character_not_in_repertoire', `invalid byte sequence for encoding "UTF8": ${seq}`);
  }
}
