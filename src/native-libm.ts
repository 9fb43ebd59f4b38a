import { createRequire } from 'node:module';
import { setLibm, type Libm } from '@pgsqlite/translate/runtime';

type Statement = { get(...args: number[]): number | null | undefined };
type Database = { prepare(sql: string): { pluck(): Statement } };

/** SQLite function → the C library function it calls (func.c's math functions). */
const UNARY = ['sin', 'cos', 'tan', 'asin', 'acos', 'atan', 'exp', 'log10', 'sinh', 'cosh', 'tanh', 'asinh', 'acosh', 'atanh'] as const;

/**
 * Makes float8 math call the C library PostgreSQL calls (glibc here), through SQLite's built-in
 * math functions on a private in-memory better-sqlite3 connection of this thread (runtime's
 * libm.ts says why). Zeros, infinities and NaN keep `Math`'s answers: they are exact in both
 * libraries, and SQLite would bind -0 as the integer 0 and return NULL for a NaN result. Called
 * on every thread that evaluates functions (the sockets' thread and each executor thread).
 */
export function installNativeLibm(): void {
  let db: Database;
  try {
    const Sqlite = createRequire(import.meta.url)('better-sqlite3') as new (path: string) => Database;
    db = new Sqlite(':memory:');
    db.prepare('SELECT sin(1.0), atan2(1.0, 2.0), pow(2.0, 0.5), ln(2.0)').pluck().get();
  } catch {
    return; // no math functions in this SQLite build: Math's answers
  }
  const call = (st: Statement, ...args: number[]): number => {
    const r = st.get(...args);
    return typeof r === 'number' ? r : NaN;
  };
  const unary = (name: string, js: (x: number) => number): ((x: number) => number) => {
    const st = db.prepare(`SELECT ${name}(?)`).pluck();
    return (x) => (x === 0 || !Number.isFinite(x) ? js(x) : call(st, x));
  };
  const provider: Partial<Libm> = {};
  for (const name of UNARY) provider[name] = unary(name, Math[name]);
  provider.log = unary('ln', Math.log);
  const atan2 = db.prepare('SELECT atan2(?, ?)').pluck();
  provider.atan2 = (y, x) => (y === 0 || x === 0 || !Number.isFinite(y) || !Number.isFinite(x) ? Math.atan2(y, x) : call(atan2, y, x));
  const pow = db.prepare('SELECT pow(?, ?)').pluck();
  provider.pow = (x, y) => (x === 0 || y === 0 || !Number.isFinite(x) || !Number.isFinite(y) ? x ** y : call(pow, x, y));
  setLibm(provider);
}
