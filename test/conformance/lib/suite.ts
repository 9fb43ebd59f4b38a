import { listAreas, loadArea, type ConformanceCase } from './case-file.js';
import { CaseRunner } from './case-runner.js';
import { readGolden } from './golden.js';
import type { Outcome } from './outcome.js';
import { judge, type Verdict } from './verdict.js';

/** Cases of the given areas (all areas when `only` is empty), in area then file order. */
export function loadCases(only: readonly string[] = []): { areas: string[]; cases: ConformanceCase[] } {
  const all = listAreas();
  const unknown = only.filter((a) => !all.includes(a));
  if (unknown.length > 0) throw new Error(`unknown areas: ${unknown.join(', ')} (have ${all.join(', ')})`);
  const areas = only.length === 0 ? all : all.filter((a) => only.includes(a));
  return { areas, cases: areas.flatMap((a) => loadArea(a)) };
}

/** Runs every case against the server at `url`, one connection, sequentially. */
export async function runCases(url: string, cases: readonly ConformanceCase[]): Promise<Map<string, Outcome>> {
  const runner = new CaseRunner(url);
  const outcomes = new Map<string, Outcome>();
  try {
    for (const c of cases) outcomes.set(c.id, await runner.run(c));
  } finally {
    await runner.close();
  }
  return outcomes;
}

/** Runs the cases against pgsqlite (at `url`) and judges each against its golden answer. */
export async function judgeCases(url: string, cases: readonly ConformanceCase[]): Promise<Verdict[]> {
  const outcomes = await runCases(url, cases);
  const goldens = new Map<string, ReturnType<typeof readGolden>>();
  return cases.map((c) => {
    let golden = goldens.get(c.area);
    if (golden === undefined) goldens.set(c.area, (golden = readGolden(c.area)));
    const actual = outcomes.get(c.id);
    if (actual === undefined) throw new Error(`no outcome for ${c.id}`);
    return judge(c, golden[c.id], actual);
  });
}
