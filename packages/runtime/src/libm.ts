/**
 * The C math library float8 functions call. PostgreSQL's float.c calls the platform's libm (glibc
 * on Linux), whose results differ from V8's fdlibm port in the last bit for about one argument in
 * ten: `sin(405.623)` is -0.34997806429032463 in PostgreSQL and -0.3499780642903246 from
 * `Math.sin`. A host that can reach the platform's libm (the Node server: SQLite's built-in math
 * functions in better-sqlite3 call it) installs it with {@link setLibm}, on every thread that
 * evaluates functions, so the answers are PostgreSQL's to the last bit; elsewhere (a browser)
 * `Math` is the platform's library.
 */
export interface Libm {
  sin(x: number): number;
  cos(x: number): number;
  tan(x: number): number;
  asin(x: number): number;
  acos(x: number): number;
  atan(x: number): number;
  atan2(y: number, x: number): number;
  exp(x: number): number;
  log(x: number): number;
  log10(x: number): number;
  pow(x: number, y: number): number;
  sinh(x: number): number;
  cosh(x: number): number;
  tanh(x: number): number;
  asinh(x: number): number;
  acosh(x: number): number;
  atanh(x: number): number;
}

const JS_LIBM: Libm = {
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  asin: Math.asin,
  acos: Math.acos,
  atan: Math.atan,
  atan2: Math.atan2,
  exp: Math.exp,
  log: Math.log,
  log10: Math.log10,
  pow: (x, y) => x ** y,
  sinh: Math.sinh,
  cosh: Math.cosh,
  tanh: Math.tanh,
  asinh: Math.asinh,
  acosh: Math.acosh,
  atanh: Math.atanh,
};

/** The library in use (read on every call, so that a later {@link setLibm} takes effect). */
export let libm: Libm = JS_LIBM;

const listeners: (() => void)[] = [];

/** Installs the platform's library (the functions not given stay `Math`'s). */
export function setLibm(provider: Partial<Libm>): void {
  libm = { ...JS_LIBM, ...provider };
  for (const l of listeners) l();
}

/** Runs `recompute` now and whenever the library changes (constants float.c derives from libm at start-up). */
export function onLibm(recompute: () => void): void {
  listeners.push(recompute);
  recompute();
}
