import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { builtCli, startServerProcess } from '../helpers/cli-process.js';
import { RawClient } from '../helpers/raw-client.js';

/**
 * PostgreSQL's shutdown modes through signals (SIGTERM smart, SIGINT fast, a second signal
 * escalates) and the in-memory mode's folder in /dev/shm: gone after every exit, and a folder
 * left by kill -9 removed by the next start.
 */
function start(args: string[] = []) {
  if (!existsSync(builtCli)) throw new Error(`${builtCli} is missing: run \`npm run build\` first`);
  return startServerProcess(process.execPath, [builtCli, '--port', '0', ...args]);
}

const shm = existsSync('/dev/shm') ? '/dev/shm' : null;
const foldersOf = (pid: number | undefined): string[] => (shm === null ? [] : readdirSync(shm).filter((f) => f.startsWith(`pgsqlite-${pid}-`)));

async function connected(url: string): Promise<{ client: pg.Client; errors: Error[] }> {
  const client = new pg.Client({ connectionString: url });
  const errors: Error[] = [];
  client.on('error', (e) => errors.push(e));
  await client.connect();
  return { client, errors };
}

describe('CLI shutdown', () => {
  it('shutdown-1 SIGINT (fast) ends idle psql and node-postgres sessions at once with 57P01 and exits 0', async () => {
    const s = await start();
    const { client, errors } = await connected(s.url);
    await client.query('SELECT 1');
    // psql waiting on its terminal (stdin held open): it does not read the socket meanwhile.
    const psql = spawn('psql', ['-X', '-q', '-d', s.url], { stdio: ['pipe', 'ignore', 'ignore'] });
    await new Promise((r) => setTimeout(r, 300));
    psql.stdin.write('SELECT 1;\n');
    await new Promise((r) => setTimeout(r, 1500));
    const t0 = performance.now();
    s.child.kill('SIGINT');
    const exit = await s.exited;
    const ms = performance.now() - t0;
    psql.kill();
    expect(exit.code).toBe(0);
    // It waited 10 s for psql before (a half-closed socket psql never answered).
    expect(ms).toBeLessThan(5000);
    expect(errors[0]).toMatchObject({ code: '57P01', message: 'terminating connection due to administrator command' });
    expect(exit.stderr).toContain('LOG:  received fast shutdown request');
    expect(exit.stderr).toContain('LOG:  database system is shut down');
    expect(foldersOf(s.child.pid)).toEqual([]);
  });

  it('shutdown-2 SIGTERM (smart) refuses new connections and waits for the sessions to end', async () => {
    const s = await start();
    const { client } = await connected(s.url);
    s.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 800));
    // Still serving the session it has; no new ones.
    expect((await client.query<{ n: number }>('SELECT 41 + 1 AS n')).rows).toEqual([{ n: 42 }]);
    expect(s.child.exitCode).toBe(null);
    await expect(RawClient.connect('127.0.0.1', s.port)).rejects.toThrow();
    await client.end();
    const exit = await s.exited;
    expect(exit.code).toBe(0);
    expect(exit.stderr).toContain('LOG:  received smart shutdown request');
    expect(foldersOf(s.child.pid)).toEqual([]);
  });

  it('shutdown-3 SIGINT during a smart shutdown makes it fast', async () => {
    const s = await start();
    const { errors } = await connected(s.url);
    s.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    expect(s.child.exitCode).toBe(null);
    s.child.kill('SIGINT');
    const exit = await s.exited;
    expect(exit.code).toBe(0);
    expect(errors[0]).toMatchObject({ code: '57P01' });
    expect(exit.stderr).toMatch(/received smart shutdown request[^]*received fast shutdown request/);
  });

  it('shutdown-4 a fast shutdown ends a running statement at once (57P01) and exits 0, leaving nothing in /dev/shm', async () => {
    const s = await start();
    const { client } = await connected(s.url);
    // The running statement is interrupted inside SQLite (docs/runaways.md), as PostgreSQL's
    // fast shutdown terminates its backends: the client gets FATAL 57P01, not a 20 s wait.
    const sleeping = client.query('SELECT pg_sleep(20)').then(
      () => null,
      (e: { code?: string }) => e.code ?? String(e),
    );
    await new Promise((r) => setTimeout(r, 500));
    const t0 = Date.now();
    s.child.kill('SIGINT');
    const exit = await s.exited;
    expect(Date.now() - t0).toBeLessThan(5000);
    expect(exit.code).toBe(0);
    expect(await sleeping).toMatch(/^57P01$|Connection terminated/);
    // The shutdown ran to its end: the process did not run out of things to wait for while the
    // interrupted thread was still stopping (it exited 0 silently then, its clean-up undone).
    expect(exit.stderr).toContain('LOG:  database system is shut down');
    expect(foldersOf(s.child.pid)).toEqual([]);
  });

  it.skipIf(shm === null)('shm-1 the folder of a server killed with SIGKILL is removed by the next start', async () => {
    const killed = await start();
    const { client } = await connected(killed.url);
    await client.query('CREATE TABLE t (id int)');
    expect(foldersOf(killed.child.pid).length).toBe(1);
    killed.child.kill('SIGKILL');
    await killed.exited;
    await client.end().catch(() => undefined);
    expect(foldersOf(killed.child.pid).length).toBe(1);
    const next = await start();
    // The sweep runs just after start-up (it does not delay listening).
    for (let i = 0; i < 50 && foldersOf(killed.child.pid).length > 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(foldersOf(killed.child.pid)).toEqual([]);
    next.child.kill('SIGINT');
    expect((await next.exited).code).toBe(0);
  });
});
