import type { Verdict } from './verdict.js';

/** Per-area counts of a run. */
export interface AreaCounts {
  readonly area: string;
  readonly total: number;
  readonly passing: number;
  /** Cases pgsqlite answers with 0A000 (not supported yet) where PostgreSQL answers. */
  readonly unsupported: number;
}

/** Counts verdicts by area, in the order the areas are given. */
export function countByArea(areas: readonly string[], verdicts: readonly Verdict[]): AreaCounts[] {
  return areas.map((area) => {
    const mine = verdicts.filter((v) => v.area === area);
    return {
      area,
      total: mine.length,
      passing: mine.filter((v) => v.status === 'pass').length,
      unsupported: mine.filter((v) => v.unsupported).length,
    };
  });
}

/** The compatibility table: passing / total / expected-0A000 per area, as markdown. */
export function markdownReport(counts: readonly AreaCounts[]): string {
  const pct = (n: number, d: number): string => (d === 0 ? '–' : `${Math.round((100 * n) / d)}%`);
  const lines = [
    '| area | passing | total | expected-0A000 | other mismatches | pass rate |',
    '|---|---:|---:|---:|---:|---:|',
    ...counts.map(
      (c) => `| ${c.area} | ${c.passing} | ${c.total} | ${c.unsupported} | ${c.total - c.passing - c.unsupported} | ${pct(c.passing, c.total)} |`,
    ),
  ];
  const sum = (k: 'total' | 'passing' | 'unsupported'): number => counts.reduce((s, c) => s + c[k], 0);
  const [t, p, u] = [sum('total'), sum('passing'), sum('unsupported')];
  lines.push(`| **all** | **${p}** | **${t}** | **${u}** | **${t - p - u}** | **${pct(p, t)}** |`);
  return lines.join('\n');
}
