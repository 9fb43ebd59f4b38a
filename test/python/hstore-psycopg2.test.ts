import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { missingPythonMessage, missingPythonModules } from '../helpers/python-packages.js';
import { startTarget } from '../helpers/pgsqlite.js';

/**
 * psycopg2's register_hstore (HstoreAdapter: looks up hstore's OID and array OID in pg_type, then
 * sends dicts as hstore(ARRAY[…], ARRAY[…]) and parses the text form back). The expectations are
 * what hstore_psycopg2.py prints against PostgreSQL 15 (PGSQLITE_TEST_TARGET=postgres).
 */

const here = fileURLToPath(new URL('.', import.meta.url));
const target = await startTarget();
const skipPython = process.env['PGSQLITE_SKIP_PYTHON'] === '1';
const missing = skipPython ? [] : await missingPythonModules(['psycopg2']);
afterAll(async () => target?.stop());

function run(dsn: string): Promise<{ out: Record<string, unknown> | null; stderr: string }> {
  return new Promise((resolve) => {
    execFile('python3', [join(here, 'hstore_psycopg2.py'), dsn], { timeout: 60_000, env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' } }, (_err, stdout, stderr) => {
      let out: Record<string, unknown> | null = null;
      try {
        out = JSON.parse(stdout.trim().split('\n').pop() ?? '') as Record<string, unknown>;
      } catch {
        out = null;
      }
      resolve({ out, stderr: stderr.slice(-2000) });
    });
  });
}

describe.skipIf(target === null || skipPython)(`hstore through psycopg2 (${target?.kind})`, () => {
  it('hstore-psycopg2-1 register_hstore finds the OIDs, dicts (NULL values, quotes, backslashes, UTF-8) round-trip, hstore[] too', async () => {
    if (missing.length > 0) throw new Error(missingPythonMessage(missing));
    const { out, stderr } = await run(`host=${target!.host} port=${target!.port} user=postgres dbname=postgres`);
    expect(out, stderr).not.toBeNull();
    expect(out).toEqual({
      oids_user_range: true,
      roundtrip: true,
      first: [['', ''], ['colour', 'red'], ['q"uote', 'back\\slash'], ['size', null], ['é', 'ü']],
      tags: [{ a: '1' }, { b: null }],
      empty: [{}, []],
      text: '""=>"", "é"=>"ü", "size"=>NULL, "colour"=>"red", "q\\"uote"=>"back\\\\slash"',
      matched: [1],
      ops: ['red', true, true],
      updated: { k: 'v' },
    });
  });
});
