import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clientCopies } from './client-copy.js';

/** Where a run keeps its inputs and outputs (under .tmp, never committed). */
export interface RunDirs {
  /** PostgreSQL's src/test/regress. */
  regress: string;
  /** The rewritten scripts and psql's outputs. */
  work: string;
}

/**
 * pg_regress's environment for psql (pg_regress.c initialize_environment): messages in C, the
 * time zone, DateStyle and IntervalStyle the expected files were made with, the variables the
 * scripts read with \getenv, and nothing else that could point psql elsewhere.
 */
export function regressEnv(dirs: RunDirs, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (k.startsWith('PG') || k.startsWith('LC_') || k === 'LANG' || k === 'LANGUAGE') continue;
    env[k] = v;
  }
  const build = join(dirs.work, 'build');
  mkdirSync(join(build, 'results'), { recursive: true });
  return {
    ...env,
    PGAPPNAME: 'pg_regress',
    PG_ABS_SRCDIR: dirs.regress,
    PG_ABS_BUILDDIR: build,
    PG_LIBDIR: build,
    PG_DLSUFFIX: '.so',
    LC_MESSAGES: 'C',
    PGTZ: 'America/Los_Angeles',
    PGDATESTYLE: 'Postgres, MDY',
    PGOPTIONS: '-c intervalstyle=postgres_verbose',
    PGHOST: '127.0.0.1',
    PGPORT: String(port),
    PGUSER: 'postgres',
  };
}

/** What one psql run printed. */
export interface PsqlRun {
  /** stdout and stderr interleaved, as pg_regress's `> out 2>&1`. */
  output: string;
  timedOut: boolean;
  ms: number;
}

/**
 * Runs `psql -X -a -q -d <database> -v HIDE_TABLEAM=on -v HIDE_TOAST_COMPRESSION=on < script > out
 * 2>&1` (pg_regress_main.c: \d+ shows no Access method or Compression column) with the per-file
 * timeout; server-side file COPYs run as `\copy` (client-copy.ts), their echo restored.
 */
export async function runPsql(dirs: RunDirs, name: string, database: string, port: number, timeoutMs: number): Promise<PsqlRun> {
  const env = regressEnv(dirs, port);
  const original = readFileSync(join(dirs.regress, 'sql', `${name}.sql`), 'utf8');
  const { script, echoes } = clientCopies(original, env);
  mkdirSync(join(dirs.work, 'input'), { recursive: true });
  mkdirSync(join(dirs.work, 'results'), { recursive: true });
  const input = join(dirs.work, 'input', `${name}.sql`);
  const outPath = join(dirs.work, 'results', `${name}.out`);
  writeFileSync(input, script);
  const inFd = openSync(input, 'r');
  const outFd = openSync(outPath, 'w');
  const t0 = performance.now();
  let timedOut = false;
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn('psql', ['-X', '-a', '-q', '-d', database, '-v', 'HIDE_TABLEAM=on', '-v', 'HIDE_TOAST_COMPRESSION=on'], { env, stdio: [inFd, outFd, outFd] });
      const timer = setTimeout(() => {
        timedOut = true;
        child.kill('SIGKILL');
      }, timeoutMs);
      child.once('error', (e) => {
        clearTimeout(timer);
        reject(e);
      });
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  } finally {
    closeSync(inFd);
    closeSync(outFd);
  }
  const raw = readFileSync(outPath, 'utf8');
  const output = echoes.size === 0 ? raw : raw.split('\n').map((l) => echoes.get(l) ?? l).join('\n');
  if (output !== raw) writeFileSync(outPath, output);
  return { output, timedOut, ms: performance.now() - t0 };
}
