import fc from 'fast-check';
import { isPgError } from '@pgsqlite/errors';
import { defaultFormatSettings, typeByOid } from '@pgsqlite/catalog';
import type { SqlValue } from '@pgsqlite/engine';
import type { CopyColumn, CopyOptions } from '@pgsqlite/translate';
import { afterAll, describe, expect, it } from 'vitest';
import { BinaryCopyReader, binaryHeader, binaryTrailer, binaryTuple } from './copy-binary.js';
import { CsvQuoteTracker, parseCsvFields } from './copy-csv.js';
import { RowDecoder } from './copy-decode.js';
import { CopyLines } from './copy-lines.js';
import { parseTextFields } from './copy-text.js';

/**
 * Property-based fuzzing (fast-check) of the COPY FROM STDIN decoders: line splitting (text and
 * CSV, any CopyData chunking, invalid UTF-8, mixed newlines, `\.`), field splitting, the row
 * decoder (int4, text, bool, numeric, date columns) and the binary format reader. Each may only
 * produce values or throw a PgError that is not XX000 — never a JavaScript error, never hang.
 *
 * Budget: ≥ 400,000 decoder executions per CI run (with packages/wire's decoder fuzz, ≥ 1,000,000);
 * PGSQLITE_FUZZ_SCALE multiplies it for a long run, PGSQLITE_FUZZ_SEED replays a failure.
 */
const SCALE = Math.max(1, Number(process.env['PGSQLITE_FUZZ_SCALE'] ?? '1'));
const SEED = process.env['PGSQLITE_FUZZ_SEED'] === undefined ? undefined : Number(process.env['PGSQLITE_FUZZ_SEED']);
const runs = (n: number): fc.Parameters<unknown> => ({ numRuns: Math.round(n * SCALE), ...(SEED === undefined ? {} : { seed: SEED }) });
const TIMEOUT = 600_000 * SCALE;

let executions = 0;
const started = Date.now();
const stackLimit = Error.stackTraceLimit;
Error.stackTraceLimit = 0;
afterAll(() => {
  Error.stackTraceLimit = stackLimit;
  process.stdout.write(`COPY decoder fuzz: ${executions} decoder executions in ${Date.now() - started} ms (scale ${SCALE})\n`);
});

function checkThrown(e: unknown): void {
  if (!isPgError(e)) throw e;
  if (e.code === 'XX000') throw new Error(`decoder wrapped an internal error: ${e.message}`);
}

const columns: CopyColumn[] = [
  { name: 'i', typeOid: 23, typmod: -1 },
  { name: 't', typeOid: 25, typmod: -1 },
  { name: 'b', typeOid: 16, typmod: -1 },
  { name: 'n', typeOid: 1700, typmod: -1 },
  { name: 'd', typeOid: 1082, typmod: -1 },
];
const types = columns.map((c) => typeByOid(c.typeOid));

function options(format: 'text' | 'csv', delimiter: string, quote = '"', escape = '"'): CopyOptions {
  return { format, delimiter, null: format === 'csv' ? '' : '\\N', header: false, quote, escape, forceQuote: [], forceNotNull: [], forceNull: [] } as unknown as CopyOptions;
}

/** Bytes that matter to COPY's scanners, mixed with arbitrary ones. */
const copyByte = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...Array.from('\t,"\\\n\r.N01-tf', (c) => c.charCodeAt(0))) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 255 }) },
);
const copyBytes = fc.array(copyByte, { maxLength: 120 }).map((a) => Uint8Array.from(a));
const chunks = fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 5 });
const delimiter = fc.constantFrom('\t', ',', '|', ';');

/** Feeds `data` in chunks through CopyLines and decodes every line, as COPY FROM STDIN does. */
function copyText(data: Uint8Array, ch: readonly number[], format: 'text' | 'csv', delim: string): void {
  const o = options(format, delim);
  const lines = new CopyLines(format === 'csv' ? new CsvQuoteTracker('"', '"') : null);
  const decoder = new RowDecoder(columns, types, o, defaultFormatSettings);
  const out: SqlValue[] = [];
  const fail = (e: unknown): never => {
    throw e;
  };
  const take = (line: string): void => {
    executions++;
    try {
      decoder.decode(line, out, fail);
    } catch (e) {
      checkThrown(e);
    }
    out.length = 0;
  };
  try {
    let at = 0;
    let c = 0;
    while (at < data.length) {
      const n = ch[c++ % ch.length] as number;
      executions++;
      lines.push(data.subarray(at, at + n));
      at += n;
      for (let l = lines.next(); l !== null; l = lines.next()) take(l);
    }
    for (let l = lines.finish(); l !== null; l = lines.finish()) take(l);
  } catch (e) {
    checkThrown(e);
  }
}

