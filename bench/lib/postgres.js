// A throw-away PostgreSQL 15 cluster for the comparison: initdb in a temp dir, trust auth,
// listening on a free port and a Unix socket, stopped and removed afterwards. PostgreSQL refuses
// to run as root, so as root the binaries run as the `postgres` OS user (setpriv).
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The bin directory of PostgreSQL 15 (pg_config --bindir), or null when not installed. */
export function postgresBinDir() {
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (!existsSync(join(dir, 'postgres'))) return null;
    const version = execFileSync(join(dir, 'postgres'), ['--version'], { encoding: 'utf8' });
    return version.includes(' 15.') ? dir : null;
  } catch {
    return null;
  }
}

/** The exact server version string, e.g. "postgres (PostgreSQL) 15.18 (Debian …)". */
export function postgresVersion(binDir) {
  return execFileSync(join(binDir, 'postgres'), ['--version'], { encoding: 'utf8' }).trim();
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

function asPostgresUser(cmd, args) {
  if (process.getuid?.() !== 0) return [cmd, args];
  return ['setpriv', ['--reuid=postgres', '--regid=postgres', '--clear-groups', '--', cmd, ...args]];
}

function ownByPostgres(path) {
  if (process.getuid?.() !== 0) return;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  chownSync(path, uid, gid);
}

/**
 * Starts a cluster. `fsync: false` adds `-c fsync=off` (everything else default either way).
 * Resolves with { host, port, socketPath, close() } once it accepts connections.
 */
export async function startPostgres(binDir, { fsync = true } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-bench-pg-'));
  chmodSync(dir, 0o755);
  ownByPostgres(dir);
  const data = join(dir, 'data');
  const [initCmd, initArgs] = asPostgresUser(join(binDir, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  execFileSync(initCmd, initArgs, { stdio: 'ignore' });
  const port = await freePort();
  const settings = ['-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=40'];
  if (!fsync) settings.push('-c', 'fsync=off');
  const [cmd, args] = asPostgresUser(join(binDir, 'postgres'), ['-D', data, ...settings]);
  const proc = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  proc.stderr.on('data', (d) => (log += d));
  await new Promise((resolve, reject) => {
    const onExit = (code) => reject(new Error(`postgres exited with ${code}: ${log}`));
    proc.once('exit', onExit);
    const poll = setInterval(() => {
      if (log.includes('ready to accept connections')) {
        clearInterval(poll);
        proc.off('exit', onExit);
        resolve();
      }
    }, 20);
  });
  return {
    host: '127.0.0.1',
    port,
    socketPath: join(dir, `.s.PGSQL.${port}`),
    pid: proc.pid,
    close: async () => {
      const exited = new Promise((resolve) => proc.once('exit', resolve));
      proc.kill('SIGINT'); // fast shutdown
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
