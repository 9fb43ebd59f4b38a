import { spawn, type ChildProcess } from 'node:child_process';

/** The CLI as the repository builds it (`npm run build`). */
export const builtCli = new URL('../../dist/cli.js', import.meta.url).pathname;

/** How a process ended, with everything it printed. */
export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** A started server process: its URL (from the one stdout line), its output so far, its exit. */
export interface ServerProcess {
  readonly child: ChildProcess;
  readonly url: string;
  readonly port: number;
  /** ms from spawn to the printed URL */
  readonly listeningMs: number;
  readonly spawnedAt: number;
  stdout(): string;
  stderr(): string;
  readonly exited: Promise<Exit>;
}

interface SpawnOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** ms to wait for the URL (default 30 s) */
  timeoutMs?: number;
  /** In a process group of its own (signal it with `process.kill(-pid, …)`). */
  detached?: boolean;
}

function spawnCollecting(command: string, args: string[], options: SpawnOptions) {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'], detached: options.detached ?? false });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const exited = new Promise<Exit>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return { child, exited, out: () => stdout, err: () => stderr };
}

/**
 * Starts a pgsqlite server process (`command args`, e.g. node dist/cli.js --port 0) and resolves
 * once it printed `pgsqlite listening on <url>`; rejects with its output if it exits first.
 */
export async function startServerProcess(command: string, args: string[], options: SpawnOptions = {}): Promise<ServerProcess> {
  const spawnedAt = performance.now();
  const p = spawnCollecting(command, args, options);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      p.child.kill('SIGKILL');
      reject(new Error(`no URL within ${options.timeoutMs ?? 30_000} ms; stderr: ${p.err()}`));
    }, options.timeoutMs ?? 30_000);
    const check = (): void => {
      const m = /^pgsqlite listening on (\S+)$/m.exec(p.out());
      if (m?.[1] === undefined) return;
      clearTimeout(timer);
      resolve(m[1]);
    };
    p.child.stdout.on('data', check);
    void p.exited.then((e) => {
      clearTimeout(timer);
      reject(new Error(`exited (${e.code ?? e.signal}) before listening; stderr: ${e.stderr}`));
    });
  });
  return {
    child: p.child,
    url,
    port: Number(new URL(url).port),
    listeningMs: performance.now() - spawnedAt,
    spawnedAt,
    stdout: p.out,
    stderr: p.err,
    exited: p.exited,
  };
}

/** Runs `command args` to its end (killed after `timeoutMs`, default 30 s). */
export async function runToExit(command: string, args: string[], options: SpawnOptions = {}): Promise<Exit> {
  const p = spawnCollecting(command, args, options);
  const timer = setTimeout(() => p.child.kill('SIGKILL'), options.timeoutMs ?? 30_000);
  const exit = await p.exited;
  clearTimeout(timer);
  return exit;
}
