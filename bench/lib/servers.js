// Starting and stopping the servers under test: pgsqlite and the protocol floor in child
// processes (bench/lib/server-child.js), raw better-sqlite3 in this process.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CHILD = fileURLToPath(new URL('./server-child.js', import.meta.url));

/** Starts a server child (`childModule`: another checkout's server-child.js); resolves with its address and IPC helpers. */
export function spawnServer(kind, options = {}, childModule = CHILD) {
  const child = fork(childModule, [JSON.stringify({ kind, options })], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const replies = [];
  let waiting = [];
  child.on('message', (m) => {
    const w = waiting.shift();
    if (w) w.resolve(m);
    else replies.push(m);
  });
  const next = () =>
    replies.length > 0
      ? Promise.resolve(replies.shift())
      : new Promise((resolve, reject) => waiting.push({ resolve, reject }));
  child.on('exit', (code) => {
    for (const w of waiting) w.reject(new Error(`${kind} server exited with ${code}`));
    waiting = [];
  });
  return next().then((hello) => ({
    kind,
    pid: child.pid,
    host: hello.host,
    port: hello.port,
    socketPath: hello.socketPath ?? undefined,
    idleRss: hello.rss,
    /** Plan cache counters and resident set size of the server process. */
    stats: async () => {
      child.send('stats');
      return next();
    },
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('close');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15000);
      await exited;
      clearTimeout(timer);
    },
  }));
}
