// `node test/protocol/corpus/cli.mjs --refresh`: re-records the malformed-message corpus
// (test/protocol/malformed-corpus.json) from PostgreSQL 15; `--compare` diffs a live PostgreSQL
// (PGPORT, default 55432) against an in-process pgsqlite instead.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const arg = process.argv[2];
const script = arg === '--refresh' ? 'record.ts' : arg === '--compare' ? 'compare-live.ts' : null;
if (script === null) {
  console.error('usage: node test/protocol/corpus/cli.mjs --refresh | --compare [case-name-filter]');
  process.exit(2);
}
const result = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', join(here, script), ...process.argv.slice(3)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
