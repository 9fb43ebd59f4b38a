import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgsqlite, type RunningServer } from '../../src/index.js';
import { listAreas, loadArea, type ConformanceCase } from './lib/case-file.js';
import { compareOutcomes } from './lib/compare.js';
import { readGolden } from './lib/golden.js';
import { readKnownFailures } from './lib/known-failures.js';
import type { Outcome } from './lib/outcome.js';
import { isOrdered, loadRowOrderParser } from './lib/row-order.js';
import { runCases } from './lib/suite.js';
import { judge } from './lib/verdict.js';

// The conformance corpus on both SQLite engines: the wasm engine (sqlite-wasm) must give, case
// for case, the answer the native engine (better-sqlite3) gives — rows, columns, type OIDs, tag,
// SQLSTATE, position and the error message itself. A difference is allowed only when listed in
// engine-differences.txt with its reason; a listed case that agrees fails the suite.
//
// Budget: in CI (CI=true) a fixed third of the corpus runs — chosen by a hash of the case id, so
// the sample is stable as areas grow and covers every area — plus every listed case;
// conformance.test.ts already runs the whole corpus on the native engine there. Outside CI, or
// with PGSQLITE_ENGINES_FULL=1, the whole corpus runs on both engines.

const differencesFile = new URL('./engine-differences.txt', import.meta.url).pathname;
const allowed = readKnownFailures(differencesFile);
const corpus: ConformanceCase[] = listAreas().flatMap((a) => loadArea(a));
const full = process.env['CI'] !== 'true' || process.env['PGSQLITE_ENGINES_FULL'] === '1';
const cases = full ? corpus : corpus.filter((c) => allowed.has(c.id) || idHash(c.id) % 3 === 0);
const outcomes = { native: new Map<string, Outcome>(), wasm: new Map<string, Outcome>() };
const servers: RunningServer[] = [];

beforeAll(async () => {
  await loadRowOrderParser();
  const [native, wasm] = await Promise.all([startPgsqlite({ port: 0, engine: 'native' }), startPgsqlite({ port: 0, engine: 'wasm' })]);
  servers.push(native, wasm);
  // One engine after the other: each gets the machine to itself.
  outcomes.native = await runCases(native.url, cases);
  outcomes.wasm = await runCases(wasm.url, cases);
}, 30 * 60_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

/** FNV-1a of a case id: which third of the corpus the CI sample takes it from. */
function idHash(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** Differences of the wasm engine's answer from the native engine's (empty: the same answer). */
function engineDiffs(c: ConformanceCase, native: Outcome, wasm: Outcome): string[] {
  const diffs = compareOutcomes(native, wasm, isOrdered(c));
  if (native.kind === 'error' && wasm.kind === 'error') {
    if (native.position !== wasm.position) diffs.push(`error position ${wasm.position ?? 'none'}, native ${native.position ?? 'none'}`);
    if (native.message !== wasm.message) diffs.push(`message '${wasm.message}', native '${native.message}'`);
  }
  return diffs;
}

describe('conformance corpus on both engines', () => {
  it('engines-1.1 the wasm engine answers every case as the native engine does', () => {
    const unlisted: string[] = [];
    const agreeing: string[] = [];
    for (const c of cases) {
      const diffs = engineDiffs(c, outcomes.native.get(c.id) as Outcome, outcomes.wasm.get(c.id) as Outcome);
      if (diffs.length > 0 && !allowed.has(c.id)) unlisted.push(`${c.id} (cases/${c.area}.sql:${c.line}): ${diffs.join('; ')}`);
      if (diffs.length === 0 && allowed.has(c.id)) agreeing.push(`${c.id} is listed in engine-differences.txt but both engines agree: remove it`);
    }
    expect(unlisted).toEqual([]);
    expect(agreeing).toEqual([]);
  });

  it('engines-1.2 both engines pass the same cases against PostgreSQL 15 (counts in the output)', () => {
    const passing = { native: 0, wasm: 0 };
    const onlyOne: string[] = [];
    const goldens = new Map(listAreas().map((a) => [a, readGolden(a)]));
    for (const c of cases) {
      const golden = goldens.get(c.area)?.[c.id];
      const native = judge(c, golden, outcomes.native.get(c.id) as Outcome).status === 'pass';
      const wasm = judge(c, golden, outcomes.wasm.get(c.id) as Outcome).status === 'pass';
      if (native) passing.native++;
      if (wasm) passing.wasm++;
      if (native !== wasm && !allowed.has(c.id)) onlyOne.push(`${c.id}: passes on ${native ? 'native' : 'wasm'} only`);
    }
    process.stdout.write(`conformance: ${cases.length} of ${corpus.length} cases${full ? '' : ' (CI sample)'}; agree with PostgreSQL 15: native ${passing.native}, wasm ${passing.wasm}\n`);
    expect(onlyOne).toEqual([]);
  });

  it('engines-1.3 engine-differences.txt lists only existing cases', () => {
    const ids = new Set(corpus.map((c) => c.id));
    expect([...allowed.keys()].filter((id) => !ids.has(id))).toEqual([]);
  });
});
