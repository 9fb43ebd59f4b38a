import fc from 'fast-check';
import { isPgError } from '@pgsqlite/errors';
import { afterAll, describe, expect, it } from 'vitest';
import { BodyReader } from './body-reader.js';
import { FrameReader, FramingError, type FrontendMessage } from './index.js';
import { parseFrontendBody } from './frontend-parsers.js';
import { parseStartupBody } from './startup.js';
import { encodeFrontend, encodeStartup } from './testing/index.js';

/**
 * Property-based fuzzing (fast-check) of everything that reads client bytes in this package: the
 * frame reader (startup and message phases, any chunking), the startup packet parser and every
 * message body parser. A decoder may only return a message, ask for more bytes, throw a PgError
 * (never XX000: that is a bug of ours wrapped) or a FramingError, and must always make progress.
 *
 * Budget: a fixed number of runs per CI run (≥ 600,000 decoder executions here; the COPY and
 * SCRAM decoders in packages/backend — copy/copy-fuzz.test.ts, auth/scram-fuzz.test.ts — add
 * the rest of the 1,000,000), scaled by PGSQLITE_FUZZ_SCALE for a long run
 * (`PGSQLITE_FUZZ_SCALE=50 npx vitest run packages/wire/src/decoder-fuzz.test.ts`). A failure
 * prints fast-check's seed and path; replay with PGSQLITE_FUZZ_SEED=<seed>.
 */
const SCALE = Math.max(1, Number(process.env['PGSQLITE_FUZZ_SCALE'] ?? '1'));
const SEED = process.env['PGSQLITE_FUZZ_SEED'] === undefined ? undefined : Number(process.env['PGSQLITE_FUZZ_SEED']);
const runs = (n: number): fc.Parameters<unknown> => ({ numRuns: Math.round(n * SCALE), ...(SEED === undefined ? {} : { seed: SEED }) });
const TIMEOUT = 600_000 * SCALE;

let executions = 0;
const started = Date.now();
// Stack traces are not needed for the errors decoders throw here, and cost most of a run.
const stackLimit = Error.stackTraceLimit;
Error.stackTraceLimit = 0;
afterAll(() => {
  Error.stackTraceLimit = stackLimit;
  process.stdout.write(`wire decoder fuzz: ${executions} decoder executions in ${Date.now() - started} ms (scale ${SCALE})\n`);
});

/** A PgError a client may see; anything else thrown by a decoder is a bug. */
function checkThrown(e: unknown): void {
  if (e instanceof FramingError) return;
  if (!isPgError(e)) throw e;
  if (e.code === 'XX000') throw new Error(`decoder wrapped an internal error: ${e.message}`);
}

function progress(before: number, after: number): void {
  if (after >= before) throw new Error(`reader made no progress (${before} bytes pending)`);
}

/** Drains `bytes` through a FrameReader in the given chunk sizes, like a session does. */
function drive(bytes: Uint8Array, chunks: readonly number[], startup: boolean, maxMessageLength?: number): void {
  const r = new FrameReader(maxMessageLength === undefined ? {} : { maxMessageLength });
  let inStartup = startup;
  let at = 0;
  let c = 0;
  while (at < bytes.length) {
    const n = Math.max(1, chunks.length === 0 ? bytes.length : (chunks[c++ % chunks.length] as number));
    r.push(bytes.subarray(at, at + n));
    at += n;
    for (;;) {
      const before = r.pending;
      executions++;
      let got: unknown;
      try {
        got = inStartup ? r.nextStartup() : r.nextMessage();
      } catch (e) {
        if (e instanceof FramingError) return;
        checkThrown(e);
        progress(before, r.pending);
        continue;
      }
      if (got === null) break;
      progress(before, r.pending);
      inStartup = false;
    }
  }
}

