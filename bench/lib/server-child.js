// A server in its own process, so that clients and server do not share one event loop (as with
// PostgreSQL). argv[2] is JSON: { kind: 'pgsqlite' | 'floor', options }. Tells the parent its
// address over IPC, then answers 'stats' (plan cache counters, resident memory) and 'close'.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startPgsqlite } from '../../dist/index.js';
import { Translator } from '@pgsqlite/translate';
import { startFloor } from './floor.js';

const { kind, options } = JSON.parse(process.argv[2]);
const translator = new Translator();
// Executor threads from the bundle `npm run build` makes, as the CLI runs them.
const bundle = new URL('../../dist/executor-thread.bundle.js', import.meta.url);
const threads = existsSync(fileURLToPath(bundle)) ? { threadModule: bundle } : {};
const server = kind === 'floor' ? await startFloor(options) : await startPgsqlite({ ...options, ...threads, port: 0, translator });

process.on('message', async (m) => {
  if (m === 'stats') {
    process.send({ stats: { ...translator.stats }, rss: process.memoryUsage().rss, cpu: process.cpuUsage() });
  } else if (m === 'close') {
    await server.close();
    process.exit(0);
  }
});
process.send({ ready: true, host: '127.0.0.1', port: server.port, socketPath: server.socketPath ?? null, rss: process.memoryUsage().rss });
