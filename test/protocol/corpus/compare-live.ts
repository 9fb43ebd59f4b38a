// Dev tool: node --conditions=source --import tsx test/protocol/corpus/compare-live.ts [filter]
// Runs the corpus against a live PostgreSQL (PGPORT, default 55432) and an in-process pgsqlite.
import { startPgsqlite } from '../../../src/index.js';
import { CASES } from './cases.js';
import { exchange } from './exchange.js';

const filter = process.argv[2] ?? '';
const pgPort = Number(process.env['PGPORT'] ?? 55432);
const logs: string[] = [];
const log = (m: string): void => void logs.push(m);
const server = await startPgsqlite({ port: 0, logger: { debug: () => undefined, info: () => undefined, warn: log, error: log } });
let diffs = 0;
for (const c of CASES.filter((x) => x.name.includes(filter))) {
  const opts = { afterStartup: c.afterStartup, quietMs: 300, ...(c.rawFirstByte === true ? { rawFirstByte: true } : {}) };
  const pg = await exchange('127.0.0.1', pgPort, c.send, opts);
  const me = await exchange('127.0.0.1', server.port, c.send, opts);
  const a = JSON.stringify(pg);
  const b = JSON.stringify(me);
  if (a !== b || process.env['SHOW'] === '1') {
    diffs += a !== b ? 1 : 0;
    console.log(`${a === b ? 'SAME' : 'DIFF'} ${c.name}\n  pg: ${a}\n  me: ${b}`);
  }
}
console.log(`${diffs} differences`);
if (logs.length > 0) console.log(`server log:\n${logs.join('\n')}`);
await server.close();
process.exit(0);
