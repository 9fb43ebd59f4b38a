import type { Box, Line, Lseg, Point } from '@pgsqlite/catalog';
import { FPeq, FPge, FPle, FPzero, feq, fdiv, fgt, flt, fmi, fmul, fpl, hypot } from './geo-float.js';

/**
 * geo_ops.c's primitives on points, segments, lines and boxes (the internal functions its SQL
 * functions are built from), with the same arithmetic and fuzzy comparisons so that results,
 * to the last bit, are PostgreSQL's.
 */

export const pt = (x: number, y: number): Point => ({ x, y });
export const seg = (a: Point, b: Point): Lseg => ({ p: [a, b] });

/** point_eq_point: fuzzy, exact when a NaN is involved. */
export function pointEq(a: Point, b: Point): boolean {
  if (Number.isNaN(a.x) || Number.isNaN(a.y) || Number.isNaN(b.x) || Number.isNaN(b.y)) return feq(a.x, b.x) && feq(a.y, b.y);
  return FPeq(a.x, b.x) && FPeq(a.y, b.y);
}

/** point_dt. */
export function pointDt(a: Point, b: Point): number {
  return hypot(fmi(a.x, b.x), fmi(a.y, b.y));
}

/** point_sl. */
export function pointSl(a: Point, b: Point): number {
  if (FPeq(a.x, b.x)) return Infinity;
  if (FPeq(a.y, b.y)) return 0;
  return fdiv(fmi(a.y, b.y), fmi(a.x, b.x));
}

/** point_invsl: the slope of the perpendicular. */
export function pointInvsl(a: Point, b: Point): number {
  if (FPeq(a.x, b.x)) return 0;
  if (FPeq(a.y, b.y)) return Infinity;
  return fdiv(fmi(a.x, b.x), fmi(b.y, a.y));
}

export const pointAdd = (a: Point, b: Point): Point => pt(fpl(a.x, b.x), fpl(a.y, b.y));
export const pointSub = (a: Point, b: Point): Point => pt(fmi(a.x, b.x), fmi(a.y, b.y));
export const pointMul = (a: Point, b: Point): Point => pt(fmi(fmul(a.x, b.x), fmul(a.y, b.y)), fpl(fmul(a.x, b.y), fmul(a.y, b.x)));

/** point_div_point. */
export function pointDiv(a: Point, b: Point): Point {
  const div = fpl(fmul(b.x, b.x), fmul(b.y, b.y));
  return pt(fdiv(fpl(fmul(a.x, b.x), fmul(a.y, b.y)), div), fdiv(fmi(fmul(a.y, b.x), fmul(a.x, b.y)), div));
}

/** line_construct. */
export function lineConstruct(p: Point, m: number): Line {
  if (!Number.isFinite(m) && !Number.isNaN(m)) return { A: -1, B: 0, C: p.x };
  if (m === 0) return { A: 0, B: -1, C: p.y };
  const C = fmi(p.y, fmul(m, p.x));
  return { A: m, B: -1, C: C === 0 ? 0 : C };
}

/** line_sl. */
export function lineSl(l: Line): number {
  if (FPzero(l.A)) return 0;
  if (FPzero(l.B)) return Infinity;
  return fdiv(l.A, -l.B);
}

/** line_invsl. */
export function lineInvsl(l: Line): number {
  if (FPzero(l.A)) return Infinity;
  if (FPzero(l.B)) return 0;
  return fdiv(l.B, l.A);
}

/** line_interpt_line: the intersection of two lines, or undefined when parallel. */
export function lineInterpt(l1: Line, l2: Line): Point | undefined {
  let x: number;
  let y: number;
  if (!FPzero(l1.B)) {
    if (FPeq(l2.A, fmul(l1.A, fdiv(l2.B, l1.B)))) return undefined;
    x = fdiv(fmi(fmul(l1.B, l2.C), fmul(l2.B, l1.C)), fmi(fmul(l1.A, l2.B), fmul(l2.A, l1.B)));
    y = fdiv(-fpl(fmul(l1.A, x), l1.C), l1.B);
  } else if (!FPzero(l2.B)) {
    if (FPeq(l1.A, fmul(l2.A, fdiv(l1.B, l2.B)))) return undefined;
    x = fdiv(fmi(fmul(l2.B, l1.C), fmul(l1.B, l2.C)), fmi(fmul(l2.A, l1.B), fmul(l1.A, l2.B)));
    y = fdiv(-fpl(fmul(l2.A, x), l2.C), l2.B);
  } else return undefined;
  return pt(x === 0 ? 0 : x, y === 0 ? 0 : y);
}

/** line_contain_point. */
export function lineContainPoint(l: Line, p: Point): boolean {
  return FPzero(fpl(fpl(fmul(l.A, p.x), fmul(l.B, p.y)), l.C));
}

/** line_closept_point: the distance (NaN when no perpendicular is found) and the closest point. */
export function lineClosept(l: Line, p: Point): [number, Point] {
  const tmp = lineConstruct(p, lineInvsl(l));
  const c = lineInterpt(tmp, l);
  if (c === undefined) return [NaN, p];
  return [pointDt(c, p), c];
}

export const lsegSl = (s: Lseg): number => pointSl(s.p[0], s.p[1]);

/** lseg_contain_point. */
export function lsegContainPoint(s: Lseg, p: Point): boolean {
  return FPeq(fpl(pointDt(p, s.p[0]), pointDt(p, s.p[1])), pointDt(s.p[0], s.p[1]));
}

