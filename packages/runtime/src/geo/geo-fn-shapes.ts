import { PgError } from '@pgsqlite/errors';
import type { Box, Circle, Point } from '@pgsqlite/catalog';
import { FPeq, FPge, FPne, FPgt, FPle, FPlt, FPzero, fdiv, feq, fmax, fmi, fmin, fmul, fpl, hypot } from './geo-float.js';
import { type GeoFn, geo } from './geo-kinds.js';
import { cosExact, sinExact } from './geo-trig.js';
import {
  boxArea,
  boxCenter,
  boxCloseptLseg,
  boxCloseptPoint,
  boxConstruct,
  boxContainBox,
  boxContainPoint,
  boxHeight,
  boxInterptLseg,
  boxOv,
  boxWidth,
  lsegInterptLine,
  pointAdd,
  pointDiv,
  pointDt,
  pointEq,
  pointMul,
  pointSub,
  pt,
  seg,
} from './geo-prim.js';

/** The box and circle functions of geo_ops.c, by their C names. */

type BB = (a: Box, b: Box) => boolean;
const bb = (f: BB): GeoFn => geo(['box', 'box'], 'bool', f);
type CC = (a: Circle, b: Circle) => boolean;
const cc = (f: CC): GeoFn => geo(['circle', 'circle'], 'bool', f);

const circleArea = (c: Circle): number => fmul(fmul(c.radius, c.radius), Math.PI);
const nanNull = (r: [number, Point]): Point | null => (Number.isNaN(r[0]) ? null : r[1]);

function circleSame(a: Circle, b: Circle): boolean {
  if (Number.isNaN(a.radius) || Number.isNaN(b.radius)) return feq(a.radius, b.radius) && pointEq(a.center, b.center);
  return FPeq(a.radius, b.radius) && pointEq(a.center, b.center);
}

function interLb(l: import('@pgsqlite/catalog').Line, b: Box): boolean {
  const p1 = pt(b.low.x, b.low.y);
  const p2 = pt(b.low.x, b.high.y);
  if (lsegInterptLine(seg(p1, p2), l)) return true;
  const p3 = pt(b.high.x, b.high.y);
  if (lsegInterptLine(seg(p3, p2), l)) return true;
  const p4 = pt(b.high.x, b.low.y);
  if (lsegInterptLine(seg(p3, p4), l)) return true;
  return lsegInterptLine(seg(p1, p4), l) !== undefined;
}

