#!/usr/bin/env node
// Compares two benchmark results: `node bench/compare.js a.json b.json [--threshold 0.15]`.
// Compares overhead ratios (pgsqlite against raw SQLite, the protocol floor and PostgreSQL, all
// measured in the same run), not absolute times, which drift between runs on shared machines.
// Prints every change and exits with 1 when a ratio grew by more than the threshold (default
// 15 %), or when a trial that worked in a.json fails in b.json.
import { readFileSync } from 'node:fs';
import { translatorMeasures } from './lib/report-translator.js';
import { benchArgs } from './lib/cli-args.js';

benchArgs({
  script: 'compare.js',
  summary: 'Compares the overhead ratios of two result files; exits 1 when one grew by more than the\nthreshold, or a trial that worked in a.json fails in b.json.',
  args: 'a.json b.json',
  options: { threshold: { type: 'string', value: 'fraction', help: 'largest accepted growth of a ratio (default 0.15)' } },
  positionals: { min: 2, max: 2 },
});
const args = process.argv.slice(2);
const at = args.indexOf('--threshold');
const threshold = at >= 0 ? Number(args[at + 1]) : 0.15;
const files = args.filter((a, i) => !a.startsWith('--') && (at < 0 || i !== at + 1));
if (files.length !== 2 || !(threshold > 0)) {
  process.stderr.write('usage: node bench/compare.js a.json b.json [--threshold 0.15]\n');
  process.exit(2);
}
const [a, b] = files.map((f) => JSON.parse(readFileSync(f, 'utf8')));
const BASELINES = ['vsSqlite', 'vsFloor', 'vsPostgres'];

const lines = [];
const regressions = [];
for (const key of Object.keys(a.ratios).sort()) {
  const ra = a.ratios[key];
  const rb = b.ratios[key];
  if (rb === undefined) {
    const failed = b.trials.find((t) => `${t.trial}|${t.id}` === key && t.error);
    if (failed) regressions.push(`${key}: now fails: ${failed.error}`);
    else lines.push(`${key}: not in ${files[1]}`);
    continue;
  }
  const cells = [];
  for (const base of BASELINES) {
    if (ra[base] === null || rb[base] === null) continue;
    const change = rb[base] / ra[base] - 1;
    const mark = change > threshold ? ' REGRESSION' : change < -threshold ? ' better' : '';
    cells.push(`${base} ${ra[base].toFixed(2)}→${rb[base].toFixed(2)} (${change >= 0 ? '+' : ''}${(change * 100).toFixed(0)} %${mark})`);
    if (change > threshold) regressions.push(`${key} ${base}: ${ra[base].toFixed(2)}× → ${rb[base].toFixed(2)}×`);
  }
  lines.push(`${key}: ${cells.join(', ')}`);
}
for (const key of Object.keys(b.ratios)) if (!(key in a.ratios)) lines.push(`${key}: new in ${files[1]}`);

// The translator benchmark is CPU work in one process, so its µs are compared directly (both
// runs on the same runner, one after the other); the cached plan lookup has a hard budget too.
const [ta, tb] = [translatorMeasures(a), translatorMeasures(b)];
for (const key of Object.keys(ta)) {
  if (!(key in tb)) {
    if (b.translator?.error) regressions.push(`${key}: now fails: ${b.translator.error}`);
    else lines.push(`${key}: not in ${files[1]}`);
    continue;
  }
  const change = tb[key] / ta[key] - 1;
  const mark = change > threshold ? ' REGRESSION' : change < -threshold ? ' better' : '';
  lines.push(`${key}: ${ta[key].toFixed(2)}→${tb[key].toFixed(2)} µs (${change >= 0 ? '+' : ''}${(change * 100).toFixed(0)} %${mark})`);
  if (change > threshold) regressions.push(`${key}: ${ta[key].toFixed(2)} µs → ${tb[key].toFixed(2)} µs`);
}
if (typeof tb['translator|cached-plan'] === 'number' && tb['translator|cached-plan'] >= 5) {
  regressions.push(`translator|cached-plan: ${tb['translator|cached-plan'].toFixed(2)} µs, over the 5 µs budget`);
}

process.stdout.write(`${a.meta.sha} (${a.meta.date}) → ${b.meta.sha} (${b.meta.date}), threshold ${(threshold * 100).toFixed(0)} %\n`);
process.stdout.write(`${lines.join('\n')}\n`);
if (regressions.length > 0) {
  process.stdout.write(`\n${regressions.length} regression(s):\n${regressions.map((r) => `  ${r}`).join('\n')}\n`);
  process.exit(1);
}
process.stdout.write('\nno regressions\n');