describe('copy-decoder-fuzz', () => {
  it('1 text format: line splitting and row decoding over arbitrary CopyData chunks', () => {
    fc.assert(fc.property(copyBytes, chunks, delimiter, (d, ch, delim) => copyText(d, ch, 'text', delim)), runs(40_000));
  }, TIMEOUT);

  it('2 csv format: quoted newlines, escapes and row decoding over arbitrary chunks', () => {
    fc.assert(fc.property(copyBytes, chunks, delimiter, (d, ch, delim) => copyText(d, ch, 'csv', delim)), runs(40_000));
  }, TIMEOUT);

  it('3 field splitters on arbitrary strings', () => {
    const str = fc.string({ unit: fc.constantFrom('\t', ',', '"', '\\', 'N', 'a', '\u00e9', '.', 'x', "'"), maxLength: 60 });
    fc.assert(
      fc.property(str, delimiter, fc.constantFrom('"', "'"), fc.constantFrom('"', '\\'), (s, delim, quote, escape) => {
        for (const f of [() => parseTextFields(s, delim, '\\N'), () => parseCsvFields(s, delim, quote, escape)]) {
          executions++;
          try {
            f();
          } catch (e) {
            checkThrown(e);
          }
        }
      }),
      runs(100_000),
    );
  }, TIMEOUT);

  it('4 binary format: valid streams mutated (bit flips, truncation, splices, length words)', () => {
    const field = fc.option(fc.uint8Array({ maxLength: 12 }), { nil: null });
    const stream = fc.array(fc.array(field, { minLength: 0, maxLength: 6 }), { maxLength: 5 }).map((tuples) =>
      Uint8Array.from([...binaryHeader(), ...tuples.flatMap((t) => Array.from(binaryTuple(t))), ...binaryTrailer()]),
    );
    const edit = fc.record({ at: fc.nat(), kind: fc.constantFrom('flip', 'cut', 'splice', 'len'), v: fc.integer() });
    fc.assert(
      fc.property(stream, fc.array(edit, { maxLength: 3 }), chunks, fc.integer({ min: 0, max: 6 }), (s, edits, ch, count) => {
        const b = Array.from(s);
        for (const e of edits) {
          const at = b.length === 0 ? 0 : e.at % b.length;
          if (e.kind === 'flip' && b.length > 0) b[at] = (b[at] as number) ^ (1 << (e.v & 7));
          else if (e.kind === 'cut') b.length = at;
          else if (e.kind === 'splice') b.splice(at, 0, e.v & 0xff, (e.v >> 8) & 0xff);
          else if (b.length >= at + 4) b.splice(at, 4, (e.v >>> 24) & 0xff, (e.v >>> 16) & 0xff, (e.v >>> 8) & 0xff, e.v & 0xff);
        }
        const data = Uint8Array.from(b);
        const r = new BinaryCopyReader();
        try {
          let at = 0;
          let c = 0;
          while (at < data.length) {
            const n = ch[c++ % ch.length] as number;
            r.push(data.subarray(at, at + n));
            at += n;
            for (;;) {
              executions++;
              if (r.next(count, false) === undefined) break;
            }
          }
          for (let guard = 0; guard < 100; guard++) {
            executions++;
            if (r.next(count, true) === undefined) break;
          }
        } catch (e) {
          checkThrown(e);
        }
      }),
      runs(40_000),
    );
  }, TIMEOUT);

  it('5 a well-formed text row round-trips', () => {
    const o = options('text', '\t');
    const d = new RowDecoder(columns, types, o, defaultFormatSettings);
    const out: SqlValue[] = [];
    d.decode('42\tx\\ty\tt\t1.50\t2024-02-29', out, (e) => {
      throw e;
    });
    expect(out).toHaveLength(5);
    expect(out[0]).toBe(42);
    expect(out[1]).toBe('x\ty');
  });
});
