import type { Box, Circle, Point, Polygon } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import { FPge, FPgt, FPle, FPlt, FPzero, fdiv, fgt, flt, fmi, fmul, fpl } from './geo-float.js';
import { boxContainBox, boxOv, lsegContainPoint, lsegInterpt, pointAdd, pointDt, pointEq, pt, seg } from './geo-prim.js';
import type { Lseg } from '@pgsqlite/catalog';

/** geo_ops.c's polygon internals: the bounding box, point_inside, containment, overlap. */

const ON_POLYGON = 0x7fffffff;

/** make_bound_box. */
export function boundBox(pts: readonly Point[]): Box {
  const p0 = pts[0] as Point;
  let [x1, x2, y1, y2] = [p0.x, p0.x, p0.y, p0.y];
  for (const p of pts.slice(1)) {
    if (flt(p.x, x1)) x1 = p.x;
    if (fgt(p.x, x2)) x2 = p.x;
    if (flt(p.y, y1)) y1 = p.y;
    if (fgt(p.y, y2)) y2 = p.y;
  }
  return { high: pt(x2, y2), low: pt(x1, y1) };
}

function lsegCrossing(x: number, y: number, px: number, py: number): number {
  if (FPzero(y)) {
    if (FPzero(x)) return ON_POLYGON;
    if (FPgt(x, 0)) {
      if (FPzero(py)) return FPgt(px, 0) ? 0 : ON_POLYGON;
      return FPlt(py, 0) ? 1 : -1;
    }
    if (FPzero(py)) return FPlt(px, 0) ? 0 : ON_POLYGON;
    return 0;
  }
  const ySign = FPgt(y, 0) ? 1 : -1;
  if (FPzero(py)) return FPlt(px, 0) ? 0 : ySign;
  if ((ySign < 0 && FPlt(py, 0)) || (ySign > 0 && FPgt(py, 0))) return 0;
  if (FPge(x, 0) && FPgt(px, 0)) return 2 * ySign;
  if (FPlt(x, 0) && FPle(px, 0)) return 0;
  const z = fmi(fmul(fmi(x, px), y), fmul(fmi(y, py), x));
  if (FPzero(z)) return ON_POLYGON;
  if ((ySign < 0 && FPlt(z, 0)) || (ySign > 0 && FPgt(z, 0))) return 0;
  return 2 * ySign;
}

/** point_inside: 0 outside, 1 inside, 2 on the boundary. */
export function pointInside(p: Point, pts: readonly Point[]): number {
  const first = pts[0] as Point;
  const x0 = fmi(first.x, p.x);
  const y0 = fmi(first.y, p.y);
  let [px, py] = [x0, y0];
  let total = 0;
  for (let i = 1; i < pts.length; i++) {
    const q = pts[i] as Point;
    const x = fmi(q.x, p.x);
    const y = fmi(q.y, p.y);
    const c = lsegCrossing(x, y, px, py);
    if (c === ON_POLYGON) return 2;
    total += c;
    [px, py] = [x, y];
  }
  const c = lsegCrossing(x0, y0, px, py);
  if (c === ON_POLYGON) return 2;
  total += c;
  return total !== 0 ? 1 : 0;
}

/** plist_same: the same points in the same cyclic order, either direction. */
export function plistSame(a: readonly Point[], b: readonly Point[]): boolean {
  const n = a.length;
  for (let i = 0; i < n; i++) {
    if (!pointEq(b[i] as Point, a[0] as Point)) continue;
    let ii = 1;
    for (let j = i + 1; ii < n; ii++, j++) {
      if (j >= n) j = 0;
      if (!pointEq(b[j] as Point, a[ii] as Point)) break;
    }
    if (ii === n) return true;
    ii = 1;
    for (let j = i - 1; ii < n; ii++, j--) {
      if (j < 0) j = n - 1;
      if (!pointEq(b[j] as Point, a[ii] as Point)) break;
    }
    if (ii === n) return true;
  }
  return false;
}