const bytes = (max: number): fc.Arbitrary<Uint8Array> => fc.uint8Array({ maxLength: max });
// C strings on the wire: no NUL inside.
const text = fc.string({ unit: 'binary', maxLength: 40 }).map((s) => s.split('\0').join(''));
const format = fc.constantFrom<0 | 1>(0, 1);

/** Well-formed frontend messages, to mutate and to round-trip. */
const message: fc.Arbitrary<FrontendMessage> = fc.oneof(
  text.map((sql) => ({ type: 'Query', sql }) as const),
  fc.record({ name: text, sql: text, paramTypes: fc.array(fc.nat(), { maxLength: 4 }) }).map((m) => ({ type: 'Parse', ...m }) as const),
  fc
    .record({
      portal: text,
      statement: text,
      params: fc.array(fc.option(bytes(16), { nil: null }), { maxLength: 4 }),
      resultFormats: fc.array(format, { maxLength: 3 }),
      allFormat: fc.option(format, { nil: undefined }),
    })
    .map((m) => ({
      type: 'Bind',
      portal: m.portal,
      statement: m.statement,
      paramFormats: m.allFormat === undefined ? m.params.map(() => 0 as const) : [m.allFormat],
      params: m.params,
      resultFormats: m.resultFormats,
    }) as const),
  fc.record({ target: fc.constantFrom<'S' | 'P'>('S', 'P'), name: text }).map((m) => ({ type: 'Describe', ...m }) as const),
  fc.record({ target: fc.constantFrom<'S' | 'P'>('S', 'P'), name: text }).map((m) => ({ type: 'Close', ...m }) as const),
  fc.record({ portal: text, maxRows: fc.integer() }).map((m) => ({ type: 'Execute', ...m }) as const),
  fc.constantFrom<FrontendMessage>({ type: 'Sync' }, { type: 'Flush' }, { type: 'Terminate' }, { type: 'CopyDone' }),
  bytes(32).map((data) => ({ type: 'CopyData', data }) as const),
  text.map((message) => ({ type: 'CopyFail', message }) as const),
);

/** One edit of a byte stream: flip a bit, truncate, splice bytes in, or overwrite a length word. */
const mutation = fc.oneof(
  fc.record({ kind: fc.constant('flip' as const), at: fc.nat(), bit: fc.nat(7) }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('splice' as const), at: fc.nat(), insert: bytes(8) }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), n: fc.nat(8) }),
  fc.record({
    kind: fc.constant('length' as const),
    at: fc.nat(),
    value: fc.oneof(fc.integer(), fc.constantFrom(-1, 0, 3, 4, 5, 10000, 10001, 65536, 0x3ffffffe, 0x3fffffff, 0x7fffffff)),
  }),
);
type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never;

export function mutate(input: Uint8Array, edits: readonly Mutation[]): Uint8Array {
  let b = Array.from(input);
  for (const m of edits) {
    const at = b.length === 0 ? 0 : m.at % b.length;
    if (m.kind === 'flip' && b.length > 0) b[at] = (b[at] as number) ^ (1 << m.bit);
    else if (m.kind === 'truncate') b = b.slice(0, at);
    else if (m.kind === 'splice') b.splice(at, 0, ...m.insert);
    else if (m.kind === 'delete') b.splice(at, m.n);
    else if (m.kind === 'length' && b.length >= at + 4) b.splice(at, 4, (m.value >>> 24) & 0xff, (m.value >>> 16) & 0xff, (m.value >>> 8) & 0xff, m.value & 0xff);
  }
  return Uint8Array.from(b);
}

const chunks = fc.array(fc.integer({ min: 1, max: 64 }), { maxLength: 6 });
const startupPacket = fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 4 }).map((parameters) =>
  encodeStartup({ kind: 'StartupMessage', protocolMajor: 3, protocolMinor: 0, parameters: { user: 'u', ...parameters } }),
);

