import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresCluster } from '../helpers/postgres.js';

/**
 * psql with PGCLIENTENCODING (LATIN1, WIN1252, KOI8R …) and `\encoding`: the bytes it prints for
 * a script written in that encoding are the bytes it prints against PostgreSQL 15. With
 * PostgreSQL installed its output is the expectation (and is recorded into the golden file);
 * without it, the recorded output is. Outputs are kept as latin1 strings (one char per byte).
 */

const here = fileURLToPath(new URL('.', import.meta.url));
const goldenPath = join(here, 'golden', 'psql-client-encoding.json');

/** Scripts as latin1 strings: each char is one byte in the client encoding. */
const SCRIPTS: Record<string, { encoding: string; script: string }> = {
  latin1: {
    encoding: 'LATIN1',
    script: [
      'CREATE TEMP TABLE t (id int, s text);',
      "INSERT INTO t VALUES (1, 'caf\xe9'), (2, '\xc0 la carte \xff');",
      'SELECT id, s AS "n\xe4me", length(s), octet_length(s), upper(s) FROM t ORDER BY id;',
      'SELECT chr(26085);',
      'INSERT INTO t VALUES (3, chr(26085)) RETURNING s;',
      'SELECT count(*) FROM t;',
      "SELECT '\xe9'::int;",
      'SELECT chr(26085)::int;',
      "DO $$ BEGIN RAISE NOTICE 'r\xe9sum\xe9 %', chr(233); END $$;",
      'SHOW client_encoding;',
      "\\copy t TO STDOUT",
      '\\encoding WIN1252',
      "SELECT chr(8364) AS euro, '\x80' = chr(8364) AS same;",
      "SELECT '\x81';",
      '\\encoding koi8r',
      "SELECT '\xc1\xc2' = chr(1072) || chr(1073), chr(1103);",
      "SET client_encoding = 'sql_ascii';",
      "SELECT 'caf\xc3\xa9', chr(26085);",
      'SHOW client_encoding;',
    ].join('\n'),
  },
  sjis: {
    encoding: 'SJIS',
    script: [
      "SELECT '\x93\xfa\x96\x7b\x8c\xea' AS \"\x93\xfa\", length('\x93\xfa\x96\x7b\x8c\xea'), '\xb1' = chr(65393) AS kana, chr(165), chr(92);",
      'SELECT chr(8364);',
      "SELECT '\x85\x40';",
      "SELECT '\x81\x20';",
      '\\encoding GBK',
      "SELECT '\xd6\xd0\xce\xc4', chr(8364);",
      '\\encoding BIG5',
      "SELECT '\xc1\x63\xc5\xe9';",
      '\\encoding EUC_KR',
      "SELECT '\xc7\xd1\xb1\xb9', length('\xc7\xd1\xb1\xb9');",
      '\\encoding EUC_JP',
      "SELECT '\xc6\xfc\xcb\xdc', '\x8f\xb0\xa1';",
      'SHOW client_encoding;',
    ].join('\n'),
  },
  notify: {
    encoding: 'LATIN1',
    script: ['LISTEN c;', "NOTIFY c, 'caf\xe9';", "SELECT pg_notify('c', chr(26085));", 'SELECT 1;'].join('\n'),
  },
};

const psqlInstalled = await new Promise<boolean>((resolve) => execFile('psql', ['--version'], (err) => resolve(err === null)));
const { startPgsqlite } = await import('../../src/index.js');
const server = psqlInstalled ? await startPgsqlite({ port: 0 }) : null;
const pg: PostgresCluster | null = psqlInstalled ? await startPostgres() : null;
const golden: Record<string, string> = existsSync(goldenPath) ? (JSON.parse(readFileSync(goldenPath, 'utf8')) as Record<string, string>) : {};
const recorded: Record<string, string> = {};

afterAll(async () => {
  await server?.close();
  await pg?.stop();
  if (pg !== null && Object.keys(recorded).length > 0) {
    mkdirSync(join(here, 'golden'), { recursive: true });
    writeFileSync(goldenPath, JSON.stringify({ ...golden, ...recorded }, null, 1) + '\n');
  }
});

/** psql's stdout + stderr bytes, as a latin1 string, for `script` fed on stdin. */
function psqlBytes(url: string, encoding: string, script: string): Promise<string> {
  const env: NodeJS.ProcessEnv = { PATH: process.env['PATH'], LC_ALL: 'C', PGCONNECT_TIMEOUT: '10', PGCLIENTENCODING: encoding };
  return new Promise((resolve) => {
    const child = execFile('psql', ['-X', '--pset=pager=off', '-v', 'VERBOSITY=default', url], { env, timeout: 30_000, encoding: 'buffer' }, (_err, stdout, stderr) =>
      // the notifying backend's PID differs from server to server
      resolve(Buffer.concat([stdout, Buffer.from('-- stderr --\n'), stderr]).toString('latin1').replace(/process with PID \d+/g, 'process with PID n')),
    );
    child.stdin?.end(Buffer.from(script + '\n', 'latin1'));
  });
}

describe.skipIf(!psqlInstalled)('psql with a client encoding prints what it prints against PostgreSQL 15', () => {
  for (const [name, { encoding, script }] of Object.entries(SCRIPTS)) {
    it(`psql-client-encoding ${name}`, async () => {
      const port = server?.port ?? 0;
      const actual = await psqlBytes(`postgres://postgres@127.0.0.1:${port}/postgres`, encoding, script);
      const expected = pg === null ? golden[name] : await psqlBytes(pg.url, encoding, script);
      if (pg !== null) recorded[name] = expected ?? '';
      expect(actual).toBe(expected);
    });
  }
});
