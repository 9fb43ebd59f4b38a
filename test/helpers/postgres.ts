import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A throw-away PostgreSQL cluster. */
export interface PostgresCluster {
  url: string;
  host: string;
  port: number;
  /** Directory holding the Unix socket `.s.PGSQL.<port>`. */
  socketDir: string;
  stop(): Promise<void>;
}

/** `pg_config --bindir`, or null when PostgreSQL is not installed. */
export function postgresBinDir(): string | null {
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** A TCP port that was free a moment ago. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The uid/gid to run PostgreSQL as: the `postgres` OS user when we are root, else ourselves. */
function runAs(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

function command(user: { uid: number; gid: number } | null, bin: string, args: string[]): [string, string[]] {
  if (user === null) return [bin, args];
  return ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', bin, ...args]];
}

/**
 * Starts a PostgreSQL cluster in a temp dir (initdb + postgres, trust auth, user `postgres`,
 * fsync off, Unix socket in the temp dir) on a free port. Returns null when PostgreSQL is not
 * installed, so callers can skip.
 */
/** Characters of a started server's log kept for an error message (its tail). */
const LOG_TAIL = 64 * 1024;

export async function startPostgres(): Promise<PostgresCluster | null> {
  const bin = postgresBinDir();
  if (bin === null) return null;
  const user = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-pg-'));
  if (user !== null) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const [initCmd, initArgs] = command(user, join(bin, 'initdb'), [
    '-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync',
  ]);
  await run(initCmd, initArgs, { env: { ...process.env, LC_ALL: 'C', TZ: 'UTC' } });
  const port = await freePort();
  const [pgCmd, pgArgs] = command(user, join(bin, 'postgres'), [
    '-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1',
    '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off',
  ]);
  const child = spawn(pgCmd, pgArgs, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
  // The server's log is read only when it fails to start; a long run (the fuzzer's millions of
  // failing statements, each logged) must not grow it without bound: only its tail is kept.
  let log = '';
  child.stderr?.on('data', (d: Buffer) => {
    log += d.toString();
    if (log.length > LOG_TAIL) log = log.slice(-LOG_TAIL / 2);
  });
  await waitReady(bin, port, child, () => log);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    host: '127.0.0.1',
    port,
    socketDir: dir,
    stop: async () => {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitReady(bin: string, port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`postgres exited: ${log()}`);
    try {
      await run(join(bin, 'pg_isready'), ['-q', '-h', '127.0.0.1', '-p', String(port), '-U', 'postgres']);
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`postgres did not start: ${log()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT'); // fast shutdown
  await exited;
}
