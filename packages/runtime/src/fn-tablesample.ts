import { PgError } from '@pgsqlite/errors';
import type { RuntimeHost, SqlValue } from './host.js';

/** A uniform number in [0, 1) from a seed and a row key (splitmix64 over both): the same for the same pair. */
function uniform(seed: number, key: bigint): number {
  const bits = new DataView(new ArrayBuffer(8));
  bits.setFloat64(0, seed);
  let z = (bits.getBigUint64(0) ^ BigInt.asUintN(64, key * 0x9e3779b97f4a7c15n)) & 0xffffffffffffffffn;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & 0xffffffffffffffffn;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & 0xffffffffffffffffn;
  z ^= z >> 31n;
  return Number(z >> 11n) / 2 ** 53;
}

/**
 * pg_tablesample(percent, seed, key): whether the row with `key` (its rowid, or its position)
 * is in a TABLESAMPLE BERNOULLI/SYSTEM sample of `percent` %. Each row is in it with that
 * probability; with REPEATABLE (`repeatable` 1) the
 * choice is a function of the seed and the row, so the same seed picks the same rows while the
 * table is unchanged. Arguments are checked as PostgreSQL checks them (2202H, 2202G).
 */
export function registerTableSample(host: RuntimeHost): void {
  host.defineFunction({
    name: 'pg_tablesample',
    arity: 4,
    deterministic: false,
    call: (percent: SqlValue, repeatable: SqlValue, seed: SqlValue, key: SqlValue) => {
      if (percent === null) throw new PgError('invalid_tablesample_argument', 'TABLESAMPLE parameter cannot be null');
      const p = Number(percent);
      if (!(p >= 0 && p <= 100)) throw new PgError('invalid_tablesample_argument', 'sample percentage must be between 0 and 100');
      if (Number(repeatable) === 1 && seed === null) throw new PgError('invalid_tablesample_repeat', 'TABLESAMPLE REPEATABLE parameter cannot be null');
      if (p === 0) return 0;
      if (p === 100) return 1;
      const k = typeof key === 'bigint' ? key : BigInt(Math.trunc(Number(key ?? 0)) || 0);
      const draw = Number(repeatable) === 1 ? uniform(Number(seed), k) : Math.random();
      return draw < p / 100 ? 1 : 0;
    },
  });
}
