import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { dirname, join } from 'node:path';
import { repoRoot } from './sources.js';

/** A pgsqlite server in its own process (in memory), so that a hung statement can be killed. */
export interface ChildServer {
  port: number;
  /** Whether the process is still running. */
  alive(): boolean;
  stop(): Promise<void>;
}

/**
 * Starts `src/cli.ts` from the TypeScript sources (workspace packages under the `source`
 * condition, through tsx) on a free port; its executor threads load the modules `tsc -b` emits.
 * The server's own log (internal errors) is appended to `logPath`.
 */
export async function startChildServer(logPath: string): Promise<ChildServer> {
  mkdirSync(dirname(logPath), { recursive: true });
  const log = openSync(logPath, 'a');
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', join(repoRoot, 'src', 'cli.ts'), '--port', '0', '--log-level', 'error'],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', log] },
  );
  closeSync(log);
  let exited = false;
  const gone = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const stdout = child.stdout;
  if (stdout === null) throw new Error('pgsqlite child has no stdout');
  const first = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: stdout });
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`pgsqlite exited with ${code} before listening`)));
  });
  const port = Number(new URL(first.slice(first.indexOf('postgresql://'))).port);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`unexpected first line from pgsqlite: ${first}`);
  return {
    port,
    alive: () => !exited,
    stop: async () => {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await gone;
      clearTimeout(timer);
    },
  };
}
