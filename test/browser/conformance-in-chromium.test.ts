import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listAreas, loadArea, type ConformanceCase } from '../conformance/lib/case-file.js';
import { readGolden } from '../conformance/lib/golden.js';
import { readKnownFailures } from '../conformance/lib/known-failures.js';
import type { Outcome } from '../conformance/lib/outcome.js';
import { judge } from '../conformance/lib/verdict.js';
import { chromiumMissing, outDir, startRig, type BrowserRig } from './chromium.js';

// The conformance corpus through Pgsqlite.create in chromium (the WebAssembly engine in a Web
// Worker, the server's session code over the in-memory transport): every case that passes on the
// native server (not in known-failures.txt) must pass in the browser. Cases run as the Node
// runner runs them (test/conformance/lib/case-runner.ts): simple protocol, BEGIN; setup; case;
// ROLLBACK, values in text. Counts go to .tmp/browser/conformance.json.
// No case needs excluding (the corpus runs on one connection, which the browser host serves),
// except those whose answers come from the platform's C math library or tz database
// (libm-differences.txt).
const missing = chromiumMissing();

/** Case ids answered from the C math library, which a browser does not have. */
function libmDependent(): Set<string> {
  const text = readFileSync(new URL('./libm-differences.txt', import.meta.url), 'utf8');
  return new Set(text.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#')).map((l) => l.split(' ')[0]!));
}

let rig: BrowserRig;
let page: Page;

type PageCase = Pick<ConformanceCase, 'id' | 'setup' | 'sql'>;

/** Runs cases in the page on one Pgsqlite (created on first use) and returns their outcomes. */
function runInPage(page: Page, cases: PageCase[]): Promise<Record<string, Outcome>> {
  return page.evaluate(async (batch) => {
    type Raw = { results: { fields: { name: string; typeOid: number }[]; rows: (string | null)[][]; tag: string | null }[]; error: { code: string; message: string; position?: number } | null };
    type Db = { execRaw(sql: string): Promise<Raw> };
    const w = window as unknown as { pgsqliteDb?: Promise<Db>; Pgsqlite: { create(): Promise<Db> } };
    w.pgsqliteDb ??= (async () => {
      const db = await w.Pgsqlite.create();
      await db.execRaw("SET TimeZone TO 'UTC'; SET DateStyle TO 'ISO, MDY'; SET IntervalStyle TO 'postgres'");
      return db;
    })();
    const db = await w.pgsqliteDb;
    const out: Record<string, unknown> = {};
    for (const c of batch) {
      await db.execRaw('BEGIN');
      try {
        if (c.setup !== '') {
          const s = await db.execRaw(c.setup);
          if (s.error !== null) {
            out[c.id] = { kind: 'setup-error', code: s.error.code, message: s.error.message };
            continue;
          }
        }
        const r = await db.execRaw(c.sql);
        if (r.error !== null) {
          out[c.id] = { kind: 'error', code: r.error.code, ...(r.error.position === undefined ? {} : { position: r.error.position }), message: r.error.message };
          continue;
        }
        const last = r.results[r.results.length - 1];
        if (r.results.length !== 1 || last === undefined) {
          out[c.id] = { kind: 'broken', message: `${r.results.length} results` };
          continue;
        }
        const columns = [];
        for (const f of last.fields) {
          let typeName: string | undefined;
          if (f.typeOid >= 16384) {
            const t = await db.execRaw(`SELECT format_type(${Math.trunc(f.typeOid)}, NULL)`);
            const v = t.results[0]?.rows[0]?.[0];
            if (typeof v === 'string') typeName = v;
          }
          columns.push({ name: f.name, typeOid: f.typeOid, ...(typeName === undefined ? {} : { typeName }) });
        }
        out[c.id] = { kind: 'rows', tag: last.tag ?? '', columns, rows: last.rows };
      } finally {
        await db.execRaw('ROLLBACK');
      }
    }
    return out as Record<string, Outcome>;
  }, cases);
}

beforeAll(async () => {
  if (missing !== null) return;
  rig = await startRig('conformance-dist');
  page = await (await rig.browser.newContext()).newPage();
  await page.goto(`${rig.server.url}api.html`);
  await page.waitForFunction(() => 'Pgsqlite' in window);
}, 180_000);

afterAll(async () => {
  await rig?.close();
});

it.skipIf(missing !== null)('every case that passes natively passes in the browser', async () => {
  const known = readKnownFailures();
  const libm = libmDependent();
  const counts = { run: 0, pass: 0, knownNativeFailures: 0, libmDifferences: 0, browserOnlyFailures: 0 };
  const browserOnly: string[] = [];
  const started = performance.now();
  for (const area of listAreas()) {
    const cases = loadArea(area);
    const golden = readGolden(area);
    for (let i = 0; i < cases.length; i += 100) {
      const batch = cases.slice(i, i + 100);
      const outcomes = await runInPage(
        page,
        batch.map((c) => ({ id: c.id, setup: c.setup, sql: c.sql })),
      );
      for (const c of batch) {
        counts.run++;
        const outcome = outcomes[c.id] ?? { kind: 'broken', message: 'no outcome' };
        const verdict = judge(c, golden[c.id], outcome);
        if (verdict.status === 'pass') counts.pass++;
        else if (known.has(c.id)) counts.knownNativeFailures++;
        else if (libm.has(c.id)) counts.libmDifferences++;
        else {
          counts.browserOnlyFailures++;
          browserOnly.push(`${c.id}: ${verdict.diffs.join(' | ').slice(0, 300)}`);
        }
      }
    }
  }
  const seconds = Math.round((performance.now() - started) / 1000);
  writeFileSync(join(outDir, 'conformance.json'), `${JSON.stringify({ ...counts, seconds, browserOnly }, null, 2)}\n`);
  console.log(`conformance in chromium: ${counts.pass} of ${counts.run} pass (${counts.knownNativeFailures} also fail natively, ${counts.libmDifferences} differ by the C math library), ${counts.browserOnlyFailures} fail only in the browser, ${seconds} s`);
  expect(browserOnly).toEqual([]);
}, 1_800_000);
