import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pooledExecutorFactory } from '../index.js';

// When a database's last session has closed its executor, no connection of the pool is open on
// the database file any more, nor opens or closes later: CREATE DATABASE … TEMPLATE copies the
// files right then (and its spares copy them in the background). A thread that boots while the
// session runs opens a connection to every database in use (HostPool#preopen); that connection,
// still opening when the session closed, was closed later by no one's request — its close, the
// last one, checkpointed the WAL into the main file during a copy (XX001 / "no such table" in
// the copy: CI's test-databases-4). Worker threads load the compiled package (dist/).
const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-last-close-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
/** Size and modification time of the main file and the WAL. */
const filesState = (path: string): string =>
  [path, `${path}-wal`]
    .map((p) => {
      const s = statSync(p, { bigint: true, throwIfNoEntry: false });
      return s === undefined ? '-' : `${s.size}:${s.mtimeNs}`;
    })
    .join(' ');

describe('last close settles', () => {
  it('last-close-1 after the last session closed, no pool connection opens, stays open or closes on the file', async () => {
    const leftovers: string[] = [];
    // The window (a spare thread's pre-open in flight) falls somewhere in the first ~300 ms of a
    // pool: closes at delays across it.
    for (let delay = 0; delay <= 300; delay += 15) {
      const factory = pooledExecutorFactory({ threads: 1 });
      const path = join(dir, `d${delay}.sqlite`);
      try {
        const e = await factory.open({ path, synchronous: 'NORMAL' });
        await e.run('CREATE TABLE IF NOT EXISTS t (x)', []);
        await e.run('INSERT INTO t VALUES (1)', []);
        await sleep(delay);
        await e.close();
        // Watched for a while: a connection opened late shows in the census, and its close (the
        // last) checkpoints — the main file or the WAL changes. (A WAL left by two closes at
        // once, neither of them last, is no change: the copy takes it along.)
        const at = filesState(path);
        const until = Date.now() + 250;
        while (Date.now() < until) {
          const open = factory.census().open;
          const now = filesState(path);
          if (open !== 0 || now !== at) {
            leftovers.push(`delay ${delay}: ${open} open, files ${at} → ${now}`);
            break;
          }
          await sleep(2);
        }
      } finally {
        await factory.close?.();
      }
    }
    expect(leftovers).toEqual([]);
  }, 60_000);
});
