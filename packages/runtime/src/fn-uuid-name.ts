import { PgError } from '@pgsqlite/errors';
import type { RuntimeHost } from './host.js';
import { md5 } from './fn-hashes.js';
import { utf8Bytes } from './fn-utf8.js';
import { sha1 } from './fn-sha1.js';

/**
 * uuid-ossp's name-based UUIDs (RFC 4122 §4.3): version 3 (MD5) or 5 (SHA-1) of the namespace's
 * 16 bytes followed by the name's UTF-8 bytes, with the version and variant bits set.
 */
export function nameUuid(namespace: string, name: string, version: 3 | 5): string {
  const hexNs = namespace.split('-').join('');
  if (hexNs.length !== 32) throw new PgError('invalid_text_representation', `invalid input syntax for type uuid: "${namespace}"`);
  const ns = new Uint8Array(16);
  for (let i = 0; i < 16; i++) ns[i] = parseInt(hexNs.slice(i * 2, i * 2 + 2), 16);
  const nameBytes = utf8Bytes(name);
  const data = new Uint8Array(16 + nameBytes.length);
  data.set(ns);
  data.set(nameBytes, 16);
  const hash = (version === 3 ? md5(data) : sha1(data)).slice(0, 16);
  hash[6] = ((hash[6] as number) & 0x0f) | (version << 4);
  hash[8] = ((hash[8] as number) & 0x3f) | 0x80;
  const hex = [...hash].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** pg_uuid_name(namespace uuid, name text, version 3|5) for uuid_generate_v3 / uuid_generate_v5. */
export function registerNameUuid(host: RuntimeHost): void {
  host.defineFunction({
    name: 'pg_uuid_name',
    arity: 3,
    deterministic: true,
    call: (ns, name, version) => (ns === null || name === null ? null : nameUuid(String(ns), String(name), Number(version) === 3 ? 3 : 5)),
  });
}
