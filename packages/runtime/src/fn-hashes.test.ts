import { test } from 'vitest';
import { md5, sha256, sha512, hexOf, bytesOf } from './fn-hashes.js';
import { createHash } from 'node:crypto';
test('md5 and sha-2 match node:crypto', () => {
  for (const s of ['', 'abc', 'x'.repeat(55), 'x'.repeat(56), 'x'.repeat(64), 'héllo'.repeat(40)]) {
    const b = bytesOf(s);
    for (const [n, f] of [['md5', () => md5(b)], ['sha224', () => sha256(b, true)], ['sha256', () => sha256(b)], ['sha384', () => sha512(b, true)], ['sha512', () => sha512(b)]] as const) {
      const want = createHash(n).update(b).digest('hex');
      if (hexOf(f()) !== want) throw new Error(`${n} ${s.length}`);
    }
  }
});