export const SHAPE_FUNCTIONS: Record<string, GeoFn> = {
  points_box: geo(['point', 'point'], 'box', boxConstruct),
  point_box: geo(['point'], 'box', (p) => ({ high: p, low: p })),
  box_same: bb((a, b) => pointEq(a.high, b.high) && pointEq(a.low, b.low)),
  box_overlap: bb(boxOv),
  box_left: bb((a, b) => FPlt(a.high.x, b.low.x)),
  box_overleft: bb((a, b) => FPle(a.high.x, b.high.x)),
  box_right: bb((a, b) => FPgt(a.low.x, b.high.x)),
  box_overright: bb((a, b) => FPge(a.low.x, b.low.x)),
  box_below: bb((a, b) => FPlt(a.high.y, b.low.y)),
  box_overbelow: bb((a, b) => FPle(a.high.y, b.high.y)),
  box_above: bb((a, b) => FPgt(a.low.y, b.high.y)),
  box_overabove: bb((a, b) => FPge(a.low.y, b.low.y)),
  box_contained: bb((a, b) => boxContainBox(b, a)),
  box_contain: bb(boxContainBox),
  box_below_eq: bb((a, b) => FPle(a.high.y, b.low.y)),
  box_above_eq: bb((a, b) => FPge(a.low.y, b.high.y)),
  box_lt: bb((a, b) => FPlt(boxArea(a), boxArea(b))),
  box_gt: bb((a, b) => FPgt(boxArea(a), boxArea(b))),
  box_eq: bb((a, b) => FPeq(boxArea(a), boxArea(b))),
  box_le: bb((a, b) => FPle(boxArea(a), boxArea(b))),
  box_ge: bb((a, b) => FPge(boxArea(a), boxArea(b))),
  box_area: geo(['box'], 'float', boxArea),
  box_width: geo(['box'], 'float', boxWidth),
  box_height: geo(['box'], 'float', boxHeight),
  box_center: geo(['box'], 'point', boxCenter),
  box_distance: geo(['box', 'box'], 'float', (a, b) => pointDt(boxCenter(a), boxCenter(b))),
  box_intersect: geo(['box', 'box'], 'box', (a, b) =>
    boxOv(a, b) ? { high: pt(fmin(a.high.x, b.high.x), fmin(a.high.y, b.high.y)), low: pt(fmax(a.low.x, b.low.x), fmax(a.low.y, b.low.y)) } : null,
  ),
  box_diagonal: geo(['box'], 'lseg', (b) => seg(b.high, b.low)),
  box_poly: geo(['box'], 'polygon', (b) => ({ pts: [pt(b.low.x, b.low.y), pt(b.low.x, b.high.y), pt(b.high.x, b.high.y), pt(b.high.x, b.low.y)] })),
  box_circle: geo(['box'], 'circle', (b) => {
    const c = boxCenter(b);
    return { center: c, radius: pointDt(c, b.high) };
  }),
  box_add: geo(['box', 'point'], 'box', (b, p) => boxConstruct(pointAdd(b.high, p), pointAdd(b.low, p))),
  box_sub: geo(['box', 'point'], 'box', (b, p) => boxConstruct(pointSub(b.high, p), pointSub(b.low, p))),
  box_mul: geo(['box', 'point'], 'box', (b, p) => boxConstruct(pointMul(b.high, p), pointMul(b.low, p))),
  box_div: geo(['box', 'point'], 'box', (b, p) => boxConstruct(pointDiv(b.high, p), pointDiv(b.low, p))),
  boxes_bound_box: geo(['box', 'box'], 'box', (a, b) => ({
    high: pt(fmax(a.high.x, b.high.x), fmax(a.high.y, b.high.y)),
    low: pt(fmin(a.low.x, b.low.x), fmin(a.low.y, b.low.y)),
  })),
  box_contain_pt: geo(['box', 'point'], 'bool', boxContainPoint),
  on_pb: geo(['point', 'box'], 'bool', (p, b) => boxContainPoint(b, p)),
  on_sb: geo(['lseg', 'box'], 'bool', (s, b) => boxContainPoint(b, s.p[0]) && boxContainPoint(b, s.p[1])),
  inter_sb: geo(['lseg', 'box'], 'bool', (s, b) => boxInterptLseg(b, s) !== undefined),
  inter_lb: geo(['line', 'box'], 'bool', interLb),
  dist_pb: geo(['point', 'box'], 'float', (p, b) => boxCloseptPoint(b, p)[0]),
  dist_bp: geo(['box', 'point'], 'float', (b, p) => boxCloseptPoint(b, p)[0]),
  dist_sb: geo(['lseg', 'box'], 'float', (s, b) => boxCloseptLseg(b, s)[0]),
  dist_bs: geo(['box', 'lseg'], 'float', (b, s) => boxCloseptLseg(b, s)[0]),
  close_pb: geo(['point', 'box'], 'point', (p, b) => nanNull(boxCloseptPoint(b, p))),
  close_sb: geo(['lseg', 'box'], 'point', (s, b) => nanNull(boxCloseptLseg(b, s))),

  cr_circle: geo(['point', 'float'], 'circle', (center, radius) => ({ center, radius })),
  circle_same: cc(circleSame),
  circle_overlap: cc((a, b) => FPle(pointDt(a.center, b.center), fpl(a.radius, b.radius))),
  circle_overleft: cc((a, b) => FPle(fpl(a.center.x, a.radius), fpl(b.center.x, b.radius))),
  circle_left: cc((a, b) => FPlt(fpl(a.center.x, a.radius), fmi(b.center.x, b.radius))),
  circle_right: cc((a, b) => FPgt(fmi(a.center.x, a.radius), fpl(b.center.x, b.radius))),
  circle_overright: cc((a, b) => FPge(fmi(a.center.x, a.radius), fmi(b.center.x, b.radius))),
  circle_contained: cc((a, b) => FPle(fpl(pointDt(a.center, b.center), a.radius), b.radius)),
  circle_contain: cc((a, b) => FPle(fpl(pointDt(a.center, b.center), b.radius), a.radius)),
  circle_below: cc((a, b) => FPlt(fpl(a.center.y, a.radius), fmi(b.center.y, b.radius))),
  circle_above: cc((a, b) => FPgt(fmi(a.center.y, a.radius), fpl(b.center.y, b.radius))),
  circle_overbelow: cc((a, b) => FPle(fpl(a.center.y, a.radius), fpl(b.center.y, b.radius))),
  circle_overabove: cc((a, b) => FPge(fmi(a.center.y, a.radius), fmi(b.center.y, b.radius))),
  circle_eq: cc((a, b) => FPeq(circleArea(a), circleArea(b))),
  circle_ne: cc((a, b) => FPne(circleArea(a), circleArea(b))),
  circle_lt: cc((a, b) => FPlt(circleArea(a), circleArea(b))),
  circle_gt: cc((a, b) => FPgt(circleArea(a), circleArea(b))),
  circle_le: cc((a, b) => FPle(circleArea(a), circleArea(b))),
  circle_ge: cc((a, b) => FPge(circleArea(a), circleArea(b))),
  circle_add_pt: geo(['circle', 'point'], 'circle', (c, p) => ({ center: pointAdd(c.center, p), radius: c.radius })),
  circle_sub_pt: geo(['circle', 'point'], 'circle', (c, p) => ({ center: pointSub(c.center, p), radius: c.radius })),
  circle_mul_pt: geo(['circle', 'point'], 'circle', (c, p) => ({ center: pointMul(c.center, p), radius: fmul(c.radius, hypot(p.x, p.y)) })),
  circle_div_pt: geo(['circle', 'point'], 'circle', (c, p) => ({ center: pointDiv(c.center, p), radius: fdiv(c.radius, hypot(p.x, p.y)) })),
  circle_area: geo(['circle'], 'float', circleArea),
  circle_diameter: geo(['circle'], 'float', (c) => fmul(c.radius, 2)),
  circle_radius: geo(['circle'], 'float', (c) => c.radius),
  circle_center: geo(['circle'], 'point', (c) => c.center),
  circle_contain_pt: geo(['circle', 'point'], 'bool', (c, p) => pointDt(c.center, p) <= c.radius),
  pt_contained_circle: geo(['point', 'circle'], 'bool', (p, c) => pointDt(c.center, p) <= c.radius),
  circle_distance: geo(['circle', 'circle'], 'float', (a, b) => {
    const r = fmi(pointDt(a.center, b.center), fpl(a.radius, b.radius));
    return r < 0 ? 0 : r;
  }),
  dist_pc: geo(['point', 'circle'], 'float', (p, c) => {
    const r = fmi(pointDt(p, c.center), c.radius);
    return r < 0 ? 0 : r;
  }),
  dist_cpoint: geo(['circle', 'point'], 'float', (c, p) => {
    const r = fmi(pointDt(p, c.center), c.radius);
    return r < 0 ? 0 : r;
  }),
  circle_box: geo(['circle'], 'box', (c) => {
    const d = fdiv(c.radius, Math.SQRT2);
    return { high: pt(fpl(c.center.x, d), fpl(c.center.y, d)), low: pt(fmi(c.center.x, d), fmi(c.center.y, d)) };
  }),
  circle_poly: geo(['int', 'circle'], 'polygon', (n, c) => {
    if (FPzero(c.radius)) throw new PgError('feature_not_supported', 'cannot convert circle with radius zero to polygon');
    if (n < 2) throw new PgError('invalid_parameter_value', 'must request at least 2 points');
    const step = fdiv(2.0 * Math.PI, n);
    const pts: Point[] = [];
    for (let i = 0; i < n; i++) {
      const angle = fmul(step, i);
      pts.push(pt(fmi(c.center.x, fmul(c.radius, cosExact(angle))), fpl(c.center.y, fmul(c.radius, sinExact(angle)))));
    }
    return { pts };
  }),
};
