// `npm run regress -- [--schedule core|parallel|ci] [--only a,b] [--timeout s] [--raise-floor] [--readme]`
// Runs PostgreSQL 15's regression files against pgsqlite (test/regress/README.md).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { belowFloor, markdownTable, raiseFloor, readFloor, writeJson, writeReadme, type Mode } from './lib/report.js';
import { runRegress } from './lib/runner.js';
import { CORE_FILES, SETUP_FILES, ciSchedule, floorModeOf, parallelSchedule } from './lib/schedule.js';
import { regressDir, repoRoot } from './lib/sources.js';

const usage = 'usage: npm run regress -- [--schedule core|parallel|ci] [--only a,b] [--timeout seconds] [--raise-floor] [--readme]';
let mode: Mode = 'core';
/** `--schedule ci`: what CI runs (the core list and CI_PARALLEL_FILES), each file against its own floor. */
let ci = false;
let only: string[] = [];
let timeout = 180;
let raise = false;
let readme = false;
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  if (a === '--schedule') {
    const m = argv[++i];
    if (m === 'ci') ci = true;
    else if (m !== 'core' && m !== 'parallel') throw new Error(usage);
    else mode = m;
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
const list = ci ? ciSchedule(regress) : mode === 'core' ? [...CORE_FILES] : parallelSchedule(regress).filter((n) => !setup.has(n));
const files = only.length > 0 ? list.filter((n) => only.includes(n)) : list;
console.log(`regression files from ${regress}; ${files.length} files after ${SETUP_FILES.join(', ')}`);
const started = Date.now();
const results = await runRegress({ regress, work: join(repoRoot, '.tmp', 'regress', ci ? 'ci-list' : mode), setup: SETUP_FILES, files, timeoutMs: timeout * 1000, log: (l) => console.log(l) });
console.log(`${results.length} files in ${Math.round((Date.now() - started) / 1000)} s`);

const version = execFileSync('psql', ['--version'], { encoding: 'utf8' }).trim().split(' ')[2] ?? '15';
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
const meta = { version, commit, date: new Date().toISOString().slice(0, 10) };
const table = markdownTable(mode, results, meta);
console.log(`\n${table}\n`);
if (!ci) console.log(`JSON: ${writeJson(mode, results, meta)}`);
const partial = only.length > 0;
if (readme && !partial && !ci) writeReadme(mode, table);
const below = ci
  ? (['core', 'parallel'] as const).flatMap((m) => belowFloor(readFloor(), m, results.filter((r) => floorModeOf(r.name) === m)))
  : belowFloor(readFloor(), mode, results);
for (const b of below) console.log(`BELOW FLOOR: ${b.name} ${b.passed} < ${b.floor}`);
if (raise && !ci) {
  raiseFloor(mode, results);
  console.log('floor raised where this run passed more blocks');
}
process.exit(below.length > 0 ? 1 : 0);
