import { PgError } from '@pgsqlite/errors';
import type { Circle, Lseg, Path, Point, Polygon } from '@pgsqlite/catalog';
import { FPeq, fdiv, flt, fmi, fmul, fpl } from './geo-float.js';
import { type GeoFn, geo } from './geo-kinds.js';
import { boxOv, lsegCloseptLseg, lsegCloseptPoint, lsegInterpt, pointAdd, pointDiv, pointDt, pointMul, pointSub, seg } from './geo-prim.js';
import { boundBox, plistSame, pointInside, polyContainPoly, polyOverlap, polyToCircle } from './geo-poly.js';

/** The path and polygon functions of geo_ops.c, by their C names. */

/** The segments of a path as geo_ops.c walks them: a closed path starts with its closing segment. */
function segments(pts: readonly Point[], closed: boolean): Lseg[] {
  const out: Lseg[] = [];
  for (let i = 0; i < pts.length; i++) {
    if (i === 0 && !closed) continue;
    out.push(seg(pts[i === 0 ? pts.length - 1 : i - 1] as Point, pts[i] as Point));
  }
  return out;
}

function minOver<T>(items: readonly T[], f: (t: T) => number): number | null {
  let best: number | null = null;
  for (const t of items) {
    const d = f(t);
    if (best === null || flt(d, best)) best = d;
  }
  return best;
}

function distPpath(p: Point, path: Path): number {
  return minOver(segments(path.pts, path.closed), (s) => lsegCloseptPoint(s, p)[0]) ?? 0;
}

function pathsDistance(a: Path, b: Path): number | null {
  const sb = segments(b.pts, b.closed);
  let best: number | null = null;
  for (const s1 of segments(a.pts, a.closed)) {
    for (const s2 of sb) {
      const d = lsegCloseptLseg(s1, s2)[0];
      if (best === null || flt(d, best)) best = d;
    }
  }
  return best;
}

function distPpoly(p: Point, poly: Polygon): number {
  if (pointInside(p, poly.pts) !== 0) return 0;
  const n = poly.pts.length;
  let result = lsegCloseptPoint(seg(poly.pts[0] as Point, poly.pts[n - 1] as Point), p)[0];
  for (let i = 0; i < n - 1; i++) {
    const d = lsegCloseptPoint(seg(poly.pts[i] as Point, poly.pts[i + 1] as Point), p)[0];
    if (flt(d, result)) result = d;
  }
  return result;
}

function distCpoly(c: Circle, poly: Polygon): number {
  const r = fmi(distPpoly(c.center, poly), c.radius);
  return r < 0 ? 0 : r;
}

function onPpath(p: Point, path: Path): boolean {
  if (path.closed) return pointInside(p, path.pts) !== 0;
  let a = pointDt(p, path.pts[0] as Point);
  for (let i = 0; i < path.pts.length - 1; i++) {
    const b = pointDt(p, path.pts[i + 1] as Point);
    if (FPeq(fpl(a, b), pointDt(path.pts[i] as Point, path.pts[i + 1] as Point))) return true;
    a = b;
  }
  return false;
}

function pathInter(a: Path, b: Path): boolean {
  if (!boxOv(boundBox(a.pts), boundBox(b.pts))) return false;
  const sb = segments(b.pts, b.closed);
  for (const s1 of segments(a.pts, a.closed)) for (const s2 of sb) if (lsegInterpt(s1, s2) !== undefined) return true;
  return false;
}

function pathArea(p: Path): number | null {
  if (!p.closed) return null;
  let area = 0;
  const n = p.pts.length;
  for (let i = 0; i < n; i++) {
    const a = p.pts[i] as Point;
    const b = p.pts[(i + 1) % n] as Point;
    area = fpl(area, fmul(a.x, b.y));
    area = fmi(area, fmul(a.y, b.x));
  }
  return fdiv(Math.abs(area), 2);
}

const mapPath = (f: (a: Point, b: Point) => Point): GeoFn => geo(['path', 'point'], 'path', (p, q) => ({ closed: p.closed, pts: p.pts.map((x) => f(x, q)) }));
const pathCmp = (f: (a: number, b: number) => boolean): GeoFn => geo(['path', 'path'], 'bool', (a, b) => f(a.pts.length, b.pts.length));
const bbox = (p: Polygon) => boundBox(p.pts);
type PP = (a: Polygon, b: Polygon) => boolean;
const pp = (f: PP): GeoFn => geo(['polygon', 'polygon'], 'bool', f);

