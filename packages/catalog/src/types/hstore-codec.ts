import { PgError } from '@pgsqlite/errors';
import type { PgType } from './pg-type.js';
import { badBinary, storedString, utf8Decode, utf8Encode } from './codec-util.js';
import { type HstorePair, hstoreText, normalizePairs, parseHstore, storedPairs } from './hstore-value.js';

/** hstore_send: int32 count, then per pair int32 key length + key, int32 value length (-1: NULL) + value. */
export function hstoreSend(pairs: readonly HstorePair[]): Uint8Array {
  const parts = pairs.map((p) => ({ k: utf8Encode(p.k), v: p.v === null ? null : utf8Encode(p.v) }));
  const size = 4 + parts.reduce((n, p) => n + 8 + p.k.length + (p.v?.length ?? 0), 0);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  view.setInt32(0, parts.length);
  let at = 4;
  for (const p of parts) {
    view.setInt32(at, p.k.length);
    out.set(p.k, at + 4);
    at += 4 + p.k.length;
    view.setInt32(at, p.v === null ? -1 : p.v.length);
    at += 4;
    if (p.v !== null) {
      out.set(p.v, at);
      at += p.v.length;
    }
  }
  return out;
}

/** hstore_recv: the send form back into normalized pairs (a NULL key is 22004). */
export function hstoreRecv(bytes: Uint8Array): HstorePair[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const need = (at: number, n: number): void => {
    if (n < 0 || at + n > bytes.length) throw new PgError('invalid_binary_representation', 'insufficient data left in message');
  };
  need(0, 4);
  const count = view.getInt32(0);
  if (count < 0) throw badBinary();
  let at = 4;
  const pairs: HstorePair[] = [];
  for (let i = 0; i < count; i++) {
    need(at, 4);
    const kl = view.getInt32(at);
    at += 4;
    if (kl < 0) throw new PgError('null_value_not_allowed', 'null value not allowed for hstore key');
    need(at, kl);
    const k = utf8Decode(bytes.subarray(at, at + kl));
    at += kl;
    need(at, 4);
    const vl = view.getInt32(at);
    at += 4;
    let v: string | null = null;
    if (vl >= 0) {
      need(at, vl);
      v = utf8Decode(bytes.subarray(at, at + vl));
      at += vl;
    }
    pairs.push({ k, v });
  }
  return normalizePairs(pairs);
}

/** The hstore type CREATE EXTENSION hstore made (typcategory 'U'), stored as its canonical text. */
export function hstoreCodec(oid: number, name: string, arrayOid: number): PgType {
  return {
    oid,
    name,
    displayName: name,
    len: -1,
    category: 'U',
    preferred: false,
    storage: 'text',
    arrayOid,
    elemOid: 0,
    toText: (v) => storedString(v),
    fromText: (t) => hstoreText(parseHstore(t)),
    toBinary: (v) => hstoreSend(storedPairs(storedString(v))),
    fromBinary: (b) => hstoreText(hstoreRecv(b)),
  };
}
