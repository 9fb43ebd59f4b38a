import { InvalidArgumentError } from 'commander';

/**
 * `--statement-memory`: a size in PostgreSQL's memory units (`512MB`, `2GB`, `65536kB`, bytes),
 * or 0 for no limit (as temp_file_limit's -1); at least 1MB otherwise.
 */
export function parseStatementMemory(value: string): number {
  const units: Record<string, number> = { '': 1, B: 1, kB: 1024, MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4 };
  const t = value.trim();
  let i = 0;
  while (i < t.length && t[i]! >= '0' && t[i]! <= '9') i++;
  const unit = units[t.slice(i).trim()];
  const n = i === 0 || unit === undefined ? NaN : Number(t.slice(0, i)) * unit;
  if (n === 0) return 0;
  if (!Number.isSafeInteger(n) || n < 1024 ** 2) throw new InvalidArgumentError('Not a size of at least 1MB (e.g. 512MB, 2GB), or 0 for no limit.');
  return n;
}
