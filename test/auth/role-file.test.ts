import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startPgsqlite } from '../../src/index.js';
import { resolveAuthOptions } from '../../src/cli-auth.js';
import { errorOf } from '../helpers/pg-clients.js';

/**
 * Roles are cluster-wide and survive a restart: with a data directory they live in
 * pg_authid.json (mode 0600, verifiers only); the bootstrap password comes from --password,
 * --password-file or PGSQLITE_PASSWORD.
 */
const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-roles-'));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function query(port: number, user: string, password: string, database: string, sql: string): Promise<unknown[]> {
  const c = new pg.Client({ connectionString: `postgresql://${user}:${password}@127.0.0.1:${port}/${database}` });
  await c.connect();
  try {
    return (await c.query(sql)).rows;
  } finally {
    await c.end();
  }
}

describe('role file', () => {
  it('role-file-1 roles and the bootstrap password persist in the data directory, shared by every database', async () => {
    const data = join(dir, 'data');
    const first = await startPgsqlite({ port: 0, dataDir: data, password: 'boot' });
    await query(first.port, 'postgres', 'boot', 'postgres', "CREATE ROLE app LOGIN PASSWORD 'app-pw'");
    await query(first.port, 'postgres', 'boot', 'postgres', 'CREATE DATABASE other');
    await first.close();
    const file = join(data, 'pg_authid.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain('app-pw');
    expect(text).not.toContain('boot');
    const second = await startPgsqlite({ port: 0, dataDir: data });
    try {
      expect(await query(second.port, 'app', 'app-pw', 'other', 'SELECT current_user AS u')).toEqual([{ u: 'app' }]);
      // A password exists, so loopback is no longer trusted.
      const c = new pg.Client({ connectionString: `postgresql://postgres:wrong@127.0.0.1:${second.port}/postgres` });
      c.on('error', () => undefined);
      expect(await errorOf(c.connect())).toBe('28P01 password authentication failed for user "postgres"');
    } finally {
      await second.close();
    }
  });

  it('role-file-2 the CLI takes the password from --password, --password-file or PGSQLITE_PASSWORD', () => {
    const file = join(dir, 'pw');
    writeFileSync(file, 'from-file\nignored\n');
    expect(resolveAuthOptions({ password: 'flag' }, {})).toEqual({ password: 'flag' });
    expect(resolveAuthOptions({ passwordFile: file }, {})).toEqual({ password: 'from-file' });
    expect(resolveAuthOptions({}, { PGSQLITE_PASSWORD: 'env' })).toEqual({ password: 'env' });
    expect(resolveAuthOptions({}, {})).toEqual({});
    expect(() => resolveAuthOptions({ password: 'a', passwordFile: file }, {})).toThrow('either --password or --password-file');
    expect(resolveAuthOptions({ sslSelfSigned: true, authenticationTimeout: 5 }, {})).toEqual({ tls: { selfSigned: true }, authenticationTimeoutMs: 5000 });
    expect(() => resolveAuthOptions({ sslCert: 'c' }, {})).toThrow('--ssl-cert and --ssl-key go together');
  });
});
