import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgsqlite, type RunningServer } from '../../src/index.js';
import { errorOf } from '../helpers/pg-clients.js';
import { traceStartup } from './startup-trace.js';

/**
 * Client authentication as PostgreSQL 15 does it, driven by a pg_hba.conf: each method's message
 * flow and PostgreSQL's texts (checked against PostgreSQL 15.18 with the same file, psql and a
 * raw message trace). An unknown user and a wrong password are indistinguishable.
 */
const HBA = `# pg_hba.conf in PostgreSQL's format
local all all trust
host all postgres 127.0.0.1/32 trust
host all rej 127.0.0.1/32 reject
host all md5u 127.0.0.1/32 md5
host all pwu 127.0.0.1/32 password
host all nolog,ghost 127.0.0.1/32 trust
host all all 127.0.0.1/32 scram-sha-256
`;

let dir: string;
let server: RunningServer;
const url = (user: string, password?: string, database = 'postgres'): string =>
  `postgresql://${user}${password === undefined ? '' : `:${password}`}@127.0.0.1:${server.port}/${database}`;

async function login(user: string, password?: string, database?: string): Promise<string> {
  const c = new pg.Client({ connectionString: url(user, password, database) });
  c.on('error', () => undefined);
  try {
    await c.connect();
    const r = await c.query('SELECT current_user AS u');
    return `ok ${String(r.rows[0]?.u)}`;
  } catch (e) {
    const err = e as { code?: string; message: string };
    return `${err.code ?? ''} ${err.message}`;
  } finally {
    await c.end().catch(() => undefined);
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pgsqlite-auth-'));
  writeFileSync(join(dir, 'pg_hba.conf'), HBA);
  server = await startPgsqlite({ port: 0, hbaFile: join(dir, 'pg_hba.conf'), loginBackoffMs: 0 });
  const admin = new pg.Client({ connectionString: url('postgres') });
  await admin.connect();
  await admin.query("SET password_encryption = 'md5'");
  await admin.query("CREATE ROLE md5u LOGIN PASSWORD 'm'");
  await admin.query('RESET password_encryption');
  await admin.query("CREATE ROLE pwu LOGIN PASSWORD 'p'");
  await admin.query("CREATE ROLE nolog PASSWORD 'n'");
  await admin.query("CREATE ROLE alice LOGIN PASSWORD 'a'");
  await admin.end();
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('authentication', () => {
  it('auth-1 scram-sha-256: the right password logs in, a wrong one and an unknown user get the same 28P01', async () => {
    expect(await login('alice', 'a')).toBe('ok alice');
    expect(await login('alice', 'bad')).toBe('28P01 password authentication failed for user "alice"');
    expect(await login('nobody', 'x')).toBe('28P01 password authentication failed for user "nobody"');
  });

  it('auth-2 an unknown user runs the whole SCRAM exchange (mock salt), message for message like a wrong password', async () => {
    // A client-first-message; the server must answer with a server-first-message either way.
    const first = Buffer.from('n,,n=,r=abcdefghijklmnopqrstuvwx');
    const body = Buffer.concat([Buffer.from('SCRAM-SHA-256\0'), Buffer.alloc(4), first]);
    body.writeInt32BE(first.length, 14);
    const msg = Buffer.concat([Buffer.from('p'), Buffer.alloc(4), body]);
    msg.writeInt32BE(4 + body.length, 1);
    const known = await traceStartup('127.0.0.1', server.port, { user: 'alice', onSasl: msg, timeoutMs: 500 });
    const unknown = await traceStartup('127.0.0.1', server.port, { user: 'nobody', onSasl: msg, timeoutMs: 500 });
    expect(known).toBe('R10[SCRAM-SHA-256] R11 …');
    expect(unknown).toBe(known);
  });

  it('auth-3 md5 and password (cleartext) methods', async () => {
    expect(await login('md5u', 'm')).toBe('ok md5u');
    expect(await login('md5u', 'bad')).toBe('28P01 password authentication failed for user "md5u"');
    expect(await login('pwu', 'p')).toBe('ok pwu');
    expect(await login('pwu', 'bad')).toBe('28P01 password authentication failed for user "pwu"');
    expect(await traceStartup('127.0.0.1', server.port, { user: 'pwu', cleartext: '' })).toBe('R3 E(FATAL 28P01 empty password returned by client)');
  });

  it('auth-4 reject, no matching line, a role that may not log in, a role that does not exist (after AuthenticationOk)', async () => {
    expect(await login('rej')).toBe('28000 pg_hba.conf rejects connection for host "127.0.0.1", user "rej", database "postgres", no encryption');
    expect(await traceStartup('127.0.0.1', server.port, { user: 'nolog' })).toBe('R0 E(FATAL 28000 role "nolog" is not permitted to log in)');
    expect(await traceStartup('127.0.0.1', server.port, { user: 'ghost' })).toBe('R0 E(FATAL 28000 role "ghost" does not exist)');
    writeFileSync(join(dir, 'narrow.conf'), 'host onlydb postgres 127.0.0.1/32 trust\n');
    const narrow = await startPgsqlite({ port: 0, hbaFile: join(dir, 'narrow.conf') });
    try {
      const c = new pg.Client({ connectionString: `postgresql://postgres@127.0.0.1:${narrow.port}/postgres` });
      c.on('error', () => undefined);
      expect(await errorOf(c.connect())).toBe('28000 no pg_hba.conf entry for host "127.0.0.1", user "postgres", database "postgres", no encryption');
    } finally {
      await narrow.close();
    }
  });

  it('auth-5 a pg_hba.conf pgsqlite cannot honour stops the server with the line at fault', async () => {
    const bad = (text: string): string => {
      const file = join(dir, 'bad.conf');
      writeFileSync(file, text);
      return file;
    };
    await expect(startPgsqlite({ port: 0, hbaFile: bad('host all all 127.0.0.1/32 peer\n') })).rejects.toThrow(/authentication method "peer" is not supported by pgsqlite \(line 1 of configuration file/);
    await expect(startPgsqlite({ port: 0, hbaFile: bad('# c\nhosts all all 0.0.0.0/0 trust\n') })).rejects.toThrow(/invalid connection type "hosts" \(line 2/);
    await expect(startPgsqlite({ port: 0, hbaFile: bad('host all all example.com trust\n') })).rejects.toThrow(/host names in pg_hba.conf/);
    await expect(startPgsqlite({ port: 0, hbaFile: bad('host @dbs all all trust\n') })).rejects.toThrow(/@file inclusion/);
  });

  it('auth-7 pg_hba_file_rules lists the loaded lines as PostgreSQL 15 shows them', async () => {
    const c = new pg.Client({ connectionString: url('postgres') });
    await c.connect();
    const r = await c.query("SELECT line_number, type, database, user_name, address, netmask, auth_method FROM pg_hba_file_rules WHERE line_number IN (2, 4, 8)");
    await c.end();
    expect(r.rows).toEqual([
      { line_number: 2, type: 'local', database: ['all'], user_name: ['all'], address: null, netmask: null, auth_method: 'trust' },
      { line_number: 4, type: 'host', database: ['all'], user_name: ['rej'], address: '127.0.0.1', netmask: '255.255.255.255', auth_method: 'reject' },
      { line_number: 8, type: 'host', database: ['all'], user_name: ['all'], address: '127.0.0.1', netmask: '255.255.255.255', auth_method: 'scram-sha-256' },
    ]);
  });

  it('auth-6 VALID UNTIL in the past fails like a wrong password', async () => {
    const admin = new pg.Client({ connectionString: url('postgres') });
    await admin.connect();
    await admin.query("CREATE ROLE old LOGIN PASSWORD 'o' VALID UNTIL '2001-01-01'");
    await admin.end();
    expect(await login('old', 'o')).toBe('28P01 password authentication failed for user "old"');
  });
});
