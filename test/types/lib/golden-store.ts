import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Golden } from './observe.js';

const dir = fileURLToPath(new URL('../golden/', import.meta.url));

/** The recorded PostgreSQL 15 answer for a case, or null when none was recorded yet. */
export function readGolden(id: string): Golden | null {
  const file = `${dir}${id}.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Golden) : null;
}

/** Records PostgreSQL's answer for a case. */
export function writeGolden(g: Golden): void {
  writeFileSync(`${dir}${g.id}.json`, JSON.stringify(g, null, 1) + '\n');
}

/** Whether goldens are re-recorded from the live PostgreSQL (TYPES_RECORD=1). */
export const recording = process.env['TYPES_RECORD'] === '1';