export const PATH_FUNCTIONS: Record<string, GeoFn> = {
  path_isclosed: geo(['path'], 'bool', (p) => p.closed),
  path_isopen: geo(['path'], 'bool', (p) => !p.closed),
  path_npoints: geo(['path'], 'int', (p) => p.pts.length),
  path_close: geo(['path'], 'path', (p) => ({ closed: true, pts: p.pts })),
  path_open: geo(['path'], 'path', (p) => ({ closed: false, pts: p.pts })),
  path_length: geo(['path'], 'float', (p) => segments(p.pts, p.closed).reduce((acc, s) => fpl(acc, pointDt(s.p[0], s.p[1])), 0)),
  path_area: geo(['path'], 'float', pathArea),
  path_add: geo(['path', 'path'], 'path', (a, b) => (a.closed || b.closed ? null : { closed: false, pts: [...a.pts, ...b.pts] })),
  path_add_pt: mapPath(pointAdd),
  path_sub_pt: mapPath(pointSub),
  path_mul_pt: mapPath(pointMul),
  path_div_pt: mapPath(pointDiv),
  path_n_lt: pathCmp((a, b) => a < b),
  path_n_gt: pathCmp((a, b) => a > b),
  path_n_eq: pathCmp((a, b) => a === b),
  path_n_le: pathCmp((a, b) => a <= b),
  path_n_ge: pathCmp((a, b) => a >= b),
  path_inter: geo(['path', 'path'], 'bool', pathInter),
  path_distance: geo(['path', 'path'], 'float', pathsDistance),
  path_poly: geo(['path'], 'polygon', (p) => {
    if (!p.closed) throw new PgError('invalid_parameter_value', 'open path cannot be converted to polygon');
    return { pts: p.pts };
  }),
  on_ppath: geo(['point', 'path'], 'bool', onPpath),
  path_contain_pt: geo(['path', 'point'], 'bool', (path, p) => onPpath(p, path)),
  dist_ppath: geo(['point', 'path'], 'float', distPpath),
  dist_pathp: geo(['path', 'point'], 'float', (path, p) => distPpath(p, path)),

  poly_left: pp((a, b) => bbox(a).high.x < bbox(b).low.x),
  poly_overleft: pp((a, b) => bbox(a).high.x <= bbox(b).high.x),
  poly_right: pp((a, b) => bbox(a).low.x > bbox(b).high.x),
  poly_overright: pp((a, b) => bbox(a).low.x >= bbox(b).low.x),
  poly_below: pp((a, b) => bbox(a).high.y < bbox(b).low.y),
  poly_overbelow: pp((a, b) => bbox(a).high.y <= bbox(b).high.y),
  poly_above: pp((a, b) => bbox(a).low.y > bbox(b).high.y),
  poly_overabove: pp((a, b) => bbox(a).low.y >= bbox(b).low.y),
  poly_same: pp((a, b) => a.pts.length === b.pts.length && plistSame(a.pts, b.pts)),
  poly_overlap: pp(polyOverlap),
  poly_contain: pp(polyContainPoly),
  poly_contained: pp((a, b) => polyContainPoly(b, a)),
  poly_contain_pt: geo(['polygon', 'point'], 'bool', (poly, p) => pointInside(p, poly.pts) !== 0),
  pt_contained_poly: geo(['point', 'polygon'], 'bool', (p, poly) => pointInside(p, poly.pts) !== 0),
  poly_npoints: geo(['polygon'], 'int', (p) => p.pts.length),
  poly_center: geo(['polygon'], 'point', (p) => polyToCircle(p).center),
  poly_circle: geo(['polygon'], 'circle', polyToCircle),
  poly_box: geo(['polygon'], 'box', bbox),
  poly_path: geo(['polygon'], 'path', (p) => ({ closed: true, pts: p.pts })),
  poly_distance: geo(['polygon', 'polygon'], 'float', (a, b) => (polyOverlap(a, b) ? 0 : pathsDistance({ closed: true, pts: a.pts }, { closed: true, pts: b.pts }))),
  dist_ppoly: geo(['point', 'polygon'], 'float', distPpoly),
  dist_polyp: geo(['polygon', 'point'], 'float', (poly, p) => distPpoly(p, poly)),
  dist_cpoly: geo(['circle', 'polygon'], 'float', distCpoly),
  dist_polyc: geo(['polygon', 'circle'], 'float', (poly, c) => distCpoly(c, poly)),
};
