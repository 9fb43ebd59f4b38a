import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtCli, runToExit } from '../helpers/cli-process.js';

/**
 * Every way the CLI refuses to start: the exact message on stderr, exit code 1, and nothing on
 * stdout (no URL banner: a script waiting for it learns at once that there is no server).
 */
const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-cli-errors-'));
const usage = 'Try "pgsqlite --help" for more information.\n';
/** An environment without the variables the CLI reads. */
const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !['PGPORT', 'PGHOST', 'PGDATA', 'DATABASE_URL'].includes(k)));

function cli(args: string[], env: Record<string, string> = {}) {
  if (!existsSync(builtCli)) throw new Error(`${builtCli} is missing: run \`npm run build\` first`);
  return runToExit(process.execPath, [builtCli, ...args], { env: { ...cleanEnv, ...env } });
}

let busy: Server;
let busyPort = 0;
beforeAll(async () => {
  busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
  const address = busy.address();
  busyPort = typeof address === 'object' && address !== null ? address.port : 0;
});
afterAll(() => {
  busy.close();
  rmSync(dir, { recursive: true, force: true });
});

const file = join(dir, 'a-file');
writeFileSync(file, '');

const cases: { id: string; args: string[]; env?: Record<string, string>; stderr: string | (() => string) }[] = [
  { id: 'synchronous', args: ['--synchronous', 'foo'], stderr: `pgsqlite: option '--synchronous <mode>' argument 'foo' is invalid. Allowed choices are OFF, NORMAL, FULL, EXTRA.\n${usage}` },
  { id: 'port-range', args: ['--port', '70000'], stderr: `pgsqlite: option '-p, --port <port>' argument '70000' is invalid. Not a TCP port (0-65535).\n${usage}` },
  { id: 'port-text', args: ['-p', 'abc'], stderr: `pgsqlite: option '-p, --port <port>' argument 'abc' is invalid. Not a TCP port (0-65535).\n${usage}` },
  { id: 'max-connections', args: ['--max-connections', '0'], stderr: `pgsqlite: option '--max-connections <n>' argument '0' is invalid. Not a positive integer.\n${usage}` },
  { id: 'log-level', args: ['--log-level', 'verbose'], stderr: `pgsqlite: option '--log-level <level>' argument 'verbose' is invalid. Allowed choices are debug, info, warn, error.\n${usage}` },
  { id: 'log-format', args: ['--log-format', 'xml'], stderr: `pgsqlite: option '--log-format <format>' argument 'xml' is invalid. Allowed choices are text, json.\n${usage}` },
  {
    id: 'log-min-duration',
    args: ['--log-min-duration-statement', '-5'],
    stderr: `pgsqlite: option '--log-min-duration-statement <ms>' argument '-5' is invalid. Not a number of milliseconds (-1 turns it off).\n${usage}`,
  },
  { id: 'unknown-option', args: ['--bogus'], stderr: `pgsqlite: unknown option '--bogus'\n${usage}` },
  { id: 'misspelt-option', args: ['--max-conections', '5'], stderr: `pgsqlite: unknown option '--max-conections'\n(Did you mean --max-connections?)\n${usage}` },
  { id: 'two-data-dirs', args: ['a', 'b'], stderr: `pgsqlite: too many arguments. Expected 1 argument but got 2.\n${usage}` },
  { id: 'env-pgport', args: [], env: { PGPORT: 'abc' }, stderr: 'pgsqlite: invalid PGPORT "abc": not a TCP port (0-65535)\n' },
  { id: 'env-pghost-socket', args: [], env: { PGHOST: '/tmp' }, stderr: 'pgsqlite: PGHOST "/tmp" is a socket directory: use --socket-dir (-k) for a Unix socket, and --host for the TCP address\n' },
  { id: 'env-url-scheme', args: [], env: { DATABASE_URL: 'mysql://root@localhost/app' }, stderr: 'pgsqlite: invalid DATABASE_URL: the scheme is "mysql", not postgresql\n' },
  { id: 'env-url-text', args: [], env: { DATABASE_URL: 'localhost:5432' }, stderr: 'pgsqlite: invalid DATABASE_URL: the scheme is "localhost", not postgresql\n' },
  { id: 'env-url-garbage', args: [], env: { DATABASE_URL: 'not a url' }, stderr: 'pgsqlite: invalid DATABASE_URL: not a URL (postgresql://user@host:port/database)\n' },
  { id: 'data-dir-file', args: ['-D', file], stderr: `pgsqlite: data directory "${file}" is not a directory\n` },
  { id: 'data-dir-env-file', args: [], env: { PGDATA: file }, stderr: `pgsqlite: data directory "${file}" is not a directory\n` },
  { id: 'data-dir-under-file', args: [join(file, 'db')], stderr: `pgsqlite: could not create data directory "${join(file, 'db')}": Not a directory\n` },
  { id: 'socket-dir-missing', args: ['-p', '0', '-k', join(dir, 'none')], stderr: `pgsqlite: could not create Unix-domain socket in directory "${join(dir, 'none')}": No such file or directory\n` },
  { id: 'socket-dir-file', args: ['-p', '0', '-k', file], stderr: `pgsqlite: could not create Unix-domain socket in directory "${file}": Not a directory\n` },
  { id: 'host-unknown', args: ['-p', '0', '-h', 'no-such-host.invalid'], stderr: 'pgsqlite: could not translate host name "no-such-host.invalid" to address: Name or service not known\n' },
  {
    id: 'port-in-use',
    args: [],
    stderr: () =>
      `pgsqlite: could not bind IPv4 address "127.0.0.1": Address already in use\nHINT:  Is another server already running on port ${busyPort}? If not, wait a few seconds and retry.\n`,
  },
];

