// Re-records test/protocol/malformed-corpus.json from PostgreSQL 15:
//   node test/protocol/corpus/cli.mjs --refresh        (a throw-away cluster, test/helpers/postgres.ts)
//   PGSQLITE_ORACLE_PORT=5432 node test/protocol/corpus/cli.mjs --refresh   (a running one, user postgres, trust)
import { writeFileSync } from 'node:fs';
import { startPostgres } from '../../helpers/postgres.js';
import { CASES } from './cases.js';
import { exchange } from './exchange.js';
import { CORPUS_FILE, type GoldenCase } from './golden.js';

const fixedPort = process.env['PGSQLITE_ORACLE_PORT'];
const cluster = fixedPort === undefined ? await startPostgres() : null;
if (fixedPort === undefined && cluster === null) {
  process.stderr.write('PostgreSQL 15 is not installed (pg_config not found)\n');
  process.exit(2);
}
const port = cluster?.port ?? Number(fixedPort);
const out: GoldenCase[] = [];
try {
  for (const c of CASES) {
    const outcome = await exchange('127.0.0.1', port, c.send, {
      afterStartup: c.afterStartup,
      quietMs: 400,
      ...(c.rawFirstByte === true ? { rawFirstByte: true } : {}),
    });
    out.push({ name: c.name, afterStartup: c.afterStartup, ...(c.rawFirstByte === true ? { rawFirstByte: true } : {}), send: c.send.toString('hex'), expect: outcome });
    process.stdout.write(`${c.name}: ${outcome.messages.map((m) => m.type).join(' ')}${outcome.closed ? ' <closed>' : ''}\n`);
  }
} finally {
  await cluster?.stop();
}
writeFileSync(CORPUS_FILE, `${JSON.stringify({ recordedFrom: 'PostgreSQL 15', cases: out }, null, 1)}\n`);
process.stdout.write(`${out.length} cases written to ${CORPUS_FILE}\n`);
process.exit(0);
