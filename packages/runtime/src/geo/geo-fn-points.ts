import { PgError } from '@pgsqlite/errors';
import type { Line, Lseg, Point } from '@pgsqlite/catalog';
import { FPeq, FPge, FPgt, FPle, FPlt, FPzero, fdiv, feq, fmi, fmul, fpl, hypot } from './geo-float.js';
import { type GeoFn, geo } from './geo-kinds.js';
import {
  lineClosept,
  lineConstruct,
  lineContainPoint,
  lineInterpt,
  lineSl,
  lsegCloseptLine,
  lsegCloseptLseg,
  lsegCloseptPoint,
  lsegContainPoint,
  lsegInterpt,
  lsegInterptLine,
  lsegSl,
  pointAdd,
  pointDiv,
  pointDt,
  pointEq,
  pointInvsl,
  pointMul,
  pointSl,
  pointSub,
  pt,
  seg,
} from './geo-prim.js';

/** The point, lseg and line functions of geo_ops.c, by their C names. */

const lsegLen = (s: Lseg): number => pointDt(s.p[0], s.p[1]);
const nanNull = (r: [number, Point]): Point | null => (Number.isNaN(r[0]) ? null : r[1]);

function lineEq(l1: Line, l2: Line): boolean {
  if ([l1.A, l1.B, l1.C, l2.A, l2.B, l2.C].some(Number.isNaN)) return feq(l1.A, l2.A) && feq(l1.B, l2.B) && feq(l1.C, l2.C);
  let ratio: number;
  if (!FPzero(l2.A)) ratio = fdiv(l1.A, l2.A);
  else if (!FPzero(l2.B)) ratio = fdiv(l1.B, l2.B);
  else if (!FPzero(l2.C)) ratio = fdiv(l1.C, l2.C);
  else ratio = 1;
  return FPeq(l1.A, fmul(ratio, l2.A)) && FPeq(l1.B, fmul(ratio, l2.B)) && FPeq(l1.C, fmul(ratio, l2.C));
}

function lineDistance(l1: Line, l2: Line): number {
  if (lineInterpt(l1, l2) !== undefined) return 0;
  let ratio: number;
  const ok = (v: number): boolean => !FPzero(v) && !Number.isNaN(v);
  if (ok(l1.A) && ok(l2.A)) ratio = fdiv(l1.A, l2.A);
  else if (ok(l1.B) && ok(l2.B)) ratio = fdiv(l1.B, l2.B);
  else ratio = 1;
  return fdiv(Math.abs(fmi(l1.C, fmul(ratio, l2.C))), hypot(l1.A, l1.B));
}

function linePerp(l1: Line, l2: Line): boolean {
  if (FPzero(l1.A)) return FPzero(l2.B);
  if (FPzero(l2.A)) return FPzero(l1.B);
  if (FPzero(l1.B)) return FPzero(l2.A);
  if (FPzero(l2.B)) return FPzero(l1.A);
  return FPeq(fdiv(fmul(l1.A, l2.A), fmul(l1.B, l2.B)), -1);
}

