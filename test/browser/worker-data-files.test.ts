import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_TABLES, BUILTIN_VERSION } from '../../packages/catalog/src/builtin/pg15-data.js';
import { MULTIBYTE_TABLES } from '../../packages/wire/src/encoding/multibyte-data.js';
import { chromiumMissing, outDir, startRig, type BrowserRig } from './chromium.js';
import { serveStatic } from './static-server.js';

// The built-in catalog rows and the multi-byte encoding tables leave the worker's script: the
// build writes them as JSON (examples/playground/data-as-json.mjs), the worker fetches them beside
// SQLite, and the answers that read them are PostgreSQL's, in chromium.
const missing = chromiumMissing();

let rig: BrowserRig & { dist: string };
let page: Page;

interface RawDb {
  execRaw(sql: string): Promise<{ results: { rows: (string | null)[][] }[]; error: { code: string; message: string } | null }>;
}

/** The text rows of `sql`'s last result, through Pgsqlite.create on the page. */
function rows(sql: string): Promise<unknown> {
  return page.evaluate(async (q) => {
    const w = window as unknown as { db?: Promise<RawDb>; Pgsqlite: { create(): Promise<RawDb> } };
    w.db ??= w.Pgsqlite.create();
    const r = await (await w.db).execRaw(q);
    return r.error ?? r.results[r.results.length - 1]?.rows;
  }, sql);
}

beforeAll(async () => {
  if (missing !== null) return;
  rig = await startRig('data-files-dist');
  page = await (await rig.browser.newContext()).newPage();
  await page.goto(`${rig.server.url}api.html`);
  await page.waitForFunction(() => 'Pgsqlite' in window);
}, 180_000);

afterAll(async () => {
  await rig?.close();
});

describe.skipIf(missing !== null)('worker data files', () => {
  it('ships the data as JSON equal to the source modules, and no script carries it', () => {
    const catalog = JSON.parse(readFileSync(join(rig.dist, 'pgsqlite-catalog.json'), 'utf8')) as unknown;
    expect(catalog).toEqual({ BUILTIN_TABLES, BUILTIN_VERSION });
    const encodings = JSON.parse(readFileSync(join(rig.dist, 'pgsqlite-encodings.json'), 'utf8')) as unknown;
    expect(encodings).toEqual({ MULTIBYTE_TABLES });
    const pgProc = BUILTIN_TABLES.find((t) => t.name === 'pg_proc')?.rows.slice(0, 200) ?? '';
    for (const f of readdirSync(rig.dist).filter((n) => n.endsWith('.js'))) {
      const script = readFileSync(join(rig.dist, f), 'utf8');
      expect(script.includes(BUILTIN_VERSION), f).toBe(false);
      expect(script.includes(JSON.stringify(pgProc).slice(1, 100)), f).toBe(false);
    }
  });

  it('answers from the built-in catalog rows in chromium', async () => {
    expect(await rows("SELECT 'cstring'::regtype::oid, 'cstring[]'::regtype::oid, format_type(2275, NULL)")).toEqual([['2275', '1263', 'cstring']]);
  });

  it('converts with the multi-byte and single-byte encoding tables in chromium', async () => {
    expect(await rows("SELECT convert_to('日本語', 'SJIS'), convert_from('\\x93fa967b8cea'::bytea, 'SJIS'), convert_to('é', 'LATIN1')")).toEqual([
      ['\\x93fa967b8cea', '日本語', '\\xe9'],
    ]);
    expect(await rows("SELECT convert_from('\\xb0a1'::bytea, 'EUC_KR')")).toEqual([['가']]);
  });

  it('a build missing a data file fails the start with an error, not a hang', async () => {
    const broken = join(outDir, 'data-files-broken');
    rmSync(broken, { recursive: true, force: true });
    cpSync(rig.dist, broken, { recursive: true });
    rmSync(join(broken, 'pgsqlite-catalog.json'));
    const server = await serveStatic(broken);
    try {
      const other = await (await rig.browser.newContext()).newPage();
      await other.goto(`${server.url}api.html`);
      await other.waitForFunction(() => 'Pgsqlite' in window);
      const outcome = await other.evaluate(async () => {
        const P = (window as unknown as { Pgsqlite: { create(): Promise<{ close(): Promise<void> }> } }).Pgsqlite;
        return P.create().then(
          () => 'started',
          (e: unknown) => `failed: ${String(e)}`,
        );
      });
      expect(outcome).toMatch(/^failed/);
    } finally {
      await server.close();
    }
  }, 60_000);
});
