import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Worker threads load the compiled package (dist/): run `npx tsc -b` first (npm test does).
const dist = fileURLToPath(new URL('../../dist/index.js', import.meta.url));

/**
 * A process whose only remaining work is the pool's close: the close must hold the process until
 * its threads are gone. An interrupted thread is stopped once it answers (a wait that does not
 * keep Node's event loop alive); the process used to end there, silently, with code 0 and the
 * rest of the shutdown (the "database system is shut down" log, the clean-up) never run.
 */
const script = `
import { pooledExecutorFactory } from ${JSON.stringify(dist)};
const factory = pooledExecutorFactory({ threads: 1, maxThreads: 1 });
const e = await factory.open({ path: ':memory:', synchronous: 'NORMAL' });
const running = e.run('WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 500000000) SELECT count(*) FROM c', []).catch(() => 'stopped');
await new Promise((r) => setTimeout(r, 200));
await factory.close();
console.log('closed', await running);
`;

describe('pool close', () => {
  it('close-threads-1 closing the pool while a statement runs holds the process until its thread is gone', () => {
    // A file, not --eval: the threads would inherit --input-type and refuse to start.
    const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-close-'));
    const file = join(dir, 'close.mjs');
    writeFileSync(file, script);
    const r = spawnSync(process.execPath, [file], { encoding: 'utf8', timeout: 20_000 });
    rmSync(dir, { recursive: true, force: true });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('closed stopped\n');
    expect(r.status).toBe(0);
  });
});
