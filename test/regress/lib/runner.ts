import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { scoreBlocks, type BlockScore } from './blocks.js';
import { runPsql, type RunDirs } from './run-psql.js';
import { echoLines } from './script-lines.js';
import { startChildServer, type ChildServer } from './server.js';
import { prerequisitesOf } from './prerequisites.js';

/** The score of one regression file. */
export interface FileResult {
  name: string;
  /** Run in the set-up database (its tables are what the other files start from). */
  setup: boolean;
  passed: number;
  total: number;
  /** psql's whole output equals one of the expected files. */
  exact: boolean;
  timedOut: boolean;
  ms: number;
  failures: BlockScore['failures'];
}

export interface RunOptions extends RunDirs {
  setup: readonly string[];
  files: readonly string[];
  /** Per-file limit on psql's run. */
  timeoutMs: number;
  log: (line: string) => void;
}

/** pg_regress's database and the settings it gives it (pg_regress.c create_database). */
const DATABASE = 'regression';
const BASE = 'regression_base';
const DATABASE_SETTINGS = [['lc_messages', 'C'], ['lc_monetary', 'C'], ['lc_numeric', 'C'], ['lc_time', 'C'], ['bytea_output', 'hex'], ['timezone_abbreviations', 'Default']] as const;

/** PostgreSQL's expected outputs of `name`: name.out and its alternatives name_N.out. */
export function expectedOutputs(regress: string, name: string): string[] {
  const out: string[] = [];
  for (const suffix of ['', '_0', '_1', '_2', '_3', '_4', '_5', '_6', '_7', '_8', '_9']) {
    const path = join(regress, 'expected', `${name}${suffix}.out`);
    if (existsSync(path)) out.push(readFileSync(path, 'utf8'));
  }
  return out;
}

const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Runs `sql` on the server's postgres database, retrying while psql's last session still closes (55006). */
async function admin(server: ChildServer, sqls: readonly string[], log: RunOptions['log']): Promise<void> {
  const client = new pg.Client({ host: '127.0.0.1', port: server.port, user: 'postgres', database: 'postgres', connectionTimeoutMillis: 30_000, query_timeout: 60_000 });
  await client.connect();
  try {
    for (const sql of sqls) {
      for (let attempt = 0; ; attempt++) {
        try {
          await client.query(sql);
          break;
        } catch (e) {
          const code = (e as { code?: string }).code;
          if (code === '55006' && attempt < 50) {
            await sleep(100);
            continue;
          }
          if (sql.startsWith('ALTER DATABASE')) {
            log(`  (pg_regress's ${sql} failed: ${(e as Error).message})`);
            break;
          }
          throw e;
        }
      }
    }
  } finally {
    await client.end();
  }
}

/** DROP + CREATE DATABASE regression TEMPLATE `template`, then pg_regress's ALTER DATABASE … SET. */
async function freshDatabase(server: ChildServer, template: string, log: RunOptions['log']): Promise<void> {
  await admin(server, [
    `DROP DATABASE IF EXISTS ${quoteIdent(DATABASE)} WITH (FORCE)`,
    `CREATE DATABASE ${quoteIdent(DATABASE)} TEMPLATE=${quoteIdent(template)}`,
    ...DATABASE_SETTINGS.map(([k, v]) => `ALTER DATABASE ${quoteIdent(DATABASE)} SET ${k} TO '${v}'`),
  ], log);
}

async function runOne(o: RunOptions, server: ChildServer, name: string, setup: boolean): Promise<FileResult> {
  const script = readFileSync(join(o.regress, 'sql', `${name}.sql`), 'utf8');
  const expected = expectedOutputs(o.regress, name);
  const run = await runPsql(o, name, DATABASE, server.port, o.timeoutMs);
  const score = scoreBlocks(echoLines(script), run.output, expected);
  const exact = expected.includes(run.output);
  return { name, setup, passed: score.passed, total: score.total, exact, timedOut: run.timedOut, ms: Math.round(run.ms), failures: score.failures };
}

/** Whether the server still answers (after a timeout it may be stuck). */
async function responsive(server: ChildServer): Promise<boolean> {
  if (!server.alive()) return false;
  const client = new pg.Client({ host: '127.0.0.1', port: server.port, user: 'postgres', database: 'postgres', connectionTimeoutMillis: 10_000, query_timeout: 10_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Runs the set-up files in order in one fresh database made from template0 (as pg_regress
 * does), keeps a copy of it, then runs every file in its own fresh copy. A server that dies or
 * stops answering is restarted (and the set-up replayed, unscored).
 */
export async function runRegress(o: RunOptions): Promise<FileResult[]> {
  const results: FileResult[] = [];
  const setUp = async (s: ChildServer, scored: boolean): Promise<void> => {
    await freshDatabase(s, 'template0', o.log);
    for (const name of o.setup) {
      const r = await runOne(o, s, name, true);
      if (scored) {
        results.push(r);
        o.log(line(r));
      }
    }
    await admin(s, [`DROP DATABASE IF EXISTS ${quoteIdent(BASE)}`, `CREATE DATABASE ${quoteIdent(BASE)} TEMPLATE=${quoteIdent(DATABASE)}`], o.log);
  };
  let server = await startChildServer(join(o.work, 'server.log'));
  const restart = async (why: string): Promise<void> => {
    o.log(`  (${why}: restarting the server)`);
    await server.stop();
    server = await startChildServer(join(o.work, 'server.log'));
    await setUp(server, false);
  };
  try {
    await setUp(server, true);
    for (const name of o.files) {
      // A file that timed out may leave a statement running that no DROP DATABASE can end.
      if (results[results.length - 1]?.timedOut === true) await restart('last file timed out');
      else if (!(await responsive(server))) await restart(`server ${server.alive() ? 'not answering' : 'exited'}`);
      try {
        await freshDatabase(server, BASE, o.log);
      } catch (e) {
        await restart(`making the database failed: ${(e as Error).message}`);
        await freshDatabase(server, BASE, o.log);
      }
      // the files whose tables it reads (prerequisites.ts), unscored, their output kept apart
      for (const pre of prerequisitesOf(name)) await runPsql({ ...o, work: join(o.work, 'prerequisites') }, pre, DATABASE, server.port, o.timeoutMs);
      const r = await runOne(o, server, name, false);
      results.push(r);
      o.log(line(r));
    }
  } finally {
    await server.stop();
  }
  return results;
}

const line = (r: FileResult): string =>
  `${r.name.padEnd(22)} ${String(r.passed).padStart(5)}/${String(r.total).padEnd(5)} ${r.total === 0 ? '' : ((100 * r.passed) / r.total).toFixed(1).padStart(5)}%${r.exact ? ' exact' : ''}${r.timedOut ? ' TIMEOUT' : ''} ${(r.ms / 1000).toFixed(1)}s`;
