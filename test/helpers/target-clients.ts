import type pg from 'pg';
import { afterAll } from 'vitest';
import { startTarget, type TestTarget } from './pgsqlite.js';
import { clientSet } from './pg-clients.js';

/**
 * The file's test target (startTarget: pgsqlite, or PostgreSQL 15 under PGSQLITE_TEST_TARGET) and
 * `connect` opening node-postgres clients to it; the clients, then the target, end after the
 * file's tests. Call at the top level of a test file.
 */
export async function startTargetWithClients(): Promise<{ target: TestTarget | null; connect: () => Promise<pg.Client> }> {
  const target = await startTarget();
  const clients = clientSet();
  afterAll(async () => {
    await clients.endAll();
    await target?.stop();
  });
  return { target, connect: () => clients.connect(target?.url ?? '') };
}
