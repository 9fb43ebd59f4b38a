import type { FuzzReport } from './fuzz.js';
import type { Fixed } from './harness.js';

/** The run's figures and every class found, with its minimal case, as plain text. */
export function formatReport(r: FuzzReport, fixed: readonly Fixed[]): string {
  const found = [...r.found.values()].sort((a, b) => b.count - a.count);
  const byClass = new Map<string, number>();
  for (const f of found) byClass.set(f.cls, (byClass.get(f.cls) ?? 0) + 1);
  const rate = r.elapsedMs > 0 ? Math.round((r.statements * 1000) / r.elapsedMs) : 0;
  const lines = [
    `statements: ${r.statements} in ${(r.elapsedMs / 1000).toFixed(1)} s (${rate}/s overall; ${Math.round((r.statements * 1000) / Math.max(1, r.elapsedMs - r.shrinkMs))}/s without the ${(r.shrinkMs / 1000).toFixed(1)} s spent classifying and shrinking), differing: ${r.differing}, shrunk: ${r.shrinks}`,
    `classes: ${found.length} (${found.filter((f) => !f.known).length} new) — ${[...byClass].map(([c, n]) => `${c} ${n}`).join(', ')}`,
    `unexplained classes: ${found.filter((f) => f.byDesign !== true && (f.note ?? '') === '').length} (explained: ${found.filter((f) => (f.note ?? '') !== '').length} with a note, ${found.filter((f) => f.byDesign === true).length} by design)`,
    `distinct pgsqlite error messages: ${r.errors.size}`,
  ];
  for (const f of found) {
    lines.push(`${f.known ? 'known' : 'NEW  '} ×${f.count} ${f.signature}`);
    for (const s of f.setup) lines.push(`    ${s};`);
    lines.push(`    ${f.sql};`, `    pgsqlite: ${f.pgsqlite}`, `    postgres: ${f.postgres}`);
  }
  for (const f of fixed) lines.push(`no longer reproduces (remove from known-differences.json): ${f.known.signature}\n    ${f.known.sql}\n    both: ${f.now}`);
  return lines.join('\n');
}
