import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { builtCli, startServerProcess, type ServerProcess } from '../helpers/cli-process.js';

/** The CLI's log (PostgreSQL's line shape and jsonlog) and its configuration from the environment. */
const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-cli-log-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !['PGPORT', 'PGHOST', 'PGDATA', 'DATABASE_URL'].includes(k)));

function start(args: string[], env: Record<string, string> = {}): Promise<ServerProcess> {
  if (!existsSync(builtCli)) throw new Error(`${builtCli} is missing: run \`npm run build\` first`);
  return startServerProcess(process.execPath, [builtCli, ...args], { env: { ...cleanEnv, ...env } });
}

async function stop(s: ServerProcess): Promise<string> {
  s.child.kill('SIGINT');
  const exit = await s.exited;
  expect(exit.code).toBe(0);
  return exit.stderr;
}

/** Runs a few statements (one failing) through node-postgres, simple and extended protocol. */
async function workload(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: 'log-test' });
  await client.connect();
  await client.query('SELECT 1 AS one');
  await client.query('SELECT $1::int AS two', [2]);
  await client.query('SELECT * FROM no_such_table').catch(() => undefined);
  await client.query('SELECT pg_sleep(0.3)');
  await client.end();
  await new Promise((r) => setTimeout(r, 200));
}

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const address = s.address();
  await new Promise((r) => s.close(r));
  return typeof address === 'object' && address !== null ? address.port : 0;
}

const stamp = String.raw`\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3} UTC \[\d+\]`;

describe('CLI log', () => {
  it('log-1 --log-level debug: connections, statements with duration, errors with SQLSTATE, disconnection', async () => {
    const s = await start(['--port', '0', '--log-level', 'debug']);
    await workload(s.url);
    const log = await stop(s);
    const line = (re: string) => expect(log).toMatch(new RegExp(`^${stamp} ${re}$`, 'm'));
    line(String.raw`DEBUG:  connection received: host=127\.0\.0\.1 port=\d+`);
    line(String.raw`DEBUG:  connection authorized: user=postgres database=postgres application_name=log-test`);
    line(String.raw`LOG:  duration: \d+\.\d{3} ms  statement: SELECT 1 AS one`);
    line(String.raw`LOG:  duration: \d+\.\d{3} ms  execute <unnamed>: SELECT \$1::int AS two`);
    line(String.raw`ERROR:  42P01: relation "no_such_table" does not exist at character 15`);
    line(String.raw`STATEMENT:  SELECT \* FROM no_such_table`);
    line(String.raw`DEBUG:  disconnection: session time: \d:\d\d:\d\d\.\d{3} user=postgres database=postgres host=127\.0\.0\.1 port=\d+`);
    // A failed statement has no duration line (PostgreSQL logs durations of completed ones).
    expect(log).not.toMatch(/duration: .* statement: SELECT \* FROM no_such_table/);
  });

  it('log-2 --log-format json with a threshold: jsonlog keys, only slow statements, errors by default', async () => {
    const s = await start(['--port', '0', '--log-format', 'json', '--log-min-duration-statement', '200']);
    await workload(s.url);
    const lines = (await stop(s))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const durations = lines.filter((l) => String(l['message']).startsWith('duration: '));
    // Exactly the statements that ran at least 200 ms (on a loaded machine a first query may too).
    expect(durations.map((l) => String(l['message']).replace(/[\d.]+ ms/, 'N ms'))).toContain('duration: N ms  statement: SELECT pg_sleep(0.3)');
    for (const l of durations) expect(Number(/duration: ([\d.]+) ms/.exec(String(l['message']))?.[1])).toBeGreaterThanOrEqual(200);
    expect(lines.find((l) => l['error_severity'] === 'ERROR')).toMatchObject({
      error_severity: 'ERROR',
      state_code: '42P01',
      message: 'relation "no_such_table" does not exist at character 15',
      statement: 'SELECT * FROM no_such_table',
      user: 'postgres',
      dbname: 'postgres',
      application_name: 'log-test',
      remote_host: '127.0.0.1',
      pid: s.child.pid,
    });
    // Connections are debug lines: not at the default level.
    expect(lines.some((l) => String(l['message']).startsWith('connection '))).toBe(false);
    for (const l of lines) expect(l['timestamp']).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3} UTC$/);
  });
});

describe('CLI environment', () => {
  it('env-1 PGPORT and PGHOST set the address; a flag wins over them', async () => {
    const port = await freePort();
    const s = await start([], { PGPORT: String(port), PGHOST: '127.0.0.1' });
    expect(s.url).toBe(`postgresql://postgres@127.0.0.1:${port}/postgres`);
    await stop(s);
    const flagged = await start(['--port', '0'], { PGPORT: String(port) });
    expect(flagged.port).not.toBe(port);
    await stop(flagged);
  });

  it('env-2 DATABASE_URL sets host and port; PGPORT wins over it', async () => {
    const [a, b] = [await freePort(), await freePort()];
    const s = await start([], { DATABASE_URL: `postgresql://app:secret@127.0.0.1:${a}/app?sslmode=disable` });
    expect(s.port).toBe(a);
    await stop(s);
    const both = await start([], { DATABASE_URL: `postgres://127.0.0.1:${a}/app`, PGPORT: String(b) });
    expect(both.port).toBe(b);
    await stop(both);
  });

  it('env-3 PGDATA is the data directory: locked while running, released at exit, data kept', async () => {
    const data = join(dir, 'pgdata');
    const s = await start(['--port', '0'], { PGDATA: data });
    expect(readFileSync(join(data, 'pgsqlite.pid'), 'utf8')).toBe(`${s.child.pid}\n`);
    const client = new pg.Client({ connectionString: s.url });
    await client.connect();
    await client.query("CREATE TABLE kept AS SELECT 'yes' AS v");
    await client.end();
    await stop(s);
    expect(existsSync(join(data, 'pgsqlite.pid'))).toBe(false);
    // A flag (here the argument) wins over PGDATA; PGDATA's data is there on the next start.
    const again = await start(['--port', '0', data], { PGDATA: join(dir, 'other') });
    const c2 = new pg.Client({ connectionString: again.url });
    await c2.connect();
    expect((await c2.query('SELECT v FROM kept')).rows).toEqual([{ v: 'yes' }]);
    await c2.end();
    await stop(again);
    expect(existsSync(join(dir, 'other'))).toBe(false);
  });

  it('env-4 a stale lock file (its process is gone) is taken over', async () => {
    const data = join(dir, 'stale');
    const { mkdirSync, writeFileSync } = await import('node:fs');
    mkdirSync(data);
    // A pid that cannot exist (above Linux's pid_max limit of 2^22).
    writeFileSync(join(data, 'pgsqlite.pid'), '99999999\n');
    const s = await start(['--port', '0', '-D', data]);
    expect(readFileSync(join(data, 'pgsqlite.pid'), 'utf8')).toBe(`${s.child.pid}\n`);
    await stop(s);
  });
});
