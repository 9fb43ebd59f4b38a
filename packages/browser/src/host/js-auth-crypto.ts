import type { AuthCrypto } from '@pgsqlite/backend';
import { hmac, md5, sha256 } from '@pgsqlite/runtime';

/**
 * The role store's hashing without node:crypto (a browser worker has no synchronous SubtleCrypto):
 * SHA-256, HMAC and MD5 from the runtime's own implementations (pgcrypto's), PBKDF2 on top, random
 * bytes from the platform's CSPRNG. Used for `CREATE ROLE … PASSWORD` verifiers in an embedded
 * host, where nobody authenticates over a network.
 */
const SHA256 = { hash: (b: Uint8Array): Uint8Array => sha256(b), block: 64 };

function hmacSha256(key: Uint8Array, data: Uint8Array): Uint8Array {
  return hmac(SHA256, data, key);
}

export const jsAuthCrypto: AuthCrypto = {
  randomBytes: (length) => globalThis.crypto.getRandomValues(new Uint8Array(length)),
  sha256: (data) => sha256(data),
  hmacSha256,
  pbkdf2Sha256: (password, salt, iterations) => {
    // Hi(): U1 = HMAC(password, salt || INT(1)), Ui = HMAC(password, Ui-1), result = U1 ^ … ^ Ui
    const first = new Uint8Array(salt.length + 4);
    first.set(salt);
    first[salt.length + 3] = 1;
    let u = hmacSha256(password, first);
    const out = u.slice();
    for (let i = 1; i < iterations; i++) {
      u = hmacSha256(password, u);
      for (let j = 0; j < out.length; j++) out[j] = (out[j] as number) ^ (u[j] as number);
    }
    return out;
  },
  md5Hex: (data) => Array.from(md5(data), (b) => b.toString(16).padStart(2, '0')).join(''),
  equal: (a, b) => {
    if (a.length !== b.length) return false;
    let d = 0;
    for (let i = 0; i < a.length; i++) d |= (a[i] as number) ^ (b[i] as number);
    return d === 0;
  },
};
