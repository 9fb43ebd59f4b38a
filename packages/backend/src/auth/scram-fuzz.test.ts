import { createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto';
import fc from 'fast-check';
import { isPgError } from '@pgsqlite/errors';
import { afterAll, describe, it } from 'vitest';
import type { AuthCrypto } from './auth-crypto.js';
import { ScramServer, SCRAM_SHA_256, SCRAM_SHA_256_PLUS } from './scram-server.js';

/**
 * Property-based fuzzing (fast-check) of the SCRAM message decoders (the client-first-message of
 * a SASLInitialResponse, the client-final-message of a SASLResponse): arbitrary bytes and mutated
 * valid messages, with and without TLS channel binding. Each may only answer (a
 * server-first/-final message, or null for a failed proof) or throw PostgreSQL's error — never
 * XX000, never a JavaScript error.
 *
 * Budget: a fixed number of runs per CI run (with packages/wire's and the COPY decoders' fuzz,
 * over 1,000,000 decoder executions); PGSQLITE_FUZZ_SCALE multiplies it, PGSQLITE_FUZZ_SEED replays.
 */
const SCALE = Math.max(1, Number(process.env['PGSQLITE_FUZZ_SCALE'] ?? '1'));
const SEED = process.env['PGSQLITE_FUZZ_SEED'] === undefined ? undefined : Number(process.env['PGSQLITE_FUZZ_SEED']);
const runs = (n: number): fc.Parameters<unknown> => ({ numRuns: Math.round(n * SCALE), ...(SEED === undefined ? {} : { seed: SEED }) });
const TIMEOUT = 600_000 * SCALE;

const crypto: AuthCrypto = {
  randomBytes: (n) => new Uint8Array(randomBytes(n)),
  sha256: (d) => new Uint8Array(createHash('sha256').update(d).digest()),
  hmacSha256: (k, d) => new Uint8Array(createHmac('sha256', k).update(d).digest()),
  pbkdf2Sha256: (p, s, i) => new Uint8Array(pbkdf2Sync(p, s, i, 32, 'sha256')),
  md5Hex: (d) => createHash('md5').update(d).digest('hex'),
  equal: (a, b) => a.length === b.length && timingSafeEqual(a, b),
};
/** A verifier PostgreSQL 15.18 stored for CREATE ROLE alice PASSWORD 'a'. */
const VERIFIER = 'SCRAM-SHA-256$4096:SsS9+1LNLSKhIC6LeRAOPQ==$Gp7585z1TopEC3ldD5CtUKAoG46Jd1j2hWjvGCFNIbE=:U7ew5BUmjhSjyOUXTT4zkg1DDNp19+Dw12mfeKasVU0=';
const TLS = new Uint8Array(32).fill(7);

let executions = 0;
const started = Date.now();
const stackLimit = Error.stackTraceLimit;
Error.stackTraceLimit = 0;
afterAll(() => {
  Error.stackTraceLimit = stackLimit;
  process.stdout.write(`SCRAM decoder fuzz: ${executions} decoder executions in ${Date.now() - started} ms (scale ${SCALE})\n`);
});

function checkThrown(e: unknown): void {
  if (!isPgError(e)) throw e;
  if (e.code === 'XX000') throw new Error(`decoder wrapped an internal error: ${e.message}`);
}

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);
const server = (tls: boolean): ScramServer => new ScramServer({ crypto, secret: VERIFIER, mockNonce: new Uint8Array(32), user: 'alice', channelBinding: tls ? TLS : null });

/** One edit of a byte string: flip a bit, truncate, insert bytes, delete, or duplicate a comma-separated part. */
const mutation = fc.oneof(
  fc.record({ kind: fc.constant('flip' as const), at: fc.nat(), bit: fc.nat(7) }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), bytes: fc.uint8Array({ maxLength: 6 }) }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), n: fc.nat(6) }),
  fc.record({ kind: fc.constant('text' as const), at: fc.nat(), text: fc.constantFrom(',', '=', 'n=', 'r=', 'c=', 'p=', 'p=tls-server-end-point', 'a=x', 'y,,', '==', '\0', '\u00e9', '\ud800') }),
);
type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never;

function mutate(input: Uint8Array, edits: readonly Mutation[]): Uint8Array {
  let b = Array.from(input);
  for (const m of edits) {
    const at = b.length === 0 ? 0 : m.at % (b.length + 1);
    if (m.kind === 'flip' && b.length > 0) b[at % b.length] = (b[at % b.length] as number) ^ (1 << m.bit);
    else if (m.kind === 'truncate') b = b.slice(0, at);
    else if (m.kind === 'insert') b.splice(at, 0, ...m.bytes);
    else if (m.kind === 'delete') b.splice(at, m.n);
    else if (m.kind === 'text') b.splice(at, 0, ...enc(m.text));
  }
  return Uint8Array.from(b);
}

const GS2 = ['n,,', 'y,,', 'p=tls-server-end-point,,'];
const clientFirst = fc.tuple(fc.constantFrom(...GS2), fc.stringMatching(/^[!-+\--~]{1,24}$/)).map(([gs2, nonce]) => ({ gs2, bare: `n=,r=${nonce}` }));

describe('scram-decoder-fuzz', () => {
  it('1 client-first-message: arbitrary and mutated, either mechanism, with and without TLS', () => {
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 80 }), fc.tuple(clientFirst, fc.array(mutation, { maxLength: 4 })).map(([c, m]) => mutate(enc(c.gs2 + c.bare), m))), fc.boolean(), fc.boolean(), (message, tls, plus) => {
        executions++;
        try {
          server(tls).first(plus ? SCRAM_SHA_256_PLUS : SCRAM_SHA_256, message);
        } catch (e) {
          checkThrown(e);
        }
      }),
      runs(20_000),
    );
  }, TIMEOUT);

  it('2 client-final-message after a valid first: arbitrary and mutated', () => {
    fc.assert(
      fc.property(clientFirst, fc.boolean(), fc.oneof(fc.uint8Array({ maxLength: 120 }), fc.array(mutation, { maxLength: 4 })), (first, tls, final) => {
        const s = server(tls);
        const plus = first.gs2.startsWith('p');
        let serverFirst: string;
        try {
          serverFirst = new TextDecoder().decode(s.first(plus ? SCRAM_SHA_256_PLUS : SCRAM_SHA_256, enc(first.gs2 + first.bare)));
        } catch (e) {
          checkThrown(e);
          return;
        }
        const nonce = serverFirst.split(',')[0]?.slice(2) ?? '';
        const cbind = Buffer.concat([Buffer.from(first.gs2), plus && tls ? Buffer.from(TLS) : Buffer.alloc(0)]).toString('base64');
        const valid = enc(`c=${cbind},r=${nonce},p=${Buffer.alloc(32, 1).toString('base64')}`);
        const message = final instanceof Uint8Array ? final : mutate(valid, final);
        executions++;
        try {
          s.final(message);
        } catch (e) {
          checkThrown(e);
        }
      }),
      runs(12_000),
    );
  }, TIMEOUT);
});
