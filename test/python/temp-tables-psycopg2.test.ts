import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';
import { missingPythonMessage, missingPythonModules } from '../helpers/python-packages.js';

// Issue 16: psycopg2 driving two connections from one thread (as its own suite does): temporary
// tables of connection B never wait for connection A's open write transaction. The script would
// hang if they did; execFile's timeout turns that into a failure. PGSQLITE_TEST_TARGET=postgres
// runs it against PostgreSQL 15.
const here = fileURLToPath(new URL('.', import.meta.url));
const target = await startTarget();
const skipPython = process.env['PGSQLITE_SKIP_PYTHON'] === '1';
const missing = skipPython ? [] : await missingPythonModules(['psycopg2']);
afterAll(async () => target?.stop());

describe.skipIf(target === null || skipPython)('psycopg2: temporary tables beside another connection\'s open transaction', () => {
  it('temp-psycopg2-1 connection B creates, fills, commits and drops temporary tables while connection A holds a write transaction', async () => {
    if (missing.length > 0) throw new Error(missingPythonMessage(missing));
    const run = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
      execFile('python3', [join(here, 'temp_tables_two_sessions.py'), target!.url], { timeout: 60_000, env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' } }, (err, stdout, stderr) =>
        resolve({ code: err === null ? 0 : 1, stdout, stderr: stderr.slice(-2000) }),
      ),
    );
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout.trim())).toEqual({
      scratch_sum: 6,
      scratch_after_commit: 0,
      rows: [
        [1, 'one'],
        [2, 'TWO'],
        [3, 'three'],
      ],
      persistence: 't',
      held_rows: 1,
    });
    expect(run.code).toBe(0);
  }, 90_000);
});
