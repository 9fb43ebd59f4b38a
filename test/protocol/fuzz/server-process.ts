import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** pgsqlite in its own process (the CLI from source), so crashes, fds and RSS can be watched. */
export interface ServerProcess {
  readonly pid: number;
  readonly port: number;
  /** Everything the server wrote to stderr (its log). */
  log(): string;
  alive(): boolean;
  /** Open file descriptors (/proc/<pid>/fd). */
  fds(): number;
  /** What the open fds point at, counted by kind (files by name, sockets, pipes, anon inodes). */
  fdKinds(): Record<string, number>;
  /** Threads of the process (/proc/<pid>/task): the executor pool's workers among them. */
  threads(): number;
  /** Resident set size in bytes (/proc/<pid>/status VmRSS). */
  rss(): number;
  /** CPU time the process used so far (user + system, all threads), in ms. */
  cpuMs(): number;
  stop(): Promise<void>;
}

const root = fileURLToPath(new URL('../../../', import.meta.url));

export async function startServerProcess(args: string[] = []): Promise<ServerProcess> {
  // PGSQLITE_SERVER_NODE_ARGS: extra node flags for the server (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile a fuzz run).
  const nodeArgs = (process.env['PGSQLITE_SERVER_NODE_ARGS'] ?? '').split(' ').filter((a) => a !== '');
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--conditions=source', '--import', 'tsx', 'src/cli.ts', '--port', '0', '--log-level', 'info', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    // glibc gives each executor thread its own malloc arenas and keeps what they freed: RSS then
    // creeps with no leak behind it (seed 1248694885: +16.9 % with the default arenas, +7.5 %
    // with 2). The check is for leaks; docs/runaways.md recommends the same for servers.
    env: { ...process.env, MALLOC_ARENA_MAX: process.env['MALLOC_ARENA_MAX'] ?? '2' },
  });
  let log = '';
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    const t = setTimeout(() => reject(new Error(`pgsqlite did not start: ${log}`)), 60_000);
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = out.match(/listening on postgresql:\/\/[^@]+@[^:]+:(\d+)/);
      if (m !== null) {
        clearTimeout(t);
        resolve(Number(m[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`pgsqlite exited (${code}): ${log}`)));
  });
  const pid = child.pid as number;
  return {
    pid,
    port,
    log: () => log,
    alive: () => child.exitCode === null && child.signalCode === null,
    fds: () => readdirSync(`/proc/${pid}/fd`).length,
    threads: () => readdirSync(`/proc/${pid}/task`).length,
    fdKinds: () => {
      const out: Record<string, number> = {};
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        let target: string;
        try {
          target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        } catch {
          continue;
        }
        const kind = target.replace(/\[\d+\]$/, '').replace(/^\/.*\//, '');
        out[kind] = (out[kind] ?? 0) + 1;
      }
      return out;
    },
    cpuMs: () => {
      // /proc/<pid>/stat: fields 14 and 15 (utime, stime) in clock ticks, after the ")" of the name.
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
    },
    rss: () => Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/)?.[1] ?? 0) * 1024,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((r) => child.once('exit', () => r()));
      child.kill('SIGTERM');
      // Graceful shutdown waits for busy sessions (shutdownTimeoutMs); do not wait forever.
      const t = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(t);
    },
  };
}
