import { createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AuthCrypto } from './auth-crypto.js';
import { encryptPassword, passwordType, verifyPlainPassword } from './password-verifier.js';
import { saslPrep } from './saslprep.js';
import { ScramServer } from './scram-server.js';

const crypto: AuthCrypto = {
  randomBytes: (n) => new Uint8Array(randomBytes(n)),
  sha256: (d) => new Uint8Array(createHash('sha256').update(d).digest()),
  hmacSha256: (k, d) => new Uint8Array(createHmac('sha256', k).update(d).digest()),
  pbkdf2Sha256: (p, s, i) => new Uint8Array(pbkdf2Sync(p, s, i, 32, 'sha256')),
  md5Hex: (d) => createHash('md5').update(d).digest('hex'),
  equal: (a, b) => a.length === b.length && timingSafeEqual(a, b),
};

/** A verifier PostgreSQL 15.18 stored for CREATE ROLE alice PASSWORD 'a'. */
const PG_VERIFIER = 'SCRAM-SHA-256$4096:SsS9+1LNLSKhIC6LeRAOPQ==$Gp7585z1TopEC3ldD5CtUKAoG46Jd1j2hWjvGCFNIbE=:U7ew5BUmjhSjyOUXTT4zkg1DDNp19+Dw12mfeKasVU0=';

/** The client side of SCRAM-SHA-256 as RFC 5802 defines it (independent of the server code). */
function clientFinal(password: string, clientFirstBare: string, serverFirst: string, gs2: Buffer): string {
  const attrs = Object.fromEntries(serverFirst.split(',').map((a) => [a[0], a.slice(2)]));
  const salted = pbkdf2Sync(password, Buffer.from(String(attrs['s']), 'base64'), Number(attrs['i']), 32, 'sha256');
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  const storedKey = createHash('sha256').update(clientKey).digest();
  const withoutProof = `c=${gs2.toString('base64')},r=${String(attrs['r'])}`;
  const sig = createHmac('sha256', storedKey).update(`${clientFirstBare},${serverFirst},${withoutProof}`).digest();
  return `${withoutProof},p=${Buffer.from(clientKey.map((b, i) => b ^ (sig[i] as number))).toString('base64')}`;
}

function exchange(secret: string | null, password: string, options: { tls?: Uint8Array; mechanism?: string; gs2?: string; cbind?: Buffer } = {}): string | null {
  const server = new ScramServer({ crypto, secret, mockNonce: new Uint8Array(32), user: 'alice', channelBinding: options.tls ?? null });
  const gs2 = options.gs2 ?? 'n,,';
  const bare = 'n=,r=clientnonce123';
  const serverFirst = Buffer.from(server.first(options.mechanism ?? 'SCRAM-SHA-256', Buffer.from(gs2 + bare))).toString();
  const final = server.final(Buffer.from(clientFinal(password, bare, serverFirst, Buffer.concat([Buffer.from(gs2), options.cbind ?? Buffer.alloc(0)]))));
  return final === null ? null : Buffer.from(final).toString();
}

describe('scram server', () => {
  it('scram-1 authenticates against a verifier PostgreSQL made, and refuses a wrong password', () => {
    expect(exchange(PG_VERIFIER, 'a')).toMatch(/^v=[A-Za-z0-9+/]{43}=$/);
    expect(exchange(PG_VERIFIER, 'b')).toBeNull();
  });

  it('scram-2 an unknown role (no verifier) runs the exchange on a mock salt and fails', () => {
    const server = new ScramServer({ crypto, secret: null, mockNonce: new Uint8Array(32), user: 'ghost', channelBinding: null });
    const first = Buffer.from(server.first('SCRAM-SHA-256', Buffer.from('n,,n=,r=abc'))).toString();
    expect(first).toMatch(/^r=abc[A-Za-z0-9+/]{24},s=[A-Za-z0-9+/]{22}==,i=4096$/);
    const again = new ScramServer({ crypto, secret: null, mockNonce: new Uint8Array(32), user: 'ghost', channelBinding: null });
    // The same mock salt every time for a name, as a real role's salt would be.
    expect(Buffer.from(again.first('SCRAM-SHA-256', Buffer.from('n,,n=,r=abc'))).toString().split(',')[1]).toBe(first.split(',')[1]);
    expect(exchange(null, 'anything')).toBeNull();
  });

  it('scram-3 SCRAM-SHA-256-PLUS checks the tls-server-end-point data', () => {
    const endpoint = new Uint8Array(32).fill(7);
    const gs2 = 'p=tls-server-end-point,,';
    expect(exchange(PG_VERIFIER, 'a', { tls: endpoint, mechanism: 'SCRAM-SHA-256-PLUS', gs2, cbind: Buffer.from(endpoint) })).toMatch(/^v=/);
    expect(() => exchange(PG_VERIFIER, 'a', { tls: endpoint, mechanism: 'SCRAM-SHA-256-PLUS', gs2, cbind: Buffer.alloc(32) })).toThrow('SCRAM channel binding check failed');
    expect(() => exchange(PG_VERIFIER, 'a', { mechanism: 'SCRAM-SHA-256-PLUS', gs2 })).toThrow('client selected an invalid SASL authentication mechanism');
    expect(() => exchange(PG_VERIFIER, 'a', { tls: endpoint, gs2: 'y,,' })).toThrow('SCRAM channel binding negotiation error');
    expect(ScramServer.mechanisms(true)).toEqual(['SCRAM-SHA-256-PLUS', 'SCRAM-SHA-256']);
    expect(ScramServer.mechanisms(false)).toEqual(['SCRAM-SHA-256']);
  });

  it('scram-4 malformed messages are FATAL 08P01 "malformed SCRAM message"', () => {
    const server = new ScramServer({ crypto, secret: PG_VERIFIER, mockNonce: new Uint8Array(32), user: 'alice', channelBinding: null });
    expect(() => server.first('SCRAM-SHA-256', Buffer.from('x,,n=,r=a'))).toThrow('malformed SCRAM message');
    expect(() => server.first('SCRAM-SHA-256', Buffer.from('n,a=bob,n=,r=a'))).toThrow('client uses authorization identity, but it is not supported');
  });
});

describe('password verifiers', () => {
  it('verifier-1 encryptPassword makes SCRAM or md5 verifiers that verifyPlainPassword accepts; hashes are kept as given', () => {
    const scram = encryptPassword(crypto, 'scram-sha-256', 'alice', 'secret');
    expect(passwordType(scram)).toBe('scram-sha-256');
    expect(verifyPlainPassword(crypto, 'alice', scram, 'secret')).toBe(true);
    expect(verifyPlainPassword(crypto, 'alice', scram, 'Secret')).toBe(false);
    expect(encryptPassword(crypto, 'md5', 'r_md5', 'x')).toBe('md54a66c9fe32a1ccd43b7f373756801b66');
    expect(encryptPassword(crypto, 'scram-sha-256', 'alice', PG_VERIFIER)).toBe(PG_VERIFIER);
    expect(verifyPlainPassword(crypto, 'alice', PG_VERIFIER, 'a')).toBe(true);
  });

  it('verifier-2 SASLprep maps non-ASCII spaces and NFKC-normalises; ASCII is untouched', () => {
    expect(saslPrep('pa ss')).toBe('pa ss');
    expect(saslPrep('I\u00ADX')).toBe('IX');
    expect(saslPrep('a\u00A0b')).toBe('a b');
    expect(saslPrep('\u2168')).toBe('IX');
    expect(saslPrep('a\u0007\u00e9')).toBe('a\u0007\u00e9');
  });
});