describe('wire-decoder-fuzz', () => {
  it('1 random bytes, any chunking, either phase', () => {
    fc.assert(
      fc.property(bytes(300), chunks, fc.boolean(), (b, ch, startup) => drive(b, ch, startup, 1 << 16)),
      runs(20_000),
    );
  }, TIMEOUT);

  it('2 mutated valid sessions (startup + messages): bit flips, truncation, splices, length corruption', () => {
    fc.assert(
      fc.property(startupPacket, fc.array(message, { minLength: 1, maxLength: 8 }), fc.array(mutation, { minLength: 1, maxLength: 4 }), chunks, (s, msgs, edits, ch) => {
        const stream = Uint8Array.from([...s, ...msgs.flatMap((m) => Array.from(encodeFrontend(m)))]);
        drive(mutate(stream, edits), ch, true);
      }),
      runs(25_000),
    );
  }, TIMEOUT);

  it('3 every well-formed message round-trips through encode and the reader', () => {
    fc.assert(
      fc.property(fc.array(message, { minLength: 1, maxLength: 6 }), chunks, (msgs, ch) => {
        const stream = Uint8Array.from(msgs.flatMap((m) => Array.from(encodeFrontend(m))));
        const r = new FrameReader();
        const got: FrontendMessage[] = [];
        let at = 0;
        let c = 0;
        while (at < stream.length) {
          const n = Math.max(1, ch.length === 0 ? stream.length : (ch[c++ % ch.length] as number));
          r.push(stream.subarray(at, at + n));
          at += n;
          for (let m = r.nextMessage(); m !== null; m = r.nextMessage()) {
            executions++;
            got.push(m);
          }
          executions++;
        }
        const expected = msgs.map((m) => (m.type === 'Bind' && m.params.length === 0 ? { ...m, paramFormats: m.paramFormats } : m));
        expect(JSON.stringify(got)).toBe(JSON.stringify(expected));
      }),
      runs(15_000),
    );
  }, TIMEOUT);

  it('4 every body parser on arbitrary bodies (each run: all 14 message types)', () => {
    const types = Array.from('QPBDECSHXdcfpF', (c) => c.charCodeAt(0));
    fc.assert(
      fc.property(bytes(64), (body) => {
        for (const t of types) {
          executions++;
          try {
            parseFrontendBody(t, new BodyReader(body, 0, body.length));
          } catch (e) {
            checkThrown(e);
          }
        }
      }),
      runs(25_000),
    );
  }, TIMEOUT);

  it('5 startup packet bodies: random, and mutated valid ones', () => {
    fc.assert(
      fc.property(fc.oneof(bytes(80), fc.tuple(startupPacket, fc.array(mutation, { maxLength: 3 })).map(([p, m]) => mutate(p.subarray(4), m))), (body) => {
        if (body.length < 4) return;
        executions++;
        try {
          parseStartupBody(body, 0, body.length);
        } catch (e) {
          checkThrown(e);
        }
      }),
      runs(30_000),
    );
  }, TIMEOUT);
});

/**
 * Parsers of authentication payloads in this package's layer, if any are added (the SCRAM
 * messages themselves are parsed in packages/backend and fuzzed in auth/scram-fuzz.test.ts; the
 * 'p' frames carrying them are covered by properties 1, 2 and 4).
 */
export const scramParsers: { name: string; parse: (bytes: Uint8Array) => unknown; valid: Uint8Array[] }[] = [];

describe.skipIf(scramParsers.length === 0)('wire-decoder-fuzz: SCRAM messages', () => {
  for (const p of scramParsers) {
    it(`scram ${p.name}`, () => {
      fc.assert(
        fc.property(fc.oneof(bytes(200), fc.tuple(fc.constantFrom(...p.valid), fc.array(mutation, { maxLength: 4 })).map(([v, m]) => mutate(v, m))), (b) => {
          executions++;
          try {
            p.parse(b);
          } catch (e) {
            checkThrown(e);
          }
        }),
        runs(20_000),
      );
    }, TIMEOUT);
  }
});
