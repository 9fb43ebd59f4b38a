// `npm run regress -- [--schedule core|parallel] [--only a,b] [--timeout s] [--raise-floor] [--readme]`
// Runs PostgreSQL 15's regression files against pgsqlite (test/regress/README.md).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { belowFloor, markdownTable, raiseFloor, readFloor, writeJson, writeReadme, type Mode } from './lib/report.js';
import { runRegress } from './lib/runner.js';
import { CORE_FILES, SETUP_FILES, parallelSchedule } from './lib/schedule.js';
import { regressDir, repoRoot } from './lib/sources.js';

const usage = 'usage: npm run regress -- [--schedule core|parallel] [--only a,b] [--timeout seconds] [--raise-floor] [--readme]';
let mode: Mode = 'core';
let only: string[] = [];
let timeout = 180;
let raise = false;
let readme = false;
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  if (a === '--schedule') {
    const m = argv[++i];
    if (m !== 'core' && m !== 'parallel') throw new Error(usage);
    mode = m;
  } else if (a === '--only') only = (argv[++i] ?? '').split(',').filter(Boolean);
  else if (a === '--timeout') timeout = Number(argv[++i]);
  else if (a === '--raise-floor') raise = true;
  else if (a === '--readme') readme = true;
  else {
    console.error(`unknown option ${a}\n${usage}`);
    process.exit(2);
  }
}

const regress = regressDir(true);
const setup = new Set<string>(SETUP_FILES);
const list = mode === 'core' ? [...CORE_FILES] : parallelSchedule(regress).filter((n) => !setup.has(n));
const files = only.length > 0 ? list.filter((n) => only.includes(n)) : list;
console.log(`regression files from ${regress}; ${files.length} files after ${SETUP_FILES.join(', ')}`);
const results = await runRegress({ regress, work: join(repoRoot, '.tmp', 'regress', mode), setup: SETUP_FILES, files, timeoutMs: timeout * 1000, log: (l) => console.log(l) });

const version = execFileSync('psql', ['--version'], { encoding: 'utf8' }).trim().split(' ')[2] ?? '15';
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
const meta = { version, commit, date: new Date().toISOString().slice(0, 10) };
const table = markdownTable(mode, results, meta);
console.log(`\n${table}\n`);
console.log(`JSON: ${writeJson(mode, results, meta)}`);
const partial = only.length > 0;
if (readme && !partial) writeReadme(mode, table);
const below = belowFloor(readFloor(), mode, results);
for (const b of below) console.log(`BELOW FLOOR: ${b.name} ${b.passed} < ${b.floor}`);
if (raise) {
  raiseFloor(mode, results);
  console.log('floor raised where this run passed more blocks');
}
process.exit(below.length > 0 ? 1 : 0);