function touchedLsegInsidePoly(a: Point, b: Point, s: Lseg, poly: Polygon, start: number): boolean {
  const t = seg(a, b);
  if (pointEq(a, s.p[0])) {
    if (lsegContainPoint(t, s.p[1])) return lsegInsidePoly(b, s.p[1], poly, start);
  } else if (pointEq(a, s.p[1])) {
    if (lsegContainPoint(t, s.p[0])) return lsegInsidePoly(b, s.p[0], poly, start);
  } else if (lsegContainPoint(t, s.p[0])) {
    return lsegInsidePoly(b, s.p[0], poly, start);
  } else if (lsegContainPoint(t, s.p[1])) {
    return lsegInsidePoly(b, s.p[1], poly, start);
  }
  return true;
}

/** lseg_inside_poly. */
export function lsegInsidePoly(a: Point, b: Point, poly: Polygon, start: number): boolean {
  const t = seg(a, b);
  const n = poly.pts.length;
  let s0 = poly.pts[start === 0 ? n - 1 : start - 1] as Point;
  let res = true;
  let intersection = false;
  for (let i = start; i < n && res; i++) {
    const s = seg(s0, poly.pts[i] as Point);
    if (lsegContainPoint(s, t.p[0])) {
      if (lsegContainPoint(s, t.p[1])) return true;
      res = touchedLsegInsidePoly(t.p[0], t.p[1], s, poly, i + 1);
    } else if (lsegContainPoint(s, t.p[1])) {
      res = touchedLsegInsidePoly(t.p[1], t.p[0], s, poly, i + 1);
    } else {
      const ip = lsegInterpt(t, s);
      if (ip !== undefined) {
        intersection = true;
        res = lsegInsidePoly(t.p[0], ip, poly, i + 1);
        if (res) res = lsegInsidePoly(t.p[1], ip, poly, i + 1);
      }
    }
    s0 = s.p[1];
  }
  if (res && !intersection) {
    const mid = pt(fdiv(fpl(t.p[0].x, t.p[1].x), 2), fdiv(fpl(t.p[0].y, t.p[1].y), 2));
    res = pointInside(mid, poly.pts) !== 0;
  }
  return res;
}

/** poly_contain_poly. */
export function polyContainPoly(outer: Polygon, inner: Polygon): boolean {
  if (!boxContainBox(boundBox(outer.pts), boundBox(inner.pts))) return false;
  let p0 = inner.pts[inner.pts.length - 1] as Point;
  for (const p of inner.pts) {
    if (!lsegInsidePoly(p0, p, outer, 0)) return false;
    p0 = p;
  }
  return true;
}

/** poly_overlap_internal. */
export function polyOverlap(a: Polygon, b: Polygon): boolean {
  if (!boxOv(boundBox(a.pts), boundBox(b.pts))) return false;
  let sa0 = a.pts[a.pts.length - 1] as Point;
  for (const pa of a.pts) {
    let sb0 = b.pts[b.pts.length - 1] as Point;
    for (const pb of b.pts) {
      if (lsegInterpt(seg(sa0, pa), seg(sb0, pb)) !== undefined) return true;
      sb0 = pb;
    }
    sa0 = pa;
  }
  return pointInside(a.pts[0] as Point, b.pts) !== 0 || pointInside(b.pts[0] as Point, a.pts) !== 0;
}

/** poly_to_circle: the mean of the points, and their mean distance from it. */
export function polyToCircle(poly: Polygon): Circle {
  const n = poly.pts.length;
  if (n < 1) throw new PgError('invalid_parameter_value', 'cannot convert empty polygon to circle');
  let c = pt(0, 0);
  for (const p of poly.pts) c = pointAdd(c, p);
  c = pt(fdiv(c.x, n), fdiv(c.y, n));
  let r = 0;
  for (const p of poly.pts) r = fpl(r, pointDt(p, c));
  return { center: c, radius: fdiv(r, n) };
}
