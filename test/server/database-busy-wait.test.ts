import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTarget, type TestTarget } from '../helpers/pgsqlite.js';

// CREATE DATABASE … TEMPLATE and DROP DATABASE wait up to 5 s for other sessions to leave the
// database before 55006, as PostgreSQL's CountOtherDBBackends does: a client that disconnected
// a moment ago (its session still closing) or is about to never fails them. Also runs on
// PostgreSQL 15 (PGSQLITE_TEST_TARGET=postgres).

let target: TestTarget;
const urlOf = (db: string): string => target.url.replace(/\/[^/]*$/, `/${db}`);

async function connect(db: string): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: urlOf(db) });
  c.on('error', () => undefined);
  await c.connect();
  return c;
}

beforeAll(async () => {
  const started = await startTarget();
  if (started === null) throw new Error('no target server');
  target = started;
});
afterAll(async () => {
  await target?.stop();
});

describe('waiting for sessions to leave a database', () => {
  it('database-busy-wait-1 CREATE … TEMPLATE waits for a session of the template that leaves within 5 s', async () => {
    const admin = await connect('postgres');
    await admin.query('CREATE DATABASE busy_tpl');
    const user = await connect('busy_tpl');
    const t0 = Date.now();
    const created = admin.query('CREATE DATABASE busy_copy TEMPLATE busy_tpl');
    setTimeout(() => void user.end(), 300);
    await created;
    expect(Date.now() - t0).toBeGreaterThanOrEqual(250);
    expect((await admin.query(`SELECT datname FROM pg_database WHERE datname = 'busy_copy'`)).rows).toEqual([{ datname: 'busy_copy' }]);
    await admin.query('DROP DATABASE busy_copy');
    await admin.end();
  });

  it('database-busy-wait-2 DROP DATABASE waits for a session that leaves; one that stays gets 55006 after about 5 s', async () => {
    const admin = await connect('postgres');
    await admin.query('CREATE DATABASE busy_drop');
    const leaving = await connect('busy_drop');
    setTimeout(() => void leaving.end(), 300);
    await admin.query('DROP DATABASE busy_drop');
    await admin.query('CREATE DATABASE busy_drop');
    const staying = await connect('busy_drop');
    const t0 = Date.now();
    await expect(admin.query('DROP DATABASE busy_drop')).rejects.toMatchObject({
      code: '55006',
      message: 'database "busy_drop" is being accessed by other users',
      detail: 'There is 1 other session using the database.',
    });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(4500);
    await staying.end();
    await admin.query('DROP DATABASE busy_drop');
    await admin.end();
  });
});
