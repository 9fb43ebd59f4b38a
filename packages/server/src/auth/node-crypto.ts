import { createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AuthCrypto } from '@pgsqlite/backend';

/** AuthCrypto over node:crypto (OpenSSL): the primitives under pgsqlite's SCRAM and md5 code. */
export const nodeAuthCrypto: AuthCrypto = {
  randomBytes: (length) => new Uint8Array(randomBytes(length)),
  sha256: (data) => new Uint8Array(createHash('sha256').update(data).digest()),
  hmacSha256: (key, data) => new Uint8Array(createHmac('sha256', key).update(data).digest()),
  pbkdf2Sha256: (password, salt, iterations) => new Uint8Array(pbkdf2Sync(password, salt, iterations, 32, 'sha256')),
  md5Hex: (data) => createHash('md5').update(data).digest('hex'),
  equal: (a, b) => a.length === b.length && timingSafeEqual(a, b),
};