export const POINT_FUNCTIONS: Record<string, GeoFn> = {
  construct_point: geo(['float', 'float'], 'point', (x, y) => pt(x, y)),
  point_add: geo(['point', 'point'], 'point', pointAdd),
  point_sub: geo(['point', 'point'], 'point', pointSub),
  point_mul: geo(['point', 'point'], 'point', pointMul),
  point_div: geo(['point', 'point'], 'point', pointDiv),
  point_eq: geo(['point', 'point'], 'bool', pointEq),
  point_ne: geo(['point', 'point'], 'bool', (a, b) => !pointEq(a, b)),
  point_left: geo(['point', 'point'], 'bool', (a, b) => FPlt(a.x, b.x)),
  point_right: geo(['point', 'point'], 'bool', (a, b) => FPgt(a.x, b.x)),
  point_above: geo(['point', 'point'], 'bool', (a, b) => FPgt(a.y, b.y)),
  point_below: geo(['point', 'point'], 'bool', (a, b) => FPlt(a.y, b.y)),
  point_vert: geo(['point', 'point'], 'bool', (a, b) => FPeq(a.x, b.x)),
  point_horiz: geo(['point', 'point'], 'bool', (a, b) => FPeq(a.y, b.y)),
  point_distance: geo(['point', 'point'], 'float', pointDt),
  point_slope: geo(['point', 'point'], 'float', pointSl),

  lseg_construct: geo(['point', 'point'], 'lseg', (a, b) => seg(a, b)),
  lseg_length: geo(['lseg'], 'float', lsegLen),
  lseg_center: geo(['lseg'], 'point', (s) => pt(fdiv(fpl(s.p[0].x, s.p[1].x), 2), fdiv(fpl(s.p[0].y, s.p[1].y), 2))),
  lseg_parallel: geo(['lseg', 'lseg'], 'bool', (a, b) => FPeq(lsegSl(a), lsegSl(b))),
  lseg_perp: geo(['lseg', 'lseg'], 'bool', (a, b) => FPeq(lsegSl(a), pointInvsl(b.p[0], b.p[1]))),
  lseg_vertical: geo(['lseg'], 'bool', (s) => FPeq(s.p[0].x, s.p[1].x)),
  lseg_horizontal: geo(['lseg'], 'bool', (s) => FPeq(s.p[0].y, s.p[1].y)),
  lseg_eq: geo(['lseg', 'lseg'], 'bool', (a, b) => pointEq(a.p[0], b.p[0]) && pointEq(a.p[1], b.p[1])),
  lseg_ne: geo(['lseg', 'lseg'], 'bool', (a, b) => !pointEq(a.p[0], b.p[0]) || !pointEq(a.p[1], b.p[1])),
  lseg_lt: geo(['lseg', 'lseg'], 'bool', (a, b) => FPlt(lsegLen(a), lsegLen(b))),
  lseg_le: geo(['lseg', 'lseg'], 'bool', (a, b) => FPle(lsegLen(a), lsegLen(b))),
  lseg_gt: geo(['lseg', 'lseg'], 'bool', (a, b) => FPgt(lsegLen(a), lsegLen(b))),
  lseg_ge: geo(['lseg', 'lseg'], 'bool', (a, b) => FPge(lsegLen(a), lsegLen(b))),
  lseg_intersect: geo(['lseg', 'lseg'], 'bool', (a, b) => lsegInterpt(a, b) !== undefined),
  lseg_interpt: geo(['lseg', 'lseg'], 'point', (a, b) => lsegInterpt(a, b) ?? null),
  lseg_distance: geo(['lseg', 'lseg'], 'float', (a, b) => lsegCloseptLseg(a, b)[0]),

  line_construct_pp: geo(['point', 'point'], 'line', (a, b) => {
    if (pointEq(a, b)) throw new PgError('invalid_parameter_value', 'invalid line specification: must be two distinct points');
    return lineConstruct(a, pointSl(a, b));
  }),
  line_intersect: geo(['line', 'line'], 'bool', (a, b) => lineInterpt(a, b) !== undefined),
  line_parallel: geo(['line', 'line'], 'bool', (a, b) => lineInterpt(a, b) === undefined),
  line_perp: geo(['line', 'line'], 'bool', linePerp),
  line_vertical: geo(['line'], 'bool', (l) => FPzero(l.B)),
  line_horizontal: geo(['line'], 'bool', (l) => FPzero(l.A)),
  line_eq: geo(['line', 'line'], 'bool', lineEq),
  line_distance: geo(['line', 'line'], 'float', lineDistance),
  line_interpt: geo(['line', 'line'], 'point', (a, b) => lineInterpt(a, b) ?? null),

  dist_pl: geo(['point', 'line'], 'float', (p, l) => lineClosept(l, p)[0]),
  dist_lp: geo(['line', 'point'], 'float', (l, p) => lineClosept(l, p)[0]),
  dist_ps: geo(['point', 'lseg'], 'float', (p, s) => lsegCloseptPoint(s, p)[0]),
  dist_sp: geo(['lseg', 'point'], 'float', (s, p) => lsegCloseptPoint(s, p)[0]),
  dist_sl: geo(['lseg', 'line'], 'float', (s, l) => lsegCloseptLine(s, l)[0]),
  dist_ls: geo(['line', 'lseg'], 'float', (l, s) => lsegCloseptLine(s, l)[0]),
  close_pl: geo(['point', 'line'], 'point', (p, l) => nanNull(lineClosept(l, p))),
  close_ps: geo(['point', 'lseg'], 'point', (p, s) => nanNull(lsegCloseptPoint(s, p))),
  close_lseg: geo(['lseg', 'lseg'], 'point', (a, b) => (lsegSl(a) === lsegSl(b) ? null : nanNull(lsegCloseptLseg(b, a)))),
  close_ls: geo(['line', 'lseg'], 'point', (l, s) => (lsegSl(s) === lineSl(l) ? null : nanNull(lsegCloseptLine(s, l)))),
  on_pl: geo(['point', 'line'], 'bool', (p, l) => lineContainPoint(l, p)),
  on_ps: geo(['point', 'lseg'], 'bool', (p, s) => lsegContainPoint(s, p)),
  on_sl: geo(['lseg', 'line'], 'bool', (s, l) => lineContainPoint(l, s.p[0]) && lineContainPoint(l, s.p[1])),
  inter_sl: geo(['lseg', 'line'], 'bool', (s, l) => lsegInterptLine(s, l) !== undefined),
  // `p[0]`: the fixed-length types read as arrays of their parts (raw_array_subscript_handler), NULL past the end
  subscript_point: geo(['point', 'int'], 'float', (p, i) => [p.x, p.y][i] ?? null),
  subscript_lseg: geo(['lseg', 'int'], 'point', (s, i) => s.p[i] ?? null),
  subscript_box: geo(['box', 'int'], 'point', (b, i) => [b.high, b.low][i] ?? null),
  subscript_line: geo(['line', 'int'], 'float', (l, i) => [l.A, l.B, l.C][i] ?? null),
};