/** lseg_interpt_line. */
export function lsegInterptLine(s: Lseg, l: Line): Point | undefined {
  const tmp = lineConstruct(s.p[0], lsegSl(s));
  const i = lineInterpt(tmp, l);
  if (i === undefined || !lsegContainPoint(s, i)) return undefined;
  if (pointEq(s.p[0], i)) return s.p[0];
  if (pointEq(s.p[1], i)) return s.p[1];
  return i;
}

/** lseg_interpt_lseg. */
export function lsegInterpt(a: Lseg, b: Lseg): Point | undefined {
  const tmp = lineConstruct(b.p[0], lsegSl(b));
  const i = lsegInterptLine(a, tmp);
  if (i === undefined || !lsegContainPoint(b, i)) return undefined;
  return i;
}

/** lseg_closept_line. */
export function lsegCloseptLine(s: Lseg, l: Line): [number, Point] {
  const i = lsegInterptLine(s, l);
  if (i !== undefined) return [0, i];
  const d1 = lineClosept(l, s.p[0])[0];
  const d2 = lineClosept(l, s.p[1])[0];
  return d1 < d2 ? [d1, s.p[0]] : [d2, s.p[1]];
}

/** lseg_closept_point. */
export function lsegCloseptPoint(s: Lseg, p: Point): [number, Point] {
  const tmp = lineConstruct(p, pointInvsl(s.p[0], s.p[1]));
  const c = lsegCloseptLine(s, tmp)[1];
  return [pointDt(c, p), c];
}

/** lseg_closept_lseg: the distance and the point of `on` closest to `to`. */
export function lsegCloseptLseg(on: Lseg, to: Lseg): [number, Point] {
  const i = lsegInterpt(on, to);
  if (i !== undefined) return [0, i];
  let [dist, res] = lsegCloseptPoint(on, to.p[0]);
  const [d, p] = lsegCloseptPoint(on, to.p[1]);
  if (flt(d, dist)) [dist, res] = [d, p];
  const d3 = lsegCloseptPoint(to, on.p[0])[0];
  if (flt(d3, dist)) [dist, res] = [d3, on.p[0]];
  const d4 = lsegCloseptPoint(to, on.p[1])[0];
  if (flt(d4, dist)) [dist, res] = [d4, on.p[1]];
  return [dist, res];
}

/** box_construct (float8_gt picks the high corner; NaN counts as largest). */
export function boxConstruct(a: Point, b: Point): Box {
  const [hx, lx] = fgt(a.x, b.x) ? [a.x, b.x] : [b.x, a.x];
  const [hy, ly] = fgt(a.y, b.y) ? [a.y, b.y] : [b.y, a.y];
  return { high: pt(hx, hy), low: pt(lx, ly) };
}

/** box_ov. */
export function boxOv(a: Box, b: Box): boolean {
  return FPle(a.low.x, b.high.x) && FPle(b.low.x, a.high.x) && FPle(a.low.y, b.high.y) && FPle(b.low.y, a.high.y);
}

/** box_contain_box. */
export function boxContainBox(a: Box, b: Box): boolean {
  return FPge(a.high.x, b.high.x) && FPle(a.low.x, b.low.x) && FPge(a.high.y, b.high.y) && FPle(a.low.y, b.low.y);
}

/** box_contain_point (exact). */
export function boxContainPoint(b: Box, p: Point): boolean {
  return b.high.x >= p.x && b.low.x <= p.x && b.high.y >= p.y && b.low.y <= p.y;
}

/** box_cn. */
export function boxCenter(b: Box): Point {
  return pt(fdiv(fpl(b.high.x, b.low.x), 2), fdiv(fpl(b.high.y, b.low.y), 2));
}

export const boxWidth = (b: Box): number => fmi(b.high.x, b.low.x);
export const boxHeight = (b: Box): number => fmi(b.high.y, b.low.y);
export const boxArea = (b: Box): number => fmul(boxWidth(b), boxHeight(b));

/** The four sides of a box as box_closept_* walk them. */
function boxSides(b: Box): Lseg[] {
  const ul = pt(b.low.x, b.high.y);
  const lr = pt(b.high.x, b.low.y);
  return [seg(b.low, ul), seg(b.high, ul), seg(b.low, lr), seg(b.high, lr)];
}

/** box_closept_point. */
export function boxCloseptPoint(b: Box, p: Point): [number, Point] {
  if (boxContainPoint(b, p)) return [0, p];
  let best: [number, Point] | undefined;
  for (const s of boxSides(b)) {
    const r = lsegCloseptPoint(s, p);
    if (best === undefined || flt(r[0], best[0])) best = r;
  }
  return best as [number, Point];
}

/** box_interpt_lseg: whether they meet, and the point of `s` closest to the box's center. */
export function boxInterptLseg(b: Box, s: Lseg): Point | undefined {
  const lbox = boxConstruct(s.p[0], s.p[1]);
  if (!boxOv(lbox, b)) return undefined;
  const res = lsegCloseptPoint(s, boxCenter(b))[1];
  if (boxContainPoint(b, s.p[0]) || boxContainPoint(b, s.p[1])) return res;
  for (const side of boxSides(b)) if (lsegInterpt(side, s) !== undefined) return res;
  return undefined;
}

/** box_closept_lseg. */
export function boxCloseptLseg(b: Box, s: Lseg): [number, Point] {
  const i = boxInterptLseg(b, s);
  if (i !== undefined) return [0, i];
  let best: [number, Point] | undefined;
  for (const side of boxSides(b)) {
    const r = lsegCloseptLseg(side, s);
    if (best === undefined || flt(r[0], best[0])) best = r;
  }
  return best as [number, Point];
}
