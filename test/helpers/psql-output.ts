import { execFile } from 'node:child_process';

/**
 * Runs psql (-X, no pager, C locale, 300 columns) with `args` against `url` and returns what it
 * printed, stdout then stderr — the text psql's describe tests compare with PostgreSQL's.
 */
export function psqlOutput(url: string, args: string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = { PATH: process.env['PATH'], LC_ALL: 'C', PGCONNECT_TIMEOUT: '10', COLUMNS: '300' };
  return new Promise((resolve) => {
    execFile('psql', ['-X', '--pset=pager=off', ...args, url], { env, timeout: 20_000 }, (_err, stdout, stderr) => resolve(stdout + stderr));
  });
}
