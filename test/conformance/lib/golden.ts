import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GoldenEntry } from './outcome.js';

/** Directory of the golden files (`<area>.json`, PostgreSQL 15's recorded answers). */
export const goldenDir = new URL('../golden/', import.meta.url).pathname;

/** Short, stable hash of a setup block, stored with each answer to detect stale goldens. */
export function setupHash(setup: string): string {
  return createHash('sha256').update(setup).digest('hex').slice(0, 12);
}

/** The recorded answers of one area by case id; empty when the file does not exist yet. */
export function readGolden(area: string, dir: string = goldenDir): Record<string, GoldenEntry> {
  const file = join(dir, `${area}.json`);
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, GoldenEntry>;
}

/** Writes one area's answers, one case per line, in case order (diff-friendly). */
export function writeGolden(area: string, entries: Record<string, GoldenEntry>, dir: string = goldenDir): void {
  const lines = Object.entries(entries).map(([id, entry]) => `${JSON.stringify(id)}: ${JSON.stringify(entry)}`);
  writeFileSync(join(dir, `${area}.json`), `{\n${lines.join(',\n')}\n}\n`);
}