describe('CLI errors', () => {
  for (const c of cases) {
    it(`cli-error ${c.id}`, async () => {
      const args = c.id === 'port-in-use' ? ['-p', String(busyPort), '--log-level', 'error'] : c.args;
      const exit = await cli(args, c.env);
      expect({ code: exit.code, stdout: exit.stdout, stderr: exit.stderr }).toEqual({
        code: 1,
        stdout: '',
        stderr: typeof c.stderr === 'function' ? c.stderr() : c.stderr,
      });
    });
  }

  it('cli-error data-dir-locked: a second server on a data directory in use is refused', async () => {
    const data = join(dir, 'locked');
    // The lock of a live process (this test's): another server would share its files.
    const { mkdirSync } = await import('node:fs');
    mkdirSync(data);
    writeFileSync(join(data, 'pgsqlite.pid'), `${process.pid}\n`);
    const exit = await cli(['-D', data, '-p', '0']);
    expect({ code: exit.code, stdout: exit.stdout, stderr: exit.stderr }).toEqual({
      code: 1,
      stdout: '',
      stderr: `pgsqlite: lock file "${join(data, 'pgsqlite.pid')}" already exists: is another pgsqlite (PID ${process.pid}) running in data directory "${data}"?\n`,
    });
  });

  it('cli-version prints the package version and exits 0', async () => {
    const { version } = (await import('../../package.json', { with: { type: 'json' } })).default;
    expect(await cli(['--version'])).toMatchObject({ code: 0, stdout: `pgsqlite ${version}\n`, stderr: '' });
    expect(await cli(['-V'])).toMatchObject({ code: 0, stdout: `pgsqlite ${version}\n` });
  });

  it('cli-help lists every option and exits 0', async () => {
    const exit = await cli(['--help']);
    expect(exit.code).toBe(0);
    for (const o of ['--data-dir', '--port', '--host', '--socket-dir', '--synchronous', '--log-level', '--log-format', '--log-min-duration-statement', '--max-connections', '--version', 'PGDATA', 'PGPORT', 'PGHOST', 'DATABASE_URL']) {
      expect(exit.stdout).toContain(o);
    }
  });
});
