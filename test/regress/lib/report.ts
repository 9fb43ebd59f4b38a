import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FileResult } from './runner.js';
import { repoRoot } from './sources.js';

/** Which list a run covered: the core list CI holds, or the whole parallel_schedule. */
export type Mode = 'core' | 'parallel';

/** Passing blocks per file that a run may not fall below, per mode (test/regress/floor.json). */
export type Floor = Record<Mode, Record<string, number>>;

export const floorPath = join(repoRoot, 'test', 'regress', 'floor.json');

export function readFloor(): Floor {
  if (!existsSync(floorPath)) return { core: {}, parallel: {} };
  const f = JSON.parse(readFileSync(floorPath, 'utf8')) as Partial<Floor>;
  return { core: f.core ?? {}, parallel: f.parallel ?? {} };
}

/** Files whose passing blocks fell below the floor. */
export function belowFloor(floor: Floor, mode: Mode, results: readonly FileResult[]): { name: string; passed: number; floor: number }[] {
  return results.flatMap((r) => {
    const min = floor[mode][r.name];
    return min !== undefined && r.passed < min ? [{ name: r.name, passed: r.passed, floor: min }] : [];
  });
}

/** Raises the floor to this run's numbers where they are higher; never lowers it. */
export function raiseFloor(mode: Mode, results: readonly FileResult[]): Floor {
  const floor = readFloor();
  for (const r of results) floor[mode][r.name] = Math.max(floor[mode][r.name] ?? 0, r.passed);
  const sorted = Object.fromEntries(Object.entries(floor[mode]).sort(([a], [b]) => a.localeCompare(b)));
  const next: Floor = { ...floor, [mode]: sorted };
  writeFileSync(floorPath, `${JSON.stringify(next, null, 2)}\n`);
  return next;
}

const pct = (passed: number, total: number): string => (total === 0 ? '–' : `${((100 * passed) / total).toFixed(1)}%`);

/** The per-file Markdown table of a run, with a total row. */
export function markdownTable(mode: Mode, results: readonly FileResult[], meta: { version: string; commit: string; date: string }): string {
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const total = results.reduce((n, r) => n + r.total, 0);
  const exact = results.filter((r) => r.exact).length;
  const scored = results.filter((r) => !r.setup);
  const sp = scored.reduce((n, r) => n + r.passed, 0);
  const st = scored.reduce((n, r) => n + r.total, 0);
  const command = mode === 'core' ? 'npm run regress' : 'npm run regress -- --schedule parallel';
  const rows = results.map((r) => `| ${r.name}${r.setup ? ' (set-up)' : ''} | ${r.passed} | ${r.total} | ${pct(r.passed, r.total)} | ${r.exact ? 'yes' : ''}${r.timedOut ? ' timeout' : ''} |`);
  return [
    `PostgreSQL ${meta.version}'s regression suite (\`${command}\`, run on ${meta.commit}, ${meta.date}): each file in a fresh`,
    `database made from template0 after the set-up files, through \`psql -X -a -q -v HIDE_TABLEAM=on -v HIDE_TOAST_COMPRESSION=on\` with pg_regress's environment; a`,
    `statement block passes when its output equals PostgreSQL's expected output (or an alternative \`_N.out\`).`,
    `${mode === 'core' ? 'Core list' : 'Whole parallel_schedule'}: **${sp} of ${st} blocks (${pct(sp, st)})** outside the set-up files, ${passed} of ${total} (${pct(passed, total)}) with them; ${exact} of ${results.length} files match exactly.`,
    '',
    '| file | passing blocks | blocks | % | whole file exact |',
    '|---|---:|---:|---:|---|',
    ...rows,
    `| **all** | **${passed}** | **${total}** | **${pct(passed, total)}** | **${exact} of ${results.length}** |`,
  ].join('\n');
}

/** Replaces the text between `<!-- regress-<mode>:begin -->` and `…:end -->` in the README. */
export function writeReadme(mode: Mode, table: string): void {
  const path = join(repoRoot, 'README.md');
  const readme = readFileSync(path, 'utf8');
  const begin = `<!-- regress-${mode}:begin -->`;
  const end = `<!-- regress-${mode}:end -->`;
  const a = readme.indexOf(begin);
  const b = readme.indexOf(end);
  if (a < 0 || b < a) throw new Error(`README.md has no ${begin} … ${end} markers`);
  writeFileSync(path, `${readme.slice(0, a + begin.length)}\n${table}\n${readme.slice(b)}`);
}

/** Writes the run's JSON (every failing block included) under .tmp/regress. */
export function writeJson(mode: Mode, results: readonly FileResult[], meta: object): string {
  const path = join(repoRoot, '.tmp', 'regress', `${mode}.json`);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify({ mode, ...meta, results }, null, 1)}\n`);
  return path;
}
